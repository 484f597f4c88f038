/// What an authoring edit made: the new documents, which files change, and words for the person.
public struct AuthoringChange: Equatable, Sendable {
    /// The set after the edit.
    public var documents: BoardSetDocuments
    /// Entries whose documents are new or changed (`manifest.json`, `boards/home.obf`), to be written.
    public var changedEntries: [String]
    /// Entries the edit removes from the set, to be deleted.
    public var removedEntries: [String]
    /// One line saying what changed.
    public var summary: CaregiverText
    /// Further lines worth knowing (links that were removed, texts left untranslated, ...).
    public var notes: [CaregiverText]

    public init(
        documents: BoardSetDocuments, changedEntries: [String], removedEntries: [String] = [], summary: CaregiverText,
        notes: [CaregiverText] = []
    ) {
        self.documents = documents
        self.changedEntries = changedEntries
        self.removedEntries = removedEntries
        self.summary = summary
        self.notes = notes
    }
}
