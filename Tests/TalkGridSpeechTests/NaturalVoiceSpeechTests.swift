import Foundation
import TalkGrid
import TalkGridTestSupport
import Testing

@testable import TalkGridSpeech

/// Speech with natural voices when they cannot speak: espeak-ng speaks, and the reason is said once.
@Suite struct NaturalVoiceFallbackTests {
    static let natural = try! #require(SpeechFixtures.shippedCatalog.profile(id: "en-US-natural"))

    @Test(.timeLimit(.minutes(10))) func aVoiceThatIsNotInstalledIsSaidOnceAndEspeakSpeaks() async throws {
        let folder = try SpeechFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let voices = NaturalVoices(folders: NaturalVoiceFolders(data: folder), cache: SpokenCache(folder: nil))
        let sink = RecordingSink()
        let speaker = LiveSpeaker(
            voices: SpeechFixtures.shippedCatalog, output: SpeechOutput(playsAloud: false, sinks: [sink]), natural: voices,
            waitsForNaturalVoices: true)
        let events = EventLog(speaker.events)
        let hello = Utterance(text: "Hello there.", language: "en-US", voiceID: "en-US-natural")
        await speaker.speak(hello)
        await speaker.waitUntilDone()
        await speaker.speak(hello)
        await speaker.waitUntilDone()
        let seen = await events.through(.finished(.utterance(hello)), times: 2)
        let problems = seen.compactMap { event -> String? in
            if case .naturalVoiceUnavailable("en-US-natural", let reason) = event { return englishWords(reason) }
            return nil
        }
        #expect(
            problems == [
                "the natural voice 'en-US-natural' is not installed (run: talkgrid voices install natural, or talkgrid voices add "
                    + "MODEL.onnx); espeak-ng speaks instead"
            ])
        let espeak = try await ESpeakEngine.shared.render([VoicedText(text: "Hello there.", voice: Self.natural)])
        #expect(sink.items.count == 2)
        for item in sink.items {
            #expect(item.interrupted == false)
            #expect(abs(item.samples.count - espeak.count) < espeak.count / 10, "espeak-ng said it")
        }
    }

    @Test func aWAVOfAMissingVoiceIsEspeaksAndSaysWhy() async throws {
        let folder = try SpeechFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let voices = NaturalVoices(folders: NaturalVoiceFolders(data: folder), cache: SpokenCache(folder: nil))
        let rendered = try await ESpeakEngine.shared.renderReportingVoices(
            [VoicedText(text: "Hello.", voice: Self.natural)], natural: voices)
        #expect(rendered.missingVoices.map(englishWords).first?.contains("talkgrid voices install natural") == true)
        #expect(SpeechFixtures.peak(rendered.samples) > 0.1)
    }

    @Test func withoutNaturalVoicesEspeakReadsTheirProfiles() async throws {
        let rendered = try await ESpeakEngine.shared.renderReportingVoices([VoicedText(text: "Hello.", voice: Self.natural)])
        #expect(
            rendered.missingVoices.map(englishWords) == [
                "the natural voices' engine is not installed (run: talkgrid voices install natural); espeak-ng speaks instead"
            ])
        #expect(!rendered.samples.isEmpty)
    }

    @Test func theBoardSpeaksWithEspeakWhileTheVoiceLoads() async throws {
        let folder = try SpeechFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let voices = NaturalVoices(folders: NaturalVoiceFolders(data: folder), cache: SpokenCache(folder: nil))
        // A board's speaker does not wait: the first word is espeak-ng's, whatever the voice's state.
        let sink = RecordingSink()
        let speaker = LiveSpeaker(
            voices: SpeechFixtures.shippedCatalog, output: SpeechOutput(playsAloud: false, sinks: [sink]), natural: voices)
        await speaker.speak(Utterance(text: "drink", language: "en-US", voiceID: "en-US-natural"))
        await speaker.waitUntilDone()
        #expect(sink.items.first?.samples.isEmpty == false)
    }
}

/// Speech with the real natural English voice (sherpa-onnx and the Piper voice that
/// `talkgrid voices install natural` installs), into WAV files and sinks.
@Suite(.serialized, .enabled(if: NaturalVoiceFixtures.isInstalled, Comment(rawValue: NaturalVoiceFixtures.whyNotInstalled ?? "")))
struct NaturalVoiceSpeechTests {
    static let natural = try! #require(SpeechFixtures.shippedCatalog.profile(id: "en-US-natural"))
    static let message = "I want to go outside now."

    static var voices: NaturalVoices { NaturalVoiceFixtures.installed! }

    /// How often a sound's wave changes sign, per sample (higher for buzzy, noisy sound).
    static func zeroCrossingRate(_ samples: [Int16]) -> Double {
        guard samples.count > 1 else { return 0 }
        let crossings = zip(samples, samples.dropFirst()).count { ($0 < 0) != ($1 < 0) }
        return Double(crossings) / Double(samples.count - 1)
    }

    /// The samples of a text in the natural voice, waiting for it to load.
    static func render(_ text: String, voice: VoiceProfile = natural, with voices: NaturalVoices = voices) async throws -> [Int16] {
        let rendered = try await ESpeakEngine.shared.renderReportingVoices([VoicedText(text: text, voice: voice)], natural: voices)
        #expect(rendered.missingVoices.isEmpty, "\(rendered.missingVoices.map(englishWords))")
        return rendered.samples
    }

    @Test(.timeLimit(.minutes(10))) func theNaturalVoiceSaysAMessageIntoAWAV() async throws {
        let samples = try await Self.render(Self.message)
        let folder = try SpeechFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try WAVWriter().write(samples, to: folder + "/natural.wav")
        let clip = try AudioClip(decoding: [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/natural.wav"))))
        #expect(clip.sampleRate == 22_050)
        // Six words, about 1.6 s (measured: 1.57 s).
        #expect(clip.duration > 1.0 && clip.duration < 3.0, "\(clip.duration) s")
        #expect(SpeechFixtures.peak(clip.samples) > 0.15)
        #expect(SpeechFixtures.rms(clip.samples) > 0.02)
        // Not espeak-ng's: nothing was stood in for (`render` checks), and espeak-ng's rendering of
        // the same words at the same speed is other sound. Both speak as loud (the natural voice is
        // matched to espeak-ng) and about as long, so they are told apart by how often the wave
        // crosses zero: espeak-ng's formant voice is buzzier (measured: 1.43 times as often).
        let espeak = try await ESpeakEngine.shared.render([
            VoicedText(text: Self.message, voice: VoiceProfile(id: "e", name: "e", language: "en-US", espeakVoice: "en-us"))
        ])
        #expect(espeak != samples)
        let crossings = Self.zeroCrossingRate(espeak) / Self.zeroCrossingRate(samples)
        #expect(crossings > 1.2, "espeak-ng crosses zero \(crossings) times as often")
        #expect(Self.voices.lastLoadDuration != nil)
    }

    @Test(.timeLimit(.minutes(10))) func aFasterSpeedIsShorterAndTheCacheKeepsEachSpeedApart() async throws {
        let normal = try await Self.render("Can I have a drink of water please.")
        var fast = Self.natural
        fast.rate = 330
        let quick = try await Self.render("Can I have a drink of water please.", voice: fast)
        // The voice draws each sound's length at random (Piper's noise_w), so one rendering is not
        // another's length: twice the speed has measured up to 0.76 of the length (a CI run).
        let ratio = Double(quick.count) / Double(normal.count)
        #expect(ratio > 0.35 && ratio < 0.85, "twice the speed: \(ratio) of the length")
        guard case .ready(let installed) = Self.voices.state(of: "en-US-natural") else {
            Issue.record("the voice is not ready")
            return
        }
        let cache = Self.voices.cache
        let text = "Can I have a drink of water please."
        #expect(cache.sound(for: SpokenKey(voice: installed.fingerprint, text: text, speed: 100)) == normal)
        #expect(cache.sound(for: SpokenKey(voice: installed.fingerprint, text: text, speed: 200)) == quick)
        #expect(cache.sound(for: SpokenKey(voice: installed.fingerprint, text: text, speed: 150)) == nil, "a new speed is said anew")
        #expect(cache.sound(for: SpokenKey(voice: "another model", text: text, speed: 100)) == nil, "another voice is said anew")
    }

    @Test(.timeLimit(.minutes(10))) func volumeScalesTheVoiceAndTheCueVoiceIsFasterAndQuieter() async throws {
        let sink = RecordingSink()
        let speaker = LiveSpeaker(
            voices: SpeechFixtures.shippedCatalog, output: SpeechOutput(playsAloud: false, sinks: [sink]), natural: Self.voices,
            waitsForNaturalVoices: true)
        let word = Utterance(text: "I want to go outside now.", language: "en-US", voiceID: "en-US-natural")
        await speaker.speak(word)
        await speaker.waitUntilDone()
        var quiet = word
        quiet.prosody = Prosody(volume: 50)
        await speaker.speak(quiet)
        await speaker.waitUntilDone()
        let cue = CueVoice().cue(word, messageSettings: SessionSettings(voiceID: "en-US-natural"))
        await speaker.cue(cue)
        await speaker.waitUntilDone()
        #expect(sink.items.count == 3)
        let loud = SpeechFixtures.peak(sink.items[0].samples)
        let half = SpeechFixtures.peak(sink.items[1].samples)
        #expect(loud > 0.1)
        #expect(abs(half / loud - 0.5) < 0.02, "half the volume: \(half / loud)")
        #expect(sink.items[1].samples.count == sink.items[0].samples.count, "the same sound, from the cache")
        // The default cue voice: a third faster, at three fifths of the volume. The spoken parts are
        // compared (the voice's silence around them does not speed up, and its durations vary a
        // little from one synthesis to the next: 0.91 of the whole sound was seen once).
        let cueSamples = sink.items[2].samples
        let spoken = SpeechFixtures.voicedCount(sink.items[0].samples)
        #expect(Double(SpeechFixtures.voicedCount(cueSamples)) < Double(spoken) * 0.9, "\(cueSamples.count) of \(spoken)")
        #expect(SpeechFixtures.peak(cueSamples) < loud * 0.75)
    }

    @Test(.timeLimit(.minutes(10))) func preparedWordsAreSaidFromTheCache() async throws {
        let voices = NaturalVoices(folders: try #require(NaturalVoiceFixtures.installedFolders), cache: SpokenCache(folder: nil))
        let sink = RecordingSink()
        let speaker = LiveSpeaker(
            voices: SpeechFixtures.shippedCatalog, output: SpeechOutput(playsAloud: false, sinks: [sink]), natural: voices)
        let words = ["more", "stop", "help"].map { Utterance(text: $0, language: "en-US", voiceID: "en-US-natural") }
        speaker.prepare(words)
        // The voice loads in the background, then the words are made ahead.
        guard case .ready(let installed) = await voices.loadedState(of: "en-US-natural") else {
            Issue.record("the voice did not load")
            return
        }
        let keys = ["more", "stop", "help"].map { SpokenKey(voice: installed.fingerprint, text: $0, speed: 100) }
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(90)
        while !keys.allSatisfy(voices.cache.isInMemory), clock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
        #expect(keys.allSatisfy(voices.cache.isInMemory))
        await speaker.speak(words[1])
        await speaker.waitUntilDone()
        #expect(sink.items.first?.samples == voices.cache.sound(for: keys[1]))
    }

    @Test(.timeLimit(.minutes(10))) func aNewUtteranceCutsALongNaturalOneShort() async throws {
        // The sink holds the sound after its first chunk, like a sound card that has not taken the
        // next one yet, so the new utterance comes mid-sentence however busy the machine is.
        let sink = RecordingSink()
        sink.hold()
        let speaker = LiveSpeaker(
            voices: SpeechFixtures.shippedCatalog, output: SpeechOutput(playsAloud: false, sinks: [sink]), natural: Self.voices,
            waitsForNaturalVoices: true)
        let long = Utterance(
            text: "This is the first sentence. Here is the second one. And a third. And a fourth one follows.", language: "en-US",
            voiceID: "en-US-natural")
        await speaker.speak(long)
        while sink.items.first.map({ $0.samples.isEmpty }) ?? true { try await Task.sleep(for: .milliseconds(5)) }
        let next = Utterance(text: "Stop.", language: "en-US", voiceID: "en-US-natural")
        await speaker.speak(next)
        sink.release()
        await speaker.waitUntilDone()
        #expect(sink.items.first?.interrupted == true)
        #expect(sink.items.last?.item == .utterance(next))
        #expect(sink.items.last?.interrupted == false)
    }

    @Test(.timeLimit(.minutes(10))) func withoutASoundCardTheNaturalVoiceStillWritesItsWAVs() async throws {
        let folder = try SpeechFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let wavs = try WAVFolderSink(folder: folder)
        let speaker = LiveSpeaker(
            voices: SpeechFixtures.shippedCatalog,
            output: SpeechOutput(playsAloud: true, audioDevice: "talkgrid-no-such-device", sinks: [wavs]), natural: Self.voices,
            waitsForNaturalVoices: true)
        let events = EventLog(speaker.events)
        let hello = Utterance(text: "Hello.", language: "en-US", voiceID: "en-US-natural")
        await speaker.speak(hello)
        await speaker.waitUntilDone()
        let seen = await events.through(.finished(.utterance(hello)))
        #expect(seen.filter { if case .audioUnavailable = $0 { true } else { false } }.count == 1)
        #expect(!seen.contains { if case .naturalVoiceUnavailable = $0 { true } else { false } })
        #expect(wavs.writtenFiles.count == 1)
    }

    @Test(.timeLimit(.minutes(10)), arguments: ["cut short", "changed"])
    func aDamagedModelIsNeverLoadedAndEspeakSpeaks(damage: String) async throws {
        let copy = try NaturalVoiceFixtures.damagedCopy { model in
            if damage == "cut short" { return model.prefix(model.count / 2) }
            var changed = Data(model)
            changed[changed.count / 3] ^= 0x5A
            return changed
        }
        defer { try? FileManager.default.removeItem(atPath: copy.data) }
        let voices = NaturalVoices(folders: copy, cache: SpokenCache(folder: nil))
        let rendered = try await ESpeakEngine.shared.renderReportingVoices(
            [VoicedText(text: "Hello.", voice: Self.natural)], natural: voices)
        let said = rendered.missingVoices.map(englishWords)
        #expect(said.count == 1)
        #expect(said.first?.contains("model.onnx is damaged") == true, "\(said)")
        #expect(said.first?.contains("talkgrid voices install natural") == true)
        #expect(SpeechFixtures.peak(rendered.samples) > 0.1, "espeak-ng spoke")
    }

    @Test(.timeLimit(.minutes(10))) func aMissingEngineIsSaidAndEspeakSpeaks() async throws {
        let copy = try NaturalVoiceFixtures.damagedCopy(model: nil)
        defer { try? FileManager.default.removeItem(atPath: copy.data) }
        try FileManager.default.removeItem(atPath: copy.engine)
        let voices = NaturalVoices(folders: copy, cache: SpokenCache(folder: nil))
        let rendered = try await ESpeakEngine.shared.renderReportingVoices(
            [VoicedText(text: "Hello.", voice: Self.natural)], natural: voices)
        let said = rendered.missingVoices.map(englishWords)
        #expect(said.first?.contains("engine is not installed") == true, "\(said)")
        #expect(!rendered.samples.isEmpty)
    }
}
