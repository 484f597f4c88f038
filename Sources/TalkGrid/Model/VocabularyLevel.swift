/// Vocabulary levels: a cell can belong to a level (1 to 5), and the person's board shows the cells
/// up to the person's current level. A cell above it keeps its slot and its keys (it is hidden as
/// `hidden` hides a cell), so a word learned at level 2 is where it was at level 5 (motor planning).
///
/// In OBF a cell's level is `ext_talkgrid_level` (a whole number). CoughDrop keeps levels as a
/// button's `level_modifications` (`{"pre": {"hidden": true}, "3": {"hidden": false}}`: hidden
/// first, shown from level 3), which its OBF export leaves out; TalkGrid writes that shape too, as
/// `ext_coughdrop_level_modifications`, the name CoughDrop's converter gives its other button
/// extensions, and reads a level from it (or from a plain `level_modifications`) when a cell has no
/// `ext_talkgrid_level`.
public enum VocabularyLevel {
    /// The levels a cell and the person can have; the highest shows every cell.
    public static let levels = 1...5
    /// The person's level when none is set: every cell shows.
    public static let all = 5
    /// The OBF member of a cell's level.
    public static let member = "ext_talkgrid_level"
    /// CoughDrop's levels, under the name its converter gives a button extension.
    public static let coughDropMember = "ext_coughdrop_level_modifications"
    /// CoughDrop's levels as CoughDrop keeps them.
    public static let coughDropOwnMember = "level_modifications"

    /// The level a CoughDrop `level_modifications` object gives a cell: the first level that shows a
    /// cell hidden before the levels (`pre`), kept within ``levels`` (CoughDrop has ten); nil when
    /// the object does not hide and show the cell that way (its other changes, a label at a level,
    /// are kept in the file but not used).
    public static func level(fromCoughDrop modifications: JSONNode) -> Int? {
        guard let members = modifications.members, modifications["pre"]?["hidden"]?.bool == true else { return nil }
        let shownFrom = members.compactMap { member -> Int? in
            guard let level = Int(member.key), level >= 1, member.value["hidden"]?.bool == false else { return nil }
            return level
        }.min()
        return shownFrom.map(levels.clamp)
    }

    /// CoughDrop's `level_modifications` for a cell of `level`, made from what `existing` has: the
    /// cell hidden before the levels and shown from `level` on (nil: at every level); its other
    /// changes stay. Nil when nothing is left.
    public static func coughDropModifications(level: Int?, existing: JSONNode?) -> JSONNode? {
        var members = existing?.members ?? []
        for index in members.indices where members[index].key == "pre" || Int(members[index].key) != nil {
            members[index].value.setMember("hidden", to: nil)
        }
        members.removeAll { ($0.key == "pre" || Int($0.key) != nil) && $0.value.members?.isEmpty == true }
        if let level {
            func set(_ key: String, hidden: Bool) {
                if let index = members.firstIndex(where: { $0.key == key }) {
                    members[index].value.setMember("hidden", to: JSONNode(.bool(hidden)))
                } else {
                    members.append(JSONMember(key: key, value: .object([("hidden", JSONNode(.bool(hidden)))])))
                }
            }
            set("pre", hidden: true)
            set(String(level), hidden: false)
        }
        guard !members.isEmpty else { return Optional.none }
        return JSONNode(.object(members))
    }
}

extension Cell {
    /// Whether the person sees the cell at `level`: not hidden, and its level (if any) reached.
    public func isShown(atLevel level: Int) -> Bool {
        !hidden && (self.level ?? 1) <= level
    }
}

extension Board {
    /// The board as a person at `level` sees it: each cell above the level hidden, in its slot.
    public func atLevel(_ level: Int) -> Board {
        guard level < VocabularyLevel.all, cells.contains(where: { ($0.level ?? 1) > level }) else { return self }
        var board = self
        for index in board.cells.indices where (board.cells[index].level ?? 1) > level {
            board.cells[index].hidden = true
        }
        return board
    }
}
