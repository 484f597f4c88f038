/// The singular forms a folded word may have, for the languages of the annotations: English,
/// Spanish, Portuguese, French and German plurals by their endings (`apples`, `manzanas`,
/// `maçãs`, `gâteaux`, `Äpfel` folded to `apfel`, `Bananen`), without a dictionary.
///
/// A guess may be wrong (`bus` → `bu`); the search ranks these matches after exact ones, so a
/// wrong guess only adds a match at the end.
enum PluralForms {
    /// Endings and what replaces them, longest first; a stem keeps at least three letters.
    static let endings: [(plural: String, singular: String)] = [
        ("oes", "ao"), ("aes", "ao"), ("ies", "y"), ("eaux", "eau"), ("aux", "al"), ("ces", "z"), ("is", "l"), ("es", ""),
        ("en", ""), ("er", ""), ("s", ""), ("x", ""), ("n", ""), ("e", ""),
    ]

    /// The word itself, then each singular its ending suggests.
    static func singulars(of word: String) -> [String] {
        var forms = [word]
        for ending in endings where word.hasSuffix(ending.plural) {
            let stem = String(word.dropLast(ending.plural.count))
            guard stem.count >= 3 else { continue }
            let singular = stem + ending.singular
            if !forms.contains(singular) { forms.append(singular) }
        }
        return forms
    }
}
