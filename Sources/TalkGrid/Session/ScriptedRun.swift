/// Feeds inputs to a session and writes what it asks for as lines of text, for
/// `talkgrid run --keys` and end-to-end tests.
///
/// Every utterance to speak becomes `speak: TEXT` (the text exactly as the speech engine gets it;
/// a recording to play prints its fallback), every scanning cue `cue: TEXT`, every announcement
/// `note: TEXT`. The run stops at
/// the first `quit`, as the program would.
public struct ScriptedRun: Equatable, Sendable {
    public private(set) var session: Session
    /// Whether the session asked to quit.
    public private(set) var didQuit = false

    public init(session: Session) {
        self.session = session
    }

    /// Feeds the inputs in order and returns the output lines.
    public mutating func run(_ inputs: [SessionInput]) -> [String] {
        var lines: [String] = []
        for input in inputs where !didQuit {
            let effects = session.reduce(input)
            lines += Self.lines(for: effects)
            didQuit = effects.contains(.quit)
        }
        return lines
    }

    /// The output lines for a list of effects.
    public static func lines(for effects: [SessionEffect]) -> [String] {
        effects.compactMap { effect in
            switch effect {
            case .speak(let utterance): "speak: \(utterance.text)"
            case .playSound(_, _, let fallback): "speak: \(fallback.text)"
            case .cue(let utterance): "cue: \(utterance.text)"
            case .announce(let announcement): "note: \(announcement.text)"
            case .stopSpeaking, .log, .settingsChanged, .quit: nil
            }
        }
    }
}
