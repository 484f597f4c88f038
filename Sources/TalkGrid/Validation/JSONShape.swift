/// Which parts of a JSON value to keep: the whole of it, some members of an object, or a shape
/// for each element of an array.
///
/// A value that is not of the kind the shape expects (an array where members are named, say) is
/// kept whole, so whoever reads the kept value later sees what the whole one would show there.
indirect enum JSONShape: Sendable {
    case whole
    case members([String: JSONShape])
    case eachElement(JSONShape)

    /// `node` with only the parts this shape keeps; positions and the members' order unchanged.
    func kept(from node: JSONNode) -> JSONNode {
        switch (self, node.value) {
        case (.whole, _): return node
        case (.members(let shapes), .object(let members)):
            var kept: [JSONMember] = []
            for member in members {
                guard let shape = shapes[member.key] else { continue }
                kept.append(JSONMember(key: member.key, keyPosition: member.keyPosition, value: shape.kept(from: member.value)))
            }
            return JSONNode(.object(kept), at: node.position)
        case (.eachElement(let shape), .array(let elements)):
            return JSONNode(.array(elements.map(shape.kept(from:))), at: node.position)
        default: return node
        }
    }
}
