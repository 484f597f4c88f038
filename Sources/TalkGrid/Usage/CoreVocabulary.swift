/// The core vocabulary lists the report's "core words" share counts against: the small words that
/// make up most of what anyone says, whatever the topic (pronouns, helping verbs, the common
/// verbs, describing words, question words, prepositions). Written for TalkGrid from the common
/// ground of the AAC core-word literature (documented in `docs/reports.md`); one list per
/// language, lower case, single words.
public enum CoreVocabulary {
    /// The list for a language (its primary subtag: `en-GB` uses `en`); nil when TalkGrid has none.
    public static func words(for language: String) -> Set<String>? {
        lists[LanguageTag.language(of: language)]
    }

    /// The languages with a list.
    public static var languages: [String] { lists.keys.sorted() }

    static let lists: [String: Set<String>] = [
        "en": Set(
            """
            i me my mine you your it its he him his she her we us our they them their this that these those here there
            a an the and or but not no yes all some more other same different again too very
            is am are was be been do does did don't have has had can can't will would want need like love
            go come get give make take put look see watch hear say tell talk know think feel help stop turn open close
            play eat drink read work sleep wait try finish finished done let find use
            in on off out up down to from with for of at about by over under into away
            what where who when why how which
            good bad big little new old hot cold happy sad fast slow
            now then later today more one
            """.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)),
        "es": Set(
            """
            yo me mi mío tú te tu él ella ello nosotros nos nuestro ellos ellas les su este esta eso esto ese esa aquí allí ahí
            un una el la los las y o pero no sí todo todos algo más otro otra mismo diferente otra vez muy también
            es soy eres son está estoy estás están ser estar hacer hace tener tengo tiene poder puedo puede querer quiero quiere
            necesito gusta me gusta ir voy va venir ven dar dame hacer mirar mira ver oír decir hablar saber pensar sentir ayuda ayudar
            parar para abrir cerrar jugar comer beber leer trabajar dormir esperar terminar terminado acabado usar buscar
            en sobre fuera arriba abajo a de con por sin desde hasta al del
            qué dónde quién cuándo por qué cómo cuál
            bueno malo grande pequeño nuevo viejo caliente frío feliz triste rápido lento
            ahora luego después hoy uno
            """.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)),
    ]
}
