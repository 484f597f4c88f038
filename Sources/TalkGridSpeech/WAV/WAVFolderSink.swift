import Foundation
import Synchronization

/// Writes everything said as numbered WAV files in a folder: `0001.wav`, `0002.wav`, ...
///
/// For `talkgrid run --speak-to DIR`; works with or without a sound card. An interrupted
/// utterance is written as far as it was spoken.
public final class WAVFolderSink: AudioSink {
    /// The folder the files go to.
    public let folder: String
    private let state = Mutex(State())

    private struct State {
        var number = 0
        var samples: [Int16] = []
        var sampleRate = ESpeakEngine.sampleRate
        var written: [String] = []
        var failure: SpeechError?
    }

    /// Creates the folder if needed. Numbering continues after the highest `NNNN.wav` already there.
    public init(folder: String) throws(SpeechError) {
        self.folder = folder
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(path: folder, reason: .system(error.localizedDescription))
        }
        let existing = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        // Only plausible numbers of this sink's own files count: a file called
        // 9223372036854775807.wav must not make the next number overflow.
        let highest =
            existing.compactMap { name in name.hasSuffix(".wav") ? Int(name.dropLast(4)) : nil }
            .filter { (0..<Self.numberLimit).contains($0) }.max() ?? 0
        state.withLock { $0.number = highest }
    }

    /// Numbers from here up are not taken as earlier files of this sink (they would never be reached).
    static let numberLimit = 100_000_000

    /// The files written so far, in order.
    public var writtenFiles: [String] { state.withLock { $0.written } }

    /// The last failure to write a file, if any.
    public var lastFailure: SpeechError? { state.withLock { $0.failure } }

    public func begin(_ item: SpeechItem, sampleRate: Int) {
        state.withLock {
            $0.samples = []
            $0.sampleRate = sampleRate
        }
    }

    public func write(_ samples: UnsafeBufferPointer<Int16>) {
        state.withLock { $0.samples.append(contentsOf: samples) }
    }

    public func end(_ item: SpeechItem, interrupted: Bool) {
        let (samples, rate, path) = state.withLock { state -> ([Int16], Int, String) in
            state.number += 1
            let name = String(repeating: "0", count: max(0, 4 - String(state.number).count)) + "\(state.number).wav"
            defer { state.samples = [] }
            return (state.samples, state.sampleRate, (folder as NSString).appendingPathComponent(name))
        }
        do {
            try WAVWriter(sampleRate: rate).write(samples, to: path)
            state.withLock { $0.written.append(path) }
        } catch {
            state.withLock { $0.failure = error }
        }
    }
}
