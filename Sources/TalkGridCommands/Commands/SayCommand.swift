import Foundation
import TalkGrid
import TalkGridCommandLine
import TalkGridRun
import TalkGridSpeech
import TalkGridStorage
import TalkGridStore

/// `talkgrid say TEXT [--voice ID | --lang TAG] [--wav FILE.wav [--replace]] [--no-audio]`: speaks or writes one utterance.
enum SayCommand: ParsedCommand {
    static let usage = CommandText(.syntaxSay).description

    static let help = CommandText.help(.syntaxSay, .helpSay)

    enum Option: String, CommandOption {
        case voice, lang, wav
        case noAudio = "no-audio"
        case replace
        var kind: OptionKind { self == .noAudio || self == .replace ? .flag : .value }
    }

    struct Options: CommandOptions {
        /// Who says it.
        enum Voice {
            /// The voice for English.
            case standard
            /// A voice profile, by id.
            case profile(String)
            /// The voice for a language.
            case language(String)
        }

        var text: String
        var voice = Voice.standard
        /// The WAV file to write instead of playing.
        var wav: String?
        /// Write over `wav` when it is a WAV file already.
        var replace: Bool
        var noAudio: Bool

        init(_ arguments: ParsedArguments<Option>) throws(UsageError) {
            text = arguments.positionals.joined(separator: " ")
            guard !text.trimmingSpaces.isEmpty else { throw UsageError(.sayTextMissing) }
            switch (arguments[.voice], arguments[.lang]) {
            case (.some, .some): throw UsageError(.sayVoiceOrLanguage)
            case (let id?, nil): voice = .profile(id)
            case (nil, let language?): voice = .language(language)
            case (nil, nil): voice = .standard
            }
            wav = arguments[.wav]
            replace = arguments.has(.replace)
            noAudio = arguments.has(.noAudio)
        }
    }

    static func run(_ options: Options) async -> Int32 {
        let text = options.text
        if let path = options.wav, let refusal = OutputFile.wav.refusal(writingTo: path, replace: options.replace) {
            Output.error("talkgrid say: \(refusal)")
            return ExitStatus.failure
        }

        let voices = SpeechSetup.voiceCatalog()
        for diagnostic in voices.diagnostics { Output.error("\(diagnostic)") }

        let utterance: Utterance
        switch options.voice {
        case .profile(let id):
            guard let profile = voices.profile(id: id) else {
                Output.error("talkgrid say: \(SpeechError.unknownVoice(id, available: voices.profiles.map(\.id)))")
                return ExitStatus.failure
            }
            utterance = Utterance(text: text, language: profile.language, voiceID: profile.id)
        case .language(let language):
            utterance = Utterance(text: text, language: language)
        case .standard:
            // The voice the board speaks with (`"voice"` in config.json), else English.
            let saved = SettingsFile(environment: ProcessInfo.processInfo.environment).peek() ?? SavedSettings()
            if let id = RunSettings.voice(option: nil, saved: saved), let profile = voices.profile(id: id) {
                utterance = Utterance(text: text, language: profile.language, voiceID: profile.id)
            } else {
                utterance = Utterance(text: text, language: "en-US")
            }
        }

        if let path = options.wav {
            return await writeWAV(utterance, voices: voices, to: path)
        }
        if options.noAudio {
            Output.line(utterance.text)
            return ExitStatus.success
        }
        return await speak(utterance, voices: voices)
    }

    private static func writeWAV(_ utterance: Utterance, voices: VoiceCatalog, to path: String) async -> Int32 {
        do throws(SpeechError) {
            let rendered = try await ESpeakEngine.shared.renderReportingVoices(
                voices.voicedText(for: utterance), natural: SpeechSetup.naturalVoices)
            try WAVWriter().write(rendered.samples, to: path)
            // The file is still written, with the fallback voice; the notice says so, as playing aloud does.
            for reason in rendered.missingVoices { Output.error("talkgrid say: \(reason)") }
            let seconds = (Double(rendered.samples.count) / Double(ESpeakEngine.sampleRate) * 10).rounded() / 10
            Output.line(CommandText.sayWrote(file: path, seconds: String(seconds)).description)
            return ExitStatus.success
        } catch {
            Output.error("talkgrid say: \(error)")
            return ExitStatus.failure
        }
    }

    private static func speak(_ utterance: Utterance, voices: VoiceCatalog) async -> Int32 {
        let speaker = SpeechSetup.speaker(voices: voices, playsAloud: true, files: nil)
        let problems = SpeechProblems(speaker: speaker)
        await speaker.speak(utterance)
        await speaker.waitUntilDone()
        try? await Task.sleep(for: .milliseconds(20))  // let the last events arrive
        let heard = problems.finish()
        var found = heard.map { "\($0)" }
        if !found.isEmpty, let detail = await ESpeakEngine.shared.audioProblemDetail() {
            found.append("(\(detail))")  // the sound system's own words
        }
        for problem in found { Output.error("talkgrid say: \(problem)") }
        if problems.audioWasUnavailable {
            // Not heard: shown, as the board shows a message it cannot speak.
            Output.error("talkgrid say: \(CommandText(.sayShownInstead))")
            Output.line(utterance.text)
            return heard.count == 1 ? ExitStatus.success : ExitStatus.failure
        }
        return found.isEmpty ? ExitStatus.success : ExitStatus.failure
    }
}
