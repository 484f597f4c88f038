/// What a ``BoardCheck`` sees while it looks at one board: where the board's findings are told,
/// the options, and what it found.
struct BoardReview: FindingCollector, Sendable {
    /// The name of the board's file in diagnostics, as the loader names it.
    let file: String
    /// Whether the board came in a set with a manifest (an `.obz` or a set folder) rather than alone.
    let isPackage: Bool
    /// The caller's options.
    let options: ValidationOptions
    /// What the board checks found.
    var diagnostics: [Diagnostic] = []
    /// Fields of well-known apps met on this board, in the order first met, each counted: reported
    /// once for the whole set by ``AttributeNamesCheck``'s set part.
    var appFields: [AppFieldUse] = []
    /// The board's image entries that name a picture, for ``PictureCheck``'s set part.
    var pictureUses: [PictureUse] = []
    /// Each visible word of the board at its first slot, for ``MotorPlanningCheck``'s set part.
    var wordPlaces: [WordPlace] = []
    /// The board's links that name a board both by id and by path, for ``LinkCheck``'s set part.
    var linksByIDAndPath: [LinkByIDAndPath] = []
    /// The entry paths of the board's image and sound files, for ``ManifestCheck``'s set part.
    var mediaPaths: [String] = []

    init(file: String, isPackage: Bool, options: ValidationOptions) {
        self.file = file
        self.isPackage = isPackage
        self.options = options
    }
}
