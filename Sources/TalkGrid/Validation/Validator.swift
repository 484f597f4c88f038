/// Checks a loaded board set strictly against the OBF spec and TalkGrid's Assistive Access rules.
///
/// Pure: it reads the ``BoardSet`` (its boards' JSON, manifest and entries) and returns located
/// findings. The loader's own diagnostics are included, re-graded as ``DiagnosticCatalogue`` says.
///
/// It checks what the reference validator (the `obf` gem) checks, with its defects fixed (string
/// `action`s such as ":clear" pass, `actions` elements are checked, paths are really looked up,
/// unencoded SVG data URIs pass), and deliberately relaxes three of its demands that real,
/// working boards break without harm: a missing `images` or `sounds` list is read as empty, a
/// missing image `width`/`height` or sound `duration` is fine (a wrong one is an error), and a
/// missing `content_type` is a warning.
public struct Validator: Sendable {
    public var options: ValidationOptions
    /// How to look inside pictures; nil leaves them unread (the check of ``PictureCheck`` is skipped).
    public var pictures: (any PictureInspection)?

    public init(options: ValidationOptions = ValidationOptions(), pictures: (any PictureInspection)? = nil) {
        self.options = options
        self.pictures = pictures
    }

    /// Every check, in the order they run.
    static var checks: [any ValidationCheck.Type] {
        [
            FormatVersionCheck.self, AttributeNamesCheck.self, DescriptionCheck.self, ButtonFieldsCheck.self,
            ButtonPositionCheck.self, GridShapeCheck.self, MediaCheck.self, ActionCheck.self, LinkCheck.self,
            TranslationCheck.self, LicenseCheck.self, ManifestCheck.self, CellIconLabelCheck.self, BoardIconCheck.self,
            OptionsPerScreenCheck.self, MotorPlanningCheck.self, VoiceCheck.self, PictureCheck.self, UntranslatedCheck.self,
        ]
    }

    /// The checks of one board at a time, in the order they run (worked out once: they run for every board).
    static let boardChecks: [any BoardCheck.Type] = checks.compactMap { $0 as? any BoardCheck.Type }

    /// The checks of the set as a whole, in the order they run (after every board's).
    static let setChecks: [any SetCheck.Type] = checks.compactMap { $0 as? any SetCheck.Type }

    /// The findings about `set`, sorted by file, line and column, without duplicates.
    public func validate(_ set: BoardSet) -> [Diagnostic] {
        validate(review(set))
    }

    /// The board checks' findings on each board of `set`, which stays whole (its boards side by side, on every core).
    public func review(_ set: BoardSet) -> ReviewedBoardSet {
        let boards = set.boardOrder.compactMap { set.boards[$0] }
        let reviews = SideBySide.map(count: boards.count, workers: boards.count) { index in
            review(boards[index], file: ValidationContext.file(of: boards[index], in: set), isPackage: set.manifest != nil)
        }
        return ReviewedBoardSet(set: set, reviews: reviews, options: options)
    }

    /// Loads the set in `source` (as ``BoardSetLoader/loadSet(from:)`` does) and runs the board
    /// checks on each board as soon as it is read; each board then keeps only ``SetWideJSON`` of its
    /// JSON, so a large set is never held whole. The set is for checking and counting only: never
    /// write it back.
    public func load(_ source: BoardSetSource) throws(BoardLoadError) -> ReviewedBoardSet {
        let (set, reviews) = try BoardSetLoader.loadSet(from: source) { board, file in
            let review = review(board, file: file, isPackage: true)
            board.document = SetWideJSON.shape.kept(from: board.document)
            return review
        }
        return ReviewedBoardSet(set: set, reviews: reviews, options: options)
    }

    /// The findings about a reviewed set (board checks done, as ``review(_:)`` or ``load(_:)`` did
    /// them with these same options), sorted by file, line and column, without duplicates.
    public func validate(_ reviewed: ReviewedBoardSet) -> [Diagnostic] {
        assert(reviewed.options == options, "a set reviewed with other options than it is validated with")
        let set = reviewed.set
        // The set checks only read the set and add findings, so they run side by side (on every core),
        // each with its own context; their findings are joined in the checks' order, as one after another gives them.
        let count = Self.setChecks.count
        let found = SideBySide.map(count: count, workers: count) { index in
            var context = ValidationContext(set: set, reviews: reviewed.reviews, options: options, pictures: pictures)
            Self.setChecks[index].check(&context)
            return context.diagnostics
        }
        var all: [Diagnostic] = []
        all.reserveCapacity(
            set.diagnostics.count + reviewed.reviews.reduce(0) { $0 + $1.diagnostics.count } + found.reduce(0) { $0 + $1.count })
        all += set.diagnostics.lazy.map(Self.regraded)
        for review in reviewed.reviews { all += review.diagnostics }
        for findings in found { all += findings }
        Self.sortAndMergeEqual(&all)
        return all
    }

    /// Sorts findings by file, line and column, findings at the same place in the order they were found,
    /// and keeps the first of equal ones; in place, as a large set has tens of thousands of findings.
    static func sortAndMergeEqual(_ all: inout [Diagnostic]) {
        // The files (a few per board) are ranked once, so the sort compares numbers and moves them, not findings.
        var fileNumbers: [String: Int] = [:]
        var files: [String] = []
        var keys: [(file: Int, line: Int, column: Int, index: Int)] = []
        keys.reserveCapacity(all.count)
        var last: (file: String, number: Int)? = nil
        for (index, diagnostic) in all.enumerated() {
            let number: Int
            if let last, last.file == diagnostic.file {  // findings come board by board: mostly the file before
                number = last.number
            } else if let known = fileNumbers[diagnostic.file] {
                number = known
            } else {
                number = files.count
                files.append(diagnostic.file)
                fileNumbers[diagnostic.file] = number
            }
            last = (diagnostic.file, number)
            keys.append((number, diagnostic.line, diagnostic.column, index))
        }
        var rank = [Int](repeating: 0, count: files.count)
        for (position, number) in files.indices.sorted(by: { files[$0] < files[$1] }).enumerated() { rank[number] = position }
        for position in keys.indices { keys[position].file = rank[keys[position].file] }
        keys.sort { $0 < $1 }
        // Equal findings share a place, so after the sort each is compared only with the few at its place
        // (no hashing of every message); the first of equal ones is kept. `order` lists the kept ones first.
        var order: [Int] = []
        order.reserveCapacity(all.count)
        var dropped: [Int] = []
        var placeStart = 0
        for key in keys {
            let diagnostic = all[key.index]
            if let last = order.last.map({ all[$0] }),
                last.file != diagnostic.file || last.line != diagnostic.line || last.column != diagnostic.column
            {
                placeStart = order.count
            }
            if order[placeStart...].contains(where: { all[$0] == diagnostic }) {
                dropped.append(key.index)
                continue
            }
            order.append(key.index)
        }
        let kept = order.count
        order += dropped
        // Moved into that order where they are: each cycle of the permutation by swaps, nothing copied.
        var placed = [Bool](repeating: false, count: all.count)
        for start in all.indices where !placed[start] {
            var position = start
            while order[position] != start {
                all.swapAt(position, order[position])
                placed[position] = true
                position = order[position]
            }
            placed[position] = true
        }
        all.removeLast(all.count - kept)
    }

    /// The board checks' findings on `board`, named `file` in them.
    func review(_ board: Board, file: String, isPackage: Bool) -> BoardReview {
        var review = BoardReview(file: file, isPackage: isPackage, options: options)
        for check in Self.boardChecks { check.check(board, &review) }
        return review
    }

    /// A loader diagnostic with the validator's severity for its code.
    static func regraded(_ diagnostic: Diagnostic) -> Diagnostic {
        var graded = diagnostic
        if let rule = DiagnosticCatalogue.rule(for: diagnostic.code), rule.severity != diagnostic.severity {
            graded.severity = rule.severity  // a new box only when the grade changes
        }
        return graded
    }
}
