/// A board a set lists (or links to) that could not be read: a JSON syntax error, a file that
/// is not a board, a file that cannot be read. The rest of the set still loads.
public struct DamagedBoard: Equatable, Sendable {
    /// The id the manifest gives the board (else one made from its file name).
    public var id: String
    /// The board's file in the set (`boards/food.obf`).
    public var entry: String
    /// What is wrong, located in the file.
    public var problem: Diagnostic

    /// One line for the caregiver: which board, and where the problem is.
    public var noticeText: CaregiverText {
        CaregiverText(FindingTextKey.damagedBoard, ["id": .text(id), "problem": .said(problem)])
    }

    public init(id: String, entry: String, problem: Diagnostic) {
        self.id = id
        self.entry = entry
        self.problem = problem
    }
}

extension BoardSet {
    /// The damaged board a link would open, if the link points at one.
    public func damagedBoard(for link: BoardLink) -> DamagedBoard? {
        damagedBoards.first { damaged in
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
