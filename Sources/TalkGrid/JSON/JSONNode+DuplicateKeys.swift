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
        public var text: FindingText {
            .duplicateKey(key: key, line: firstPosition.line, column: firstPosition.column)
        }
    }

    /// Every key given more than once in an object anywhere in this tree, in document order.
    ///
    /// TalkGrid reads the first of two equal keys, but many JSON readers (JavaScript's, Ruby's)
    /// keep the last, so another app may show a different board from the same file.
    public func duplicateKeys() -> [DuplicateKey] {
        var found: [DuplicateKey] = []
        var trail: [PathStep] = []
        collectDuplicateKeys(into: &found, trail: &trail)
        return found.sorted { $0.repeated.keyPosition.offset < $1.repeated.keyPosition.offset }
    }

    /// One step from the root to an object, kept as a value: the path's text is built only for a duplicate found.
    private enum PathStep {
        case member(String)
        case index(Int)
    }

    private func collectDuplicateKeys(into found: inout [DuplicateKey], trail: inout [PathStep]) {
        switch value {
        case .object(let members):
            if members.count > 1 {
                var report: [(index: Int, first: Int)] = []
                if members.count <= 16 {
                    // A board's objects are small: comparing keys pairwise beats building a table.
                    for index in 1..<members.count {
                        if let first = members[..<index].firstIndex(where: { $0.key == members[index].key }) {
                            report.append((index, first))
                        }
                    }
                } else {
                    var first: [String: Int] = [:]
                    for (index, member) in members.enumerated() {
                        if let earlier = first[member.key] { report.append((index, earlier)) } else { first[member.key] = index }
                    }
                }
                if !report.isEmpty {
                    let path = trail.reduce(JSONPath.root) { path, step in
                        switch step {
                        case .member(let key): path.member(key)
                        case .index(let index): path.index(index)
                        }
                    }
                    for (index, first) in report {
                        found.append(
                            DuplicateKey(
                                key: members[index].key, repeated: members[index], firstPosition: members[first].keyPosition,
                                objectPath: path))
                    }
                }
            }
            for member in members where member.value.mayHoldKeys {
                trail.append(.member(member.key))
                member.value.collectDuplicateKeys(into: &found, trail: &trail)
                trail.removeLast()
            }
        case .array(let elements):
            for (index, element) in elements.enumerated() where element.mayHoldKeys {
                trail.append(.index(index))
                element.collectDuplicateKeys(into: &found, trail: &trail)
                trail.removeLast()
            }
        default:
            break
        }
    }

    /// Whether this is an object or an array (only they can hold keys).
    private var mayHoldKeys: Bool {
        switch value {
        case .object, .array: true
        default: false
        }
    }
}
