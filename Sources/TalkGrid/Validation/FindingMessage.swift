/// A sentence a validation check says about what it found, declared in the check beside the
/// code that reports it: its name in the command line's catalogue (`check.NAME`) and its English
/// words, placeholders in braces (`the board "{name}" has no icon`).
///
/// The English words are the catalogue's: ``DiagnosticCatalogue/englishEntries`` hands them to
/// the command line's English catalogue, so a new sentence is written once, in its check; a
/// translation of the command line gives the same key its own words.
public struct FindingMessage: Hashable, Sendable {
    /// The entry's name in the catalogue.
    public let key: CheckTextKey
    /// The English words (a plural entry when the sentence depends on a count).
    public let english: WordCatalogue.Entry

    /// The sentence `name`, `english` with placeholders in braces.
    init(_ name: String, _ english: String) {
        self.key = CheckTextKey(name: name)
        self.english = .text(english)
    }

    /// The sentence `name` with a `{count}`: `one` for a count of one, `other` for the rest.
    init(_ name: String, one: String, other: String) {
        self.key = CheckTextKey(name: name)
        self.english = .plural([.one: one, .other: other])
    }

    /// The finding's text, for a sentence without placeholders (checked in debug builds, with the
    /// sentence being in its check's ``ValidationCheck/messages``, so every test that makes a finding
    /// checks both). A sentence with placeholders is said by the builder generated beside its check
    /// (`CheckSentences.swift`: `GridShapeCheck.gridTooLarge(field:value:limit:)`).
    func callAsFunction() -> FindingText {
        assert(DiagnosticCatalogue.messages.contains(self), "\(key.rawValue) is not among its check's messages")
        assert(placeholders.isEmpty, "\(key.rawValue) takes \(placeholders.sorted()): use its builder")
        return .said(CaregiverText(key))
    }

    /// The names in braces in the English words (of every plural form), and `count`, which picks a
    /// plural form whether or not the words show it (they may show it with its thousands apart).
    var placeholders: Set<String> {
        let named = english.forms.flatMap { WordCatalogueCheck.placeholders(in: $0) ?? [] }
        guard case .plural = english else { return Set(named) }
        return Set(named + ["count"])
    }
}
