import TalkGrid

/// The name of one text of the importers in the command line's word catalogue
/// (`Interface/command-line/en.json`): what an import carried over (``ImportReport/summary``) and
/// why a file cannot be imported (``ImportError``), and what the report notes (``ImportNote``).
public enum ImportTextKey: String, WordKey {
    public static let catalogueSection = "importer"

    // MARK: What came over
    case countBoards
    case countCells
    case countPictureFiles
    case countWebPictures
    case languages

    // MARK: Why a file cannot be imported (ImportError)
    case errorNotImportableYet
    case errorUnrecognised
    case errorSingleBoard
    case errorBoardSetFolder
    case errorInvalidSourceLine
    case errorInvalidSource
    case errorConvertedWithErrors
    case errorNoFinding
    case xmlMalformed
    case xmlDocumentType
    case xmlTooLarge

    // MARK: What the report notes (ImportNote): where, and what
    case noteLocated
    case kindNotCarried
    case kindKeptAsExtension
    case kindChanged
    case whereBoard
    case whereTile
    case whereGrid
    case whereCell
    case whereElement
    case wherePictures
    case whereLabels
    case whereSettings
    case whereDictionaries
    case whereGlobalGrid
    case whereArchive
    case noteRepeatedEntry
    case noteReadingOrder
    case noteBoardNotInFile
    case noteFolderSpokenTextKept
    case noteTileActionKept
    case noteColourUnreadable
    case notePictureDataUnreadable
    case noteSoundNotCarried
    case noteTilesNotInGrid
    case noteBuiltInSymbols
    case noteLabelKeysTurned
    case noteLabelKeysMissing
    case noteSlotStaysEmpty
    case cellWorkspace
    case cellWorkspaceOf
    case cellAutomatic
    case cellLive
    case cellOtherKind
    case elementCollect
    case elementPrediction
    case elementYouTube
    case elementOther
    case noteSymbolLibraries
    case noteStyledText
    case noteDeleteLetter
    case noteCommandKept
    case noteStepsChanged
    case whyGridNotInGridset
    case whyNoLetter
    case whyNoCounterpart
    case notePictureNotInGridset
    case notePictureFormat
    case noteNoLanguage
    case noteStartGridMissing
    case noteStandsIn
    case noteTwoTranslations
    case notePlaceTaken
    case noteIDTaken
    case noteSpans
    case noteDictionaries
    case noteGlobalGrid
    case noteActionKept
    case whyGridNotInFile
    case whyKindNoCounterpart
    case whyRecordedSound
    case whyActionNoCounterpart
    case noteRemoveLastLetter
}
