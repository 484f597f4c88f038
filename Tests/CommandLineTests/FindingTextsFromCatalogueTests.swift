import TalkGridImport
import TalkGridPictures
import TalkGridShipped
import TalkGridSpeech
import TalkGridStorage
import TalkGridTerminal
import Testing

@testable import TalkGrid
@testable import TalkGridCommandLine
@testable import TalkGridCommands

/// What the parser, the loader and the validator say about a file, the codes' explanations, and
/// the errors of opening, importing and undoing, come from the command line's catalogue alone:
/// with the pseudo-language of ``CaregiverTextsFromCatalogueTests``, not one English letter is left.
@Suite("Findings and errors come from the catalogue alone")
struct FindingTextsFromCatalogueTests {
    /// One finding of each shape: words inside words (a byte, a kind of value, a kind of object),
    /// counts, lists, and another library's text.
    static let findings: [FindingText] = [
        .jsonExpectedSeparator(closing: "]", container: .containerArray, found: .byteScalar(character: "١", code: "٢")),
        .jsonMissingCommaBefore(found: .byteCharacter(character: "١"), container: .containerObject),
        .jsonCurlyQuote(quote: .quoteCurlySingleClosing), .jsonNotAnEscape(escape: .byteBare(character: "١")),
        .jsonAfterEnd(found: .byteEndOfFile), .jsonExpectedValue(found: .byteHex(hex: "٣")), .fileTooLarge(size: 9, limit: 8),
        .duplicateKey(key: "١", line: 1, column: 2), .boardIDNotText(found: .jsonNumber, fallback: "١"),
        .mediaPathMissing(kind: .kindImage, id: "١", path: "٢"), .brokenLinkPath(label: "١", path: "٢", reason: .linkDamaged),
        .brokenLinkUnknown(label: "١", reason: .linkNotInSet),
        AttributeNamesCheck.appFieldTimesInFiles([
            "object": .caregiver(CaregiverText(FindingTextKey.objectManifestPaths)), "field": .text("١"), "app": .text("٢"),
            "times": .number(3), "files": .number(2),
        ]),
        AttributeNamesCheck.unknownField(["object": .caregiver(CaregiverText(FindingTextKey.objectLink)), "field": .text("١")]),
        UntranslatedCheck.untranslatedMore(["count": .number(30), "language": .text("١"), "texts": .text("٢"), "more": .number(10)]),
        MotorPlanningCheck.wordAtAnotherPlace([
            "label": .text("١"), "row": .number(1), "column": .number(2), "firstRow": .number(3), "firstColumn": .number(4),
            "board": .text("٢"), "rows": .number(5), "columns": .number(6),
        ]),
        .gridSizeMismatch(rows: "?", columns: "٢", orderRows: 1, orderColumns: 2),
        MediaCheck.contentTypeMissing(["kind": .caregiver(CaregiverText(FindingTextKey.kindSound)), "example": .text("١")]),
        .notBoardFile(guess: .guessMarkup), .catalogueExtraPlaceholderNone(placeholder: "١"),
        .said(
            CaregiverText(
                SpeechTextKey.voiceMissingNumber,
                [
                    "field": .text("١"), "unit": .caregiver(CaregiverText(SpeechTextKey.unitRate)), "lowest": .number(1),
                    "highest": .number(2),
                ])),
    ]

    /// The errors that name a file: opening a board, importing, undoing, the settings file.
    static let errors: [(String, CaregiverText)] = [
        ("BoardLoadError.notAnObject", BoardLoadError.notAnObject(file: "١", found: .jsonArray).caregiverText),
        ("BoardLoadError.notBoardFile", BoardLoadError.notBoardFile(file: "١", guess: .guessBinaryPropertyList).caregiverText),
        ("BoardLoadError.missingManifest", BoardLoadError.missingManifest(source: "١").caregiverText),
        (
            "HistoryError.damagedRecord",
            HistoryError.damagedRecord(path: "١", reason: CaregiverText(StorageTextKey.recordNotStep)).caregiverText
        ),
        ("HistoryError.changedOutside", HistoryError.changedOutside(entries: ["١"], summary: "٢").caregiverText),
        ("ImportError.singleBoard", ImportError.singleBoard(path: "١", boardID: "٢").caregiverText),
        ("ImportError.invalidSource", ImportError.invalidSource(path: "١", line: 2, reason: "٣").caregiverText),
        ("StorageError.unsafeEntryName", StorageError.unsafeEntryName(archive: "١", entry: "٢", problem: .parentFolder).caregiverText),
        ("StorageError.archiveTooLarge", StorageError.archiveTooLarge(archive: "١", declaredBytes: 3 << 29, limit: 1 << 20).caregiverText),
        ("StorageError.tooManyEntries", StorageError.tooManyEntries(source: "١", count: 3, limit: 2).caregiverText),
        ("StorageError.writeFailed", StorageError.writeFailed(path: "١", reason: "٢").caregiverText),
        ("XMLReadError.documentTypeDeclaration", XMLReadError.documentTypeDeclaration(file: "١", line: 2).caregiverText),
        (
            "PictureError.svgReference",
            PictureError.svgReference(CaregiverText(PictureTextKey.svgHref, ["reference": .text("١")])).caregiverText
        ),
        (
            "PictureError.dimensionsTooLarge",
            PictureError.dimensionsTooLarge(width: 1, height: 2, limits: PictureLimits(maxBytes: 1, maxSide: 1, maxPixels: 1)).caregiverText
        ),
        ("AudioClipError.unrecognizedFormat", AudioClipError.unrecognizedFormat(contentType: "١").caregiverText),
        ("TerminalError.notATerminal", TerminalError.notATerminal.caregiverText),
        ("SessionError.missingRootBoard", SessionError.missingRootBoard("١").caregiverText),
        (
            "an import note: where and what",
            CaregiverText(
                ImportTextKey.noteSlotStaysEmpty,
                ["what": .caregiver(CaregiverText(ImportTextKey.cellWorkspaceOf, ["subtype": .text("١")]))])
        ),
        (
            "an import note's place",
            CaregiverText(
                ImportTextKey.whereCell,
                ["grid": .caregiver(CaregiverText(ImportTextKey.whereGrid, ["name": .text("١")])), "column": .number(1), "row": .number(2)])
        ),
        (
            "a whole finding",
            Diagnostic(.error, code: "١", .noButtons, file: "٢", position: TextPosition(line: 1, column: 2, offset: 0)).caregiverText
        ),
    ]

    static func isFree(ofLatin text: String) -> Bool { !text.unicodeScalars.contains { $0.isASCII && $0.properties.isAlphabetic } }

    @Test("findings of every shape, the errors that name a file, and every code's summary and explanation")
    func noEnglishLeft() throws {
        let words = try CaregiverTextsFromCatalogueTests.pseudoWords()
        var samples = Self.findings.map { ("\($0.caregiverText.debugDescription)", $0.caregiverText) } + Self.errors
        for rule in DiagnosticCatalogue.rules {
            let examples = rule.examples.mapValues { _ in InterfaceText.Argument.text("١") }  // JSON, not words
            samples += [
                (rule.code + " summary", CaregiverText(rule.summaryKey, examples)),
                (rule.code + " explanation", CaregiverText(rule.explanationKey, examples)),
            ]
        }
        for (name, text) in samples {
            let said = words.text(text)
            #expect(Self.isFree(ofLatin: said), "\(name): \(said)")
            #expect(!said.contains("{"), "\(name): a placeholder is left: \(said)")
        }
    }

    @Test("in English a finding prints as before: located, its code, its message, its JSON path")
    func englishAsBefore() {
        let finding = Diagnostic(
            LoaderRules.brokenLink, .warning, .brokenLinkID(label: "Food", id: "food", reason: .linkNotInSet), file: "set/boards/home.obf",
            position: TextPosition(line: 3, column: 7, offset: 40), path: JSONPath.root.member("buttons").index(0))
        #expect(
            "\(finding)"
                == "set/boards/home.obf:3:7: warning: [broken-link] button \"Food\" links to the board with id \"food\", which is not in the set (at $.buttons[0])"
        )
        let json = JSONWriter.compactString(finding.json(in: CommandText.words))
        #expect(json.contains(#""message":"button \"Food\" links to the board with id \"food\", which is not in the set""#), "\(json)")
        let rule = DiagnosticCatalogue.rule(for: "broken-link")
        #expect(rule.map { CommandText.words.text($0.listed) } == "broken-link (error): a button opens a board that is not in the set")
    }
}
