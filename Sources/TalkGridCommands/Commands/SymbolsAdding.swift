import Foundation
import TalkGrid
import TalkGridCommandLine
import TalkGridPictures
import TalkGridStore
import TalkGridSymbols

/// `talkgrid symbols add FOLDER --name NAME --licence TEXT [--lang L] [--replace]`: a family's own
/// picture library (pictures named by their words), searched beside the emoji.
enum SymbolsAdding {
    enum Option: String, CommandOption {
        case name, licence, license, lang, replace
        var kind: OptionKind { self == .replace ? .flag : .value }
    }

    /// The options, checked as they are parsed.
    struct Options: CommandOptions {
        var folder: String
        var name: String
        var licence: String
        var language: String?
        var replace: Bool

        init(_ arguments: ParsedArguments<Option>) throws(UsageError) {
            folder = try arguments.positionals(exactly: 1)[0]
            guard let name = arguments[.name] else { throw UsageError(.symbolsAddNeedsName) }
            guard let licence = arguments[.licence] ?? arguments[.license], !licence.trimmingSpaces.isEmpty else {
                throw UsageError(.symbolsAddNeedsLicence)
            }
            self.name = name
            self.licence = licence.trimmingSpaces
            language = arguments[.lang]
            replace = arguments.has(.replace)
        }
    }

    static func add(_ options: Options) -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        guard let libraries = SymbolSources(environment: environment).libraries else {
            Output.error("talkgrid symbols add: \(CommandText(.symbolsAddNoDataFolder))")
            return ExitStatus.failure
        }
        let language = options.language ?? LocaleLanguage.locale(in: environment) ?? "en"
        let decoder = PictureDecoder()
        let added: OwnLibraryFolder.Added
        do throws(OwnLibraryFolder.Problem) {
            added = try OwnLibraryFolder(libraries: libraries).add(
                folder: options.folder, name: options.name, licence: options.licence, language: language, replace: options.replace,
                check: { bytes in Self.problem(drawing: bytes, with: decoder) })
        } catch {
            Output.error("talkgrid symbols add: \(words(for: error))")
            return ExitStatus.failure
        }
        let library = added.library
        Output.line(
            CommandText.symbolsAdded(
                count: library.pictures.count, name: library.name, language: library.language, licence: library.licence
            ).description)
        if !added.skipped.isEmpty {
            let listed = added.skipped.prefix(10).map { "\($0.file) (\(reason($0.reason)))" }.joined(separator: ", ")
            let more = added.skipped.count > 10 ? ", …" : ""
            Output.line(
                CommandText.symbolsAddSkipped(count: added.skipped.count, files: listed + more).description)
        }
        return ExitStatus.success
    }

    /// Why the bytes are no picture TalkGrid draws, nil when they are one.
    private static func problem(drawing bytes: [UInt8], with decoder: PictureDecoder) -> String? {
        do {
            _ = try decoder.inspect(bytes)
            return nil
        } catch {
            return error.description
        }
    }

    private static func reason(_ skipped: OwnLibraryFolder.Skipped) -> String {
        switch skipped {
        case .noWords: CommandText(.symbolsAddNoWords).description
        case .tooLarge(let bytes):
            CommandText.symbolsAddTooLarge(
                size: "\((bytes + (1 << 20) - 1) >> 20) MB", limit: "\(OwnLibraryFolder.maxPictureBytes >> 20) MB"
            ).description
        case .refused(let why): why
        }
    }

    private static func words(for problem: OwnLibraryFolder.Problem) -> CommandText {
        switch problem {
        case .unusableName(let name): CommandText.symbolsAddBadName(name: name)
        case .noFolder(let folder): CommandText.symbolsAddNoFolder(folder: folder)
        case .exists(let name, _): CommandText.symbolsAddExists(name: name)
        case .noPictures(let folder): CommandText.symbolsAddNoPictures(folder: folder)
        case .cannotWrite(let folder, let reason): CommandText.symbolsAddCannotWrite(folder: folder, reason: reason)
        }
    }
}
