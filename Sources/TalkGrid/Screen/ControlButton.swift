/// One control of the bar at the bottom of every screen: its key, icon and label.
public struct ControlButton: Hashable, Sendable {
    /// The session key it stands for.
    public var key: Key
    /// The key as printed on the screen (`0`, `Enter`, `.`).
    public var keyName: String
    public var glyph: String
    public var label: String
    /// A shorter label for narrow windows.
    public var shortLabel: String
    /// Whether the key does something now; an unavailable control stays in its place, faint.
    public var isAvailable: Bool

    public init(key: Key, keyName: String, glyph: String, label: String, shortLabel: String? = nil, isAvailable: Bool) {
        self.key = key
        self.keyName = keyName
        self.glyph = glyph
        self.label = label
        self.shortLabel = shortLabel ?? label
        self.isAvailable = isAvailable
    }
}
