import Foundation
import TalkGrid
import TalkGridCommandLine
import TalkGridShipped

/// `talkgrid interface-check FILE... [--lang TAG]`: checks a translation of TalkGrid's own words.
///
/// Each file is checked against the English catalogue built into the binary
/// (`Interface/en.json`): every text present, no text English lacks, the same `{placeholders}`,
/// the plural forms of the language. Findings print as `FILE:LINE:COLUMN: error: [CODE] message`;
/// exits 0 when every file is complete, 1 otherwise, 2 when misused.
enum InterfaceCheckCommand: ParsedCommand {
    static let usage = CommandText(.syntaxInterfaceCheck).description

    static let help = CommandText.help(.syntaxInterfaceCheck, .helpInterfaceCheck(example: "{placeholder}"))

    enum Option: String, CommandOption {
        case lang
        var kind: OptionKind { .value }
    }

    struct Options: CommandOptions {
        /// The catalogue files to check.
        var files: [String]
        /// The catalogues' language, when `--lang` names it (else each file's name says it).
        var language: String?

        init(_ arguments: ParsedArguments<Option>) throws(UsageError) {
            guard !arguments.positionals.isEmpty else {
                throw UsageError(.interfaceCheckFileMissing)
            }
            files = arguments.positionals
            language = arguments[.lang]
        }
    }

    static func run(_ options: Options) -> Int32 {
        guard let english = ShippedContent.files["Interface/en.json"], let check = try? WordCatalogueCheck(english: english)
        else {
            Output.error("talkgrid interface-check: \(CommandText(.interfaceCheckNoEnglish))")
            return ExitStatus.failure
        }
        var failed = false
        for path in options.files {
            let language = options.language ?? URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            let findings: [Diagnostic]
            if let data = FileManager.default.contents(atPath: path) {
                findings = check.check([UInt8](data), file: path, language: language)
            } else {
                findings = [
                    Diagnostic(.error, code: "interface-unreadable", .catalogueUnreadable, file: path)
                ]
            }
            for finding in findings { Output.line("\(finding)") }
            let missing = findings.filter { $0.code == WordCatalogueCheck.missingKey }.count
            if findings.isEmpty {
                Output.line(
                    CommandText.interfaceCheckComplete(file: path, language: LanguageTag.normalized(language))
                        .description)
            } else {
                failed = true
                let counted = CommandText.interfaceCheckFindingCount(count: findings.count)
                let missingTexts = CommandText.interfaceCheckMissingCount(count: missing)
                Output.line(
                    CommandText.interfaceCheckIncomplete(file: path, findings: counted.description, missing: missingTexts.description)
                        .description)
            }
        }
        return failed ? ExitStatus.failure : ExitStatus.success
    }
}
