import Foundation
import TalkGrid
import TalkGridCommandLine
import TalkGridPictures
import TalkGridShipped
import TalkGridSpeech
import TalkGridStorage

/// `talkgrid validate PATH... [--json] [--strict] [--max-options N]` and `talkgrid validate --explain CODE`.
///
/// Prints every finding as `FILE:LINE:COLUMN: error|warning: [CODE] message (at PATH)` and a
/// summary line per path; exits 0 when there is no error (with `--strict`: no warning either),
/// 1 otherwise, 2 when misused.
enum ValidateCommand: ParsedCommand {
    static let usage = CommandText(.syntaxValidate).description

    static let help = CommandText.help(
        .syntaxValidate, .helpValidate(maxOptions: ValidationOptions.defaultMaximumOptionsPerScreen))

    enum Option: String, CommandOption {
        case json, all, strict, explain, fix
        case maxOptions = "max-options"
        var kind: OptionKind { self == .explain || self == .maxOptions ? .value : .flag }
    }

    struct Options: CommandOptions {
        /// What to do: check paths, or explain a finding code.
        enum Task {
            case check(paths: [String])
            case explain(code: String)
        }

        var task: Task
        var json: Bool
        /// Every finding one per line, instead of grouped by code.
        var all: Bool
        var strict: Bool
        /// Fix the findings that have one safe fix first, as one undoable change.
        var fix: Bool
        /// `--max-options`, when given.
        var maximumOptionsPerScreen: Int?

        init(_ arguments: ParsedArguments<Option>) throws(UsageError) {
            json = arguments.has(.json)
            all = arguments.has(.all)
            strict = arguments.has(.strict)
            fix = arguments.has(.fix)
            if let code = arguments[.explain] {
                guard arguments.positionals.isEmpty else { throw UsageError(.validateExplainTakesCode) }
                task = .explain(code: code)
                return
            }
            guard !arguments.positionals.isEmpty else { throw UsageError(.validatePathMissing) }
            task = .check(paths: arguments.positionals)
            if let text = arguments[.maxOptions] {
                guard let limit = Int(text), limit >= 1 else {
                    throw UsageError(.validateMaxOptions(value: text))
                }
                maximumOptionsPerScreen = limit
            }
        }
    }

    static func run(_ options: Options) -> Int32 {
        let paths: [String]
        switch options.task {
        case .explain(let code): return explain(code)
        case .check(let given): paths = given
        }
        var validation = standardOptions(strict: options.strict)
        if let limit = options.maximumOptionsPerScreen { validation.maximumOptionsPerScreen = limit }
        var failed = false
        var everything: [Diagnostic] = []
        for path in paths {
            // A name with nothing behind it is a slip of the hand, said as every command says it
            // (the JSON listing keeps it as a finding, for scripts).
            if !options.json && !path.hasPrefix(BoardInput.shippedPrefix) && !FileManager.default.fileExists(atPath: path) {
                Output.error("talkgrid validate: \(StorageError.notFound(path: path))")
                failed = true
                continue
            }
            if options.fix { fix(path) }
            let (findings, decoded, known) = checked(path, options: validation)
            let report = FindingReport(findings)
            if report.errors > 0 || (options.strict && report.warnings > 0) { failed = true }
            if options.json {
                if everything.isEmpty { everything = findings } else { everything += findings }
            } else {
                Output.out(options.all ? listed(findings) : report.text(in: CommandText.words))
                Output.line(countsLine(report, path: path, decoded: decoded, known: known).description)
                printFixes(for: findings, in: path)
            }
            ProcessEnd.keep(findings)  // tens of thousands on a large set, each let go one by one otherwise
        }
        if options.json {
            let listing = JSONNode.array(everything.map { $0.json(in: CommandText.words) })
            Output.out(JSONWriter.prettyString(listing))
            ProcessEnd.keep((everything, listing))
        }
        return failed ? ExitStatus.failure : ExitStatus.success
    }

    /// The TalkGrid command that fixes each kind of finding, once a kind, where one does.
    static func printFixes(for findings: [Diagnostic], in path: String) {
        var seen: Set<String> = []
        var lines: [String] = []
        for finding in findings where seen.insert(finding.code).inserted {
            guard let fix = DiagnosticCatalogue.rule(for: finding.code)?.fixCommand(for: path) else { continue }
            lines.append("  [\(finding.code)] \(fix)")
        }
        guard !lines.isEmpty else { return }
        Output.line(CommandText.words.text(CaregiverText(FindingTextKey.ruleFixesTitle)))
        for line in lines { Output.line(line) }
    }

    /// The findings about the set at `path`, every picture decoded (bounded): each must be one
    /// TalkGrid and other apps can draw; how many pictures were decoded now and known from before.
    /// `import` checks what it wrote with this too, so it says what `validate` will say.
    static func checked(_ path: String, options: ValidationOptions) -> (findings: [Diagnostic], decoded: Int, known: Int) {
        do {
            let opened = try OpenedBoardSet(checking: path, with: Validator(options: options))
            let found = SetFindings(opened, options: options, pictures: .decoded(opened.media))
            ProcessEnd.keep(opened)
            return (found.diagnostics, found.decodedNow, found.knownBefore)
        } catch {
            return ([error.diagnostic(path: path)], 0, 0)
        }
    }

    /// The line that sums up a path's findings (`0 errors, 1 warning in kid (17 pictures decoded)`).
    static func countsLine(_ report: FindingReport, path: String, decoded: Int, known: Int) -> CommandText {
        if known > 0 {
            return .validateCountsInKnown(counts: report.counts, path: path, count: decoded + known, decoded: decoded)
        }
        return decoded > 0
            ? .validateCountsInDecoded(counts: report.counts, path: path, count: decoded)
            : .validateCountsIn(counts: report.counts, path: path)
    }

    /// `--fix`: fixes what has one safe fix (``FixManifest``) as one undoable change and lists it;
    /// says so when there is nothing to fix. The check that follows shows what is left.
    private static func fix(_ path: String) {
        _ = AuthoringRun.perform(path: path, command: "validate --fix", force: false) { _, _ throws(AuthoringError) in FixManifest() }
    }

    /// Every finding on a line of its own, as `--all` prints them.
    static func listed(_ findings: [Diagnostic]) -> String {
        var text = ""
        for finding in findings {
            text += CommandText.words.text(finding)
            text += "\n"
        }
        return text
    }

    /// Prints the explanation of one code, or of every code for `all`.
    static func explain(_ given: String) -> Int32 {
        let code = given.trimmingSpaces.lowercased()  // codes are lower case; `Broken-Link` means the same
        if code == "all" {
            for rule in DiagnosticCatalogue.rules {
                Output.line("\(rule.listed)")
            }
            return ExitStatus.success
        }
        guard let rule = DiagnosticCatalogue.rule(for: code) else {
            let mistake =
                Suggestion.nearest(to: code, among: DiagnosticCatalogue.rules.map(\.code)).map {
                    CommandText.validateNoSuchFindingNear(code: given, suggestion: $0)
                } ?? CommandText.validateNoSuchFinding(code: given)
            Output.error("talkgrid validate: \(mistake)")
            return ExitStatus.usage
        }
        Output.out(rule.explained(in: CommandText.words))
        return ExitStatus.success
    }

    /// The options `validate` and `info` both check with, so that they agree on every finding.
    static func standardOptions(strict: Bool = false) -> ValidationOptions {
        ValidationOptions(voiceLanguages: installedVoiceLanguages(), strict: strict)
    }

    /// The languages of the voice profiles TalkGrid would speak with.
    static func installedVoiceLanguages() -> [String] {
        let folder = VoiceCatalog.userFolder(environment: ProcessInfo.processInfo.environment)
        return VoiceCatalog.load(shipped: ShippedContent.files(under: "Voices"), userFolder: folder).profiles.map(\.language)
    }
}
