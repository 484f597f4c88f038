/// A JSON value together with where it was written, as read by ``JSONParser``.
///
/// Objects keep their members in source order (and keep duplicates) so that a board read and
/// written back unchanged gives the same document, and so that diagnostics can point at keys.
public struct JSONNode: Equatable, Sendable {
    /// The value itself.
    public var value: JSONValue
    /// Where the value starts in its file (1-based line and column, byte offset). Zero for values built in code.
    public var position: TextPosition

    public init(_ value: JSONValue, at position: TextPosition = .none) {
        self.value = value
        self.position = position
    }

    /// Two nodes are equal when their values are equal; positions do not matter.
    public static func == (lhs: JSONNode, rhs: JSONNode) -> Bool { lhs.value == rhs.value }
}

/// One member of a JSON object: key, where the key was written, and the value.
public struct JSONMember: Equatable, Sendable {
    public var key: String
    public var keyPosition: TextPosition
    public var value: JSONNode

    public init(key: String, keyPosition: TextPosition = .none, value: JSONNode) {
        self.key = key
        self.keyPosition = keyPosition
        self.value = value
    }

    public static func == (lhs: JSONMember, rhs: JSONMember) -> Bool { lhs.key == rhs.key && lhs.value == rhs.value }
}

/// A JSON number, kept as written so that writing it back does not change it (`1.0` stays `1.0`).
public struct JSONNumber: Equatable, Sendable, CustomStringConvertible {
    /// The number's text as it appears in JSON.
    public let text: String

    public init(text: String) { self.text = text }
    public init(_ value: Int) { self.text = String(value) }

    /// The value as a double.
    public var double: Double? { Double(text) }
    /// The value as an integer, when it is a whole number that fits.
    public var int: Int? {
        if let exact = Int(text) { return exact }
        guard let double, double.rounded() == double, abs(double) < 9.0e15 else { return nil }
        return Int(double)
    }
    public var description: String { text }
}

/// The kinds of JSON value.
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(JSONNumber)
    case string(String)
    case array([JSONNode])
    case object([JSONMember])

    /// The name of the kind, for messages ("an object", "a string").
    public var kindWord: FindingTextKey {
        switch self {
        case .null: .jsonNull
        case .bool: .jsonBoolean
        case .number: .jsonNumber
        case .string: .jsonString
        case .array: .jsonArray
        case .object: .jsonObject
        }
    }
}

extension JSONNode {
    /// The value of the first member named `key`, when this is an object that has one.
    public subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.first(where: { $0.key == key })?.value
    }

    /// The members, when this is an object.
    public var members: [JSONMember]? {
        if case .object(let members) = value { return members }
        return nil
    }

    /// The elements, when this is an array.
    public var elements: [JSONNode]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    /// The string, when this is a string.
    public var string: String? {
        if case .string(let string) = value { return string }
        return nil
    }

    /// The number, when this is a number.
    public var number: JSONNumber? {
        if case .number(let number) = value { return number }
        return nil
    }

    /// The boolean, when this is a boolean.
    public var bool: Bool? {
        if case .bool(let bool) = value { return bool }
        return nil
    }

    /// Whether this is JSON `null`.
    public var isNull: Bool { value == .null }

    /// A string or a number as text: OBF ids are written both ways in real files.
    public var scalarText: String? {
        switch value {
        case .string(let string): string
        case .number(let number): number.text
        default: nil
        }
    }

    /// Sets (or adds, at the end) the member named `key`; removes it when `newValue` is nil.
    public mutating func setMember(_ key: String, to newValue: JSONNode?) {
        guard case .object(var members) = value else { return }
        if let index = members.firstIndex(where: { $0.key == key }) {
            // A key given twice (see duplicateKeys()) keeps only the first, so no other app reads a stale copy.
            let kept = members[(index + 1)...].filter { $0.key != key }
            members.replaceSubrange((index + 1)..., with: kept)
            if let newValue {
                members[index].value = newValue
            } else {
                members.remove(at: index)
            }
        } else if let newValue {
            members.append(JSONMember(key: key, value: newValue))
        }
        value = .object(members)
    }
}

extension JSONNode: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByNilLiteral
{
    public init(stringLiteral value: String) { self.init(.string(value)) }
    public init(integerLiteral value: Int) { self.init(.number(JSONNumber(value))) }
    public init(booleanLiteral value: Bool) { self.init(.bool(value)) }
    public init(nilLiteral: ()) { self.init(.null) }

    /// An object node with the given members in order.
    public static func object(_ members: [(String, JSONNode)]) -> JSONNode {
        JSONNode(.object(members.map { JSONMember(key: $0.0, value: $0.1) }))
    }

    /// An array node.
    public static func array(_ elements: [JSONNode]) -> JSONNode { JSONNode(.array(elements)) }
}
