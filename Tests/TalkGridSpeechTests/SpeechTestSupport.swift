import Foundation
import Synchronization
import TalkGrid
import TalkGridShipped
import TalkGridSpeech

/// Where the speech tests find things, and the helpers they share.
enum SpeechFixtures {
    /// The repository root, from this file's location.
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// A file of the reference OBF library's fixtures, read in place.
    static func obfGem(_ name: String) -> String {
        repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/fixtures/obf-gem/\(name)").path
    }

    /// The shipped voice profiles.
    static let shippedCatalog = VoiceCatalog.load(shipped: ShippedContent.files(under: "Voices"), userFolder: nil)

    /// A fresh temporary folder.
    static func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "talkgrid-speech-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Runs a program and returns its standard output (for `espeak-ng` and `sox`).
    static func run(_ program: String, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data
    }

    /// The loudest sample, as a fraction of full scale.
    static func peak(_ samples: [Int16]) -> Double {
        Double(samples.map { abs(Int($0)) }.max() ?? 0) / 32768
    }

    /// How many samples lie from the first to the last one louder than 2% of `samples`' peak: the
    /// spoken part, without the silence a voice adds before and after it at any speed.
    static func voicedCount(_ samples: [Int16]) -> Int {
        let threshold = max(1, Int(peak(samples) * 32768 * 0.02))
        guard let first = samples.firstIndex(where: { abs(Int($0)) > threshold }),
            let last = samples.lastIndex(where: { abs(Int($0)) > threshold })
        else { return 0 }
        return last - first + 1
    }

    /// The root-mean-square level, as a fraction of full scale.
    static func rms(_ samples: [Int16]) -> Double {
        guard !samples.isEmpty else { return 0 }
        let sum = samples.reduce(0.0) { $0 + Double($1) * Double($1) }
        return (sum / Double(samples.count)).squareRoot() / 32768
    }
}

/// Collects a speaker's events as they come.
final class EventLog: Sendable {
    private let events = Mutex<[SpeechEvent]>([])

    init(_ stream: AsyncStream<SpeechEvent>) {
        Task { [weak self] in
            for await event in stream { self?.events.withLock { $0.append(event) } }
        }
    }

    /// The events so far, once `last` has arrived `times` times (the stream delivers them a moment
    /// after the speaker is done); what arrived by then if it never does within 10 seconds.
    func through(_ last: SpeechEvent, times: Int = 1) async -> [SpeechEvent] {
        let deadline = ContinuousClock.now + .seconds(10)
        while events.withLock({ $0.filter { $0 == last }.count }) < times, ContinuousClock.now < deadline {
            await Task.yield()
            try? await Task.sleep(for: .milliseconds(1))
        }
        return events.withLock { $0 }
    }
}
