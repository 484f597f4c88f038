/// Button ids written as numbers (`"id": 1`) by an app that writes every button id so: one note for
/// the set instead of the loader's `numeric-id` warning on each button (CoughDrop writes thousands).
///
/// An app's way is recognised two ways: the set carries the fields of a well-known app that writes
/// numeric ids (``KnownAppFields/App/writesNumericButtonIDs``), or every button id of the set is a
/// number. A set where only some ids are numbers keeps a warning on each (a slip, not a
/// convention), and so does every set under `--strict`.
enum NumericButtonIDs: ValidationCheck {
    static let appNumericIDs = ValidationRule(
        "app-numeric-ids", .note,
        summary: "an app writes every button id as a number",
        explanation: """
            The OBF spec writes ids as strings ("1", not 1), but some apps write every button id as a number (CoughDrop \
            does). When a set carries the fields of such an app, or every button id of the set is a number, its numeric \
            button ids are one note for the set instead of a numeric-id warning each: they are the app's way, TalkGrid reads \
            them as text, and so do other apps. --strict reports each one as numeric-id.
            """)

    static var rules: [ValidationRule] { [appNumericIDs] }

    static let buttonIDsNumbersOfApp = FindingMessage(
        "buttonIDsNumbersOfApp", one: "{shown} button id in {files} is a number, as {app} writes them; it is read as text",
        other: "{shown} button ids in {files} are numbers, as {app} writes them; they are read as text")
    static let buttonIDsAllNumbers = FindingMessage(
        "buttonIDsAllNumbers", one: "{shown} button id in {files} is a number, as the app that wrote it writes them; it is read as text",
        other: "all {shown} button ids in {files} are numbers, as the app that wrote them writes them; they are read as text")

    static var messages: [FindingMessage] { [buttonIDsNumbersOfApp, buttonIDsAllNumbers] }

    /// The note's text: `count` button ids in `files` files are numbers, as `app` (or the app that wrote the set) writes them.
    static func buttonIDsNumbers(app: String?, count: Int, files: Int) -> FindingText {
        let files: InterfaceText.Argument = .caregiver(FindingReport.counted(ReportText.countFiles, files))
        let shown: InterfaceText.Argument = .text(FindingReport.number(count))
        guard let app else { return buttonIDsAllNumbers(shown: shown, files: files, count: count) }
        return buttonIDsNumbersOfApp(shown: shown, files: files, app: app, count: count)
    }

    /// The loader's findings about `reviewed`'s set, its button `numeric-id` warnings folded into one
    /// note at the first of them when an app's way; the same findings otherwise.
    static func folded(_ diagnostics: [Diagnostic], in reviewed: ReviewedBoardSet) -> [Diagnostic] {
        guard !reviewed.options.strict else { return diagnostics }
        let numeric = diagnostics.indices.filter { index in
            guard diagnostics[index].code == LoaderRules.numericID.code, diagnostics[index].text.says(.buttonIDNumber) else {
                return false
            }
            return true
        }
        guard let first = numeric.first else { return diagnostics }
        let seen = Set(reviewed.reviews.lazy.flatMap(\.appFields).map(\.app))
        let app = KnownAppFields.apps.first { $0.writesNumericButtonIDs && seen.contains($0.name) }?.name
        let buttons = reviewed.set.boards.values.reduce(0) { $0 + $1.cells.count }
        guard app != nil || numeric.count == buttons else { return diagnostics }
        let files = Set(numeric.map { diagnostics[$0].file }).count
        let at = diagnostics[first]
        var note = Diagnostic(appNumericIDs, buttonIDsNumbers(app: app, count: numeric.count, files: files), file: at.file)
        note.line = at.line
        note.column = at.column
        note.path = at.path
        let folded = Set(numeric)
        var kept = diagnostics.indices.filter { !folded.contains($0) }.map { diagnostics[$0] }
        kept.insert(note, at: first)
        return kept
    }
}
