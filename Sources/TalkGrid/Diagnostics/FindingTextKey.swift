/// The name of one text of a finding in the command line's word catalogue
/// (`Interface/command-line/en.json`): what the JSON parser, the loader and the catalogue check
/// say about a file (``FindingText``), and the words inside those texts. A validation check's
/// sentences are declared in the check (``FindingMessage``, ``CheckTextKey``).
public enum FindingTextKey: String, WordKey {
    public static let catalogueSection = "finding"

    // MARK: The JSON parser
    case fileTooLarge
    case jsonTooDeep
    case jsonEmpty
    case jsonAfterEnd
    case jsonEndsWhereValue
    case jsonExpectedValue
    case jsonEndsInsideObject
    case jsonEndsInsideArray
    case jsonCommaBeforeClosing
    case jsonExpectedMemberName
    case jsonExpectedColon
    case jsonExpectedSeparator
    case jsonMissingCommaAfterLine
    case jsonMissingCommaBefore
    case jsonDigitsAfterMinus
    case jsonLeadingZero
    case jsonDigitsAfterPoint
    case jsonDigitsInExponent
    case jsonNotUTF8
    case jsonUnpairedSurrogate
    case jsonInvalidEscapeCode
    case jsonNotAnEscape
    case jsonNoClosingQuote
    case jsonFourHexDigits
    case jsonLineBreakInText
    case jsonControlCharacter
    case jsonSingleQuote
    case jsonCurlyQuote
    case byteEndOfFile
    case byteCharacter
    case byteScalar
    case byteHex
    case byteBare
    case duplicateKey

    // MARK: Words inside findings
    case quoteCurlyOpening
    case quoteCurlyClosing
    case quoteCurlySingleOpening
    case quoteCurlySingleClosing
    case containerObject
    case containerArray
    case jsonNull
    case jsonBoolean
    case jsonNumber
    case jsonString
    case jsonArray
    case jsonObject
    case kindImage
    case kindSound
    case objectBoard
    case objectGrid
    case objectLicense
    case objectButton
    case objectLink
    case objectManifest
    case objectManifestPaths
    case linkNotInSet
    case linkDamaged

    // MARK: Opening a file as a board
    case notAnObject
    case notABoard
    case notBoardFile
    case missingManifest
    case cannotBeRead
    case sourceUnavailable
    case guessBinaryPropertyList
    case guessZip
    case guessPropertyList
    case guessMarkup
    case guessEmpty
    case guessBinary
    case guessNotJSON

    // MARK: The board decoder
    case unknownFormat
    case noFormat
    case nameEmpty
    case noName
    case missingImage
    case missingSound
    case noBoardID
    case boardIDNotText
    case boardIDNumber
    case noLocale
    case invalidLocale
    case localeForm
    case noButtons
    case buttonsNotArray
    case buttonNotObject
    case buttonIDNumber
    case buttonNoID
    case buttonDuplicateID
    case labelNotText
    case linkNamesNoBoard
    case linkNotObject
    case fieldNotText
    case colorUnreadable
    case colorOutOfRange
    case colorForm
    case actionUnreadable
    case actionsItemUnreadable
    case actionsNotArray
    case gridNotObject
    case noGrid
    case gridNoOrder
    case gridRowNotArray
    case gridUnknownButton
    case gridDuplicateButton
    case gridSlotNotID
    case gridSizeMismatch
    case buttonsNotPlaced
    case buttonsNotPlacedMore
    case imageNoID
    case imageDuplicateID
    case soundNoID
    case soundDuplicateID
    case mediaListNotArray
    case mediaEntryNotObject
    case stringsNotObject
    case stringsLanguageNotObject
    case translationNotText

    // MARK: The set loader
    case boardFileExtension
    case manifestNotObject
    case manifestBoardPathNotText
    case manifestNoBoards
    case manifestNoRoot
    case manifestRootMissing
    case manifestBoardMissing
    case boardDuplicateID
    case boardNotInManifest
    case mediaPathMissing
    case mediaFromManifest
    case mediaNothing
    case brokenLinkPath
    case brokenLinkID
    case brokenLinkUnknown
    case unreachableBoard

    // MARK: Checking an interface catalogue
    case catalogueNotObject
    case catalogueTextTwice
    case catalogueUnknownKeyNear
    case catalogueUnknownKey
    case catalogueMissingKey
    case catalogueNeedsPlural
    case catalogueNeedsString
    case catalogueNotPluralForm
    case cataloguePluralNotString
    case catalogueNoOtherForm
    case catalogueTextNotString
    case catalogueEmptyText
    case catalogueUnpairedBrace
    case catalogueMissingPlaceholder
    case catalogueExtraPlaceholder
    case catalogueExtraPlaceholderNone
    case catalogueUnreadable

    // MARK: How a finding is printed
    case located
    case locatedAt
    case example
    case exampleAt
    case group
    case groupWithSummary
    case severityError
    case severityWarning
    case severityNote

    // MARK: Errors that name their file
    case inFile

    // MARK: A damaged board of a set
    case damagedBoard
    case damagedBoardSavedShown

    // MARK: What a finding's code means
    case ruleListed
    case ruleFix
    case ruleFixesTitle
}
