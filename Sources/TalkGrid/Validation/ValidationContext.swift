/// What a ``SetCheck`` sees while it runs: the set (its boards holding only ``SetWideJSON/shape``
/// of their JSON), what the boards' own checks left for it, the options, and the findings so far.
struct ValidationContext: FindingCollector {
    /// The set being validated.
    let boardSet: BoardSet
    /// The caller's options.
    let options: ValidationOptions
    /// How to look inside pictures, when the caller can.
    let pictures: (any PictureInspection)?
    /// The reviews of the boards, in ``boards``' order.
    let reviews: [BoardReview]
    /// What the checks found.
    var diagnostics: [Diagnostic] = []

    init(set: BoardSet, reviews: [BoardReview], options: ValidationOptions, pictures: (any PictureInspection)? = nil) {
        self.boardSet = set
        self.reviews = reviews
        self.options = options
        self.pictures = pictures
    }

    /// The boards in the order they were read, root first.
    var boards: [Board] { boardSet.boardOrder.compactMap { boardSet.boards[$0] } }

    /// Whether the set came with a manifest (an `.obz` or a set folder) rather than a single `.obf`.
    var isPackage: Bool { boardSet.manifest != nil }

    /// The name of a board's file in diagnostics, as the loader names it.
    func file(of board: Board) -> String {
        Self.file(of: board, in: boardSet)
    }

    /// The name of `board`'s file in diagnostics about `set`: in a set with a manifest, its entry after the set's name.
    static func file(of board: Board, in set: BoardSet) -> String {
        set.manifest != nil ? set.source + "/" + board.file : board.file
    }

    /// The name of the manifest in diagnostics.
    var manifestFile: String { boardSet.source + "/manifest.json" }
}

extension JSONNode {
    /// The value in words for messages, shortened when long.
    var quoted: String {
        let text = JSONWriter.compactString(self)
        return text.count > 40 ? String(text.prefix(37)) + "..." : text
    }

    /// The member with the given key, with its key position.
    func member(_ key: String) -> JSONMember? {
        members?.first { $0.key == key }
    }
}
