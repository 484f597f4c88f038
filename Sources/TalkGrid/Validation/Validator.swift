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

    /// The findings about `set`, sorted by file, line and column, without duplicates.
    public func validate(_ set: BoardSet) -> [Diagnostic] {
        // The checks only read the set and add findings, so they run side by side (on every core),
        // each with its own context; their findings are joined in the checks' order, as one after another gives them.
        let found = SideBySide.map(count: Self.checks.count, workers: Self.checks.count) { index in
            var context = ValidationContext(set: set, options: options, pictures: pictures)
            Self.checks[index].check(&context)
            return context.diagnostics
        }
        let all = set.diagnostics.map(Self.regraded) + found.joined()
        // Sorted by file, line and column, findings at the same place in the order they were found. The files
        // (a few per board) are ranked once, so the sort compares numbers and moves them, not findings.
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
        let sorted = keys.lazy.map { all[$0.index] }
        // Equal findings share a place, so after the sort each is compared only with the few at its place
        // (no hashing of every message); the first of equal ones is kept.
        var unique: [Diagnostic] = []
        unique.reserveCapacity(sorted.count)
        var placeStart = 0
        for diagnostic in sorted {
            if let last = unique.last,
                last.file != diagnostic.file || last.line != diagnostic.line || last.column != diagnostic.column
            {
                placeStart = unique.count
            }
            if unique[placeStart...].contains(diagnostic) { continue }
            unique.append(diagnostic)
        }
        return unique
    }

    /// A loader diagnostic with the validator's severity for its code.
    static func regraded(_ diagnostic: Diagnostic) -> Diagnostic {
        var graded = diagnostic
        if let rule = DiagnosticCatalogue.rule(for: diagnostic.code) { graded.severity = rule.severity }
        return graded
    }
}
