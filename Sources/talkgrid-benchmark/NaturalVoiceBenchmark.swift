import Foundation
import TalkGrid
import TalkGridSpeech

/// The natural voice (`en-US-natural`, as `talkgrid voices install natural` installs it): Enter to
/// the first sample of the 6-word message with the sentences kept ahead and without, next to
/// espeak-ng's in the same run; the voice's load time, the memory it takes, its disk.
struct NaturalVoiceBenchmark {
    var runs: Int

    /// Measures everything, into a report of its own (the caller adds it to the run's).
    func run() async -> BenchmarkReport {
        var report = BenchmarkReport()
        await measure(into: &report)
        return report
    }

    private func measure(into report: inout BenchmarkReport) async {
        let environment = ProcessInfo.processInfo.environment
        guard let folders = NaturalVoiceFolders(environment: environment),
            (try? InstalledNaturalVoice.open(NaturalVoiceInstaller.naturalModel, in: folders, thorough: false)) != nil
        else {
            report.note("natural voice", "not installed (talkgrid voices install natural): no figures")
            return
        }
        let model = NaturalVoiceInstaller.naturalModel
        let before = Self.residentMegabytes()

        // Loads: a fresh set of voices each time (the first also brings the engine's libraries in).
        var loads: [Double] = []
        var kept: NaturalVoices?
        for _ in 0..<3 {
            let voices = NaturalVoices(folders: folders, cache: SpokenCache(folder: nil))
            guard case .ready = await voices.loadedState(of: model), let took = voices.lastLoadDuration else {
                report.note("natural voice", "the voice did not load: no figures")
                return
            }
            loads.append(Double(took.components.seconds) * 1000 + Double(took.components.attoseconds) / 1e15)
            kept = voices
        }
        let loaded = Self.residentMegabytes()

        // Without the cache: every Enter synthesizes the message (a cache that keeps nothing).
        let uncachedProbe = FirstSampleProbe()
        let uncachedVoices = NaturalVoices(folders: folders, cache: SpokenCache(folder: nil, memoryLimit: 0))
        _ = await uncachedVoices.loadedState(of: model)
        let uncached = LiveSpeaker(
            voices: SpeechBenchmark.voices, output: SpeechOutput(playsAloud: false, sinks: [uncachedProbe]), natural: uncachedVoices)
        let fresh = await KeyPressBenchmark.run(
            runs: max(20, runs / 10), speaker: uncached, probe: uncachedProbe, voiceID: model, warmUp: 3)

        // With the cache: the message was made ahead (the board prepares it as it is built).
        let cachedProbe = FirstSampleProbe()
        let cached = LiveSpeaker(
            voices: SpeechBenchmark.voices, output: SpeechOutput(playsAloud: false, sinks: [cachedProbe]), natural: kept)
        let warm = await KeyPressBenchmark.run(runs: runs, speaker: cached, probe: cachedProbe, voiceID: model, warmUp: 3)

        let espeak = await KeyPressBenchmark.run(runs: runs)
        let withLoaded = Self.residentMegabytes()
        _ = kept

        report.note(
            "natural voice", "6-word message \"\(SpeechBenchmark.message)\", sound card off; \(runs) runs (uncached: \(max(20, runs / 10)))"
        )
        report.add("natural voice", "Enter to first sample, from the cache, median", warm.median, unit: "ms")
        report.add("natural voice", "Enter to first sample, from the cache, p99", warm.p99, unit: "ms")
        report.add("natural voice", "Enter to first sample, synthesized, median", fresh.median, unit: "ms")
        report.add("natural voice", "Enter to first sample, synthesized, p99", fresh.p99, unit: "ms")
        report.add("natural voice", "reference: espeak-ng, Enter to first sample, median", espeak.median, unit: "ms")
        report.add("natural voice", "reference: espeak-ng, Enter to first sample, p99", espeak.p99, unit: "ms")
        report.add("natural voice", "voice load (check, engine, model), median of 3", Timings(samples: loads).median, unit: "ms")
        report.add("natural voice", "memory: resident before the voice", before, unit: "MB")
        report.add("natural voice", "memory: resident with the voice loaded (two loaded)", loaded, unit: "MB")
        report.add("natural voice", "memory: resident after the runs (three loaded)", withLoaded, unit: "MB")
        report.add("natural voice", "disk: the voice", Self.megabytes(in: folders.voice(model).folder), unit: "MB")
        report.add("natural voice", "disk: the engine", Self.megabytes(in: folders.engine), unit: "MB")
    }

    /// The process's resident memory (VmRSS), in megabytes.
    static func residentMegabytes() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
            let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
        else { return 0 }
        return kilobytes / 1024
    }

    /// The bytes of the files in a folder, in megabytes.
    static func megabytes(in folder: String) -> Double {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let bytes = names.reduce(0) { total, name in
            total + ((try? FileManager.default.attributesOfItem(atPath: folder + "/" + name)[.size] as? NSNumber)?.intValue ?? 0)
        }
        return Double(bytes) / 1_000_000
    }
}
