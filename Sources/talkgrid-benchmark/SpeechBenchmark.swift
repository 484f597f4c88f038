import Foundation
import Synchronization
import TalkGrid
import TalkGridShipped
import TalkGridSpeech

/// Speech latency: raw espeak-ng, the `espeak-ng` command, and TalkGrid's speaker, for one 6-word message.
///
/// Raw `espeak_Synth` calls go through the engine's one C-calling file (`ESpeakEngine.rawTimesToFirstSample`),
/// on the engine's thread, so the benchmark makes no espeak-ng call of its own.
enum SpeechBenchmark {
    /// The message every figure speaks (6 words).
    static let message = "I want to go outside now"

    /// The three figures, in milliseconds.
    struct Results {
        /// `espeak_Synth` called directly, to the first PCM sample (warm).
        var rawSynthesisToFirstSample: Timings
        /// The whole `espeak-ng --stdout TEXT > /dev/null` process.
        var espeakCommand: Timings
        /// `speaker.speak(utterance)` on TalkGrid's engine to the first PCM sample reaching a sink (warm).
        var speakToFirstSample: Timings
    }

    /// Measures all three; `runs` per figure (the command gets a tenth, at least 20).
    static func run(runs: Int = 500) async -> Results {
        Results(
            rawSynthesisToFirstSample: await rawSynthesisToFirstSample(runs: runs),
            espeakCommand: espeakCommand(runs: max(20, runs / 10)),
            speakToFirstSample: await speakToFirstSample(runs: runs))
    }

    /// (a) Raw espeak-ng: `espeak_Synth` to the first sample handed to the callback.
    static func rawSynthesisToFirstSample(runs: Int) async -> Timings {
        let times = (try? await ESpeakEngine.shared.rawTimesToFirstSample(text: message, voice: voice, runs: runs + 10)) ?? []
        return Timings(samples: times.dropFirst(10).map(\.milliseconds))
    }

    /// (b) The `espeak-ng --stdout TEXT` command, start to exit, output discarded.
    static func espeakCommand(runs: Int) -> Timings {
        _ = runProcess(["espeak-ng", "--stdout", message])  // warm the file cache
        var samples: [Double] = []
        for _ in 0..<runs {
            let run = runProcess(["espeak-ng", "-v", voice.espeakVoice, "--stdout", message])
            if run.status == 0 { samples.append(run.milliseconds) }
        }
        return Timings(samples: samples)
    }

    /// (c) TalkGrid: `speak` on a live speaker (sound card off) to the first sample reaching its sink.
    static func speakToFirstSample(runs: Int) async -> Timings {
        let probe = FirstSampleProbe()
        let speaker = LiveSpeaker(voices: voices, output: SpeechOutput(playsAloud: false, sinks: [probe]))
        let utterance = Utterance(text: message, language: voice.language)
        var samples: [Double] = []
        for run in 0..<(runs + 10) {
            let start = nowMilliseconds()
            await speaker.speak(utterance)
            await speaker.waitUntilDone()
            if run >= 10, let first = probe.takeFirstSampleTime() { samples.append(first - start) }
        }
        return Timings(samples: samples)
    }

    /// The shipped voice profiles.
    static let voices = VoiceCatalog.load(shipped: ShippedContent.files(under: "Voices"), userFolder: nil)
    /// The voice every figure uses (the shipped US English profile).
    static let voice = voices.profile(id: "en-US") ?? VoiceProfile.fallback(for: "en-US")
}

/// A sink that notes when the first sample of each item arrives (monotonic milliseconds).
///
/// Use it to time any path that ends in speech, e.g. a key press through the session.
final class FirstSampleProbe: AudioSink {
    private let first = Mutex<Double?>(nil)

    /// The time of the first sample since the last call, and forgets it.
    func takeFirstSampleTime() -> Double? {
        first.withLock { time in
            defer { time = nil }
            return time
        }
    }

    func begin(_ item: SpeechItem, sampleRate: Int) {}

    func write(_ samples: UnsafeBufferPointer<Int16>) {
        let now = nowMilliseconds()
        first.withLock { if $0 == nil { $0 = now } }
    }

    func end(_ item: SpeechItem, interrupted: Bool) {}
}

extension Duration {
    /// The duration in milliseconds.
    fileprivate var milliseconds: Double {
        Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15
    }
}
