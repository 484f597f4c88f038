import Foundation
import TalkGrid
import TalkGridStorage

/// The installed word data, read at the edge: `$XDG_DATA_HOME/talkgrid/words` (else
/// `~/.local/share/talkgrid/words`), where `scripts/setup` converts lemminflect's and wordfreq's
/// files (`forms-en.tsv`, `words-LANG.tsv`, their licences, `version`). `TALKGRID_WORDS` names
/// another folder (the tests give an empty one to see TalkGrid without it).
public struct WordData: Sendable {
    /// The folder; nil when neither variable says where.
    public var folder: String?

    public init(folder: String?) {
        self.folder = folder
    }

    public init(environment: [String: String]) {
        folder = environment["TALKGRID_WORDS"] ?? XDGBaseDirectory.data.path(of: "words", environment: environment)
    }

    /// The word forms: English from `forms-en.tsv` when it is there.
    public func forms(language: String) -> (forms: WordForms, missing: [WordPackage]) {
        guard LanguageTag.language(of: language) == "en" else { return (WordForms(englishTable: nil), []) }
        guard let text = read("forms-en.tsv") else { return (WordForms(englishTable: nil), [.lemminflect]) }
        return (WordForms(englishTable: EnglishFormTable(text: text)), [])
    }

    /// How common a language's words are; nil (and the package missing) when the list is not there.
    public func frequencies(language: String) -> (frequencies: WordFrequencies?, missing: [WordPackage]) {
        guard let text = read("words-\(LanguageTag.language(of: language)).tsv") else { return (nil, [.wordfreq]) }
        return (WordFrequencies(text: text), [])
    }

    /// The installed packages' versions (the `version` file), nil when none is installed.
    public var version: String? {
        read("version").map { $0.trimmingSpaces }
    }

    /// A licence file the setup copied (`LICENSE-lemminflect`, `LICENSE-wordfreq`).
    public func licence(of package: WordPackage) -> String? {
        read("LICENSE-" + package.rawValue)
    }

    private func read(_ name: String) -> String? {
        guard let folder, let data = FileManager.default.contents(atPath: folder + "/" + name) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
