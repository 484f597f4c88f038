import TalkGrid

/// The named cell styles of a gridset (`<Style Key="…">` with `BackColour`, `BorderColour`, …).
struct Grid3Styles: Sendable {
    private var styles: [String: XMLElementNode] = [:]

    init(_ root: XMLElementNode?) {
        for style in root?.child("Styles")?.children("Style") ?? [] {
            if let key = style.attribute("Key") { styles[key] = style }
        }
    }

    /// A colour of a cell's style (`BackColour`, `BorderColour`): the cell's own, else its named style's.
    func colour(_ name: String, of style: XMLElementNode?) -> String? {
        if let own = style?.child(name)?.text.trimmingSpaces, !own.isEmpty { return own }
        guard let based = style?.child("BasedOnStyle")?.text.trimmingSpaces else { return nil }
        return styles[based]?.child(name)?.text.trimmingSpaces
    }

    /// Whether a named style exists.
    func has(_ name: String) -> Bool { styles[name] != nil }
}
