import TalkGrid
import TalkGridSpeech
import TalkGridStore

/// Feeds inputs to a session without a screen, for `talkgrid run --keys` and tests: a thin front
/// end over the ``SessionStore``, which runs each step and its follow-ups as on the full-screen
/// board; the step's ``Reaction/transcript`` says what happened as lines (`speak: TEXT`,
/// `note: TEXT`). The run stops at the first `quit`, as the program would. Nothing is saved: a
/// script is a rehearsal.
public struct ScriptedRun: Sendable {
    public private(set) var store: SessionStore
    /// Whether the session asked to quit.
    public private(set) var didQuit = false

    public init(session: Session, interpreter: EffectInterpreter = EffectInterpreter()) {
        store = SessionStore(session: session, interpreter: interpreter)
    }

    public var session: Session { store.session }
    public var interpreter: EffectInterpreter { store.interpreter }
    /// What to tell the caregiver after the run (a history that could not be written).
    public var problems: [CaregiverText] { store.state.problems }

    /// Feeds one input; nothing happens once the run has quit.
    public mutating func step(_ input: SessionInput) -> Reaction {
        guard !didQuit else { return Reaction() }
        let output = store.send(.input(input))
        didQuit = output.quits
        return output.reaction
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
            let failures = await store.perform(StoreOutput(reaction: reaction), on: speaker, waitingForEach: true)
            // Its output has nothing to do: the store keeps the problem, and a script keeps no timer
            // (its ticks are its own inputs).
            if let failure = failures.first { _ = store.send(.historyNotKept(failure)) }
            report(reaction)
        }
    }
}
