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
            NumericButtonIDs.self,
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
        // The findings in the order found: the loader's (regraded, an app's numeric ids folded), each board's, each set check's.
        var lists: [[Diagnostic]] = []
        lists.reserveCapacity(1 + reviewed.reviews.count + found.count)
        lists.append(Self.regraded(NumericButtonIDs.folded(set.diagnostics, in: reviewed)))
        for review in reviewed.reviews { lists.append(review.diagnostics) }
        lists += found
        return Self.sortedMergingEqual(lists)
    }

    /// The findings of `lists`, taken one list after another, sorted by file, line and column, findings at
    /// the same place in the order they were found, and the first of equal ones kept.
    ///
    /// A large set has tens of thousands of findings, each a reference to a box of its own: they are read
    /// once for their places and copied once into the result, never joined, swapped or compared by file.
    static func sortedMergingEqual(_ lists: [[Diagnostic]]) -> [Diagnostic] {
        let count = lists.reduce(0) { $0 + $1.count }
        guard count > 0 else { return [] }
        precondition(lists.count <= Int(UInt32.max) && lists.allSatisfy { $0.count <= Int(UInt32.max) })
        // Each finding's place and order, and its file by number: the files (a few per board) are ranked
        // once, so the findings are bucketed by file (stably) and only sorted within a file.
        var places: [FindingOrder] = []
        places.reserveCapacity(count)
        var fileOf: [UInt32] = []
        fileOf.reserveCapacity(count)
        var fileNumbers: [String: UInt32] = [:]
        var files: [String] = []
        var perFile: [Int] = []
        var last: (file: String, number: UInt32)? = nil
        for (list, findings) in lists.enumerated() {
            findings.withUnsafeBufferPointer { findings in
                for (index, finding) in findings.enumerated() {
                    let file = finding.file
                    let number: UInt32
                    if let last, last.file == file {  // findings come board by board: mostly the file before
                        number = last.number
                    } else if let known = fileNumbers[file] {
                        number = known
                    } else {
                        number = UInt32(files.count)
                        files.append(file)
                        perFile.append(0)
                        fileNumbers[file] = number
                    }
                    last = (file, number)
                    perFile[Int(number)] += 1
                    fileOf.append(number)
                    places.append(FindingOrder(line: finding.line, column: finding.column, list: list, index: index))
                }
            }
        }
        // The files in order, and where each one's findings start among them all.
        let ranked = files.indices.sorted { files[$0] < files[$1] }
        var ends = [Int](repeating: 0, count: files.count)
        var next = 0
        for number in ranked {
            ends[number] = next
            next += perFile[number]
        }
        // Bucketed by file: the findings of a file stay in the order found, each file's range ending at `ends`.
        var sorted = places
        for (position, number) in fileOf.enumerated() {
            sorted[ends[Int(number)]] = places[position]
            ends[Int(number)] += 1
        }
        var result: [Diagnostic] = []
        result.reserveCapacity(count)
        sorted.withUnsafeMutableBufferPointer { sorted in
            for number in ranked {
                var findings = UnsafeMutableBufferPointer(rebasing: sorted[ends[number] - perFile[number]..<ends[number]])
                findings.sort()
                // Equal findings share a place, so each is compared only with those kept at its place (no
                // hashing of every message); the first of equal ones is kept.
                var placeStart = result.count
                for (position, order) in findings.enumerated() {
                    if position > 0 && !findings[position - 1].isAtPlace(of: order) { placeStart = result.count }
                    let finding = lists[Int(order.list)][Int(order.index)]
                    if result[placeStart...].contains(finding) { continue }
                    result.append(finding)
                }
            }
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
                graded[index].severity = severity  // a new box only when the grade changes
            }
        }
        return graded
    }
}
