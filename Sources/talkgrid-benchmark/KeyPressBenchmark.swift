import TalkGrid
import TalkGridShipped
import TalkGridSpeech

/// Key press to first PCM sample: Enter on a session holding a 6-word message, through the
/// session's reducer and TalkGrid's speaker (warm, sound card off), as the terminal board does it.
enum KeyPressBenchmark {
    static func run(runs: Int) -> Timings {
        guard let set = try? ShippedContent.boardSet(named: "core-words"),
            var session = try? Session(boardSet: set, settings: SessionSettings(speakOnSelect: false))
        else { return Timings(samples: []) }
        // Six words picked by their cells' key sequences.
        let words = set.root.map { root in root.cells.filter { $0.link == nil && $0.actions.isEmpty }.prefix(6).map(\.id) } ?? []
        for id in words {
            guard let keys = SelectionRule.keySequence(for: id, on: session.currentBoard, layout: .grid, keypad: .phone) else { continue }
            for key in keys { _ = session.reduce(.key(key)) }
        }
        let probe = FirstSampleProbe()
        let speaker = LiveSpeaker(voices: SpeechBenchmark.voices, output: SpeechOutput(playsAloud: false, sinks: [probe]))
        let box = SessionBox(session)
        let samples = SynchronousWait.result { () async -> [Double] in
            var samples: [Double] = []
            for run in 0..<(runs + 10) {
                let start = nowMilliseconds()
                let effects = box.press(.key(.enter))
                for case .speak(let utterance) in effects { await speaker.speak(utterance) }
                await speaker.waitUntilDone()
                if run >= 10, let first = probe.takeFirstSampleTime() { samples.append(first - start) }
            }
            return samples
        }
        return Timings(samples: samples)
    }
}

/// Holds the session for the benchmark's async loop (used from one task at a time).
final class SessionBox: @unchecked Sendable {
    // Safe: only the benchmark's single measuring task touches it, strictly in sequence.
    private var session: Session
    init(_ session: Session) { self.session = session }
    func press(_ input: SessionInput) -> [SessionEffect] { session.reduce(input) }
}
