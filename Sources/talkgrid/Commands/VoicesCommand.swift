import Foundation
import TalkGrid
import TalkGridShipped
import TalkGridSpeech

/// `talkgrid voices [--all]`: the voice profiles, and whether espeak-ng has each one's voice.
enum VoicesCommand {
    static let usage = CommandText(.syntaxVoices).description

    static let help = CommandText.help(.syntaxVoices, .helpVoices)

    enum Option: String, CommandOption {
        case all
        var kind: OptionKind { .flag }
    }

    struct Options: CommandOptions {
        /// Also list every espeak-ng voice.
        var all: Bool

        init(_ arguments: ParsedArguments<Option>) throws(UsageError) {
            if let unexpected = arguments.positionals.first { throw UsageError(.usageUnexpectedArgument, ["argument": .text(unexpected)]) }
            all = arguments.has(.all)
        }
    }

    static func run(_ arguments: [String]) async -> Int32 {
        let options: Options
        switch CommandRequest<Options>.options(arguments, command: "voices", usage: usage, help: help) {
        case .success(let value): options = value
        case .failure(let stop): return stop.status
        }
        let environment = ProcessInfo.processInfo.environment
        let userFolder = VoiceCatalog.userFolder(environment: environment)
        let voices = VoiceCatalog.load(shipped: ShippedContent.files(under: "Voices"), userFolder: userFolder)
        for diagnostic in voices.diagnostics { Output.error("\(diagnostic)") }

        var espeakVoices: [ESpeakVoice] = []
        var failed = false
        do throws(SpeechError) {
            espeakVoices = try await ESpeakEngine.shared.installedVoices()
        } catch {
            Output.error("talkgrid voices: \(error)")
            failed = true
        }

        let header: [CommandTextKey] = [
            .voicesColumnId, .voicesColumnName, .voicesColumnLanguage, .voicesColumnEspeakVoice, .voicesColumnRate, .voicesColumnPitch,
            .voicesColumnVolume, .voicesColumnInstalled,
        ]
        var rows = [header.map { CommandText($0).description }]
        for profile in voices.profiles {
            let has = espeakVoices.contains { $0.answers(to: profile.espeakVoice) }
            rows.append([
                profile.id, profile.name, profile.language, profile.espeakVoice, "\(profile.rate)", "\(profile.pitch)",
                "\(profile.volume)",
                CommandText(espeakVoices.isEmpty ? .voicesInstalledUnknown : (has ? .voicesInstalledYes : .voicesInstalledNo)).description,
            ])
        }
        Output.out(table(rows))
        if let userFolder { Output.line("\n\(CommandText(.voicesOwnProfiles, ["folder": .text(userFolder)]))") }

        if options.all {
            Output.line("\n\(CommandText(.voicesEspeakVoices, ["count": .number(espeakVoices.count)]))")
            var all = [[CommandTextKey.voicesColumnLanguage, .voicesColumnName, .voicesColumnFile].map { CommandText($0).description }]
            for voice in espeakVoices.sorted(by: { ($0.languages.first ?? "") < ($1.languages.first ?? "") }) {
                all.append([voice.languages.joined(separator: " "), voice.name, voice.identifier])
            }
            Output.out(table(all))
        }
        return failed ? ExitStatus.failure : ExitStatus.success
    }

    /// Left-aligned columns, two spaces apart (widths in terminal columns: 中文 takes four).
    private static func table(_ rows: [[String]]) -> String {
        var widths: [Int] = []
        for row in rows {
            for (index, cell) in row.enumerated() {
                if index >= widths.count { widths.append(0) }
                widths[index] = max(widths[index], DisplayWidth.of(cell))
            }
        }
        return rows.map { row in
            row.enumerated().map { index, cell in
                index == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[index] - DisplayWidth.of(cell) + 2)
            }.joined()
        }.joined(separator: "\n") + "\n"
    }
}
