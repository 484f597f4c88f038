/// Button ids written as numbers (`"id": 1`) by an app that writes every button id so: one note for
/// the set instead of the loader's `numeric-id` warning on each button (CoughDrop writes thousands).
///
/// An app's way is recognised two ways: the set carries the fields of a well-known app that writes
/// numeric ids (``KnownAppFields/App/writesNumericButtonIDs``), or every button id of the set is a
/// number. A set where only some ids are numbers keeps a warning on each (a slip, not a
/// convention), and so does every set under `--strict`.
enum NumericButtonIDs: ValidationCheck {
    /// `app-numeric-ids`: the set's button ids are numbers, as the app that wrote it writes them.
    static let appNumericIDs = ValidationRule("app-numeric-ids", .note)

    static var rules: [ValidationRule] { [appNumericIDs] }

    /// The loader's findings about `reviewed`'s set, its button `numeric-id` warnings folded into one
    /// note at the first of them when an app's way; the same findings otherwise.
    static func folded(_ diagnostics: [Diagnostic], in reviewed: ReviewedBoardSet) -> [Diagnostic] {
        guard !reviewed.options.strict else { return diagnostics }
        let numeric = diagnostics.indices.filter { index in
            guard diagnostics[index].code == LoaderRules.numericID.code, case .buttonIDNumber = diagnostics[index].text else {
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
        var note = Diagnostic(appNumericIDs, .buttonIDsNumbers(app: app, count: numeric.count, files: files), file: at.file)
        note.line = at.line
        note.column = at.column
        note.path = at.path
        let folded = Set(numeric)
        var kept = diagnostics.indices.filter { !folded.contains($0) }.map { diagnostics[$0] }
        kept.insert(note, at: first)
        return kept
    }
}
