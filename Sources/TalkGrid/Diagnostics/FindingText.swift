/// What a finding says, as a value: a case per text with its arguments, put into words (through
/// the command line's catalogue, by ``FindingTextKey``) only when the finding is printed or
/// written out. Making a finding builds no text and no dictionary.
///
/// Each case's English words are shown in its comment; the catalogue holds them. A validation
/// check's sentences are not cases: the check declares them (``FindingMessage``), said as
/// ``said(_:)``. A case whose arguments take more room than two texts is `indirect`.
public enum FindingText: Hashable, Sendable, CaregiverTextConvertible {
    // MARK: The JSON parser
    /// "the file is {size} bytes; TalkGrid reads JSON files of at most {limit} bytes"
    case fileTooLarge(size: Int, limit: Int)
    /// "arrays and objects are nested more than {limit} deep here; TalkGrid refuses such files"
    case jsonTooDeep(limit: Int)
    /// "the file is empty; expected a JSON value"
    case jsonEmpty
    /// "unexpected {found} after the end of the JSON value"
    indirect case jsonAfterEnd(found: FindingText)
    /// "the file ends where a value was expected"
    case jsonEndsWhereValue
    /// "expected a JSON value but found {found}"
    indirect case jsonExpectedValue(found: FindingText)
    /// "the file ends inside an object that starts at line {line}, column {column}"
    case jsonEndsInsideObject(line: Int, column: Int)
    /// "the file ends inside an array that starts at line {line}, column {column}"
    case jsonEndsInsideArray(line: Int, column: Int)
    /// "a comma before '{closing}' is not allowed in JSON"
    case jsonCommaBeforeClosing(closing: String)
    /// "expected a member name in double quotes but found {found}"
    indirect case jsonExpectedMemberName(found: FindingText)
    /// "expected ':' after the member name "{key}" but found {found}"
    indirect case jsonExpectedColon(key: String, found: FindingText)
    /// "expected ',' or '{closing}' in the {container} but found {found}"
    indirect case jsonExpectedSeparator(closing: String, container: FindingTextKey, found: FindingText)
    /// "a comma is missing after line {line}: put ',' after the value that ends there"
    case jsonMissingCommaAfterLine(line: Int)
    /// "a comma is missing before {found}: values in an {container} are separated by ','"
    indirect case jsonMissingCommaBefore(found: FindingText, container: FindingTextKey)
    /// "a number needs digits after '-'"
    case jsonDigitsAfterMinus
    /// "numbers in JSON cannot start with 0"
    case jsonLeadingZero
    /// "a number needs digits after '.'"
    case jsonDigitsAfterPoint
    /// "a number needs digits in its exponent"
    case jsonDigitsInExponent
    /// "the text is not valid UTF-8"
    case jsonNotUTF8
    /// "an unpaired UTF-16 surrogate in a \u escape"
    case jsonUnpairedSurrogate
    /// "an invalid \u escape"
    case jsonInvalidEscapeCode
    /// "\{escape} is not a JSON escape"
    indirect case jsonNotAnEscape(escape: FindingText)
    /// "the text starting here has no closing double quote"
    case jsonNoClosingQuote
    /// "a \u escape needs four hexadecimal digits"
    case jsonFourHexDigits
    /// "a line break inside text must be written \n in JSON (or the text before it lacks its closing ")"
    case jsonLineBreakInText
    /// "the control character 0x{hex} must be escaped in JSON text"
    case jsonControlCharacter(hex: String)
    /// "a single quote ' is used here; JSON writes text and names in straight double quotes ""
    case jsonSingleQuote
    /// "{quote} is used here; JSON needs straight double quotes " (a word processor or phone keyboard may have curled them)"
    case jsonCurlyQuote(quote: FindingTextKey)
    /// "end of file"
    case byteEndOfFile
    /// "'{character}'"
    case byteCharacter(character: String)
    /// "'{character}' (U+{code})"
    case byteScalar(character: String, code: String)
    /// "byte 0x{hex}"
    case byteHex(hex: String)
    /// "{character}"
    case byteBare(character: String)
    /// ""{key}" is given again here (first at line {line}, column {column}); TalkGrid reads the first, other apps may read this one: keep one"
    case duplicateKey(key: String, line: Int, column: Int)

    // MARK: Opening a file as a board
    /// "not a board: the file holds {found}, but an OBF board is a JSON object"
    case notAnObject(found: FindingTextKey)
    /// "not a board: this JSON object has no "buttons", "grid" or board "format""
    case notABoard
    /// "not a board file: {guess}; TalkGrid opens OBF boards (.obf JSON) and board sets (.obz zips or folders)"
    case notBoardFile(guess: FindingTextKey)
    /// "not a board set: there is no manifest.json in it (an .obz or set folder has one at its top)"
    case missingManifest
    /// "cannot be read: {reason}"
    case cannotBeRead(reason: String)
    /// "{text}"
    case sourceUnavailable(text: String)

    // MARK: The board decoder
    /// "the format is {found}, not open-board-0.1"
    case unknownFormat(found: String)
    /// "the board has no "format"; reading it as open-board-0.1"
    case noFormat
    /// "the board's name is empty or not text; showing its id instead"
    case nameEmpty
    /// "the board has no "name"; showing its id "{id}" as its title"
    case noName(id: String)
    /// "image_id "{id}" names no image in this board's "images""
    case missingImage(id: String)
    /// "sound_id "{id}" names no sound in this board's "sounds""
    case missingSound(id: String)
    /// "the board has no "id"; using "{fallback}" from its file name"
    case noBoardID(fallback: String)
    /// "the board's id is {found}; using "{fallback}" from its file name"
    case boardIDNotText(found: FindingTextKey, fallback: String)
    /// "the board's id is a number; OBF ids are strings, reading it as "{id}""
    case boardIDNumber(id: String)
    /// "the board has no "locale"; its language is unknown (TalkGrid assumes English for speech)"
    case noLocale
    /// "the locale is {found}, not a language tag such as "en-US""
    case invalidLocale(found: String)
    /// "the locale "{locale}" is read as the BCP-47 tag "{tag}""
    case localeForm(locale: String, tag: String)
    /// "the board has no "buttons""
    case noButtons
    /// ""buttons" is {found}, not an array"
    case buttonsNotArray(found: FindingTextKey)
    /// "a button is {found}, not an object; it is skipped"
    case buttonNotObject(found: FindingTextKey)
    /// "the button id is a number; reading it as "{id}""
    case buttonIDNumber(id: String)
    /// "the button has no usable "id"; calling it "{id}""
    case buttonNoID(id: String)
    /// "another button already has the id "{id}"; the grid shows the first"
    case buttonDuplicateID(id: String)
    /// "the label is {found}, not text"
    case labelNotText(found: FindingTextKey)
    /// "load_board names no board (no "id", "path" or "url")"
    case linkNamesNoBoard
    /// "load_board is {found}, not an object"
    case linkNotObject(found: FindingTextKey)
    /// "{field} is {found}, not text"
    case fieldNotText(field: String, found: FindingTextKey)
    /// "{field} {found} is not a colour; use rgb(r, g, b) or rgba(r, g, b, a)"
    case colorUnreadable(field: String, found: String)
    /// "{field} "{color}" has {parts} out of range and is read as {read}; red, green and blue go from 0 to 255, alpha from 0 to 1"
    indirect case colorOutOfRange(field: String, color: String, parts: String, read: String)
    /// "{field} "{color}" is read as {read}; OBF writes colours as rgb() or rgba()"
    indirect case colorForm(field: String, color: String, read: String)
    /// "action is {found}, not an action such as ":space" or "+s""
    case actionUnreadable(found: String)
    /// "an action is {found}, not an action such as ":space""
    case actionsItemUnreadable(found: String)
    /// "actions is {found}, not an array"
    case actionsNotArray(found: FindingTextKey)
    /// "grid is {found}, not an object; laying the buttons out in order"
    case gridNotObject(found: FindingTextKey)
    /// "the board has no "grid"; laying its {count} buttons out in order"
    case noGrid(count: Int)
    /// "the grid has no "order" array; laying the buttons out in order"
    case gridNoOrder
    /// "grid row {row} is {found}, not an array"
    case gridRowNotArray(row: Int, found: FindingTextKey)
    /// "the grid places "{id}", but no button has that id; the slot stays empty"
    case gridUnknownButton(id: String)
    /// "the grid places button "{id}" a second time; the slot stays empty"
    case gridDuplicateButton(id: String)
    /// "a grid slot is {found}, not a button id or null"
    case gridSlotNotID(found: FindingTextKey)
    /// "the grid says {rows} x {columns} but its order is {orderRows} x {orderColumns}; using the order"
    indirect case gridSizeMismatch(rows: String, columns: String, orderRows: Int, orderColumns: Int)
    /// "{count} button(s) are not placed in the grid and cannot be picked: {names}"
    case buttonsNotPlaced(count: Int, names: String)
    /// "{count} button(s) are not placed in the grid and cannot be picked: {names} and {more} more"
    case buttonsNotPlacedMore(count: Int, names: String, more: Int)
    /// "an image has no "id""
    case imageNoID
    /// "another image already has the id "{id}""
    case imageDuplicateID(id: String)
    /// "a sound has no "id""
    case soundNoID
    /// "another sound already has the id "{id}""
    case soundDuplicateID(id: String)
    /// ""{key}" is {found}, not an array"
    case mediaListNotArray(key: String, found: FindingTextKey)
    /// "an entry of "{key}" is {found}, not an object"
    case mediaEntryNotObject(key: String, found: FindingTextKey)
    /// ""strings" is {found}, not an object of languages"
    case stringsNotObject(found: FindingTextKey)
    /// "strings for "{language}" are {found}, not an object"
    case stringsLanguageNotObject(language: String, found: FindingTextKey)
    /// "the translation of "{text}" is {found}, not text"
    case translationNotText(text: String, found: FindingTextKey)

    // MARK: The set loader
    /// "a board file's name should end with .obf"
    case boardFileExtension
    /// "the manifest is {found}, not an object"
    case manifestNotObject(found: FindingTextKey)
    /// "the path of board "{id}" is {found}, not text"
    case manifestBoardPathNotText(id: String, found: FindingTextKey)
    /// "the manifest has no "paths.boards" object listing the boards"
    case manifestNoBoards
    /// "the manifest has no "root" naming the first board"
    case manifestNoRoot
    /// "the root board {root} is not in the set"
    case manifestRootMissing(root: String)
    /// "board "{id}" is listed at {path}, which is not in the set"
    case manifestBoardMissing(id: String, path: String)
    /// "another board already has the id "{id}"; this one is read as "{readAs}""
    case boardDuplicateID(id: String, readAs: String)
    /// "{path} is linked to but not listed in the manifest's paths.boards"
    case boardNotInManifest(path: String)
    /// "{kind} "{id}" points at {path}, which is not in the set"
    case mediaPathMissing(kind: FindingTextKey, id: String, path: String)
    /// "{kind} "{id}" has no data, url or path; using {path} from the manifest"
    case mediaFromManifest(kind: FindingTextKey, id: String, path: String)
    /// "{kind} "{id}" has no data, url, path or symbol, so nothing can be shown or played"
    case mediaNothing(kind: FindingTextKey, id: String)
    /// "button "{label}" links to the board with path {path}, {reason}"
    case brokenLinkPath(label: String, path: String, reason: FindingTextKey)
    /// "button "{label}" links to the board with id "{id}", {reason}"
    case brokenLinkID(label: String, id: String, reason: FindingTextKey)
    /// "button "{label}" links to the board with ?, {reason}"
    case brokenLinkUnknown(label: String, reason: FindingTextKey)
    /// "board "{name}" cannot be reached from the root board by any link"
    case unreachableBoard(name: String)

    // MARK: Checking an interface catalogue
    /// "an interface catalogue is a JSON object from text key to text, but this is {found}"
    case catalogueNotObject(found: FindingTextKey)
    /// "the text "{key}" is given twice (first at line {line}); keep one"
    case catalogueTextTwice(key: String, line: Int)
    /// "TalkGrid has no text "{key}": is it "{near}"?"
    case catalogueUnknownKeyNear(key: String, near: String)
    /// "TalkGrid has no text "{key}"; remove it"
    case catalogueUnknownKey(key: String)
    /// "no text for "{key}" (English: "{english}")"
    case catalogueMissingKey(key: String, english: String)
    /// "English counts here, so this text is an object of plural forms ({example})"
    case catalogueNeedsPlural(example: String)
    /// "English has one text here, so this is a string, not an object"
    case catalogueNeedsString
    /// ""{form}" is not a plural form of this language; its forms are {forms}"
    case catalogueNotPluralForm(form: String, forms: String)
    /// "a plural form is a string, not {found}"
    case cataloguePluralNotString(found: FindingTextKey)
    /// "the plural form "other" is missing (every language needs it)"
    case catalogueNoOtherForm
    /// "a text is a string (or an object of plural forms), not {found}"
    case catalogueTextNotString(found: FindingTextKey)
    /// "the text is empty; the person would see nothing here"
    case catalogueEmptyText
    /// "a '{open}' or '{close}' does not pair up; placeholders are written {example}"
    indirect case catalogueUnpairedBrace(open: String, close: String, example: String)
    /// "{placeholder} is missing (English shows it here)"
    case catalogueMissingPlaceholder(placeholder: String)
    /// "{placeholder} is not a placeholder of this text (English has {english})"
    case catalogueExtraPlaceholder(placeholder: String, english: String)
    /// "{placeholder} is not a placeholder of this text (English has none)"
    case catalogueExtraPlaceholderNone(placeholder: String)
    /// "cannot be read (no such file, or no permission)"
    case catalogueUnreadable

    // MARK: Said in other keys
    /// A text in other keys: a validation check's sentence (``FindingMessage``), another library's
    /// (a voice profile's findings).
    indirect case said(CaregiverText)

    public var caregiverText: CaregiverText {
        switch self {
        case .fileTooLarge(let size, let limit):
            CaregiverText(FindingTextKey.fileTooLarge, ["size": .number(size), "limit": .number(limit)])
        case .jsonTooDeep(let limit): CaregiverText(FindingTextKey.jsonTooDeep, ["limit": .number(limit)])
        case .jsonEmpty: CaregiverText(FindingTextKey.jsonEmpty)
        case .jsonAfterEnd(let found): CaregiverText(FindingTextKey.jsonAfterEnd, ["found": .caregiver(found.caregiverText)])
        case .jsonEndsWhereValue: CaregiverText(FindingTextKey.jsonEndsWhereValue)
        case .jsonExpectedValue(let found): CaregiverText(FindingTextKey.jsonExpectedValue, ["found": .caregiver(found.caregiverText)])
        case .jsonEndsInsideObject(let line, let column):
            CaregiverText(FindingTextKey.jsonEndsInsideObject, ["line": .number(line), "column": .number(column)])
        case .jsonEndsInsideArray(let line, let column):
            CaregiverText(FindingTextKey.jsonEndsInsideArray, ["line": .number(line), "column": .number(column)])
        case .jsonCommaBeforeClosing(let closing): CaregiverText(FindingTextKey.jsonCommaBeforeClosing, ["closing": .text(closing)])
        case .jsonExpectedMemberName(let found):
            CaregiverText(FindingTextKey.jsonExpectedMemberName, ["found": .caregiver(found.caregiverText)])
        case .jsonExpectedColon(let key, let found):
            CaregiverText(FindingTextKey.jsonExpectedColon, ["key": .text(key), "found": .caregiver(found.caregiverText)])
        case .jsonExpectedSeparator(let closing, let container, let found):
            CaregiverText(
                FindingTextKey.jsonExpectedSeparator,
                ["closing": .text(closing), "container": .caregiver(CaregiverText(container)), "found": .caregiver(found.caregiverText)])
        case .jsonMissingCommaAfterLine(let line): CaregiverText(FindingTextKey.jsonMissingCommaAfterLine, ["line": .number(line)])
        case .jsonMissingCommaBefore(let found, let container):
            CaregiverText(
                FindingTextKey.jsonMissingCommaBefore,
                ["found": .caregiver(found.caregiverText), "container": .caregiver(CaregiverText(container))])
        case .jsonDigitsAfterMinus: CaregiverText(FindingTextKey.jsonDigitsAfterMinus)
        case .jsonLeadingZero: CaregiverText(FindingTextKey.jsonLeadingZero)
        case .jsonDigitsAfterPoint: CaregiverText(FindingTextKey.jsonDigitsAfterPoint)
        case .jsonDigitsInExponent: CaregiverText(FindingTextKey.jsonDigitsInExponent)
        case .jsonNotUTF8: CaregiverText(FindingTextKey.jsonNotUTF8)
        case .jsonUnpairedSurrogate: CaregiverText(FindingTextKey.jsonUnpairedSurrogate)
        case .jsonInvalidEscapeCode: CaregiverText(FindingTextKey.jsonInvalidEscapeCode)
        case .jsonNotAnEscape(let escape): CaregiverText(FindingTextKey.jsonNotAnEscape, ["escape": .caregiver(escape.caregiverText)])
        case .jsonNoClosingQuote: CaregiverText(FindingTextKey.jsonNoClosingQuote)
        case .jsonFourHexDigits: CaregiverText(FindingTextKey.jsonFourHexDigits)
        case .jsonLineBreakInText: CaregiverText(FindingTextKey.jsonLineBreakInText)
        case .jsonControlCharacter(let hex): CaregiverText(FindingTextKey.jsonControlCharacter, ["hex": .text(hex)])
        case .jsonSingleQuote: CaregiverText(FindingTextKey.jsonSingleQuote)
        case .jsonCurlyQuote(let quote): CaregiverText(FindingTextKey.jsonCurlyQuote, ["quote": .caregiver(CaregiverText(quote))])
        case .byteEndOfFile: CaregiverText(FindingTextKey.byteEndOfFile)
        case .byteCharacter(let character): CaregiverText(FindingTextKey.byteCharacter, ["character": .text(character)])
        case .byteScalar(let character, let code):
            CaregiverText(FindingTextKey.byteScalar, ["character": .text(character), "code": .text(code)])
        case .byteHex(let hex): CaregiverText(FindingTextKey.byteHex, ["hex": .text(hex)])
        case .byteBare(let character): CaregiverText(FindingTextKey.byteBare, ["character": .text(character)])
        case .duplicateKey(let key, let line, let column):
            CaregiverText(FindingTextKey.duplicateKey, ["key": .text(key), "line": .number(line), "column": .number(column)])
        case .notAnObject(let found): CaregiverText(FindingTextKey.notAnObject, ["found": .caregiver(CaregiverText(found))])
        case .notABoard: CaregiverText(FindingTextKey.notABoard)
        case .notBoardFile(let guess): CaregiverText(FindingTextKey.notBoardFile, ["guess": .caregiver(CaregiverText(guess))])
        case .missingManifest: CaregiverText(FindingTextKey.missingManifest)
        case .cannotBeRead(let reason): CaregiverText(FindingTextKey.cannotBeRead, ["reason": .text(reason)])
        case .sourceUnavailable(let text): CaregiverText(FindingTextKey.sourceUnavailable, ["text": .text(text)])
        case .unknownFormat(let found): CaregiverText(FindingTextKey.unknownFormat, ["found": .text(found)])
        case .noFormat: CaregiverText(FindingTextKey.noFormat)
        case .nameEmpty: CaregiverText(FindingTextKey.nameEmpty)
        case .noName(let id): CaregiverText(FindingTextKey.noName, ["id": .text(id)])
        case .missingImage(let id): CaregiverText(FindingTextKey.missingImage, ["id": .text(id)])
        case .missingSound(let id): CaregiverText(FindingTextKey.missingSound, ["id": .text(id)])
        case .noBoardID(let fallback): CaregiverText(FindingTextKey.noBoardID, ["fallback": .text(fallback)])
        case .boardIDNotText(let found, let fallback):
            CaregiverText(FindingTextKey.boardIDNotText, ["found": .caregiver(CaregiverText(found)), "fallback": .text(fallback)])
        case .boardIDNumber(let id): CaregiverText(FindingTextKey.boardIDNumber, ["id": .text(id)])
        case .noLocale: CaregiverText(FindingTextKey.noLocale)
        case .invalidLocale(let found): CaregiverText(FindingTextKey.invalidLocale, ["found": .text(found)])
        case .localeForm(let locale, let tag): CaregiverText(FindingTextKey.localeForm, ["locale": .text(locale), "tag": .text(tag)])
        case .noButtons: CaregiverText(FindingTextKey.noButtons)
        case .buttonsNotArray(let found): CaregiverText(FindingTextKey.buttonsNotArray, ["found": .caregiver(CaregiverText(found))])
        case .buttonNotObject(let found): CaregiverText(FindingTextKey.buttonNotObject, ["found": .caregiver(CaregiverText(found))])
        case .buttonIDNumber(let id): CaregiverText(FindingTextKey.buttonIDNumber, ["id": .text(id)])
        case .buttonNoID(let id): CaregiverText(FindingTextKey.buttonNoID, ["id": .text(id)])
        case .buttonDuplicateID(let id): CaregiverText(FindingTextKey.buttonDuplicateID, ["id": .text(id)])
        case .labelNotText(let found): CaregiverText(FindingTextKey.labelNotText, ["found": .caregiver(CaregiverText(found))])
        case .linkNamesNoBoard: CaregiverText(FindingTextKey.linkNamesNoBoard)
        case .linkNotObject(let found): CaregiverText(FindingTextKey.linkNotObject, ["found": .caregiver(CaregiverText(found))])
        case .fieldNotText(let field, let found):
            CaregiverText(FindingTextKey.fieldNotText, ["field": .text(field), "found": .caregiver(CaregiverText(found))])
        case .colorUnreadable(let field, let found):
            CaregiverText(FindingTextKey.colorUnreadable, ["field": .text(field), "found": .text(found)])
        case .colorOutOfRange(let field, let color, let parts, let read):
            CaregiverText(
                FindingTextKey.colorOutOfRange, ["field": .text(field), "color": .text(color), "parts": .text(parts), "read": .text(read)])
        case .colorForm(let field, let color, let read):
            CaregiverText(FindingTextKey.colorForm, ["field": .text(field), "color": .text(color), "read": .text(read)])
        case .actionUnreadable(let found): CaregiverText(FindingTextKey.actionUnreadable, ["found": .text(found)])
        case .actionsItemUnreadable(let found): CaregiverText(FindingTextKey.actionsItemUnreadable, ["found": .text(found)])
        case .actionsNotArray(let found): CaregiverText(FindingTextKey.actionsNotArray, ["found": .caregiver(CaregiverText(found))])
        case .gridNotObject(let found): CaregiverText(FindingTextKey.gridNotObject, ["found": .caregiver(CaregiverText(found))])
        case .noGrid(let count): CaregiverText(FindingTextKey.noGrid, ["count": .number(count)])
        case .gridNoOrder: CaregiverText(FindingTextKey.gridNoOrder)
        case .gridRowNotArray(let row, let found):
            CaregiverText(FindingTextKey.gridRowNotArray, ["row": .number(row), "found": .caregiver(CaregiverText(found))])
        case .gridUnknownButton(let id): CaregiverText(FindingTextKey.gridUnknownButton, ["id": .text(id)])
        case .gridDuplicateButton(let id): CaregiverText(FindingTextKey.gridDuplicateButton, ["id": .text(id)])
        case .gridSlotNotID(let found): CaregiverText(FindingTextKey.gridSlotNotID, ["found": .caregiver(CaregiverText(found))])
        case .gridSizeMismatch(let rows, let columns, let orderRows, let orderColumns):
            CaregiverText(
                FindingTextKey.gridSizeMismatch,
                ["rows": .text(rows), "columns": .text(columns), "orderRows": .number(orderRows), "orderColumns": .number(orderColumns)])
        case .buttonsNotPlaced(let count, let names):
            CaregiverText(FindingTextKey.buttonsNotPlaced, ["count": .number(count), "names": .text(names)])
        case .buttonsNotPlacedMore(let count, let names, let more):
            CaregiverText(FindingTextKey.buttonsNotPlacedMore, ["count": .number(count), "names": .text(names), "more": .number(more)])
        case .imageNoID: CaregiverText(FindingTextKey.imageNoID)
        case .imageDuplicateID(let id): CaregiverText(FindingTextKey.imageDuplicateID, ["id": .text(id)])
        case .soundNoID: CaregiverText(FindingTextKey.soundNoID)
        case .soundDuplicateID(let id): CaregiverText(FindingTextKey.soundDuplicateID, ["id": .text(id)])
        case .mediaListNotArray(let key, let found):
            CaregiverText(FindingTextKey.mediaListNotArray, ["key": .text(key), "found": .caregiver(CaregiverText(found))])
        case .mediaEntryNotObject(let key, let found):
            CaregiverText(FindingTextKey.mediaEntryNotObject, ["key": .text(key), "found": .caregiver(CaregiverText(found))])
        case .stringsNotObject(let found): CaregiverText(FindingTextKey.stringsNotObject, ["found": .caregiver(CaregiverText(found))])
        case .stringsLanguageNotObject(let language, let found):
            CaregiverText(
                FindingTextKey.stringsLanguageNotObject, ["language": .text(language), "found": .caregiver(CaregiverText(found))])
        case .translationNotText(let text, let found):
            CaregiverText(FindingTextKey.translationNotText, ["text": .text(text), "found": .caregiver(CaregiverText(found))])
        case .boardFileExtension: CaregiverText(FindingTextKey.boardFileExtension)
        case .manifestNotObject(let found): CaregiverText(FindingTextKey.manifestNotObject, ["found": .caregiver(CaregiverText(found))])
        case .manifestBoardPathNotText(let id, let found):
            CaregiverText(FindingTextKey.manifestBoardPathNotText, ["id": .text(id), "found": .caregiver(CaregiverText(found))])
        case .manifestNoBoards: CaregiverText(FindingTextKey.manifestNoBoards)
        case .manifestNoRoot: CaregiverText(FindingTextKey.manifestNoRoot)
        case .manifestRootMissing(let root): CaregiverText(FindingTextKey.manifestRootMissing, ["root": .text(root)])
        case .manifestBoardMissing(let id, let path):
            CaregiverText(FindingTextKey.manifestBoardMissing, ["id": .text(id), "path": .text(path)])
        case .boardDuplicateID(let id, let readAs):
            CaregiverText(FindingTextKey.boardDuplicateID, ["id": .text(id), "readAs": .text(readAs)])
        case .boardNotInManifest(let path): CaregiverText(FindingTextKey.boardNotInManifest, ["path": .text(path)])
        case .mediaPathMissing(let kind, let id, let path):
            CaregiverText(FindingTextKey.mediaPathMissing, ["kind": .caregiver(CaregiverText(kind)), "id": .text(id), "path": .text(path)])
        case .mediaFromManifest(let kind, let id, let path):
            CaregiverText(
                FindingTextKey.mediaFromManifest, ["kind": .caregiver(CaregiverText(kind)), "id": .text(id), "path": .text(path)])
        case .mediaNothing(let kind, let id):
            CaregiverText(FindingTextKey.mediaNothing, ["kind": .caregiver(CaregiverText(kind)), "id": .text(id)])
        case .brokenLinkPath(let label, let path, let reason):
            CaregiverText(
                FindingTextKey.brokenLinkPath, ["label": .text(label), "path": .text(path), "reason": .caregiver(CaregiverText(reason))])
        case .brokenLinkID(let label, let id, let reason):
            CaregiverText(
                FindingTextKey.brokenLinkID, ["label": .text(label), "id": .text(id), "reason": .caregiver(CaregiverText(reason))])
        case .brokenLinkUnknown(let label, let reason):
            CaregiverText(FindingTextKey.brokenLinkUnknown, ["label": .text(label), "reason": .caregiver(CaregiverText(reason))])
        case .unreachableBoard(let name): CaregiverText(FindingTextKey.unreachableBoard, ["name": .text(name)])
        case .catalogueNotObject(let found): CaregiverText(FindingTextKey.catalogueNotObject, ["found": .caregiver(CaregiverText(found))])
        case .catalogueTextTwice(let key, let line):
            CaregiverText(FindingTextKey.catalogueTextTwice, ["key": .text(key), "line": .number(line)])
        case .catalogueUnknownKeyNear(let key, let near):
            CaregiverText(FindingTextKey.catalogueUnknownKeyNear, ["key": .text(key), "near": .text(near)])
        case .catalogueUnknownKey(let key): CaregiverText(FindingTextKey.catalogueUnknownKey, ["key": .text(key)])
        case .catalogueMissingKey(let key, let english):
            CaregiverText(FindingTextKey.catalogueMissingKey, ["key": .text(key), "english": .text(english)])
        case .catalogueNeedsPlural(let example): CaregiverText(FindingTextKey.catalogueNeedsPlural, ["example": .text(example)])
        case .catalogueNeedsString: CaregiverText(FindingTextKey.catalogueNeedsString)
        case .catalogueNotPluralForm(let form, let forms):
            CaregiverText(FindingTextKey.catalogueNotPluralForm, ["form": .text(form), "forms": .text(forms)])
        case .cataloguePluralNotString(let found):
            CaregiverText(FindingTextKey.cataloguePluralNotString, ["found": .caregiver(CaregiverText(found))])
        case .catalogueNoOtherForm: CaregiverText(FindingTextKey.catalogueNoOtherForm)
        case .catalogueTextNotString(let found):
            CaregiverText(FindingTextKey.catalogueTextNotString, ["found": .caregiver(CaregiverText(found))])
        case .catalogueEmptyText: CaregiverText(FindingTextKey.catalogueEmptyText)
        case .catalogueUnpairedBrace(let open, let close, let example):
            CaregiverText(FindingTextKey.catalogueUnpairedBrace, ["open": .text(open), "close": .text(close), "example": .text(example)])
        case .catalogueMissingPlaceholder(let placeholder):
            CaregiverText(FindingTextKey.catalogueMissingPlaceholder, ["placeholder": .text(placeholder)])
        case .catalogueExtraPlaceholder(let placeholder, let english):
            CaregiverText(FindingTextKey.catalogueExtraPlaceholder, ["placeholder": .text(placeholder), "english": .text(english)])
        case .catalogueExtraPlaceholderNone(let placeholder):
            CaregiverText(FindingTextKey.catalogueExtraPlaceholderNone, ["placeholder": .text(placeholder)])
        case .catalogueUnreadable: CaregiverText(FindingTextKey.catalogueUnreadable)
        case .said(let text): text
        }
    }
}
