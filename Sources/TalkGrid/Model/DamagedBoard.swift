/// A board a set lists (or links to) that could not be read: a JSON syntax error, a file that
/// is not a board, a file that cannot be read. The rest of the set still loads.
public struct DamagedBoard: Equatable, Sendable {
    /// The id the manifest gives the board (else one made from its file name).
    public var id: String
    /// The board's file in the set (`boards/food.obf`).
    public var entry: String
    /// What is wrong, located in the file.
    public var problem: Diagnostic
    /// The set (as its source names it) whose saved version of the board is shown instead,
    /// read-only (see ``SavedVersions``); nil when none is, and the board is unavailable.
    public var savedVersionShownFrom: String?

    /// One line for the caregiver: which board, where the problem is, and, when the version saved
    /// last is shown instead, the command that puts it back.
    public var noticeText: CaregiverText {
        if let set = savedVersionShownFrom {
            return FindingText.damagedBoardSavedShown(id: id, set: set, problem: problem).caregiverText
        }
        return FindingText.damagedBoard(id: id, problem: problem).caregiverText
    }

    public init(id: String, entry: String, problem: Diagnostic, savedVersionShownFrom: String? = nil) {
        self.id = id
        self.entry = entry
        self.problem = problem
        self.savedVersionShownFrom = savedVersionShownFrom
    }
}

extension BoardSet {
    /// The damaged board a link would open, if the link points at one and no saved version of it is shown.
    public func damagedBoard(for link: BoardLink) -> DamagedBoard? {
        damagedBoards.first { damaged in
            if damaged.savedVersionShownFrom != nil { return false }
            if let id = link.id, damaged.id == id { return true }
            if let path = link.path, BoardSet.normalizedEntryPath(path) == damaged.entry { return true }
            return false
        }
    }

    /// The damaged board with this id or file, if there is one.
    public func damagedBoard(named name: String) -> DamagedBoard? {
        damagedBoards.first { $0.id == name || $0.entry == BoardSet.normalizedEntryPath(name) }
    }
}
