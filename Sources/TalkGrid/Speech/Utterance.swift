/// What the session asks the speech engine to say: text in one or more languages.
///
/// A message whose entries came from boards (or translations) in different languages is
/// spoken in segments, each with the voice of its own language.
public struct Utterance: Hashable, Sendable, CustomStringConvertible {
    /// A run of text in one language.
    public struct Segment: Hashable, Sendable {
        public var text: String
        /// BCP-47 tag of the text's language (`en-US`, `zh`).
        public var language: String

        public init(text: String, language: String) {
            self.text = LabelText.controlsAsSpaces(text)
            self.language = language
        }
    }

    public var segments: [Segment]
    /// A voice profile chosen by the person; nil means "the profile for each segment's language".
    public var voiceID: String?
    /// How fast and how loud, over the voice profile's own.
    public var prosody: Prosody

    public init(segments: [Segment], voiceID: String? = nil, prosody: Prosody = .voiceOwn) {
        self.segments = segments
        self.voiceID = voiceID
        self.prosody = prosody
    }

    public init(text: String, language: String, voiceID: String? = nil, prosody: Prosody = .voiceOwn) {
        self.init(segments: [Segment(text: text, language: language)], voiceID: voiceID, prosody: prosody)
    }

    /// The whole text as it is sent to the engine, segments joined by a space
    /// (no space between segments of languages written without spaces).
    public var text: String {
        var result = ""
        for (index, segment) in segments.enumerated() {
            if index > 0,
                !(LanguageTag.isWrittenWithoutSpaces(segment.language)
                    && LanguageTag.isWrittenWithoutSpaces(segments[index - 1].language))
            {
                result += " "
            }
            result += segment.text
        }
        return result
    }

    public var description: String { text }
}
