/// A voice the front end can speak with, offered in the menu.
public struct VoiceChoice: Hashable, Sendable {
    /// The voice profile id the speech engine knows it by.
    public var id: String
    /// The name shown to the person.
    public var name: String
    /// The voice's language (BCP-47).
    public var language: String

    public init(id: String, name: String, language: String) {
        self.id = id
        self.name = name
        self.language = language
    }
}
