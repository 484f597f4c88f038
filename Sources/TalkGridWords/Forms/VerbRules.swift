/// The regular conjugation rules of Spanish, Portuguese, French and German, applied to a core
/// verb and then corrected by the forms its table line writes out (``VerbTable``).
enum VerbRules {
    /// A verb's forms: the regular ones, with the table line's irregular values in their place.
    static func conjugate(_ infinitive: String, language: String, irregular: [String: String]) -> VerbForms {
        var verb: VerbForms
        switch language {
        case "es": verb = spanish(infinitive, stemChange: irregular["s"])
        case "pt": verb = portuguese(infinitive)
        case "fr": verb = french(infinitive)
        default: verb = german(infinitive, preterite: irregular["pret"])
        }
        func six(_ key: String) -> [String]? {
            guard let text = irregular[key] else { return nil }
            let forms = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
            return forms.count == 6 ? forms : nil
        }
        if let present = six("p") { verb.present = present }
        if let past = six("t") { verb.past = past }
        if let first = irregular["t1"], !verb.past.isEmpty { verb.past[0] = first }
        if let pair = irregular["p23"]?.split(separator: ","), pair.count == 2 {
            verb.present[1] = String(pair[0]).trimmingSpaces
            verb.present[2] = String(pair[1]).trimmingSpaces
        }
        if let participle = irregular["pp"] { verb.participle = participle }
        if let gerund = irregular["g"] { verb.gerund = gerund }
        return verb
    }

    private static func split(_ infinitive: String, endingLength: Int = 2) -> (stem: String, ending: String) {
        (String(infinitive.dropLast(endingLength)), String(infinitive.suffix(endingLength)))
    }

    private static let vowels: Set<Character> = ["a", "e", "i", "o", "u", "á", "é", "í", "ó", "ú"]

    // MARK: Spanish

    static func spanish(_ infinitive: String, stemChange: String?) -> VerbForms {
        let (stem, written) = split(infinitive)
        let ending = written == "ír" ? "ir" : written
        let present: [String]
        let past: [String]
        var participle = stem + (ending == "ar" ? "ado" : "ido")
        var gerund = stem + (ending == "ar" ? "ando" : "iendo")
        switch ending {
        case "ar":
            present = ["o", "as", "a", "amos", "áis", "an"].map { stem + $0 }
            past = ["é", "aste", "ó", "amos", "asteis", "aron"].map { stem + $0 }
        case "er":
            present = ["o", "es", "e", "emos", "éis", "en"].map { stem + $0 }
            past = ["í", "iste", "ió", "imos", "isteis", "ieron"].map { stem + $0 }
        default:
            present = ["o", "es", "e", "imos", "ís", "en"].map { stem + $0 }
            past = ["í", "iste", "ió", "imos", "isteis", "ieron"].map { stem + $0 }
        }
        var verb = VerbForms(infinitive: infinitive, present: present, past: past, participle: participle, gerund: gerund)
        // leer, creer, caer: leyó, leyendo, leído.
        if ending != "ar", let last = stem.last, vowels.contains(last) {
            verb.past = ["í", "íste", "yó", "ímos", "ísteis", "yeron"].map { stem + $0 }
            participle = stem + "ído"
            gerund = stem + "yendo"
            verb.participle = participle
            verb.gerund = gerund
        }
        // buscar → busqué, llegar → llegué, empezar → empecé.
        if ending == "ar" {
            if stem.hasSuffix("c") { verb.past[0] = String(stem.dropLast()) + "qué" }
            if stem.hasSuffix("g") { verb.past[0] = stem + "ué" }
            if stem.hasSuffix("z") { verb.past[0] = String(stem.dropLast()) + "cé" }
        }
        // conocer → conozco, parecer → parezco.
        if ending != "ar", stem.hasSuffix("c"), let before = stem.dropLast().last, vowels.contains(before) {
            verb.present[0] = String(stem.dropLast()) + "zco"
        }
        if let change = stemChange {
            let (from, to): (Character, String) =
                switch change {
                case "ue": stem.hasSuffix("g") && stem.contains("u") && !stem.contains("o") ? ("u", "ue") : ("o", "ue")
                case "i": ("e", "i")
                default: ("e", "ie")
                }
            let changed = replacingLast(from, with: to, in: stem)
            for person in [0, 1, 2, 5] {
                verb.present[person] = changed + verb.present[person].dropFirst(stem.count)
            }
            if ending == "ir" {
                let narrow = replacingLast(from, with: from == "o" ? "u" : "i", in: stem)
                for person in [2, 5] { verb.past[person] = narrow + verb.past[person].dropFirst(stem.count) }
                verb.gerund = narrow + verb.gerund.dropFirst(stem.count)
            }
        }
        return verb
    }

    private static func replacingLast(_ letter: Character, with replacement: String, in stem: String) -> String {
        guard let index = stem.lastIndex(of: letter) else { return stem }
        return String(stem[..<index]) + replacement + String(stem[stem.index(after: index)...])
    }

    // MARK: Portuguese

    static func portuguese(_ infinitive: String) -> VerbForms {
        let (stem, ending) = split(infinitive)
        var verb: VerbForms
        switch ending {
        case "ar":
            verb = VerbForms(
                infinitive: infinitive, present: ["o", "as", "a", "amos", "ais", "am"].map { stem + $0 },
                past: ["ei", "aste", "ou", "amos", "astes", "aram"].map { stem + $0 }, participle: stem + "ado", gerund: stem + "ando")
            if stem.hasSuffix("c") { verb.past[0] = String(stem.dropLast()) + "quei" }
            if stem.hasSuffix("g") { verb.past[0] = stem + "uei" }
            if stem.hasSuffix("ç") { verb.past[0] = String(stem.dropLast()) + "cei" }
        case "er":
            verb = VerbForms(
                infinitive: infinitive, present: ["o", "es", "e", "emos", "eis", "em"].map { stem + $0 },
                past: ["i", "este", "eu", "emos", "estes", "eram"].map { stem + $0 }, participle: stem + "ido", gerund: stem + "endo")
            if stem.hasSuffix("c") { verb.present[0] = String(stem.dropLast()) + "ço" }
        default:
            verb = VerbForms(
                infinitive: infinitive, present: ["o", "es", "e", "imos", "is", "em"].map { stem + $0 },
                past: ["i", "iste", "iu", "imos", "istes", "iram"].map { stem + $0 }, participle: stem + "ido", gerund: stem + "indo")
        }
        return verb
    }

    // MARK: French

    static func french(_ infinitive: String) -> VerbForms {
        let (stem, ending) = split(infinitive)
        switch ending {
        case "er":
            // manger → mangeons, mangeant; commencer → commençons, commençant.
            let soft = stem.hasSuffix("g") ? stem + "e" : stem.hasSuffix("c") ? String(stem.dropLast()) + "ç" : stem
            return VerbForms(
                infinitive: infinitive, present: [stem + "e", stem + "es", stem + "e", soft + "ons", stem + "ez", stem + "ent"],
                past: [], participle: stem + "é", gerund: soft + "ant")
        case "ir":
            return VerbForms(
                infinitive: infinitive, present: ["is", "is", "it", "issons", "issez", "issent"].map { stem + $0 }, past: [],
                participle: stem + "i", gerund: stem + "issant")
        default:
            return VerbForms(
                infinitive: infinitive, present: ["s", "s", "", "ons", "ez", "ent"].map { stem + $0 }, past: [],
                participle: stem + "u", gerund: stem + "ant")
        }
    }

    // MARK: German

    private static let inseparablePrefixes = ["be", "emp", "ent", "er", "ge", "miss", "ver", "zer"]

    static func german(_ infinitive: String, preterite: String?) -> VerbForms {
        let elnErn = infinitive.hasSuffix("eln") || infinitive.hasSuffix("ern")
        let stem = elnErn ? String(infinitive.dropLast()) : String(infinitive.dropLast(2))
        let needsE = stem.hasSuffix("t") || stem.hasSuffix("d") || stem.hasSuffix("chn") || stem.hasSuffix("ffn") || stem.hasSuffix("tm")
        let hisses = stem.hasSuffix("s") || stem.hasSuffix("ß") || stem.hasSuffix("z") || stem.hasSuffix("x")
        let e = needsE ? "e" : ""
        let present = [
            stem + "e", stem + e + (hisses ? "t" : "st"), stem + e + "t", elnErn ? infinitive : stem + "en", stem + e + "t",
            elnErn ? infinitive : stem + "en",
        ]
        let weakPast = stem + e + "te"
        let past = preterite.map(germanPast) ?? germanPast(weakPast)
        let noGe =
            infinitive.hasSuffix("ieren") || inseparablePrefixes.contains { infinitive.hasPrefix($0) && infinitive.count > $0.count + 3 }
        let participle = (noGe ? "" : "ge") + stem + e + "t"
        return VerbForms(infinitive: infinitive, present: present, past: past, participle: participle, gerund: "")
    }

    /// The Präteritum by person from its first form: `brachte` (weak: -st, -n, -t) or `ging` (strong: -st, -en, -t).
    private static func germanPast(_ first: String) -> [String] {
        if first.hasSuffix("e") { return [first, first + "st", first, first + "n", first + "t", first + "n"] }
        let hard = first.hasSuffix("t") || first.hasSuffix("d")
        let hisses = first.hasSuffix("s") || first.hasSuffix("ß") || first.hasSuffix("z")
        return [first, first + (hard || hisses ? "est" : "st"), first, first + "en", first + (hard ? "et" : "t"), first + "en"]
    }
}
