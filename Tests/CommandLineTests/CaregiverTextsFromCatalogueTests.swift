import TalkGridShipped
import TalkGridSpeech
import Testing

@testable import TalkGrid
@testable import TalkGridCommandLine
@testable import TalkGridCommands

/// The command line stays English, but what the libraries tell the caregiver (errors, a refused
/// edit, a missing voice) comes from its catalogue: with a catalogue in another script, not one
/// English letter is left. Translating the command line later is one more file, not code.
@Suite("Caregiver texts of the libraries come from the catalogue alone")
struct CaregiverTextsFromCatalogueTests {
    /// A pseudo-language made from the English catalogue: every Latin letter outside a placeholder
    /// turned into its full-width form, so any English that comes from code instead shows up.
    static func pseudoWords() throws -> InterfaceWords {
        let english = CommandWordsTests.english()
        var entries: [String: WordCatalogue.Entry] = [:]
        for (key, entry) in english.entries {
            switch entry {
            case .text(let text): entries[key] = .text(pseudo(text))
            case .plural(let forms): entries[key] = .plural(forms.mapValues(pseudo))
            }
        }
        return InterfaceWords(WordCatalogue(language: "en", entries: entries))
    }

    static func pseudo(_ text: String) -> String {
        var result = ""
        var inPlaceholder = false
        for scalar in text.unicodeScalars {
            if scalar == "{" { inPlaceholder = true }
            if scalar == "}" { inPlaceholder = false }
            if !inPlaceholder, scalar.isASCII, scalar.properties.isAlphabetic, let wide = Unicode.Scalar(scalar.value + 0xFEE0) {
                result.unicodeScalars.append(wide)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// One of each kind of text the libraries say, with arguments that hold no Latin letter.
    static var samples: [(String, CaregiverText)] {
        let slot = GridSlot(row: 1, column: 2)
        let errors: [AuthoringError] = [
            .noSuchBoard(id: "١", known: ["٢", "٣"]), .boardExists(id: "١"), .invalidBoardID("١"), .removingRoot(id: "١"),
            .slotOutsideGrid(slot: slot, board: "١", rows: 1, columns: 3), .emptySlot(slot: slot, board: "١"),
            .occupiedSlot(slot: slot, board: "١", label: "٢"), .slotTaken(slot: slot, board: "١", label: "٢", opens: nil),
            .slotTaken(slot: slot, board: "١", label: "٢", opens: "٣"),
            .linkTaken(slot: slot, board: "١", label: "٢", opens: "٣", wanted: "٤", orphaned: true),
            .cellsOutsideGrid(board: "١", cells: ["٢"]), .labelNeeded(slot: slot, board: "١"), .invalidGlyph("١"), .invalidColor("١"),
            .colorOutOfRange("١", parts: ["٢", "٣"]), .invalidAction("١"), .invalidGridSize(rows: 0, columns: 30),
            .invalidLanguage("١"), .translatingSourceLanguage(language: "١", source: "٢"),
            .needsBoardSet(what: CaregiverText(AuthoringTextKey.doingExport)),
            .malformedBoard(board: "١", reason: CaregiverText(AuthoringTextKey.malformedNoGridOrder)),
            .nothingToChange(AuthoringText.nothingSameSlot(first: slot, second: slot)),
        ]
        var samples = errors.map { ("AuthoringError.\($0)", $0.caregiverText) }
        samples += [
            ("SpeechError.unknownVoice", SpeechError.unknownVoice("١", available: ["٢"]).caregiverText),
            ("SpeechError.cannotWrite", SpeechError.cannotWrite(path: "١", reason: .said(SpeechText.noFolder(folder: "٢"))).caregiverText),
            ("SpeechError.engineUnavailable", SpeechError.engineUnavailable(.said(SpeechText.espeakCannotStart)).caregiverText),
            ("NaturalVoiceError.engineMissing", NaturalVoiceError.engineMissing(detail: nil).caregiverText),
            ("NaturalVoiceError.engineBroken", NaturalVoiceError.engineMissing(detail: "١").caregiverText),
            ("NaturalVoiceError.notInstalled", NaturalVoiceError.notInstalled(model: "١").caregiverText),
            ("NaturalVoiceError.damaged", NaturalVoiceError.damaged(file: "١").caregiverText),
            ("NaturalVoiceError.cannotLoad", NaturalVoiceError.cannotLoad(model: "١").caregiverText),
            ("NaturalVoiceError.badConfiguration", NaturalVoiceError.badConfiguration(file: "١", []).caregiverText),
            ("NaturalVoiceError.notAPiperModel", NaturalVoiceError.notAPiperModel(file: "١", .noGraph).caregiverText),
            ("NaturalVoiceError.unreadable", NaturalVoiceError.unreadable(file: "١", reason: "٢").caregiverText),
            ("NaturalVoiceError.cannotWrite", NaturalVoiceError.cannotWrite(file: "١", reason: "٢").caregiverText),
            ("NaturalVoiceError.silent", NaturalVoiceError.silent(file: "١").caregiverText),
            ("NaturalVoiceError.downloadFailed", NaturalVoiceError.downloadFailed(detail: "١").caregiverText),
            ("NaturalVoiceError.noPip", NaturalVoiceError.noPip.caregiverText),
            (
                "a natural voice stood in for",
                SpeechText.naturalSpeaksInstead(reason: NaturalVoiceError.notInstalled(model: "١"))
            ),
            ("CaregiverCodeProblem.length", CaregiverCodeProblem.length.caregiverText),
            ("CaregiverCodeProblem.notDigits", CaregiverCodeProblem.notDigits.caregiverText),
            // What an edit did: "label: I want → dog; hidden: (none) → hidden", a removed link, a long list.
            (
                "edit summary",
                AuthoringText.summaryChangedCell(
                    label: "١", slot: slot, board: "٢", file: "٣",
                    changes: CaregiverText.clauses(
                        SetCell.change(.fieldLabel, from: .text("١"), to: .text("٢")),
                        [SetCell.change(.fieldHidden, from: nil, to: .caregiver(CaregiverText(AuthoringTextKey.valueHidden)))]))
            ),
            (
                "removed link",
                AuthoringText.noteLinkRemoved(link: RemoveBoard.Link(boardID: "١", label: "٢", slot: slot))
            ),
            (
                "untranslated",
                AuthoringText.noteUntranslated(
                    count: 3, language: "٤", texts: ShortList.listed([.text("١"), .text("٢"), .text("٣")], limit: 2))
            ),
        ]
        return samples
    }

    @Test("errors of the core and the speech library are all catalogue words, placeholders filled")
    func noEnglishLeft() throws {
        let words = try Self.pseudoWords()
        for (name, text) in Self.samples {
            let said = words.text(text)
            #expect(!said.unicodeScalars.contains { $0.isASCII && $0.properties.isAlphabetic }, "\(name): \(said)")
            #expect(!said.contains("{"), "\(name): a placeholder is left: \(said)")
            #expect(said != text.key.catalogueKey, "\(name): no catalogue entry")
        }
    }

    @Test("the info report and the counts of findings are catalogue words around the set's own")
    func reportsFromTheCatalogue() throws {
        let words = try Self.pseudoWords()
        let set = try BoardSetLoader.loadBoard(
            bytes: Array(
                #"{"format": "open-board-0.1", "id": "1", "locale": "en", "buttons": [], "grid": {"rows": 1, "columns": 1, "order": [[null]]}}"#
                    .utf8),
            file: "1")
        var summary = BoardSetSummary(set, findings: [])
        (summary.source, summary.rootID, summary.rootName, summary.locales, summary.webOnlyImages) = ("١", "٢", "٣", [], 1)
        let info = summary.text(in: words)
        #expect(!info.unicodeScalars.contains { $0.isASCII && $0.properties.isAlphabetic }, "\(info)")
        #expect(info.contains("(٢ id ٣)") == false && info.contains("٣"))
        let counts = words.text(FindingReport([]).counts)
        #expect(!counts.unicodeScalars.contains { $0.isASCII && $0.properties.isAlphabetic }, "\(counts)")
        // English lines up the figures after the longest name, as before.
        let english = summary.text(in: CommandText.words)
        #expect(english.contains("\n  Opens on:      ٣ (id ٢)\n  Boards:        1\n"), "\(english)")
        #expect(english.contains("\n  Broken links:  0\n  Problems:      0 errors, 0 warnings\n"), "\(english)")
    }

    @Test("in English the same texts read as the command line prints them")
    func englishAsBefore() {
        let refused = AuthoringError.slotOutsideGrid(slot: GridSlot(row: 8, column: 8), board: "home", rows: 3, columns: 1)
        #expect(
            "\(refused)" == "row 9, column 9 is outside board \"home\", which has 3 rows and 1 column (row 1, column 1 is the top left)")
        #expect(
            "\(AuthoringError.cellsOutsideGrid(board: "home", cells: ["\"Bye\" at 3,3"]))"
                == "the new size leaves out 1 cell of board \"home\": \"Bye\" at 3,3; move it first ('talkgrid cell move'), or name it to remove with --drop ROW,COL"
        )
        #expect("\(CaregiverCodeProblem.length)" == "a caregiver code has 4 to 8 digits")
        let change = CaregiverText.clauses(
            SetCell.change(.fieldLabel, from: .text("I want"), to: .text("dog")), [SetCell.change(.fieldGlyph, from: nil, to: .text("🐶"))])
        #expect("\(change)" == "label: I want → dog; glyph: (none) → 🐶")
        let untranslated = AuthoringText.noteUntranslated(
            count: 3, language: "de", texts: ShortList.listed([.text("a"), .text("b"), .text("c")], limit: 2))
        #expect("\(untranslated)" == "3 texts still have no de translation: a, b and 1 more")
    }
}
