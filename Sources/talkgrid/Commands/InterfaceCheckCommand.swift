import Foundation
import TalkGrid
import TalkGridShipped

/// `talkgrid interface-check FILE... [--lang TAG]`: checks a translation of TalkGrid's own words.
///
/// Each file is checked against the English catalogue built into the binary
/// (`Interface/en.json`): every text present, no text English lacks, the same `{placeholders}`,
/// the plural forms of the language. Findings print as `FILE:LINE:COLUMN: error: [CODE] message`;
/// exits 0 when every file is complete, 1 otherwise, 2 when misused.
enum InterfaceCheckCommand {
    static let usage = "usage: talkgrid interface-check FILE... [--lang TAG]"

    static let help = """
        \(usage)

        Checks a catalogue of TalkGrid's own words (the control bar, the menu, the notices) in one
        language against the English one built into talkgrid: it names every text that is missing
        or unknown, every {placeholder} that differs from English, and the plural forms the
        language needs. The language is the file's name (it.json is Italian) unless --lang says.

          --lang TAG   the catalogue's language (a BCP-47 tag), when the file name does not say it
        """

    static func run(_ arguments: [String]) -> Int32 {
        let parsed: ParsedArguments
        do {
            parsed = try ParsedArguments(arguments, valued: ["lang"], switches: ["help"])
        } catch {
            Output.error("talkgrid interface-check: \(error)\n\(usage)")
            return ExitStatus.usage
        }
        if parsed.has("help") {
            Output.line(help)
            return ExitStatus.success
        }
        guard !parsed.positionals.isEmpty else {
            Output.error("talkgrid interface-check: give at least one catalogue file, such as Interface/it.json\n\(usage)")
            return ExitStatus.usage
        }
        guard let english = ShippedContent.files["Interface/en.json"], let check = try? WordCatalogueCheck(english: english)
        else {
            Output.error("talkgrid interface-check: this talkgrid was built without its English words (Interface/en.json)")
            return ExitStatus.failure
        }
        var failed = false
        for path in parsed.positionals {
            let language = parsed["lang"] ?? URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            let findings: [Diagnostic]
            if let data = FileManager.default.contents(atPath: path) {
                findings = check.check([UInt8](data), file: path, language: language)
            } else {
                findings = [
                    Diagnostic(.error, code: "interface-unreadable", message: "cannot be read (no such file, or no permission)", file: path)
                ]
            }
            for finding in findings { Output.line(finding.description) }
            let missing = findings.filter { $0.code == WordCatalogueCheck.missingKey }.count
            if findings.isEmpty {
                Output.line("\(path): complete (\(LanguageTag.normalized(language)))")
            } else {
                failed = true
                Output.line(
                    "\(path): \(findings.count) finding\(findings.count == 1 ? "" : "s"), \(missing) missing text\(missing == 1 ? "" : "s")"
                )
            }
        }
        return failed ? ExitStatus.failure : ExitStatus.success
    }
}
