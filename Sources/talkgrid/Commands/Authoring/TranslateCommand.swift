import Foundation
import TalkGrid

/// `talkgrid translate SET LANG FILE.csv [--force]`: adds translations from a two-column CSV.
enum TranslateCommand {
    static let usage = "usage: talkgrid translate SET LANG FILE.csv [--force]"

    static let help = """
        \(usage)

        Adds translations into language LANG (es, fr, pt-BR, ...) to every board of SET, from a CSV
        file with two columns: the original text and its translation (a first row
        "original,translation" is skipped). Board names, labels and vocalizations are matched
        exactly. Reports CSV entries that match no text, and texts still untranslated.
        People then pick the language in TalkGrid's menu; the voice follows it.
        """

    static func run(_ arguments: [String]) -> Int32 {
        let parsed: ParsedArguments
        switch AuthoringRun.parse(arguments, command: "translate", usage: usage, help: help, switches: ["force"], positionals: 3) {
        case .success(let value): parsed = value
        case .failure(let stop): return stop.status
        }
        let csvPath = parsed.positionals[2]
        guard let data = FileManager.default.contents(atPath: csvPath) else {
            Output.error("talkgrid translate: \(csvPath): cannot be read; check the name and the folder it is in")
            return ExitStatus.failure
        }
        guard let text = String(data: data, encoding: .utf8) else {
            Output.error("talkgrid translate: \(csvPath): not UTF-8 text; save the spreadsheet as \"CSV UTF-8\"")
            return ExitStatus.failure
        }
        let table: TranslationTable
        do {
            table = try TranslationTable(csv: text)
        } catch {
            Output.error("talkgrid translate: \(csvPath): \(error)")
            return ExitStatus.failure
        }
        let language = parsed.positionals[1]
        return AuthoringRun.perform(path: parsed.positionals[0], command: "translate", force: parsed.has("force")) {
            _, _ throws(AuthoringError) in
            AddTranslations(language: language, table: table)
        }
    }
}
