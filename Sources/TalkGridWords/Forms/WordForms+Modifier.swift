import TalkGrid

extension WordForms {
    /// The form a modifier cell asks for (CoughDrop's `:plural`, `:past`, `:ing` …): `child` →
    /// `children`, `go` → `went`, `is` → `isn't`; nil when the word has no such form.
    public func form(for modifier: WordModifier, of word: String, language: String) -> String? {
        let forms = forms(of: word, language: language)
        let lowered = word.lowercased()
        let own = forms.first { $0.text.lowercased() == lowered }?.kind
        func first(_ kinds: [FormKind]) -> String? {
            for kind in kinds {
                if let form = forms.first(where: { $0.kind == kind && $0.text.lowercased() != lowered }) { return form.text }
            }
            return nil
        }
        switch modifier {
        case .plural: return first([.plural, .femininePlural])
        case .singular: return own == .plural || own == .femininePlural ? forms.first?.text : nil
        case .past:
            if case .some(.present(let person)) = own, let form = first([.pastFor(person)]) { return form }
            return first([.past, .pastFor(.heShe), .pastFor(.i), .pastParticiple])
        case .ing: return first([.presentParticiple])
        case .comparative: return first([.comparative])
        case .superlative: return first([.superlative])
        case .possessive:
            return forms.first { $0.kind == .possessive && $0.text.lowercased().hasPrefix(lowered) }?.text
        case .verbNegation:
            let negatives = forms.filter { $0.kind == .negative }
            return (negatives.first { $0.text.lowercased().hasPrefix(lowered) } ?? negatives.first(where: { _ in own == .base }))?.text
        }
    }
}
