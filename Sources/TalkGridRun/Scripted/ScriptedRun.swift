import TalkGrid
import TalkGridSpeech

/// Feeds inputs to a session without a screen, for `talkgrid run --keys` and tests: each step's
/// effects go through the ``EffectInterpreter`` as on the full-screen board, and its
/// ``Reaction/transcript`` says what happened as lines (`speak: TEXT`, `note: TEXT`). The run
/// stops at the first `quit`, as the program would.
public struct ScriptedRun: Sendable {
    public private(set) var session: Session
    /// Whether the session asked to quit.
    public private(set) var didQuit = false
    public private(set) var interpreter: EffectInterpreter

    public init(session: Session, interpreter: EffectInterpreter = EffectInterpreter()) {
        self.session = session
        self.interpreter = interpreter
    }

    /// Feeds one input; nothing happens once the run has quit.
    public mutating func step(_ input: SessionInput) -> Reaction {
        guard !didQuit else { return Reaction() }
        let effects = session.reduce(input)
        // TalkGrid's words follow the session's language, switched in this very step or before.
        let said = interpreter.follow(session).map { [SessionEffect.announce($0)] } ?? []
        var reaction = interpreter.reaction(to: said + effects, speakingScreen: session.settings)
        didQuit = reaction.quits
        let followUps = reaction.followUps
        reaction.followUps = []
        for followUp in followUps { reaction.append(step(followUp)) }
        return reaction
    }

    /// Feeds the inputs in order, saying nothing; returns the transcript.
    public mutating func run(_ inputs: [SessionInput]) -> [String] {
        inputs.flatMap { step($0).transcript }
    }

    /// Feeds the inputs in order and speaks through `speaker`, each utterance to its end before
    /// the next input; `report` sees each step's reaction once it has been spoken.
    public mutating func run(_ inputs: [SessionInput], speaker: (any Speaker)?, report: (Reaction) -> Void) async {
        for input in inputs where !didQuit {
            let reaction = step(input)
            _ = await interpreter.perform(reaction, on: speaker, waitingForEach: true)
            report(reaction)
        }
    }
}
