/// What a form of a word is, shown beside it to a caregiver (`talkgrid forms`) and never on the
/// person's board, where a form is only its word ("went", not "past").
public enum FormKind: Hashable, Sendable {
    /// The word as a dictionary gives it: `go`, `child`, `good`, `comer`.
    case base
    /// More than one: `children`, `manzanas`.
    case plural
    /// One: `child` from `children`.
    case singular
    /// The feminine of an adjective or noun: `buena`, `petite`.
    case feminine
    /// The feminine plural: `buenas`, `petites`.
    case femininePlural
    /// `went`, `ate`: the English simple past (one form for every person).
    case past
    /// `gone`, `eaten`, `comido`, `mangé`, `gegessen`: after *have*, *haber*, *avoir*, *haben*.
    case pastParticiple
    /// `going`, `comiendo`, `mangeant`.
    case presentParticiple
    /// `goes`: after *he*, *she*, *it*.
    case thirdPerson
    /// `better`, `bigger`, `größer`.
    case comparative
    /// `best`, `biggest`, `am größten`.
    case superlative
    /// `dog's`, `children's`.
    case possessive
    /// `isn't`, `can't`, `don't`.
    case negative
    /// A present-tense form for one person: `am`, `como`, `mange`, `esse`.
    case present(GrammaticalPerson)
    /// A past-tense form for one person: `was`, `were`, `comí`, `aß`.
    case pastFor(GrammaticalPerson)
}

/// Who a verb form is for.
public enum GrammaticalPerson: Int, Hashable, Sendable, CaseIterable {
    /// I, yo, eu, je, ich.
    case i
    /// You (one), tú, tu, tu, du.
    case you
    /// He, she, it; él, ella; ele, ela; il, elle; er, sie, es.
    case heShe
    /// We, nosotros, nós, nous, wir.
    case we
    /// You (several), vosotros, vós, vous, ihr.
    case youAll
    /// They, ellos, eles, ils, sie.
    case they
}
