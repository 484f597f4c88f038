/// A check of the set as a whole: links between boards, words across boards, the manifest, the
/// pictures (each decoded once for the whole set).
///
/// Set checks run once every board is read and reviewed. A board then holds only the parts of its
/// JSON that ``SetWideJSON/shape`` keeps: a set check reads nothing else of it.
protocol SetCheck: ValidationCheck {
    /// Looks at the set in `context` and reports what it finds there.
    static func check(_ context: inout ValidationContext)

    /// Whether the check reads the same of `board` before and after its edit: when it does for
    /// every board an edit changed (and the edit changed nothing else), its findings are those it
    /// found before (``Validator/findings(_:after:kept:changed:)``). No, unless the check says so.
    static func readsSame(_ board: EditedBoard) -> Bool
}

extension SetCheck {
    static func readsSame(_ board: EditedBoard) -> Bool { false }
}
