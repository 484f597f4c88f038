/// The forms of one verb in Spanish, Portuguese, French or German: the present and one past for
/// each person, the participle after *haber*/*ter*/*avoir*/*haben*, and the *-ndo*/*-ant* form.
struct VerbForms: Equatable, Sendable {
    var infinitive: String
    /// I, you, he/she, we, you (several), they.
    var present: [String]
    /// The simple past by person (Spanish *pretérito*, Portuguese *pretérito perfeito*, German
    /// *Präteritum*); empty for French, whose spoken past is *avoir* + the participle.
    var past: [String]
    var participle: String
    /// `comiendo`, `comendo`, `mangeant`; empty for German.
    var gerund: String

    /// The forms as a caregiver reads them: the infinitive first, then each distinct form once.
    var wordForms: [WordForm] {
        var forms = [WordForm(infinitive, .base)]
        func add(_ text: String, _ kind: FormKind) {
            guard !text.isEmpty, !forms.contains(where: { $0.text == text }) else { return }
            forms.append(WordForm(text, kind))
        }
        for (person, text) in zip(GrammaticalPerson.allCases, present) { add(text, .present(person)) }
        for (person, text) in zip(GrammaticalPerson.allCases, past) { add(text, .pastFor(person)) }
        add(participle, .pastParticiple)
        add(gerund, .presentParticiple)
        return forms
    }

    /// Every text of the verb, the infinitive included.
    var allTexts: [String] { [infinitive] + present + past + [participle, gerund] }
}
