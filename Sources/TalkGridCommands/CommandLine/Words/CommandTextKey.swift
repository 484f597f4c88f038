import TalkGrid

/// The name of one text of the command line in its word catalogue
/// (`Interface/command-line/en.json`): usage and help, errors, refusals, questions and summaries.
///
/// Adding a text means adding a case here (with its placeholders in ``placeholders``) and an
/// entry to the catalogue; a test checks that both agree. The texts are English today; a
/// translation is one more catalogue file, resolved by the same ``InterfaceWords``.
enum CommandTextKey: String, WordKey {
    // MARK: syntax
    case syntaxRun = "syntax.run"

    // MARK: help
    case helpRun = "help.run"

    // MARK: syntax
    case syntaxSay = "syntax.say"

    // MARK: help
    case helpSay = "help.say"

    // MARK: syntax
    case syntaxVoices = "syntax.voices"

    // MARK: help
    case helpVoices = "help.voices"

    // MARK: syntax
    case syntaxInfo = "syntax.info"

    // MARK: help
    case helpInfo = "help.info"
    case infoBoardLine = "info.boardLine"

    // MARK: syntax
    case syntaxValidate = "syntax.validate"

    // MARK: help
    case helpValidate = "help.validate"

    // MARK: syntax
    case syntaxShow = "syntax.show"

    // MARK: help
    case helpShow = "help.show"

    // MARK: syntax
    case syntaxEffort = "syntax.effort"

    // MARK: help
    case helpEffort = "help.effort"

    // MARK: syntax
    case syntaxPrint = "syntax.print"

    // MARK: help
    case helpPrint = "help.print"

    // MARK: syntax
    case syntaxNew = "syntax.new"

    // MARK: help
    case helpNew = "help.new"

    // MARK: syntax
    case syntaxBoard = "syntax.board"

    // MARK: help
    case helpBoard = "help.board"

    // MARK: syntax
    case syntaxCell = "syntax.cell"

    // MARK: help
    case helpCell = "help.cell"

    // MARK: syntax
    case syntaxTranslate = "syntax.translate"

    // MARK: help
    case helpTranslate = "help.translate"

    // MARK: syntax
    case syntaxSet = "syntax.set"

    // MARK: help
    case helpSet = "help.set"

    // MARK: syntax
    case syntaxUndo = "syntax.undo"
    case syntaxRedo = "syntax.redo"

    // MARK: help
    case helpUndo = "help.undo"
    case helpRedo = "help.redo"

    // MARK: syntax
    case syntaxHistory = "syntax.history"

    // MARK: help
    case helpHistory = "help.history"

    // MARK: syntax
    case syntaxExport = "syntax.export"

    // MARK: help
    case helpExport = "help.export"

    // MARK: syntax
    case syntaxImport = "syntax.import"

    // MARK: help
    case helpImport = "help.import"

    // MARK: syntax
    case syntaxInterfaceCheck = "syntax.interfaceCheck"

    // MARK: help
    case helpInterfaceCheck = "help.interfaceCheck"

    // MARK: syntax
    case syntaxLock = "syntax.lock"

    // MARK: help
    case helpLock = "help.lock"

    // MARK: usage
    case usageUnknownOption = "usage.unknownOption"
    case usageNeedsValue = "usage.needsValue"
    case usageTakesNoValue = "usage.takesNoValue"
    case usageGivenTwice = "usage.givenTwice"
    case usageArgumentCount = "usage.argumentCount"
    case usageUnexpectedArgument = "usage.unexpectedArgument"
    case usageDidYouMean = "usage.didYouMean"
    case usageCellPosition = "usage.cellPosition"
    case usageBoardCellPosition = "usage.boardCellPosition"
    case usageSideCount = "usage.sideCount"
    case usageOneBoardFileOrSet = "usage.oneBoardFileOrSet"
    case usageKeypadChoice = "usage.keypadChoice"

    // MARK: talkgrid
    case talkgridNoSuchCommand = "talkgrid.noSuchCommand"
    case talkgridUnknownCommand = "talkgrid.unknownCommand"
    case talkgridUnknownCommandNear = "talkgrid.unknownCommandNear"
    case talkgridHelpTitle = "talkgrid.help.title"
    case talkgridHelpUsage = "talkgrid.help.usage"
    case talkgridHelpMore = "talkgrid.help.more"

    // MARK: group
    case groupTalk = "group.talk"
    case groupLook = "group.look"
    case groupMake = "group.make"
    case groupShare = "group.share"
    case groupTranslate = "group.translate"

    // MARK: summary
    case summaryRun = "summary.run"
    case summarySay = "summary.say"
    case summaryVoices = "summary.voices"
    case summaryLock = "summary.lock"
    case summaryInfo = "summary.info"
    case summaryValidate = "summary.validate"
    case summaryShow = "summary.show"
    case summaryPrint = "summary.print"
    case summaryEffort = "summary.effort"
    case summaryNew = "summary.new"
    case summaryBoard = "summary.board"
    case summaryCell = "summary.cell"
    case summaryTranslate = "summary.translate"
    case summarySet = "summary.set"
    case summaryUndo = "summary.undo"
    case summaryRedo = "summary.redo"
    case summaryHistory = "summary.history"
    case summaryExport = "summary.export"
    case summaryImport = "summary.import"
    case summaryInterfaceCheck = "summary.interfaceCheck"
    case summarySymbols = "summary.symbols"

    // MARK: run
    case runAtMostOneSet = "run.atMostOneSet"
    case runLayoutChoice = "run.layoutChoice"
    case runOnOff = "run.onOff"
    case runLanguageTag = "run.languageTag"
    case runAccessChoice = "run.accessChoice"
    case runScanPace = "run.scanPace"
    case runNoLabelsInLanguage = "run.noLabelsInLanguage"
    case runNoLanguagesNamed = "run.noLanguagesNamed"
    case runNotATerminal = "run.notATerminal"

    // MARK: say
    case sayTextMissing = "say.textMissing"
    case sayVoiceOrLanguage = "say.voiceOrLanguage"
    case sayWrote = "say.wrote"
    case sayShownInstead = "say.shownInstead"

    // MARK: voices
    case voicesOwnProfiles = "voices.ownProfiles"
    case voicesEspeakVoices = "voices.espeakVoices"
    case voicesColumnId = "voices.column.id"
    case voicesColumnName = "voices.column.name"
    case voicesColumnLanguage = "voices.column.language"
    case voicesColumnEspeakVoice = "voices.column.espeakVoice"
    case voicesColumnRate = "voices.column.rate"
    case voicesColumnPitch = "voices.column.pitch"
    case voicesColumnVolume = "voices.column.volume"
    case voicesColumnInstalled = "voices.column.installed"
    case voicesColumnFile = "voices.column.file"
    case voicesInstalledYes = "voices.installed.yes"
    case voicesInstalledNo = "voices.installed.no"
    case voicesInstalledUnknown = "voices.installed.unknown"
    case voicesInstalledNoEngine = "voices.installed.noEngine"
    case voicesInstalledDamaged = "voices.installed.damaged"
    case voicesColumnEngine = "voices.column.engine"
    case voicesNaturalHowToInstall = "voices.natural.howToInstall"
    case voicesNaturalFolder = "voices.natural.folder"
    case voicesNoDataFolder = "voices.noDataFolder"
    case voicesInstallWhat = "voices.install.what"
    case voicesInstalling = "voices.install.installing"
    case voicesInstalledNatural = "voices.install.done"
    case voicesAddWhat = "voices.add.what"
    case voicesAddBadID = "voices.add.badID"
    case voicesAddShippedID = "voices.add.shippedID"
    case voicesAddNoConfiguration = "voices.add.noConfiguration"
    case voicesAdded = "voices.add.done"

    // MARK: validate
    case validateExplainTakesCode = "validate.explainTakesCode"
    case validatePathMissing = "validate.pathMissing"
    case validateMaxOptions = "validate.maxOptions"
    case validateNoSuchFinding = "validate.noSuchFinding"
    case validateNoSuchFindingNear = "validate.noSuchFindingNear"
    case validateCountsIn = "validate.countsIn"
    case validateCountsInDecoded = "validate.countsInDecoded"
    case validateCountsInKnown = "validate.countsInKnown"

    // MARK: interfaceCheck
    case interfaceCheckFileMissing = "interfaceCheck.fileMissing"
    case interfaceCheckNoEnglish = "interfaceCheck.noEnglish"
    case interfaceCheckComplete = "interfaceCheck.complete"
    case interfaceCheckIncomplete = "interfaceCheck.incomplete"
    case interfaceCheckFindingCount = "interfaceCheck.findingCount"
    case interfaceCheckMissingCount = "interfaceCheck.missingCount"

    // MARK: show
    case showKeypadChoice = "show.keypadChoice"
    case showSizeRange = "show.sizeRange"
    case showSymbolsChoice = "show.symbolsChoice"
    case runSymbolsChoice = "run.symbolsChoice"
    case runTextSizeChoice = "run.textSizeChoice"
    case runDwellChoice = "run.dwellChoice"
    case runWindowMissing = "run.windowMissing"
    case runWindowNotStarted = "run.windowNotStarted"
    case runWindowNoDisplay = "run.windowNoDisplay"
    case showPictureNotDrawn = "show.pictureNotDrawn"
    case showNoSuchBoard = "show.noSuchBoard"
    case showNoLabelsInLanguage = "show.noLabelsInLanguage"
    case showColumnsDoNotFit = "show.columnsDoNotFit"
    case showLegend = "show.legend"
    /// Under a board printed in parts, as the zoom magnifies it.
    case showInParts = "show.inParts"

    // MARK: new
    case newFolderMissing = "new.folderMissing"
    case newEmptyName = "new.emptyName"
    case newFolderNotEmpty = "new.folderNotEmpty"
    case newCannotCreate = "new.cannotCreate"
    case newNothingCreated = "new.nothingCreated"
    case newCreated = "new.created"

    // MARK: board
    case boardWhatToDo = "board.whatToDo"
    case boardIdAndName = "board.idAndName"
    case boardEmptyName = "board.emptyName"
    case boardFromSyntax = "board.fromSyntax"
    case boardWhatToSet = "board.whatToSet"
    case boardResizeSyntax = "board.resizeSyntax"
    case boardRemoveQuestion = "board.removeQuestion"
    case boardRemoveQuestionLinked = "board.removeQuestionLinked"
    case boardRemoveReally = "board.removeReally"

    // MARK: cell
    case cellWhatToDo = "cell.whatToDo"
    case cellHiddenChoice = "cell.hiddenChoice"
    case cellWhatToSet = "cell.whatToSet"
    case cellImageUnreadable = "cell.imageUnreadable"
    case cellImageTooLarge = "cell.imageTooLarge"
    case cellImageUndecodable = "cell.imageUndecodable"
    case cellRemoveQuestion = "cell.removeQuestion"
    case cellRemoveReally = "cell.removeReally"
    case cellTheCell = "cell.theCell"

    // MARK: set
    case setWhatToSet = "set.whatToSet"

    // MARK: edit
    case editArchiveNotEditable = "edit.archiveNotEditable"
    case editShippedNotEditable = "edit.shippedNotEditable"
    case editNotReadBack = "edit.notReadBack"
    case editWouldAddErrors = "edit.wouldAddErrors"
    case editNotSaved = "edit.notSaved"
    case editSavedWithErrors = "edit.savedWithErrors"
    case editWaitingForLock = "edit.waitingForLock"
    case editChangedWhileAsked = "edit.changedWhileAsked"

    // MARK: confirm
    case confirmReplace = "confirm.replace"
    case confirmNoTerminal = "confirm.noTerminal"
    case confirmQuestion = "confirm.question"
    case confirmNothingChanged = "confirm.nothingChanged"

    // MARK: undo
    case undoUndid = "undo.undid"
    case undoLeft = "undo.left"
    case undoNoneLeft = "undo.noneLeft"
    case undoRedoHint = "undo.redoHint"

    // MARK: redo
    case redoRedid = "redo.redid"
    case redoLeft = "redo.left"
    case redoBroughtBack = "redo.broughtBack"
    case redoBroughtBackSummary = "redo.broughtBackSummary"
    case redoSetAside = "redo.setAside"
    case redoStepNumber = "redo.stepNumber"

    // MARK: history
    case historyEmpty = "history.empty"
    case historyUndone = "history.undone"
    case historySetAside = "history.setAside"

    // MARK: export
    case exportNotWritten = "export.notWritten"
    case exportWouldLoseDamaged = "export.wouldLoseDamaged"
    case exportWouldAddErrors = "export.wouldAddErrors"
    case exportNotReadBack = "export.notReadBack"
    case exportExported = "export.exported"
    case exportLeftOutFields = "export.leftOutFields"
    case exportLeftOutFieldsMore = "export.leftOutFieldsMore"
    case exportLeftOutFiles = "export.leftOutFiles"
    case exportIsFolder = "export.isFolder"
    case exportNotObz = "export.notObz"
    case outputExists = "output.exists"
    case exportNotZip = "export.notZip"

    // MARK: print
    case printAllOrBoard = "print.allOrBoard"
    case printPaperChoice = "print.paperChoice"
    case printOrientationChoice = "print.orientationChoice"
    case printNotWritten = "print.notWritten"
    case printDamagedBoard = "print.damagedBoard"
    case printNoLabelsInLanguage = "print.noLabelsInLanguage"
    case printProgress = "print.progress"
    case printPrinted = "print.printed"
    case printPicturesDrawn = "print.picturesDrawn"
    case printFailedPictures = "print.failedPictures"
    case printFailedPicture = "print.failedPicture"
    case printPictureUnreadable = "print.pictureUnreadable"
    case printIsFolder = "print.isFolder"
    case printNotPdf = "print.notPdf"
    case printNotPdfContent = "print.notPdfContent"

    // MARK: import
    case importNotABoardSet = "import.notABoardSet"
    case importImportedArchive = "import.importedArchive"
    case importImportedArchiveInPart = "import.importedArchiveInPart"
    case importImportedFormat = "import.importedFormat"
    case importNotesTitle = "import.notesTitle"
    case importNotesByKind = "import.notesByKind"
    case importUnreadableTitle = "import.unreadableTitle"
    case importPartIsBoard = "import.partIsBoard"
    case importPartUnused = "import.partUnused"
    case importPartUsedBy = "import.partUsedBy"
    case importUseOpens = "import.useOpens"
    case importUsePicture = "import.usePicture"
    case importUseSound = "import.useSound"
    case importUsesMore = "import.usesMore"
    case importChecked = "import.checked"
    case importCheckedWithWarnings = "import.checkedWithWarnings"

    // MARK: translate
    case translateUnreadable = "translate.unreadable"
    case translateNotUTF8 = "translate.notUTF8"
    case translateRead = "translate.read"
    case translateOwnLanguage = "translate.ownLanguage"
    case translateCoverage = "translate.coverage"
    case translateCoverageToDo = "translate.coverageToDo"
    case translateTemplateExists = "translate.templateExists"
    case translateWroteAll = "translate.wroteAll"
    case translateWroteToTranslate = "translate.wroteToTranslate"
    case translateNext = "translate.next"

    // MARK: count
    case countBoards = "count.boards"
    case countFiles = "count.files"
    case countMediaFiles = "count.mediaFiles"
    case countErrors = "count.errors"
    case countWarnings = "count.warnings"

    // MARK: lock
    case lockOneAction = "lock.oneAction"
    case lockNoSuchAction = "lock.noSuchAction"
    case lockStatusOff = "lock.statusOff"
    case lockStatusOn = "lock.statusOn"
    case runNoLockYet = "run.noLockYet"
    case interruptStopping = "interrupt.stopping"
    case interruptStopped = "interrupt.stopped"
    case interruptStoppedAfterSaving = "interrupt.stoppedAfterSaving"
    case lockAlreadyOff = "lock.alreadyOff"
    case lockTurnedOn = "lock.turnedOn"
    case lockNewCode = "lock.newCode"
    case lockNotSaved = "lock.notSaved"
    case lockAskCode = "lock.askCode"
    case lockAskAgain = "lock.askAgain"
    case lockNoCode = "lock.noCode"
    case lockBadCode = "lock.badCode"
    case lockCodesDiffer = "lock.codesDiffer"

    // MARK: symbols
    case syntaxSymbols = "syntax.symbols"
    case helpSymbols = "help.symbols"
    case symbolsWhatToDo = "symbols.whatToDo"
    case symbolsLimitNumber = "symbols.limitNumber"
    case symbolsNoMatch = "symbols.noMatch"
    case symbolsMissingCLDR = "symbols.missingCLDR"
    case symbolsMissingOpenMoji = "symbols.missingOpenMoji"
    case symbolsMissingNoto = "symbols.missingNoto"
    case symbolsNoLanguage = "symbols.noLanguage"
    case symbolsNoPictures = "symbols.noPictures"
    case symbolsNotDrawn = "symbols.notDrawn"
    case symbolsChosen = "symbols.chosen"
    case cellImageOrSymbol = "cell.imageOrSymbol"
    case symbolsFilled = "symbols.filled"
    case symbolsFilledCell = "symbols.filledCell"
    case symbolsUnmatched = "symbols.unmatched"
    case symbolsKeptWebAddresses = "symbols.keptWebAddresses"
    case symbolsNothingToFill = "symbols.nothingToFill"
    case symbolsReplaceWebQuestion = "symbols.replaceWebQuestion"
    case newWordsEmpty = "new.wordsEmpty"
    case newWordsDoNotFit = "new.wordsDoNotFit"
    case newWordsPlaced = "new.wordsPlaced"
    case importOfferSymbols = "import.offerSymbols"

    /// The names of the text's placeholders (`{option}` is `option`): the arguments it takes.
    var placeholders: Set<String> {
        switch self {
        case .lockNoSuchAction: ["action"]
        case .lockNotSaved: ["reason"]
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
        case .translateOwnLanguage: ["count", "language"]
        case .editSavedWithErrors: ["count", "path"]
        case .importCheckedWithWarnings: ["counts", "folder"]
        case .importChecked: ["counts"]
        case .importUnreadableTitle: ["count", "file"]
        case .importPartIsBoard: ["id"]
        case .importPartUsedBy: ["uses"]
        case .importUseOpens, .importUsePicture, .importUseSound: ["board", "label"]
        case .helpInterfaceCheck: ["example"]
        case .exportIsFolder, .exportNotObz, .outputExists, .exportNotZip, .printIsFolder, .printNotPdf, .printNotPdfContent,
            .importNotABoardSet, .translateUnreadable, .translateNotUTF8,
            .translateTemplateExists:
            ["file"]
        case .interfaceCheckIncomplete: ["file", "findings", "missing"]
        case .importImportedFormat: ["file", "folder", "format", "summary"]
        case .interfaceCheckComplete: ["file", "language"]
        case .translateNext: ["file", "language", "set"]
        case .sayWrote: ["file", "seconds"]
        case .showColumnsDoNotFit: ["first", "last", "width"]
        case .usageGivenTwice: ["first", "option", "second"]
        case .voicesOwnProfiles, .newFolderNotEmpty, .voicesNaturalHowToInstall, .voicesNaturalFolder: ["folder"]
        case .voicesInstalling: ["folder", "packages"]
        case .voicesInstalledNatural: ["folder", "id"]
        case .voicesAddBadID, .voicesAddShippedID: ["id"]
        case .voicesAddNoConfiguration: ["file"]
        case .voicesAdded: ["id", "language", "profile"]
        case .newCannotCreate: ["folder", "reason"]
        case .newCreated: ["folder", "summary"]
        case .cellRemoveReally: ["label"]
        case .runNoLabelsInLanguage: ["language", "offered", "set"]
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
        case .newNothingCreated, .editNotReadBack, .editNotSaved, .exportNotWritten, .printNotWritten, .exportNotReadBack:
            ["reason"]
        case .historyEmpty: ["set"]
        case .showPictureNotDrawn: ["board", "image", "reason"]
        case .helpEffort: ["shape"]
        case .undoUndid, .redoRedid: ["step", "summary", "time"]
        case .undoRedoHint: ["set"]
        case .redoLeft: ["count"]
        case .redoBroughtBack: ["new", "set", "step", "summary"]
        case .redoBroughtBackSummary: ["step", "summary"]
        case .redoSetAside: ["count", "set", "steps"]
        case .redoStepNumber: ["value"]
        case .historySetAside: ["step"]
        case .editChangedWhileAsked: ["now"]
        case .usageCellPosition, .usageBoardCellPosition: ["text"]
        case .printPrinted: ["count", "file"]
        case .printProgress: ["count", "number"]
        case .printFailedPicture: ["board", "image", "reason"]
        case .printNoLabelsInLanguage: ["language", "offered"]
        case .printDamagedBoard: ["notice"]
        case .runWindowMissing: ["path"]
        case .runWindowNotStarted: ["path", "reason"]
        case .cellImageUnreadable, .cellImageUndecodable: ["file", "reason"]
        case .cellImageTooLarge: ["file", "limit", "size"]
        case .printPaperChoice, .printOrientationChoice, .usageKeypadChoice, .runLayoutChoice, .runAccessChoice, .runSymbolsChoice,
            .runTextSizeChoice, .runDwellChoice,
            .runScanPace,
            .validateMaxOptions, .cellHiddenChoice:
            ["value"]
        case .symbolsLimitNumber: ["value"]
        case .symbolsNoMatch: ["language", "word"]
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
        case .symbolsNotDrawn: ["reason", "symbol"]
        case .symbolsChosen: ["emoji", "license", "source", "symbol"]
        default: []
        }
    }
}
