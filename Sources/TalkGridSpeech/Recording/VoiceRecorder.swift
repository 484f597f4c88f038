import CPulseSimple
import Foundation
import Synchronization

/// A voice recorded from the microphone through PulseAudio's simple API, for a cell's sound.
///
/// Recording starts when it is made (or it throws at once: no PulseAudio, no microphone), reads
/// 16-bit mono at the voice's rate in tenths of a second on a thread of its own, and ends at
/// ``stop()`` or after `maxSeconds`, whichever comes first. ``CellSoundMaker`` then trims it and
/// brings it to the voice's loudness. libpulse-simple is opened on first use: without it
/// TalkGrid runs as before, and recording says why it cannot.
///
/// ```swift
/// let recorder = try VoiceRecorder()          // recording
/// ...                                         // the caregiver presses Stop (or 30 s pass)
/// let sound = try CellSoundMaker().sound(from: recorder.stop(), name: "recording.wav")
/// ```
public final class VoiceRecorder: Sendable {
    /// The rate it records at (PulseAudio resamples the microphone's own).
    public static let sampleRate = ESpeakEngine.sampleRate

    private let state = Mutex(State())
    private let ended = DispatchSemaphore(value: 0)
    private let maxSamples: Int

    private struct State {
        var samples: [Int16] = []
        var stopAsked = false
        var finished = false
        /// Why the recording broke off (the sound server went away), with PulseAudio's words.
        var problem: String?
    }

    /// Starts recording from the default microphone (`server`: a PulseAudio server address, nil
    /// for the usual one, which `PULSE_SERVER` may name).
    public init(maxSeconds: Int = CellSoundMaker.maxSeconds, server: String? = nil) throws(RecordingUnavailable) {
        maxSamples = maxSeconds * Self.sampleRate
        if let problem = talkgrid_pulse_simple_load() { throw .noLibrary(String(cString: problem)) }
        var spec = pa_sample_spec(format: PA_SAMPLE_S16LE, rate: UInt32(Self.sampleRate), channels: 1)
        var error: Int32 = 0
        let opened: OpaquePointer? =
            if let server {
                server.withCString {
                    pa_simple_new($0, "TalkGrid", PA_STREAM_RECORD, nil, "recording a cell's sound", &spec, nil, nil, &error)
                }
            } else {
                pa_simple_new(nil, "TalkGrid", PA_STREAM_RECORD, nil, "recording a cell's sound", &spec, nil, nil, &error)
            }
        guard let opened else { throw .noSoundServer(String(cString: pa_strerror(error))) }
        let stream = RecordingStream(opened)
        let thread = Thread { [self] in record(from: stream) }
        thread.name = "talkgrid-recording"
        thread.start()
    }

    /// How many seconds are recorded so far.
    public var seconds: Double { Double(state.withLock { $0.samples.count }) / Double(Self.sampleRate) }

    /// Whether recording has ended by itself (the time limit, or the sound server went away).
    public var hasEnded: Bool { state.withLock { $0.finished } }

    /// Why recording broke off before it was stopped, in PulseAudio's words; nil when it did not.
    public var problem: String? { state.withLock { $0.problem } }

    /// Ends the recording and gives what was recorded. Waits for the tenth of a second being read
    /// (at most a second: a microphone that sends nothing is not waited for).
    public func stop() -> AudioClip {
        state.withLock { $0.stopAsked = true }
        if ended.wait(timeout: .now() + 1) == .success { ended.signal() }  // a second stop() does not wait
        return AudioClip(samples: state.withLock { $0.samples }, sampleRate: Self.sampleRate)
    }

    /// The recording thread: reads tenths of a second until stopped, the limit, or an error.
    private func record(from stream: RecordingStream) {
        let block = Self.sampleRate / 10
        var buffer = [Int16](repeating: 0, count: block)
        var problem: String?
        while true {
            let done = state.withLock { $0.stopAsked || $0.samples.count >= maxSamples }
            if done { break }
            var error: Int32 = 0
            let read = buffer.withUnsafeMutableBytes { pa_simple_read(stream.pointer, $0.baseAddress, $0.count, &error) }
            if read < 0 {
                problem = String(cString: pa_strerror(error))
                break
            }
            state.withLock { state in
                state.samples.append(contentsOf: buffer.prefix(maxSamples - state.samples.count))
            }
        }
        pa_simple_free(stream.pointer)
        state.withLock {
            $0.finished = true
            $0.problem = problem
        }
        ended.signal()
    }
}

/// The `pa_simple *` of one recording: made by ``VoiceRecorder``'s initializer, then read and
/// freed by its recording thread alone (which is why it may be handed to that thread).
private final class RecordingStream: @unchecked Sendable {
    let pointer: OpaquePointer

    init(_ pointer: OpaquePointer) {
        self.pointer = pointer
    }
}
