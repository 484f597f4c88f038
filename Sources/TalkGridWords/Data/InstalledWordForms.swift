import Foundation
import TalkGrid

/// The word forms of the installed data, loaded once per process at first use (English's table
/// takes a tenth of a second to read): what a board's modifier cells use.
public enum InstalledWordForms {
    private static let english = WordData(environment: ProcessInfo.processInfo.environment).forms(language: "en").forms
    private static let others = WordForms(englishTable: nil)

    /// A word's forms from the installed data, in the order that fits the words before.
    @Sendable public static func forms(of word: String, language: String, before: [String]) -> [String] {
        let forms = LanguageTag.language(of: language) == "en" ? english : others
        return forms.ordered(forms.forms(of: word, language: language), after: before, language: language).map(\.text)
    }

    /// The form a modifier asks for, from the installed data.
    @Sendable public static func form(_ modifier: WordModifier, of word: String, language: String) -> String? {
        let forms = LanguageTag.language(of: language) == "en" ? english : others
        return forms.form(for: modifier, of: word, language: language)
    }
}
