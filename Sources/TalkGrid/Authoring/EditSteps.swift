/// Several edits made as one change: each applied to what the one before made, saved together,
/// and taken back by one undo (`talkgrid symbols fill` gives many cells their pictures at once).
///
/// The steps' own notes are left out: the caller says what the whole change did, in `summary` and `notes`.
public struct EditSteps: AuthoringEdit {
    public var steps: [any AuthoringEdit]
    public var summary: CaregiverText
    public var notes: [CaregiverText]

    public init(_ steps: [any AuthoringEdit], summary: CaregiverText, notes: [CaregiverText] = []) {
        self.steps = steps
        self.summary = summary
        self.notes = notes
    }

    public func applied(to documents: BoardSetDocuments) throws(AuthoringError) -> AuthoringChange {
        var current = documents
        var changed: [String] = []
        var removed: [String] = []
        for step in steps {
            let change = try step.applied(to: current)
            current = change.documents
            for entry in change.changedEntries where !changed.contains(entry) { changed.append(entry) }
            for entry in change.removedEntries where !removed.contains(entry) { removed.append(entry) }
        }
        guard !changed.isEmpty || !removed.isEmpty else { throw .nothingToChange(summary) }
        return AuthoringChange(
            documents: current, changedEntries: changed, removedEntries: removed.filter { !changed.contains($0) }, summary: summary,
            notes: notes)
    }
}
