/// A package the word data comes from, installed by `scripts/setup` into TalkGrid's data folder.
public enum WordPackage: String, Sendable, CaseIterable {
    /// PyPI's `lemminflect`: English word forms (code MIT; data derived from the NIH SPECIALIST Lexicon).
    case lemminflect
    /// PyPI's `wordfreq`: how common words are in en, es, pt, fr, de, zh (data CC BY-SA 4.0, SUBTLEX and others).
    case wordfreq

    /// The package, as its registry names it.
    public var package: String {
        switch self {
        case .lemminflect: "lemminflect 0.2.3 (PyPI)"
        case .wordfreq: "wordfreq 3.1.1 (PyPI)"
        }
    }
}
