/// The name of one text of the authoring edits in the command line's word catalogue
/// (`Interface/command-line/en.json`): why an edit is refused (``AuthoringError``) and what an
/// edit did (``AuthoringChange``), as ``CaregiverText``s the edge puts into words.
public enum AuthoringTextKey: String, WordKey {
    public static let catalogueSection = "authoring"

    // MARK: Places
    case slot
    case lineRow
    case lineColumn

    // MARK: Refusals (AuthoringError)
    case errorNoSuchBoard
    case errorDamagedBoard
    case errorBoardExists
    case errorInvalidBoardID
    case errorRemovingRoot
    case errorSlotOutsideGrid
    case errorEmptySlot
    case errorEmptySlotNearby
    case errorOccupiedSlot
    case errorNoRoom
    case errorSlotTaken
    case errorSlotTakenByLink
    case errorLinkTaken
    case errorLinkTakenOnly
    case errorCellsOutsideGrid
    case errorLineHoldsCells
    case errorNoSuchLine
    case errorNoPlaceForLine
    case errorLabelNeeded
    case errorInvalidGlyph
    case errorInvalidLevel
    case errorTextBlank
    case errorTextControlCharacter
    case characterLineBreak
    case characterTab
    case characterControl
    case errorInvalidColor
    case errorColorOutOfRange
    case errorInvalidAction
    case errorInvalidGridSize
    case errorInvalidLanguage
    case errorTranslatingSourceLanguage
    case errorNeedsBoardSet
    case errorMalformedBoard
    case errorInvalidTranslationTable
    case errorNothingToChange

    // MARK: Counts inside refusals
    case countRows
    case countColumns

    // MARK: Edits that need a board set ({what} of needsBoardSet)
    case doingAddBoard
    case doingRemoveBoard
    case doingRenameBoard
    case doingLink
    case doingNameSet
    case doingExport
    case doingFix

    // MARK: Why a board cannot be edited safely
    case malformedNoGridOrder
    case malformedButtonsNotList
    case malformedStringsNotObject

    // MARK: Why a translation table cannot be read
    case tableFieldCount
    case tableCommas
    case tableSemicolons
    case tableTabs
    case tableEmptyOriginal
    case tableTranslatedTwice
    case tableTextAfterQuote
    case tableUnclosedQuote

    // MARK: Edits that would change nothing
    case nothingCellAsAsked
    case nothingBoardNeedsName
    case nothingBoardAsAsked
    case nothingSizeAlready
    case nothingSameID
    case nothingNoTranslations
    case nothingSameSlot
    case nothingSetNeedsName
    case nothingSetAsAsked
    case nothingToFix
    case nothingFixDamaged

    // MARK: Joining texts
    case joinClauses
    case joinItems
    case listAndMore

    // MARK: What an edit did (AuthoringChange)
    case summaryAddedBoard
    case summaryFixedManifest
    case summaryItReplaces
    case summarySlotOpensIt
    case summaryMovedCell
    case summaryCreatedSet
    case summaryRemovedBoard
    case summaryNoCellOpenedIt
    case summaryCellsNowPlain
    case summaryRemovedCell
    case summaryRemovedSeveral
    case summaryChangedCells
    case summaryCopiedCells
    case summaryMovedCellsToBoard
    case summaryAddedTranslations
    case summaryTranslationsThere
    case summaryNoTranslationMatched
    case summaryNothingChanged
    case summaryRemovedTranslations
    case summaryRenamedBoard
    case summaryResizedBoard
    case summaryRemovedCells
    case summaryAddedRow
    case summaryAddedColumn
    case summaryRemovedRow
    case summaryRemovedColumn
    case summaryCellsMovedDown
    case summaryCellsMovedUp
    case summaryCellsMovedRight
    case summaryCellsMovedLeft
    case summaryChangedBoard
    case summaryChangedSet
    case summaryMadeCell
    case summaryChangedCell
    case summarySwappedCells
    case summaryEmptySlot
    case changeField
    case changeTo
    case fieldLabel
    case fieldVocalization
    case fieldLink
    case fieldAction
    case fieldBackground
    case fieldBorder
    case fieldHidden
    case fieldLevel
    case fieldShown
    case fieldGlyph
    case fieldPicture
    case fieldSound
    case fieldName
    case fieldDescription
    case fieldLocale
    case valueNone
    case valueHidden
    case valueEveryLevel
    case valueLevel
    case valueShown
    case valuePicture
    case valuePictureSized
    case valueSoundLasting
    case countBoards
    case countBoardsOf

    // MARK: Notes after an edit
    case noteLabelLong
    case noteCopiedLinkRetargeted
    case noteLinkRemoved
    case noteLinkAt
    case noteLinkUnplaced
    case noteRemovedCellOpened
    case noteRemovedCellOpenedNamed
    case noteUnmatchedEntries
    case noteEntryOnLine
    case noteUntranslated
    case notePictureStored
    case noteMediaLeftSet
    case noteFixedMissingListing
    case noteFixedUnusedFile
    case notePictureShared
    case noteSoundStored
    case noteSoundShared

    // MARK: Notes on what the person now hears (MeaningChange)
    case noteTranslationLeftBehind
    case noteFolderNoLongerSays
    case noteSlotKeysNowDo
    case effectSays
    case effectOpens
    case effectDoes
    case noteNoLongerSays
    case noteFolderNowSays
    case noteGridKeysChanged
    case noteSlotKeysNowSay
}
