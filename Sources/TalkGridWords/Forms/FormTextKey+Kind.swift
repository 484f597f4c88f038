import TalkGrid

extension FormTextKey {
    /// The key of a kind.
    public init(_ kind: FormKind) {
        switch kind {
        case .base: self = .base
        case .plural: self = .plural
        case .singular: self = .singular
        case .feminine: self = .feminine
        case .femininePlural: self = .femininePlural
        case .past: self = .past
        case .pastParticiple: self = .pastParticiple
        case .presentParticiple: self = .presentParticiple
        case .thirdPerson: self = .thirdPerson
        case .comparative: self = .comparative
        case .superlative: self = .superlative
        case .possessive: self = .possessive
        case .negative: self = .negative
        case .present(let person):
            self = [.presentI, .presentYou, .presentHeShe, .presentWe, .presentYouAll, .presentThey][person.rawValue]
        case .pastFor(let person): self = [.pastI, .pastYou, .pastHeShe, .pastWe, .pastYouAll, .pastThey][person.rawValue]
        }
    }
}
