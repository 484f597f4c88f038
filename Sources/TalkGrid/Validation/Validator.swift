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
            FormatVersionCheck.self, AttributeNamesCheck.self, DescriptionCheck.self, ButtonFieldsCheck.self, CellLevelCheck.self,
            ButtonPositionCheck.self, GridShapeCheck.self, MediaCheck.self, ActionCheck.self, LinkCheck.self,
            TranslationCheck.self, LicenseCheck.self, ManifestCheck.self, CellIconLabelCheck.self, BoardIconCheck.self,
            OptionsPerScreenCheck.self, MotorPlanningCheck.self, VoiceCheck.self, PictureCheck.self, UntranslatedCheck.self,
            NumericButtonIDs.self, MissingBoardCheck.self,
        ]
    }

    /// The checks of one board at a time, in the order they run (computed once and cached: they run for every board).
    static let boardChecks: [any BoardCheck.Type] = checks.compactMap { $0 as? any BoardCheck.Type }

    /// The checks of the set as a whole, in the order they run (after every board's).
    static let setChecks: [any SetCheck.Type] = checks.compactMap { $0 as? any SetCheck.Type }

    /// The findings about `set`, sorted by file, line and column, without duplicates.
    public func validate(_ set: BoardSet) -> [Diagnostic] {
        validate(review(set))
    }

    /// The board checks' findings on each board of `set`, which stays whole (its boards in parallel, on every core).
    public func review(_ set: BoardSet) -> ReviewedBoardSet {
        let boards = set.boardOrder.compactMap { set.boards[$0] }
        let reviews = ParallelMap.map(count: boards.count, workers: boards.count) { index in
            review(boards[index], file: ValidationContext.file(of: boards[index], in: set), isPackage: set.manifest != nil)
        }
        return ReviewedBoardSet(set: set, reviews: reviews, options: options)
    }

    /// Loads the set in `source` (as ``BoardSetLoader/loadSet(from:)`` does) and runs the board
    /// checks on each board as soon as it is read; each board then keeps only ``SetWideJSON`` of its
    /// JSON, so a large set is never held whole. The set is for checking and counting only: never
    /// write it back.
    public func load(_ source: BoardSetSource) throws(BoardLoadError) -> ReviewedBoardSet {
        let (set, reviews, _) = try BoardSetLoader.loadSet(from: source) { board, file in
            let review = review(board, file: file, isPackage: true)
            board.document = SetWideJSON.shape.kept(from: board.document)
            return review
        }
        return ReviewedBoardSet(set: set, reviews: reviews, options: options)
    }

    /// Loads the set in `source` whole, as ``BoardSetLoader/loadSet(from:)`` does (every board keeps
    /// its JSON: the set can be edited and written back), and runs the board checks on each board
    /// as soon as it is read; each board is kept as read, for ``reload(_:after:changed:)``.
    public func loadKeepingBoards(_ source: BoardSetSource) throws(BoardLoadError) -> ReviewedBoardSet {
        try reload(source, after: nil, changed: [])
    }

    /// Loads the set in `source` again after an edit of the set `previous` held (loaded by
    /// ``loadKeepingBoards(_:)`` or this, from the same files but `changed`): a board whose entry is
    /// not among `changed` is taken from `previous` as it was read and checked, the others are read
    /// and checked; what depends on the set as a whole (links, media files, the set checks) is found
    /// again. The findings are those of loading and reviewing the edited set afresh.
    public func reload(_ source: BoardSetSource, after previous: ReviewedBoardSet?, changed: Set<String>) throws(BoardLoadError)
        -> ReviewedBoardSet
    {
        let kept = previous?.options == options ? previous?.loaded ?? [:] : [:]
        let (set, reviews, loaded) = try BoardSetLoader.loadSet(
            from: source, reusing: { entry in changed.contains(entry) ? nil : kept[entry] },
            reusingManifestOf: changed.contains("manifest.json") || kept.isEmpty ? nil : previous?.set,
            review: { board, file in review(board, file: file, isPackage: true) })
        return ReviewedBoardSet(set: set, reviews: reviews, options: options, loaded: loaded)
    }

    /// The findings about a reviewed set (board checks done, as ``review(_:)`` or ``load(_:)`` did
    /// them with these same options), sorted by file, line and column, without duplicates.
    public func validate(_ reviewed: ReviewedBoardSet) -> [Diagnostic] {
        findings(reviewed).all
    }

    /// The findings about a reviewed set, as ``validate(_:)-(ReviewedBoardSet)`` gives them, kept
    /// by where they came from too, for ``findings(_:after:kept:changed:)``.
    public func findings(_ reviewed: ReviewedBoardSet) -> KeptFindings {
        findings(reviewed, running: Array(Self.setChecks.indices), kept: [])
    }

    /// The findings about `reviewed` where the set checks in `running` run again; the others' are taken from `kept`.
    func findings(_ reviewed: ReviewedBoardSet, running: [Int], kept: [[Diagnostic]]) -> KeptFindings {
        assert(reviewed.options == options, "a set reviewed with other options than it is validated with")
        let set = reviewed.set
        // The set checks only read the set and add findings, so they run in parallel (on every core),
        // each with its own context; their findings are joined in the checks' order, as one after another gives them.
        let found = ParallelMap.map(count: running.count, workers: running.count) { index in
            var context = ValidationContext(set: set, reviews: reviewed.reviews, options: options, pictures: pictures)
            Self.setChecks[running[index]].check(&context)
            return context.diagnostics
        }
        var bySetCheck = kept.count == Self.setChecks.count ? kept : Array(repeating: [], count: Self.setChecks.count)
        for (index, check) in running.enumerated() { bySetCheck[check] = found[index] }
        // The findings in the order found: the loader's (regraded, an app's numeric ids folded), each board's, each set check's.
        var lists: [[Diagnostic]] = []
        lists.reserveCapacity(1 + reviewed.reviews.count + bySetCheck.count)
        lists.append(Self.regraded(NumericButtonIDs.folded(set.diagnostics, in: reviewed)))
        for review in reviewed.reviews { lists.append(review.diagnostics) }
        lists += bySetCheck
        return KeptFindings(all: Self.sortedMergingEqual(lists), bySetCheck: bySetCheck)
    }

    /// The findings of `lists`, taken one list after another, sorted by file, line and column, findings at
    /// the same place in the order they were found, and the first of equal ones kept.
    static func sortedMergingEqual(_ lists: [[Diagnostic]]) -> [Diagnostic] {
        let found = Array(lists.joined())
        let order = found.indices.sorted { left, right in
            let (a, b) = (found[left], found[right])
            if a.file != b.file { return a.file < b.file }
            return (a.line, a.column, left) < (b.line, b.column, right)
        }
        var result: [Diagnostic] = []
        result.reserveCapacity(found.count)
        // Equal findings share a place: each is compared only with those kept at its place.
        var placeStart = 0
        for index in order {
            let finding = found[index]
            if let last = result.last, last.file != finding.file || last.line != finding.line || last.column != finding.column {
                placeStart = result.count
            }
            if result[placeStart...].contains(finding) { continue }
            result.append(finding)
        }
        return result
    }

    /// The board checks' findings on `board`, named `file` in them.
    func review(_ board: Board, file: String, isPackage: Bool) -> BoardReview {
        var review = BoardReview(file: file, isPackage: isPackage, options: options)
        for check in Self.boardChecks { check.check(board, &review) }
        return review
    }

    /// A loader diagnostic with the validator's severity for its code.
    static func regraded(_ diagnostic: Diagnostic) -> Diagnostic {
        regraded([diagnostic])[0]
    }

    /// Loader diagnostics with the validator's severities for their codes: the same array when none changes.
    static func regraded(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var graded = diagnostics
        var rule: (code: String, severity: Diagnostic.Severity?)? = nil
        for index in graded.indices {
            let code = graded[index].code
            if rule?.code != code {  // a set's loader findings come in runs of one code: looked up once a run
                rule = (code, DiagnosticCatalogue.rule(for: code)?.severity)
            }
            if let severity = rule?.severity, severity != graded[index].severity {
                graded[index].severity = severity
            }
        }
        return graded
    }
}
