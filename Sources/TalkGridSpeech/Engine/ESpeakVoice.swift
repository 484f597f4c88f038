/// A voice that espeak-ng has installed, as `espeak-ng --voices` lists it.
public struct ESpeakVoice: Equatable, Sendable {
    /// The display name (`English (America)`).
    public var name: String
    /// The languages it speaks, most specific first (`en-us`, `en`).
    public var languages: [String]
    /// The voice file (`gmw/en-US`).
    public var identifier: String

    public init(name: String, languages: [String], identifier: String) {
        self.name = name
        self.languages = languages
        self.identifier = identifier
    }

    /// Whether `espeakVoice` (a profile's `espeak_voice`) names this voice.
    public func answers(to espeakVoice: String) -> Bool {
        let wanted = espeakVoice.lowercased()
        return languages.contains(where: { $0.lowercased() == wanted }) || identifier.lowercased() == wanted
            || identifier.lowercased().split(separator: "/").last.map(String.init) == wanted
    }
}
