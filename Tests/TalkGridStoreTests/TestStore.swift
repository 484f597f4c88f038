import Synchronization
import TalkGrid
import TalkGridShipped
import TalkGridStorage
import TalkGridStore
import Testing

/// A session store driven as TCA's `TestStore` drives one: each event is sent with the change
/// the test expects of the whole state and the whole output; anything else that changed, or any
/// other output, fails the test. No sleeps: time is a ``ManualClock`` and ticks are sent.
struct TestStore {
    private(set) var store: SessionStore
    let clock: ManualClock

    init(
        set name: String = "first-words", settings: SessionSettings = SessionSettings(), savesSettings: Bool = false,
        savedSettings: SavedSettings = SavedSettings(), asksKeypad: Bool = false, interpreter: EffectInterpreter = EffectInterpreter(),
        clock: ManualClock = ManualClock()
    ) throws {
        let set = try #require(try ShippedContent.boardSet(named: name))
        self.clock = clock
        store = SessionStore(
            session: try Session(boardSet: set, settings: settings), interpreter: interpreter, savesSettings: savesSettings,
            savedSettings: savedSettings, asksKeypad: asksKeypad, now: { clock.now })
    }

    /// Goes on checking a store that was moved on unchecked.
    init(continuing store: SessionStore, clock: ManualClock) {
        self.store = store
        self.clock = clock
    }

    var state: SessionStore.State { store.state }

    /// Lets the store fit layouts as a front end would.
    mutating func fitting(_ rule: @escaping @Sendable (Session, BoardLayout) -> BoardLayout?) {
        store.layoutThatFits = rule
    }

    /// Starts the store; the state must change as `update` says, and the output be `output`.
    mutating func start(
        output expected: StoreOutput = StoreOutput(), sourceLocation: SourceLocation = #_sourceLocation,
        _ update: (inout SessionStore.State) -> Void = { _ in }
    ) {
        var state = store.state
        update(&state)
        let output = store.start()
        #expect(store.state == state, "the state after the start", sourceLocation: sourceLocation)
        #expect(output == expected, "the output of the start", sourceLocation: sourceLocation)
    }

    /// Sends an event; the state must change as `update` says and in no other way, and the
    /// output must be `output` (an empty one by default).
    @discardableResult
    mutating func send(
        _ event: StoreEvent, output expected: StoreOutput = StoreOutput(), sourceLocation: SourceLocation = #_sourceLocation,
        _ update: (inout SessionStore.State) -> Void = { _ in }
    ) -> StoreOutput {
        var state = store.state
        update(&state)
        let output = store.send(event)
        #expect(store.state == state, "the state after \(event)", sourceLocation: sourceLocation)
        #expect(output == expected, "the output of \(event)", sourceLocation: sourceLocation)
        return output
    }

    /// Does a save the store gave out as a front end's edge does, to its end; the event to send back.
    static func perform(_ save: SettingsSave?, on disk: SettingsDisk, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> StoreEvent
    {
        let save = try #require(save, "a save", sourceLocation: sourceLocation)
        let outcome = Mutex<StoreEvent?>(nil)
        disk.save(save) { event in outcome.withLock { $0 = event } }
        disk.finish()
        return try #require(outcome.withLock { $0 }, sourceLocation: sourceLocation)
    }

    /// The reaction the interpreter gives to a step of `session` (for the expected output).
    static func reaction(to effects: [SessionEffect], in session: Session) -> Reaction {
        EffectInterpreter().reaction(to: effects, speakingScreen: session.settings)
    }
}

/// A clock a test moves by hand.
final class ManualClock: Sendable {
    private let start = ContinuousClock.now
    private let offset = Mutex<Duration>(.zero)
    var now: ContinuousClock.Instant { start + offset.withLock { $0 } }
    func advance(_ duration: Duration) { offset.withLock { $0 += duration } }
}
