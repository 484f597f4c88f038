/// One change to a board set, as a value: applied to the set's documents, it returns the new ones.
///
/// Edits do no I/O. They refuse what cannot be done (an unknown board, a slot outside the grid)
/// with an ``AuthoringError``; whether the result is valid is checked by the caller with the
/// ``Validator`` on ``BoardSetDocuments/loadedSet(over:removing:)``.
public protocol AuthoringEdit: Sendable {
    /// The set after the edit, with the files that change and a line saying what changed.
    func applied(to documents: BoardSetDocuments) throws(AuthoringError) -> AuthoringChange
}
