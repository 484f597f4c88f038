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
        .jsonExpectedSeparator(
            closing: "]", container: FindingText.containerArray, found: FindingText.byteScalar(character: "١", code: "٢")),
        .jsonMissingCommaBefore(found: FindingText.byteCharacter(character: "١"), container: FindingText.containerObject),
        .jsonCurlyQuote(quote: FindingText.quoteCurlySingleClosing), .jsonNotAnEscape(escape: FindingText.byteBare(character: "١")),
        .jsonAfterEnd(found: FindingText.byteEndOfFile), .jsonExpectedValue(found: FindingText.byteHex(hex: "٣")),
        .fileTooLarge(size: 9, limit: 8),
        .duplicateKey(key: "١", line: 1, column: 2), .boardIDNotText(found: FindingText.jsonNumber, fallback: "١"),
        .mediaPathMissing(kind: FindingText.kindImage, id: "١", path: "٢"),
        .brokenLinkPath(label: "١", path: "٢", reason: FindingText.linkDamaged),
        .brokenLinkUnknown(label: "١", reason: FindingText.linkNotInSet),
        AttributeNamesCheck.appFieldTimesInFiles(
            object: CaregiverText(FindingTextKey.objectManifestPaths), field: "١", app: "٢", times: 3, files: 2),
        AttributeNamesCheck.unknownField(object: CaregiverText(FindingTextKey.objectLink), field: "١"),
        UntranslatedCheck.untranslatedMore(count: 30, language: "١", texts: "٢", more: 10),
        MotorPlanningCheck.wordAtAnotherPlace(label: "١", row: 1, column: 2, firstRow: 3, firstColumn: 4, board: "٢", rows: 5, columns: 6),
        .gridSizeMismatch(rows: "?", columns: "٢", orderRows: 1, orderColumns: 2),
        MediaCheck.contentTypeMissing(kind: CaregiverText(FindingTextKey.kindSound), example: "١"),
        .notBoardFile(guess: FindingText.guessMarkup), .catalogueExtraPlaceholderNone(placeholder: "١"),
        .said(
            SpeechText.voiceMissingNumber(field: "١", unit: CaregiverText(SpeechTextKey.unitRate), lowest: 1, highest: 2)),
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
            PictureError.svgReference(PictureText.svgHref(reference: "١")).caregiverText
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
            ImportText.noteSlotStaysEmpty(what: ImportText.cellWorkspaceOf(subtype: "١"))
        ),
        (
            "an import note's place",
            ImportText.whereCell(grid: ImportText.whereGrid(name: "١"), column: 1, row: 2)
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
            let examples = WordArguments(rule.examples.mapValues { _ in InterfaceText.Argument.text("١") })  // JSON, not words
            samples += [
                (rule.code + " summary", CaregiverText(rule.summaryKey, arguments: examples)),
                (rule.code + " explanation", CaregiverText(rule.explanationKey, arguments: examples)),
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
            LoaderRules.brokenLink, .warning, .brokenLinkID(label: "Food", id: "food", reason: FindingText.linkNotInSet),
            file: "set/boards/home.obf",
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
