extension JSONNode {
    /// A key given twice in one object: where it is given again, and where it was first given.
    public struct DuplicateKey: Equatable, Sendable {
        public var key: String
        /// The later member, which TalkGrid ignores (it reads the first).
        public var repeated: JSONMember
        public var firstPosition: TextPosition
        /// The JSON path of the object holding both.
        public var objectPath: JSONPath

        /// What the finding says: where the key was first given, and which one TalkGrid reads.
        public var message: String {
            "\"\(key)\" is given again here (first at line \(firstPosition.line), column \(firstPosition.column)); "
                + "TalkGrid reads the first, other apps may read this one: keep one"
        }
    }

    /// Every key given more than once in an object anywhere in this tree, in document order.
    ///
    /// TalkGrid reads the first of two equal keys, but many JSON readers (JavaScript's, Ruby's)
    /// keep the last, so another app may show a different board from the same file.
    public func duplicateKeys() -> [DuplicateKey] {
        var found: [DuplicateKey] = []
        // Depth-first with an explicit stack, children pushed in reverse to keep document order.
        var stack: [(node: JSONNode, path: JSONPath)] = [(self, .root)]
        while let (node, path) = stack.popLast() {
            switch node.value {
            case .object(let members):
                var first: [String: TextPosition] = [:]
                for member in members {
                    if let position = first[member.key] {
                        found.append(DuplicateKey(key: member.key, repeated: member, firstPosition: position, objectPath: path))
                    } else {
                        first[member.key] = member.keyPosition
                    }
                }
                for member in members.reversed() where member.value.isContainer {
                    stack.append((member.value, path.member(member.key)))
                }
            case .array(let elements):
                for (index, element) in elements.enumerated().reversed() where element.isContainer {
                    stack.append((element, path.index(index)))
                }
            default:
                break
            }
        }
        return found.sorted { $0.repeated.keyPosition.offset < $1.repeated.keyPosition.offset }
    }

    /// Whether this is an object or an array (only they can hold keys).
    private var isContainer: Bool {
        switch value {
        case .object, .array: true
        default: false
        }
    }
}
