extension Validator {
    /// The findings about `reviewed`, the set `previous` held read again after an edit of its files
    /// `changed` (``reload(_:after:changed:)``), whose findings were `kept`: what ``findings(_:)``
    /// finds, at the cost of what the edit can change. Each board's own findings are in its review
    /// (only the changed boards were checked again). When the edit changed boards and nothing else
    /// (no manifest, no file come or gone, no board's id), a set check that reads the same of each
    /// changed board (``SetCheck/readsSame(_:)``) keeps its findings and the others run again; any
    /// other edit runs them all.
    public func findings(_ reviewed: ReviewedBoardSet, after previous: ReviewedBoardSet, kept: KeptFindings, changed: Set<String>)
        -> KeptFindings
    {
        guard kept.bySetCheck.count == Self.setChecks.count, let edited = Self.editedBoards(from: previous, to: reviewed, changed: changed)
        else { return findings(reviewed) }
        // No board changed: the set checks run again all the same, as one may read what is not the boards' (the pictures' files).
        let running = Self.setChecks.indices.filter { index in edited.isEmpty || !edited.allSatisfy(Self.setChecks[index].readsSame) }
        return findings(reviewed, running: running, kept: kept.bySetCheck)
    }

    /// The boards `changed` names, before and after, when they are all the edit changed of what the
    /// set checks read: the same options, manifest, files, boards in the same order under the same
    /// ids; nil otherwise.
    private static func editedBoards(from previous: ReviewedBoardSet, to reviewed: ReviewedBoardSet, changed: Set<String>)
        -> [EditedBoard]?
    {
        let (before, after) = (previous.set, reviewed.set)
        guard previous.options == reviewed.options, before.source == after.source, before.rootID == after.rootID,
            before.boardOrder == after.boardOrder, before.boardIDsByPath == after.boardIDsByPath,
            before.damagedBoards == after.damagedBoards, before.manifest == after.manifest, before.entries == after.entries,
            previous.reviews.count == before.boardOrder.count, reviewed.reviews.count == after.boardOrder.count
        else { return nil }
        var edited: [EditedBoard] = []
        for entry in changed {
            guard let id = after.boardIDsByPath[entry], let index = after.boardOrder.firstIndex(of: id), let was = before.boards[id],
                let now = after.boards[id]
            else { return nil }
            edited.append(EditedBoard(before: was, beforeReview: previous.reviews[index], after: now, afterReview: reviewed.reviews[index]))
        }
        return edited
    }
}
