/// One control of the bar at the bottom of every screen: its key, icon and label.
public struct ControlButton: Hashable, Sendable {
    /// The session key it stands for (the renderer prints its name).
    public var key: Key
    public var glyph: String
    public var label: InterfaceText
    /// A shorter label for narrow windows.
    public var shortLabel: InterfaceText
    /// Whether the key does something now; an unavailable control stays in its place, faint.
    public var isAvailable: Bool
    /// Whether the scanning highlight rests on it (or on the group of controls).
    public var isHighlighted = false

    public init(key: Key, glyph: String, label: TextKey, shortLabel: TextKey? = nil, isAvailable: Bool) {
        self.key = key
        self.glyph = glyph
        self.label = InterfaceText(label)
        self.shortLabel = InterfaceText(shortLabel ?? label)
        self.isAvailable = isAvailable
    }
}
