import Foundation
import TalkGrid
import TalkGridTestSupport
import Testing

@testable import TalkGridSpeech

/// These use the real espeak-ng (and ALSA's `null` device for the sound card path).
@Suite struct ESpeakEngineTests {
    static let greetings: [(voice: String, text: String)] = [
        ("en-US", "Hello, I would like a drink of water please."),
        ("en-GB", "Hello, I would like a drink of water please."),
        ("es-ES", "Hola, quiero un vaso de agua por favor."),
        ("pt-BR", "Olá, eu quero um copo de água por favor."),
        ("fr-FR", "Bonjour, je voudrais un verre d'eau s'il vous plaît."),
        ("zh", "你好，我想喝水。"),
    ]

    @Test(arguments: greetings)
    func eachShippedVoiceMakesAPlausibleWAV(voice: String, text: String) async throws {
        let catalog = SpeechFixtures.shippedCatalog
        let profile = try #require(catalog.profile(id: voice))
        let samples = try await ESpeakEngine.shared.render([VoicedText(text: text, voice: profile)])
        let folder = try SpeechFixtures.temporaryFolder()
        let path = folder + "/\(voice).wav"
        try WAVWriter().write(samples, to: path)

        // Read the file back as any player would.
        let clip = try AudioClip(decoding: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
        #expect(clip.sampleRate == 22_050)
        #expect(clip.samples == samples)
        #expect(clip.duration > 1.0 && clip.duration < 6.0, "\(voice): \(clip.duration) s")
        #expect(SpeechFixtures.peak(clip.samples) > 0.2, "\(voice) is too quiet")
        #expect(SpeechFixtures.rms(clip.samples) > 0.02, "\(voice) is mostly silence")
    }

    @Test func theChineseVoiceReadsChineseCharactersAsMandarin() async throws {
        let zh = try #require(SpeechFixtures.shippedCatalog.profile(id: "zh"))
        let phonemes = try await ESpeakEngine.shared.phonemes(for: "你好", voice: zh)
        // The command-line espeak-ng with the same voice is the reference.
        let reference = String(
            decoding: try SpeechFixtures.run("/usr/bin/espeak-ng", ["-q", "-x", "-v", "cmn-latn-pinyin", "你好"]),
            as: UTF8.self)
        // Tone sandhi (ni3 -> ni2 before hao3) is applied when speaking, so compare without tones.
        func toneless(_ text: String) -> String { text.filter { !$0.isWhitespace && !$0.isNumber && $0 != "_" } }
        #expect(toneless(phonemes) == toneless(reference))
        #expect(toneless(phonemes) == "n'i|X'Au|")
        #expect(reference.contains("n'i35") && reference.contains("X'Au214"))
        #expect(!phonemes.contains("(en)"))  // not "Chinese letter" read in English

        // An English voice says "Chinese letter Chinese letter": much longer than "nǐ hǎo".
        let english = try #require(SpeechFixtures.shippedCatalog.profile(id: "en-US"))
        let chinese = try await ESpeakEngine.shared.render([VoicedText(text: "你好", voice: zh)])
        let spelled = try await ESpeakEngine.shared.render([VoicedText(text: "你好", voice: english)])
        #expect(Double(chinese.count) < Double(spelled.count) * 0.75)
    }

    @Test func installedVoicesIncludeEveryShippedProfile() async throws {
        let installed = try await ESpeakEngine.shared.installedVoices()
        #expect(installed.count > 50)
        for profile in SpeechFixtures.shippedCatalog.profiles {
            #expect(installed.contains { $0.answers(to: profile.espeakVoice) }, "\(profile.id)")
        }
        #expect(!installed.contains { $0.answers(to: "xx-nothing") })
    }

    @Test func aMultiLanguageUtteranceIsSpokenInSegments() async throws {
        let sink = RecordingSink()
        let speaker = LiveSpeaker(voices: SpeechFixtures.shippedCatalog, output: SpeechOutput(playsAloud: false, sinks: [sink]))
        let both = Utterance(segments: [.init(text: "I want", language: "en-US"), .init(text: "agua", language: "es")])
        await speaker.speak(both)
        await speaker.waitUntilDone()
        let english = try await ESpeakEngine.shared.render(
            SpeechFixtures.shippedCatalog.voicedText(for: Utterance(text: "I want", language: "en-US")))
        let spanish = try await ESpeakEngine.shared.render(
            SpeechFixtures.shippedCatalog.voicedText(for: Utterance(text: "agua", language: "es")))
        #expect(sink.items.count == 1)
        let spoken = sink.items.first?.samples.count ?? 0
        // espeak-ng carries a little state (pauses) from one call to the next: compare lengths loosely.
        #expect(abs(spoken - (english.count + spanish.count)) < (english.count + spanish.count) / 10)
        #expect(sink.items.first?.interrupted == false)
    }

    @Test(.timeLimit(.minutes(10))) func stopInterruptsMidUtterance() async throws {
        // The sink holds the sound after its first chunk, like a sound card that has not taken the
        // next one yet, so the stop comes mid-utterance however busy the machine is.
        let sink = RecordingSink()
        sink.hold()
        let speaker = LiveSpeaker(voices: SpeechFixtures.shippedCatalog, output: SpeechOutput(playsAloud: false, sinks: [sink]))
        let events = EventLog(speaker.events)
        let long = Utterance(text: String(repeating: "This is a long message that goes on and on. ", count: 20), language: "en-US")
        await speaker.speak(long)
        while sink.items.first.map({ $0.samples.isEmpty }) ?? true { try await Task.sleep(for: .milliseconds(2)) }
        await speaker.stop()
        sink.release()
        await speaker.waitUntilDone()
        let item = try #require(sink.items.first)
        #expect(item.interrupted == true)
        // The whole text is about a minute long; what was said before the stop is a chunk or two.
        #expect(item.samples.count < 22_050 * 2)
        #expect(await events.through(.interrupted(.utterance(long))) == [.started(.utterance(long)), .interrupted(.utterance(long))])
    }

    @Test(.timeLimit(.minutes(10))) func aBurstOfRequestsSpeaksTheLastAndLeavesTheEngineWorking() async throws {
        let sink = RecordingSink(delayPerChunk: .milliseconds(1))
        let speaker = LiveSpeaker(voices: SpeechFixtures.shippedCatalog, output: SpeechOutput(playsAloud: false, sinks: [sink]))
        let utterances = (1...100).map { Utterance(text: "Message number \($0) is here.", language: "en-US") }
        for utterance in utterances { await speaker.speak(utterance) }
        await speaker.waitUntilDone()
        let finished = sink.items.filter { $0.interrupted == false }
        #expect(finished.map(\.item) == [.utterance(utterances[99])])
        #expect(sink.items.count < 100)  // the ones overtaken while waiting were never started
        #expect(sink.items.dropLast().allSatisfy { $0.interrupted == true })

        let after = Utterance(text: "Still working.", language: "en-US")
        await speaker.speak(after)
        await speaker.waitUntilDone()
        #expect(sink.items.last?.item == .utterance(after))
        #expect(sink.items.last?.interrupted == false)
        #expect(SpeechFixtures.peak(sink.items.last?.samples ?? []) > 0.1)
    }

    @Test func speaksThroughALSAsNullDeviceWithoutASoundCard() async throws {
        let sink = RecordingSink()
        let speaker = LiveSpeaker(
            voices: SpeechFixtures.shippedCatalog, output: SpeechOutput(playsAloud: true, audioDevice: "null", sinks: [sink]))
        let events = EventLog(speaker.events)
        let hello = Utterance(text: "Hello there.", language: "en-US")
        await speaker.speak(hello)
        await speaker.waitUntilDone()
        #expect(await events.through(.finished(.utterance(hello))) == [.started(.utterance(hello)), .finished(.utterance(hello))])
        #expect(sink.items.first?.interrupted == false)
    }

    /// A missing device must never hang speech: the time limit fails the test instead of waiting forever.
    @Test(.timeLimit(.minutes(10))) func aMissingSoundCardIsReportedOnceAndSpeechGoesOn() async throws {
        let folder = try SpeechFixtures.temporaryFolder()
        let wavs = try WAVFolderSink(folder: folder)
        let speaker = LiveSpeaker(
            voices: SpeechFixtures.shippedCatalog,
            output: SpeechOutput(playsAloud: true, audioDevice: "talkgrid-no-such-device", sinks: [wavs]))
        let events = EventLog(speaker.events)
        let first = Utterance(text: "One.", language: "en-US")
        let second = Utterance(text: "Two.", language: "en-US")
        await speaker.speak(first)
        await speaker.waitUntilDone()
        await speaker.speak(second)
        await speaker.waitUntilDone()
        let seen = await events.through(.finished(.utterance(second)))
        #expect(seen.filter { if case .audioUnavailable = $0 { true } else { false } }.count == 1)
        #expect(seen.contains(.audioUnavailable(reason: CaregiverText(SpeechTextKey.noSoundCard))))
        #expect(
            englishWords(CaregiverText(SpeechTextKey.noSoundCard))
                == "No sound card was found, so TalkGrid shows the message but cannot speak it aloud.")
        #expect(seen.contains(.finished(.utterance(first))))
        #expect(seen.contains(.finished(.utterance(second))))
        #expect(wavs.writtenFiles.map { ($0 as NSString).lastPathComponent } == ["0001.wav", "0002.wav"])
    }

    @Test func aLanguageWithoutAnyVoiceIsReportedAndSpokenAnyway() async throws {
        let sink = RecordingSink()
        let speaker = LiveSpeaker(voices: SpeechFixtures.shippedCatalog, output: SpeechOutput(playsAloud: false, sinks: [sink]))
        let events = EventLog(speaker.events)
        let odd = Utterance(text: "blah", language: "qq")
        await speaker.speak(odd)
        await speaker.waitUntilDone()
        let seen = await events.through(.finished(.utterance(odd)))
        #expect(seen.contains { if case .voiceUnavailable(let language, _) = $0 { language == "qq" } else { false } })
        #expect(seen.last == .finished(.utterance(odd)))
        #expect(sink.items.first?.samples.isEmpty == false)
    }

    @Test(.timeLimit(.minutes(10))) func phonemesAfterAnInterruptedSynthesisCarryNothingOfIt() async throws {
        let english = VoiceProfile.fallback(for: "en")
        let expected = try await ESpeakEngine.shared.phonemes(for: "hola", voice: english)
        // The sink holds the sound after its first chunk, so the stop comes mid-utterance however busy the machine is.
        let sink = RecordingSink()
        sink.hold()
        let speaker = LiveSpeaker(voices: SpeechFixtures.shippedCatalog, output: SpeechOutput(playsAloud: false, sinks: [sink]))
        let long = Utterance(text: String(repeating: "This is a long message that goes on and on. ", count: 20), language: "en-US")
        await speaker.speak(long)
        while sink.items.first.map({ $0.samples.isEmpty }) ?? true { try await Task.sleep(for: .milliseconds(2)) }
        await speaker.stop()
        sink.release()
        await speaker.waitUntilDone()
        #expect(sink.items.first?.interrupted == true)
        #expect(try await ESpeakEngine.shared.phonemes(for: "hola", voice: english) == expected)
    }

    @Test func renderingALanguageWithoutAnyVoiceSaysSoOnceAndUsesEnglish() async throws {
        let odd = VoiceProfile.fallback(for: "xx-YY")
        let rendered = try await ESpeakEngine.shared.renderReportingVoices([
            VoicedText(text: "hola", voice: odd), VoicedText(text: "amigo", voice: odd),
        ])
        #expect(rendered.missingVoices.map(englishWords) == ["espeak-ng has no voice for xx-YY, so the English voice (en) reads it."])
        #expect(!rendered.samples.isEmpty)
        // The fallback is the English voice, whatever was selected before (compared by phonemes:
        // espeak-ng carries a little state between calls, so samples differ slightly).
        let spanish = try #require(SpeechFixtures.shippedCatalog.profile(id: "es-ES"))
        let spanishPhonemes = try await ESpeakEngine.shared.phonemes(for: "hola", voice: spanish)
        let fallbackPhonemes = try await ESpeakEngine.shared.phonemes(for: "hola", voice: odd)
        let englishPhonemes = try await ESpeakEngine.shared.phonemes(for: "hola", voice: VoiceProfile.fallback(for: "en"))
        #expect(fallbackPhonemes == englishPhonemes)
        #expect(fallbackPhonemes != spanishPhonemes)
        let found = try await ESpeakEngine.shared.renderReportingVoices([VoicedText(text: "hola", voice: spanish)])
        #expect(found.missingVoices.isEmpty)
    }
}
