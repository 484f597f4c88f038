/// The plural (and, for adjectives that have one, the feminine) of a Spanish, Portuguese, French or
/// German noun or adjective by the language's regular rules, with the common exceptions written out.
enum NounForms {
    /// The forms of a word that is not a core verb, its base first; empty when no rule applies.
    static func forms(of word: String, language: String) -> [WordForm] {
        switch language {
        case "es": spanish(word)
        case "pt": portuguese(word)
        case "fr": french(word)
        case "de": german(word)
        default: []
        }
    }

    private static func forms(_ word: String, _ pairs: [(String, FormKind)]) -> [WordForm] {
        var forms = [WordForm(word, .base)]
        for (text, kind) in pairs where !forms.contains(where: { $0.text == text }) { forms.append(WordForm(text, kind)) }
        return forms
    }

    private static let vowels: Set<Character> = ["a", "e", "i", "o", "u", "á", "é", "í", "ó", "ú", "ê", "ô", "â"]

    // MARK: Spanish

    static func spanish(_ word: String) -> [WordForm] {
        if word.hasSuffix("o") {  // bueno, buena, buenos, buenas (an -o noun: perro, perra, perros)
            let stem = String(word.dropLast())
            return forms(word, [(stem + "os", .plural), (stem + "a", .feminine), (stem + "as", .femininePlural)])
        }
        return forms(word, [(spanishPlural(word), .plural)])
    }

    static func spanishPlural(_ word: String) -> String {
        guard let last = word.last else { return word }
        if last == "z" { return word.dropLast() + "ces" }
        if word.hasSuffix("ión") { return word.dropLast(3) + "iones" }
        if word.hasSuffix("s") || word.hasSuffix("x"), word.count > 3, !"áéíóú".contains(word.dropLast().last ?? " ") { return word }
        if vowels.contains(last) && !"íú".contains(last) { return word + "s" }
        return word + "es"
    }

    // MARK: Portuguese

    static func portuguese(_ word: String) -> [WordForm] {
        if word.hasSuffix("o") && !word.hasSuffix("ão") {
            let stem = String(word.dropLast())
            return forms(word, [(stem + "os", .plural), (stem + "a", .feminine), (stem + "as", .femininePlural)])
        }
        return forms(word, [(portuguesePlural(word), .plural)])
    }

    /// Everyday -ão words whose plural is not -ões.
    private static let portugueseÃoPlurals = ["pão": "pães", "mão": "mãos", "cão": "cães", "irmão": "irmãos", "alemão": "alemães"]

    static func portuguesePlural(_ word: String) -> String {
        if let known = portugueseÃoPlurals[word] { return known }
        if word.hasSuffix("ão") { return word.dropLast(2) + "ões" }
        if word.hasSuffix("m") { return word.dropLast() + "ns" }
        if word.hasSuffix("al") || word.hasSuffix("ol") || word.hasSuffix("ul") { return word.dropLast() + "is" }
        if word.hasSuffix("el") { return word.dropLast(2) + "éis" }
        if word.hasSuffix("il") { return word.dropLast() + "s" }
        if let last = word.last, "rzs".contains(last) { return word + "es" }
        return word + "s"
    }

    // MARK: French

    static func french(_ word: String) -> [WordForm] {
        let plural = frenchPlural(word)
        let feminine = frenchFeminine(word)
        guard let feminine else { return forms(word, [(plural, .plural)]) }
        return forms(word, [(plural, .plural), (feminine, .feminine), (frenchPlural(feminine), .femininePlural)])
    }

    private static let frenchIrregularPlurals = [
        "œil": "yeux", "ciel": "cieux", "travail": "travaux", "bijou": "bijoux", "chou": "choux", "genou": "genoux", "jouet": "jouets",
    ]

    static func frenchPlural(_ word: String) -> String {
        if let known = frenchIrregularPlurals[word] { return known }
        if let last = word.last, "sxz".contains(last) { return word }
        if word.hasSuffix("eau") || word.hasSuffix("au") || word.hasSuffix("eu") { return word + "x" }
        if word.hasSuffix("al") { return word.dropLast(2) + "aux" }
        return word + "s"
    }

    /// The feminine of a French adjective with a regular ending (`petit` → `petite`); nil for a word
    /// that ends in -e or whose ending says nothing.
    static func frenchFeminine(_ word: String) -> String? {
        let written = [
            "beau": "belle", "nouveau": "nouvelle", "vieux": "vieille", "blanc": "blanche", "gentil": "gentille", "gros": "grosse",
        ]
        if let known = written[word] { return known }
        if word.hasSuffix("e") { return nil }
        if word.hasSuffix("eux") { return word.dropLast() + "se" }
        if word.hasSuffix("if") { return word.dropLast() + "ve" }
        if word.hasSuffix("el") || word.hasSuffix("en") || word.hasSuffix("on") { return word + String(word.last!) + "e" }
        if word.hasSuffix("er") { return word.dropLast(2) + "ère" }
        if word.hasSuffix("t") || word.hasSuffix("d") || word.hasSuffix("is") || word.hasSuffix("ais") || word.hasSuffix("ent")
            || word.hasSuffix("in") || word.hasSuffix("ain") || word.hasSuffix("and")
        {
            return word + "e"
        }
        return nil
    }

    // MARK: German

    /// Everyday nouns whose plural no rule gives.
    private static let germanPlurals = [
        "Apfel": "Äpfel", "Mutter": "Mütter", "Vater": "Väter", "Bruder": "Brüder", "Tochter": "Töchter", "Vogel": "Vögel",
        "Garten": "Gärten", "Haus": "Häuser", "Buch": "Bücher", "Kind": "Kinder", "Mann": "Männer", "Frau": "Frauen",
        "Hund": "Hunde", "Katze": "Katzen", "Maus": "Mäuse", "Ball": "Bälle", "Baum": "Bäume", "Hand": "Hände", "Fuß": "Füße",
        "Auto": "Autos", "Baby": "Babys", "Oma": "Omas", "Opa": "Opas", "Schuh": "Schuhe", "Stuhl": "Stühle", "Tisch": "Tische",
        "Bett": "Betten", "Ei": "Eier", "Glas": "Gläser", "Blume": "Blumen", "Tag": "Tage", "Nacht": "Nächte", "Zug": "Züge",
        "Freund": "Freunde", "Bild": "Bilder", "Spiel": "Spiele", "Lied": "Lieder", "Kuh": "Kühe", "Pferd": "Pferde",
        "Schwester": "Schwestern", "Brot": "Brote", "Banane": "Bananen", "Tasse": "Tassen", "Löffel": "Löffel",
        "Messer": "Messer", "Teller": "Teller", "Zimmer": "Zimmer", "Fenster": "Fenster", "Tür": "Türen", "Arzt": "Ärzte",
        "Zahn": "Zähne", "Kopf": "Köpfe", "Auge": "Augen", "Ohr": "Ohren", "Nase": "Nasen", "Bein": "Beine", "Arm": "Arme",
    ]

    /// Adjectives whose comparison changes the vowel or the word.
    private static let germanComparisons = [
        "gut": ("besser", "am besten"), "viel": ("mehr", "am meisten"), "gern": ("lieber", "am liebsten"),
        "groß": ("größer", "am größten"), "alt": ("älter", "am ältesten"), "jung": ("jünger", "am jüngsten"),
        "kalt": ("kälter", "am kältesten"), "warm": ("wärmer", "am wärmsten"), "lang": ("länger", "am längsten"),
        "kurz": ("kürzer", "am kürzesten"), "hoch": ("höher", "am höchsten"), "nah": ("näher", "am nächsten"),
        "dumm": ("dümmer", "am dümmsten"), "stark": ("stärker", "am stärksten"), "schwach": ("schwächer", "am schwächsten"),
    ]

    static func german(_ word: String) -> [WordForm] {
        if let first = word.first, first.isUppercase {  // nouns are written with a capital
            if let known = germanPlurals[word] { return forms(word, [(known, .plural)]) }
            if word.hasSuffix("e") { return forms(word, [(word + "n", .plural)]) }
            if word.hasSuffix("ung") || word.hasSuffix("heit") || word.hasSuffix("keit") { return forms(word, [(word + "en", .plural)]) }
            if word.hasSuffix("er") || word.hasSuffix("el") || word.hasSuffix("chen") || word.hasSuffix("lein") {
                return [WordForm(word, .base)]
            }
            if let last = word.last, "aiouy".contains(last) { return forms(word, [(word + "s", .plural)]) }
            return forms(word, [(word + "e", .plural)])
        }
        if let comparison = germanComparisons[word] {
            return forms(word, [(comparison.0, .comparative), (comparison.1, .superlative)])
        }
        let hard = word.hasSuffix("t") || word.hasSuffix("d") || word.hasSuffix("s") || word.hasSuffix("ß") || word.hasSuffix("z")
        let stem = word.hasSuffix("el") ? String(word.dropLast(2)) + "l" : word
        return forms(word, [(stem + "er", .comparative), ("am " + word + (hard ? "esten" : "sten"), .superlative)])
    }
}
