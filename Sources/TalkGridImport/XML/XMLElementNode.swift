/// One element of an XML document as ``XMLReader`` gives it: name, attributes, text and children.
///
/// A plain value (no libxml2 pointers), so the importers are pure Swift over it.
public struct XMLElementNode: Equatable, Sendable {
    /// The element's name as written (prefixes kept, e.g. `xsi:nil` stays an attribute name).
    public var name: String
    /// The attributes in document order.
    public var attributes: [(name: String, value: String)]
    /// The child elements in document order.
    public var children: [XMLElementNode]
    /// The element's own text (its text and CDATA children joined, not its descendants').
    public var text: String
    /// The line the element starts on (1-based), for located messages.
    public var line: Int

    public init(
        name: String, attributes: [(name: String, value: String)] = [], children: [XMLElementNode] = [], text: String = "", line: Int = 0
    ) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
        self.line = line
    }

    public static func == (lhs: XMLElementNode, rhs: XMLElementNode) -> Bool {
        lhs.name == rhs.name && lhs.text == rhs.text && lhs.children == rhs.children
            && lhs.attributes.map(\.name) == rhs.attributes.map(\.name) && lhs.attributes.map(\.value) == rhs.attributes.map(\.value)
    }

    /// The value of the attribute `name`, if present.
    public func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The first child element called `name`.
    public func child(_ name: String) -> XMLElementNode? {
        children.first { $0.name == name }
    }

    /// Every child element called `name`.
    public func children(_ name: String) -> [XMLElementNode] {
        children.filter { $0.name == name }
    }

    /// The element's text and all its descendants' text, in document order.
    public var allText: String {
        var result = text
        for child in children { result += child.allText }
        return result
    }
}
