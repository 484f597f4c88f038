import Foundation
import Synchronization
import TalkGrid
import TalkGridShipped
import TalkGridSpeech

/// `talkgrid say TEXT [--voice ID | --lang TAG] [--wav FILE] [--no-audio]`: speaks or writes one utterance.
enum SayCommand {
    static let usage = "usage: talkgrid say TEXT [--voice ID | --lang TAG] [--wav FILE] [--no-audio]"

    static func run(_ arguments: [String]) -> Int32 {
        let parsed: ParsedArguments
        do {
            parsed = try ParsedArguments(arguments, valued: ["voice", "lang", "wav"], switches: ["no-audio", "help"])
        } catch {
            Output.error("talkgrid say: \(error)\n\(usage)")
            return ExitStatus.usage
        }
        if parsed.has("help") {
            Output.line(
                """
                \(usage)

                Says TEXT aloud with espeak-ng. --voice picks a voice profile by id ('talkgrid voices' lists
                them); --lang picks the voice for a language (es, pt-BR, zh). --wav writes the speech to a
                WAV file instead of playing it. --no-audio plays nothing. The sound device can be chosen
                with the TALKGRID_AUDIO_DEVICE environment variable (e.g. 'null').
                """)
            return ExitStatus.success
        }
        let text = parsed.positionals.joined(separator: " ")
        guard !text.trimmingSpaces.isEmpty else {
            Output.error("talkgrid say: give the text to say\n\(usage)")
            return ExitStatus.usage
        }
        if parsed["voice"] != nil && parsed["lang"] != nil {
            Output.error("talkgrid say: give --voice or --lang, not both\n\(usage)")
            return ExitStatus.usage
        }

        let environment = ProcessInfo.processInfo.environment
        let voices = VoiceCatalog.load(
            shipped: ShippedContent.files(under: "Voices"), userFolder: VoiceCatalog.userFolder(environment: environment))
        for diagnostic in voices.diagnostics { Output.error(diagnostic.description) }

        let utterance: Utterance
        if let id = parsed["voice"] {
            guard let profile = voices.profile(id: id) else {
                Output.error("talkgrid say: \(SpeechError.unknownVoice(id, available: voices.profiles.map(\.id)))")
                return ExitStatus.failure
            }
            utterance = Utterance(text: text, language: profile.language, voiceID: profile.id)
        } else {
            utterance = Utterance(text: text, language: parsed["lang"] ?? "en-US")
        }

        if let path = parsed["wav"] {
            return writeWAV(utterance, voices: voices, to: path)
        }
        if parsed.has("no-audio") {
            Output.line(utterance.text)
            return ExitStatus.success
        }
        return speak(utterance, voices: voices, audioDevice: environment["TALKGRID_AUDIO_DEVICE"])
    }

    private static func writeWAV(_ utterance: Utterance, voices: VoiceCatalog, to path: String) -> Int32 {
        let parts = voices.voicedText(for: utterance)
        let result = SynchronousWait.result { () async -> Result<(count: Int, missingVoices: [String]), SpeechError> in
            do throws(SpeechError) {
                let rendered = try await ESpeakEngine.shared.renderReportingVoices(parts)
                try WAVWriter().write(rendered.samples, to: path)
                return .success((rendered.samples.count, rendered.missingVoices))
            } catch {
                return .failure(error)
            }
        }
        switch result {
        case .success(let (count, missingVoices)):
            // The file is still written, with the fallback voice; the notice says so, as playing aloud does.
            for reason in missingVoices { Output.error("talkgrid say: \(reason)") }
            Output.line("wrote \(path) (\((Double(count) / Double(ESpeakEngine.sampleRate) * 10).rounded() / 10) s)")
            return ExitStatus.success
        case .failure(let error):
            Output.error("talkgrid say: \(error)")
            return ExitStatus.failure
        }
    }

    private static func speak(_ utterance: Utterance, voices: VoiceCatalog, audioDevice: String?) -> Int32 {
        let speaker = LiveSpeaker(voices: voices, output: SpeechOutput(playsAloud: true, audioDevice: audioDevice))
        let problems = SynchronousWait.result { () async -> [String] in
            let collected = Mutex<[String]>([])
            let listener = Task {
                for await event in speaker.events {
                    switch event {
                    case .audioUnavailable(let reason): collected.withLock { $0.append(reason) }
                    case .voiceUnavailable(_, let reason): collected.withLock { $0.append(reason) }
                    default: break
                    }
                }
            }
            await speaker.speak(utterance)
            await speaker.waitUntilDone()
            try? await Task.sleep(for: .milliseconds(20))  // let the last events arrive
            listener.cancel()
            var problems = collected.withLock { $0 }
            if !problems.isEmpty, let detail = await ESpeakEngine.shared.audioProblemDetail() {
                problems.append("(\(detail))")
            }
            return problems
        }
        for problem in problems { Output.error("talkgrid say: \(problem)") }
        return problems.isEmpty ? ExitStatus.success : ExitStatus.failure
    }
}
