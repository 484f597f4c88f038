import TalkGrid

/// The name of one text of the command line in its word catalogue
/// (`Interface/command-line/en.json`): usage and help, errors, refusals, questions and summaries.
///
/// Adding a text means adding a case here (with its placeholders in ``placeholders``) and an
/// entry to the catalogue; a test checks that both agree. The texts are English today; a
/// translation is one more catalogue file, resolved by the same ``InterfaceWords``.
package enum CommandTextKey: String, WordKey {
    package static let catalogueSection = "command"

    // MARK: syntax
    case syntaxRun

    // MARK: help
    case helpRun

    // MARK: syntax
    case syntaxSay

    // MARK: help
    case helpSay

    // MARK: syntax
    case syntaxVoices

    // MARK: help
    case helpVoices

    // MARK: syntax
    case syntaxInfo

    // MARK: help
    case helpInfo
    case infoBoardLine

    // MARK: syntax
    case syntaxValidate

    // MARK: help
    case helpValidate

    // MARK: syntax
    case syntaxShow

    // MARK: help
    case helpShow

    // MARK: syntax
    case syntaxEffort

    // MARK: help
    case helpEffort

    // MARK: syntax
    case syntaxPrint

    // MARK: help
    case helpPrint

    // MARK: syntax
    case syntaxNew

    // MARK: help
    case helpNew

    // MARK: syntax
    case syntaxBoard

    // MARK: help
    case helpBoard

    // MARK: syntax
    case syntaxCell

    // MARK: help
    case helpCell

    // MARK: syntax
    case syntaxTranslate

    // MARK: help
    case helpTranslate

    // MARK: syntax
    case syntaxSet

    // MARK: help
    case helpSet

    // MARK: syntax
    case syntaxUndo
    case syntaxRedo
    case syntaxRecover

    // MARK: help
    case helpUndo
    case helpRedo
    case helpRecover

    // MARK: syntax
    case syntaxHistory

    // MARK: help
    case helpHistory

    // MARK: syntax
    case syntaxExport

    // MARK: help
    case helpExport

    // MARK: syntax
    case syntaxImport

    // MARK: help
    case helpImport

    // MARK: syntax
    case syntaxInterfaceCheck

    // MARK: help
    case helpInterfaceCheck

    // MARK: syntax
    case syntaxLock

    // MARK: help
    case helpLock

    // MARK: syntax
    case syntaxLevel

    // MARK: help
    case helpLevel

    // MARK: usage
    case usageUnknownOption
    case usageNeedsValue
    case usageTakesNoValue
    case usageGivenTwice
    case usageArgumentCount
    case usageSlotInTwoWords
    case usageMore
    case usageUnexpectedArgument
    case usageValueRefused
    case usageDidYouMean
    case usageCellPosition
    case usageBoardCellPosition
    case usageSideCount
    case usageOneBoardFileOrSet
    case usageKeypadChoice

    // MARK: talkgrid
    case talkgridNoSuchCommand
    case talkgridUnknownCommand
    case talkgridUnknownCommandNear
    case talkgridHelpTitle
    case talkgridHelpUsage
    case talkgridHelpMore

    // MARK: group
    case groupTalk
    case groupLook
    case groupMake
    case groupShare
    case groupTranslate

    // MARK: summary
    case summaryRun
    case summarySay
    case summaryVoices
    case summaryLock
    case summaryLevel
    case summaryInfo
    case summaryValidate
    case summaryShow
    case summaryPrint
    case summaryEffort
    case summarySaid
    case summaryReport
    case summaryNew
    case summaryBoard
    case summaryCell
    case summaryTranslate
    case summarySet
    case summaryUndo
    case summaryRedo
    case summaryRecover
    case summaryHistory
    case summaryExport
    case summaryBackup
    case summaryRestore
    case summaryImport
    case summaryInterfaceCheck
    case summarySymbols
    case summaryForms
    case summaryPredict

    // MARK: run
    case runAtMostOneSet
    case runLayoutChoice
    case runOnOff
    case runLanguageTag
    case runAccessChoice
    case runScanPace
    case runNoLabelsInLanguage
    case runNoLanguagesNamed
    case runNotATerminal
    case runOpensLastSet
    case runLastSetGone

    // MARK: say
    case sayTextMissing
    case sayVoiceOrLanguage
    case sayWrote
    case sayShownInstead

    // MARK: voices
    case voicesOwnProfiles
    case voicesEspeakVoices
    case voicesColumnId
    case voicesColumnName
    case voicesColumnLanguage
    case voicesColumnEspeakVoice
    case voicesColumnRate
    case voicesColumnPitch
    case voicesColumnVolume
    case voicesColumnInstalled
    case voicesColumnFile
    case voicesInstalledYes
    case voicesInstalledNo
    case voicesInstalledUnknown
    case voicesInstalledNoEngine
    case voicesInstalledDamaged
    case voicesColumnEngine
    case voicesNaturalHowToInstall
    case voicesNaturalFolder
    case voicesNoDataFolder
    case voicesInstallWhat
    case voicesInstalling
    case voicesInstalledNatural
    case voicesAddWhat
    case voicesAdded

    // MARK: validate
    case validateExplainTakesCode
    case validatePathMissing
    case validateMaxOptions
    case validateNoSuchFinding
    case validateNoSuchFindingNear
    case validateCountsIn
    case validateCountsInDecoded
    case validateCountsInKnown

    // MARK: interfaceCheck
    case interfaceCheckFileMissing
    case interfaceCheckNoEnglish
    case interfaceCheckComplete
    case interfaceCheckIncomplete
    case interfaceCheckFindingCount
    case interfaceCheckMissingCount

    // MARK: show
    case showKeypadChoice
    case showSizeRange
    case showSymbolsChoice
    case runSymbolsChoice
    case runTextSizeChoice
    case runDwellChoice
    case runWindowMissing
    case runWindowNotStarted
    case runWindowNoDisplay
    case showPictureNotDrawn
    case showNoSuchBoard
    case showNoLabelsInLanguage
    case showColumnsDoNotFit
    case showLegend
    /// Under a board printed in parts, as the zoom magnifies it.
    case showInParts

    // MARK: new
    case newFolderMissing
    case newFolderBlank
    case newFolderControlCharacter
    case newNameControlCharacter
    case newEmptyName
    case newFolderNotEmpty
    case newFolderIsFile
    case newFolderIsSet
    case newNoParentFolder
    case newCannotCreate
    case newNothingCreated
    case newCreated

    // MARK: board
    case boardWhatToDo
    case boardIdAndName
    case boardEmptyName
    case boardFromSyntax
    case boardWhatToSet
    case boardOneLineChange
    case boardDropCellsAlone
    case boardResizeSyntax
    case boardRemoveQuestion
    case boardRemoveQuestionLinked
    case boardRemoveReally

    // MARK: cell
    case cellWhatToDo
    case cellHiddenChoice
    case cellLevelChoice
    case cellWhatToSet
    case cellImageUnreadable
    case cellImageTooLarge
    case cellImageUndecodable
    case cellImageMade
    case cellImageTurned
    case cellCropChoice
    case cellCropNeedsImage
    case cellSoundUnreadable
    case cellSoundUnusable
    case cellSoundOrRecord
    case cellRecording
    case cellRecordingSeconds
    case cellRecordingBrokeOff
    case cellTheRecording
    case cellPlayingBack
    case cellRemoveQuestion
    case cellRemoveReally
    case cellTheCell

    // MARK: set
    case setWhatToSet

    // MARK: edit
    case editArchiveNotEditable
    case editShippedNotEditable
    case editNotReadBack
    case editWouldAddErrors
    case editNotSaved
    case editSavedWithErrors
    case editWaitingForLock
    case editChangedWhileAsked
    case editInsideSet

    // MARK: confirm
    case confirmReplace
    case confirmNoTerminal
    case confirmQuestion
    case confirmNothingChanged

    // MARK: undo
    case undoUndid
    case undoLeft
    case undoNoneLeft
    case undoRedoHint
    case undoDamagedUseRecover

    // MARK: redo
    case redoRedid
    case redoLeft
    case redoBroughtBack
    case redoBroughtBackSummary
    case redoSetAside
    case redoStepNumber

    // MARK: recover
    case recoverPutBack
    case recoverSummary
    case recoverNothing
    case recoverAsSaved
    case recoverNoSavedVersion
    case recoverOnlyBoards
    case recoverArguments

    // MARK: history
    case historyEmpty
    case historyUndone
    case historySetAside

    // MARK: said and report
    case syntaxSaid
    case helpSaid
    case syntaxReport
    case helpReport
    case usageDaysOrSince
    case usageDaysNumber
    case usageDateShape
    case saidBeforeWithoutForget
    case saidForgetWithPeriod
    case saidForgotAll
    case saidForgotBefore
    case saidNothing
    case reportWroteLam
    case reportLamOrPdf
    case reportTitle
    case reportMessages
    case reportWords
    case reportNewWords
    case reportMeanLength
    case reportRate
    case reportCore
    case reportPicks
    case reportPicksAdded
    case reportChanges
    case reportTopWords
    case reportHours

    // MARK: backup and restore
    case syntaxBackup
    case helpBackup
    case syntaxRestore
    case helpRestore
    case backupNotAFolder
    case backupWritten
    case backupNoSettings
    case restoreNotBackup
    case restoreNotASet
    case restoreRestored
    case restoreSettingsRestored

    // MARK: export
    case exportWouldLoseDamaged
    case exportWouldAddErrors
    case exportNotReadBack
    case exportExported
    case exportLeftOutFields
    case exportLeftOutFieldsMore
    case exportLeftOutFiles

    // MARK: print
    case printAllOrBoard
    case printPaperChoice
    case printOrientationChoice
    case printNotWritten
    case printDamagedBoard
    case printNoLabelsInLanguage
    case printProgress
    case printPrinted
    case printPicturesDrawn
    case printFailedPictures
    case printFailedPicture
    case printPictureUnreadable

    // MARK: import
    case importNotABoardSet
    case importImportedArchive
    case importImportedArchiveInPart
    case importImportedFormat
    case importNotesTitle
    case importNotesByKind
    case importUnreadableTitle
    case importPartIsBoard
    case importPartUnused
    case importPartUsedBy
    case importUseOpens
    case importUsePicture
    case importUseSound
    case importUsesMore
    case importChecked
    case importCheckedWithWarnings

    // MARK: translate
    case translateUnreadable
    case translateNotUTF8
    case translateRead
    case translateOwnLanguage
    case translateCoverage
    case translateCoverageToDo
    case translateWroteAll
    case translateWroteToTranslate
    case translateNext

    // MARK: count
    case countBoards
    case countFiles
    case countMediaFiles
    case countErrors
    case countWarnings

    // MARK: level
    case levelChoice
    case levelIs
    case levelNowIs
    case levelArguments

    // MARK: lock
    case lockOneAction
    case lockNoSet
    case lockWhichSet
    case lockWhichAccount
    case lockNoSuchAction
    case lockStatusOff
    case lockStatusOn
    case lockStatusUnreadable
    case lockResetUnreadable
    case runNoLockYet
    case interruptStopping
    case interruptStopped
    case interruptStoppedAfterSaving
    case importStoppedNothingWritten
    case importStoppedKept
    case exportStoppedNothingWritten
    case exportStoppedKept
    case exportRemovedLeftover
    case recoveredRolledBack
    case recoveredRolledBackFolderRemoved
    case recoveredFinished
    case recoveredUnpackedRemoved
    case recoveredUnpackedFolderRemoved
    case lockAlreadyOff
    case lockTurnedOn
    case lockNewCode
    case lockNotSaved
    case lockAskCode
    case lockAskAgain
    case lockNoCode
    case lockBadCode
    case lockCodesDiffer

    // MARK: words
    case syntaxForms
    case helpForms
    case formsMissingLemminflect
    case formsNone
    case formsAbout
    case syntaxPredict
    case helpPredict
    case predictMissingWordfreq
    case predictNothing
    case predictLanguageTag

    // MARK: symbols
    case syntaxSymbols
    case helpSymbols
    case symbolsWhatToDo
    case symbolsLimitNumber
    case symbolsNoMatch
    case symbolsNearest
    case symbolsAdded
    case symbolsAddSkipped
    case symbolsAddNoWords
    case symbolsAddTooLarge
    case symbolsAddNeedsName
    case symbolsAddNeedsLicence
    case symbolsAddNoDataFolder
    case symbolsAddBadName
    case symbolsAddNoFolder
    case symbolsAddExists
    case symbolsAddNoPictures
    case symbolsAddCannotWrite
    case cellSymbolNoMatch
    case symbolsMissingCLDR
    case symbolsMissingOpenMoji
    case symbolsMissingNoto
    case symbolsNoLanguage
    case symbolsNoPictures
    case symbolsNotDrawn
    case symbolsChosen
    case cellImageOrSymbol
    case symbolsFilled
    case symbolsFilledCell
    case symbolsUnmatched
    case symbolsKeptWebAddresses
    case symbolsNothingToFill
    case symbolsReplaceWebQuestion
    case newWordsEmpty
    case newWordsDoNotFit
    case newWordsPlaced
    case importOfferSymbols

    /// The names of the text's placeholders (`{option}` is `option`): the arguments it takes.
    package var placeholders: Set<String> {
        switch self {
        case .usageValueRefused: ["reason"]
        case .lockNoSuchAction: ["action"]
        case .levelChoice: ["value"]
        case .levelIs, .levelNowIs: ["level"]
        case .lockNoSet: ["set"]
        case .lockWhichSet: ["file", "set"]
        case .lockWhichAccount: ["file"]
        case .lockNotSaved: ["reason"]
        case .lockStatusUnreadable, .lockResetUnreadable: ["path"]
        case .lockBadCode: ["problem"]
        case .usageUnexpectedArgument: ["argument"]
        case .boardRemoveReally: ["board"]
        case .showNoSuchBoard: ["board", "hint"]
        case .infoBoardLine: ["columns", "count", "id", "name", "rows"]
        case .boardRemoveQuestionLinked: ["board", "count", "name"]
        case .cellRemoveQuestion: ["board", "label", "slot"]
        case .showNoLabelsInLanguage: ["board", "language", "offered"]
        case .boardRemoveQuestion: ["board", "name"]
        case .exportExported: ["boards", "bytes", "file", "media"]
        case .importImportedArchive, .importImportedArchiveInPart: ["boards", "file", "files", "folder"]
        case .validateNoSuchFinding: ["code"]
        case .validateNoSuchFindingNear: ["code", "suggestion"]
        case .talkgridNoSuchCommand, .talkgridUnknownCommand: ["command"]
        case .talkgridUnknownCommandNear: ["command", "suggestion"]
        case .countBoards, .countFiles, .countMediaFiles, .countErrors, .countWarnings: ["count"]
        case .runAtMostOneSet, .voicesEspeakVoices, .interfaceCheckFindingCount, .interfaceCheckMissingCount, .editWouldAddErrors,
            .undoLeft, .exportWouldAddErrors, .importNotesTitle, .importNotesByKind, .importUsesMore, .printPicturesDrawn,
            .printFailedPictures:
            ["count"]
        case .translateCoverage: ["count", "done", "language"]
        case .translateCoverageToDo: ["count", "done", "language", "missing"]
        case .exportLeftOutFields: ["count", "fields"]
        case .exportLeftOutFieldsMore: ["count", "fields", "more"]
        case .translateRead: ["count", "file", "separator"]
        case .translateWroteAll, .translateWroteToTranslate: ["count", "file", "set"]
        case .exportLeftOutFiles: ["count", "files"]
        case .usageArgumentCount: ["count", "given"]
        case .usageSlotInTwoWords: ["column", "row"]
        case .usageMore: ["command"]
        case .translateOwnLanguage: ["count", "language"]
        case .editSavedWithErrors: ["count", "path"]
        case .importCheckedWithWarnings: ["counts", "folder"]
        case .importChecked: ["counts"]
        case .importUnreadableTitle: ["count", "file"]
        case .importPartIsBoard: ["id"]
        case .importPartUsedBy: ["uses"]
        case .importUseOpens, .importUsePicture, .importUseSound: ["board", "label"]
        case .helpInterfaceCheck: ["example"]
        case .importNotABoardSet, .translateUnreadable, .translateNotUTF8: ["file"]
        case .interfaceCheckIncomplete: ["file", "findings", "missing"]
        case .importImportedFormat: ["file", "folder", "format", "summary"]
        case .interfaceCheckComplete: ["file", "language"]
        case .translateNext: ["file", "language", "set"]
        case .sayWrote: ["file", "seconds"]
        case .showColumnsDoNotFit: ["first", "last", "width"]
        case .usageGivenTwice: ["first", "option", "second"]
        case .voicesOwnProfiles, .newFolderNotEmpty, .voicesNaturalHowToInstall, .voicesNaturalFolder: ["folder"]
        case .newFolderBlank, .newFolderIsFile, .newFolderIsSet: ["folder"]
        case .newFolderControlCharacter: ["character", "folder", "position"]
        case .newNameControlCharacter: ["character", "name", "position"]
        case .newNoParentFolder: ["folder", "parent"]
        case .voicesInstalling: ["folder", "packages"]
        case .voicesInstalledNatural: ["folder", "id"]
        case .voicesAdded: ["id", "language", "profile"]
        case .newCannotCreate: ["folder", "reason"]
        case .newCreated: ["folder", "summary"]
        case .cellRemoveReally: ["label"]
        case .runNoLabelsInLanguage: ["language", "offered", "set"]
        case .runOpensLastSet, .runLastSetGone: ["set"]
        case .helpValidate: ["maxOptions"]
        case .validateCountsIn: ["counts", "path"]
        case .validateCountsInDecoded: ["count", "counts", "path"]
        case .validateCountsInKnown: ["count", "counts", "decoded", "path"]
        case .usageSideCount: ["maximum", "option", "text"]
        case .helpHistory: ["megabytes", "steps"]
        case .usageDidYouMean: ["message", "suggestion"]
        case .usageUnknownOption, .usageNeedsValue, .usageTakesNoValue, .newEmptyName: ["option"]
        case .runOnOff, .showSizeRange: ["option", "value"]
        case .editArchiveNotEditable, .editShippedNotEditable: ["path"]
        case .confirmReplace, .confirmQuestion: ["question"]
        case .newNothingCreated, .editNotReadBack, .editNotSaved, .printNotWritten, .exportNotReadBack:
            ["reason"]
        case .historyEmpty: ["set"]
        case .showPictureNotDrawn: ["board", "image", "reason"]
        case .helpEffort: ["shape"]
        case .undoUndid, .redoRedid: ["step", "summary", "time"]
        case .undoRedoHint: ["set"]
        case .undoDamagedUseRecover: ["id", "problem", "set"]
        case .editInsideSet: ["path", "set"]
        case .recoverPutBack: ["entries", "set", "step"]
        case .recoverSummary: ["entries"]
        case .recoverNothing: ["set"]
        case .recoverAsSaved: ["entry"]
        case .recoverNoSavedVersion: ["entry", "problem", "set"]
        case .recoverOnlyBoards: ["entry"]
        case .recoverArguments: ["given"]
        case .redoLeft: ["count"]
        case .redoBroughtBack: ["new", "set", "step", "summary"]
        case .redoBroughtBackSummary: ["step", "summary"]
        case .redoSetAside: ["count", "set", "steps"]
        case .redoStepNumber: ["value"]
        case .historySetAside: ["set", "step"]
        case .editChangedWhileAsked: ["now"]
        case .usageCellPosition, .usageBoardCellPosition: ["text"]
        case .printPrinted: ["count", "file"]
        case .printProgress: ["count", "number"]
        case .printFailedPicture: ["board", "image", "reason"]
        case .printNoLabelsInLanguage: ["language", "offered"]
        case .printDamagedBoard: ["notice"]
        case .runWindowMissing: ["path"]
        case .runWindowNotStarted: ["path", "reason"]
        case .cellImageUnreadable, .cellImageUndecodable, .cellSoundUnreadable, .cellSoundUnusable: ["file", "reason"]
        case .cellImageTooLarge: ["file", "limit", "size"]
        case .cellRecording: ["limit"]
        case .cellRecordingSeconds: ["seconds"]
        case .cellRecordingBrokeOff: ["reason"]
        case .cellImageMade: ["file", "height", "kilobytes", "originalHeight", "originalWidth", "width"]
        case .printPaperChoice, .printOrientationChoice, .usageKeypadChoice, .runLayoutChoice, .runAccessChoice, .runSymbolsChoice,
            .runTextSizeChoice, .runDwellChoice,
            .runScanPace,
            .validateMaxOptions, .cellHiddenChoice, .cellLevelChoice, .cellCropChoice:
            ["value"]
        case .formsMissingLemminflect, .predictMissingWordfreq: ["package"]
        case .formsNone: ["language"]
        case .helpForms, .helpPredict: ["shape"]
        case .formsAbout: ["folder", "state"]
        case .predictLanguageTag: ["value"]
        case .symbolsLimitNumber: ["value"]
        case .symbolsNoMatch, .cellSymbolNoMatch: ["language", "word"]
        case .symbolsNearest: ["words"]
        case .symbolsAdded: ["count", "language", "licence", "name"]
        case .symbolsAddSkipped: ["count", "files"]
        case .symbolsAddTooLarge: ["limit", "size"]
        case .symbolsAddBadName, .symbolsAddExists: ["name"]
        case .symbolsAddNoFolder, .symbolsAddNoPictures: ["folder"]
        case .symbolsAddCannotWrite: ["folder", "reason"]
        case .symbolsMissingCLDR, .symbolsMissingOpenMoji, .symbolsMissingNoto: ["package"]
        case .symbolsNoLanguage: ["language"]
        case .symbolsFilled: ["count"]
        case .symbolsFilledCell: ["board", "emoji", "slot", "source", "symbol", "word"]
        case .symbolsUnmatched: ["count", "words"]
        case .symbolsKeptWebAddresses: ["count"]
        case .symbolsReplaceWebQuestion: ["count", "examples"]
        case .newWordsDoNotFit: ["count", "size"]
        case .newWordsPlaced: ["count", "pictures"]
        case .importOfferSymbols: ["count", "folder"]
        case .importStoppedNothingWritten, .importStoppedKept, .recoveredUnpackedRemoved, .recoveredUnpackedFolderRemoved: ["folder"]
        case .exportStoppedNothingWritten, .exportStoppedKept: ["file"]
        case .exportRemovedLeftover: ["file", "leftover"]
        case .recoveredRolledBack, .recoveredRolledBackFolderRemoved, .recoveredFinished: ["folder", "summary"]
        case .symbolsNotDrawn: ["reason", "symbol"]
        case .symbolsChosen: ["emoji", "license", "source", "symbol"]
        case .helpSaid: ["megabytes"]
        case .usageDaysNumber, .usageDateShape: ["value"]
        case .saidForgotAll: ["count", "set"]
        case .saidForgotBefore: ["count", "date", "set"]
        case .saidNothing, .reportTitle: ["from", "set", "to"]
        case .reportWroteLam: ["file"]
        case .reportMessages: ["count"]
        case .reportWords: ["count", "different"]
        case .reportNewWords: ["count", "words"]
        case .reportMeanLength: ["value"]
        case .reportRate: ["average", "peak"]
        case .reportCore: ["language", "share"]
        case .reportPicks: ["methods"]
        case .reportPicksAdded: ["units"]
        case .reportChanges: ["clears", "deletes"]
        case .reportTopWords: ["words"]
        case .backupNotAFolder: ["set"]
        case .backupWritten: ["file", "files", "months", "set", "steps"]
        case .restoreNotBackup, .restoreRestored: ["file", "folder"]
        case .restoreNotASet: ["file", "reason"]
        case .restoreSettingsRestored: ["config"]
        default: []
        }
    }
}
