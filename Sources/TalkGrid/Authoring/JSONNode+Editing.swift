extension JSONNode {
    /// Changes the member named `key` in place, adding `missing` at the end first when there is none.
    mutating func updateMember(_ key: String, adding missing: JSONNode, _ body: (inout JSONNode) -> Void) {
        var member = self[key] ?? missing
        body(&member)
        setMember(key, to: member)
    }

    /// Changes the element at `index` in place, when this is an array that has one.
    mutating func updateElement(at index: Int, _ body: (inout JSONNode) -> Void) {
        guard case .array(var elements) = value, elements.indices.contains(index) else { return }
        body(&elements[index])
        value = .array(elements)
    }

    /// Appends an element, when this is an array.
    mutating func appendElement(_ element: JSONNode) {
        guard case .array(var elements) = value else { return }
        elements.append(element)
        value = .array(elements)
    }

    /// Removes the elements that match, when this is an array.
    mutating func removeElements(where matches: (JSONNode) -> Bool) {
        guard case .array(var elements) = value else { return }
        elements.removeAll(where: matches)
        value = .array(elements)
    }

    /// A JSON string.
    static func text(_ string: String) -> JSONNode { JSONNode(.string(string)) }
}

extension JSONNode {
    /// Renames the member `old` to `new` where it stands (the order of members is kept).
    mutating func renameMember(_ old: String, to new: String) {
        guard case .object(var members) = value, let index = members.firstIndex(where: { $0.key == old }) else { return }
        members[index].key = new
        value = .object(members)
    }
}
