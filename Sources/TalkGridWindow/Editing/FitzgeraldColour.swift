import TalkGrid

/// The colours of the Fitzgerald key (as modified for AAC boards), by part of speech: a word's
/// colour tells what kind of word it is, the same on every board.
enum FitzgeraldColour: String, CaseIterable, Sendable {
    case people, actions, describing, things, social, questions, littleWords, negation

    /// The background, as `cell set --background` takes it.
    var background: String {
        switch self {
        case .people: "rgb(255, 236, 139)"
        case .actions: "rgb(168, 224, 160)"
        case .describing: "rgb(160, 204, 255)"
        case .things: "rgb(255, 196, 128)"
        case .social: "rgb(255, 186, 216)"
        case .questions: "rgb(206, 178, 236)"
        case .littleWords: "rgb(255, 255, 255)"
        case .negation: "rgb(255, 140, 140)"
        }
    }

    /// Its name with the colour, in the interface's words.
    var name: TextKey {
        switch self {
        case .people: .editColourPeople
        case .actions: .editColourActions
        case .describing: .editColourDescribing
        case .things: .editColourThings
        case .social: .editColourSocial
        case .questions: .editColourQuestions
        case .littleWords: .editColourLittleWords
        case .negation: .editColourNegation
        }
    }

    /// The colour a cell's background is, when it is one of the key's.
    init?(matching color: RGBAColor?) {
        guard let color,
            let found = Self.allCases.first(where: { RGBAColor(parsing: $0.background) == color })
        else { return nil }
        self = found
    }
}
