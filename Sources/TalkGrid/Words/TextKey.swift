/// The name of one interface text in the word catalogues (`Interface/en.json` and its
/// translations): the core says which text it shows by key, and each edge resolves the key in
/// the person's language through ``InterfaceWords``.
///
/// Adding a text means adding a case here and an entry to `Interface/en.json`; a test checks
/// that every key has an English entry.
public enum TextKey: String, CaseIterable, Hashable, Sendable {
    // MARK: Controls (the bar at the bottom)
    case controlBack = "control.back"
    // MARK: The window (what a screen reader says of a tile)
    case windowFolder = "window.folder"
    case windowKeys = "window.keys"
    case windowGroup = "window.group"
    case controlSpeak = "control.speak"
    case controlDelete = "control.delete"
    case controlClear = "control.clear"
    case controlMenu = "control.menu"
    case controlCloseMenu = "control.closeMenu"
    case controlCloseMenuShort = "control.closeMenu.short"
    case controlNextPage = "control.nextPage"
    case controlNextPageShort = "control.nextPage.short"
    case controlPreviousPage = "control.previousPage"
    case controlPreviousPageShort = "control.previousPage.short"

    // MARK: Key names
    case keyEnter = "key.enter"
    case keySpace = "key.space"
    /// A key by its name alone (`{key}`).
    case keyName = "key.name"

    // MARK: Scanning
    /// The group of controls, as the cue voice names it.
    case scanControls = "scan.controls"

    // MARK: The message bar
    case messageLabel = "message.label"
    case messageSpeaking = "message.speaking"
    case messageHint = "message.hint"
    /// The empty message's hint when the person picks with switches.
    case messageHintSwitches = "message.hint.switches"
    /// On the message bar while the scanning highlight is on it.
    case messageSelectSpeaks = "message.selectSpeaks"

    // MARK: Notes next to the title
    case titleChoiceScreen = "title.choiceScreen"
    case titleChoiceScreenSwitches = "title.choiceScreen.switches"
    case titleRowsForSpace = "title.rowsForSpace"
    case titlePage = "title.page"
    case titleZoomed = "title.zoomed"
    case titleZoomedSwitches = "title.zoomed.switches"

    // MARK: The board area
    case boardNoCells = "board.noCells"
    case boardNoCellsSwitches = "board.noCells.switches"
    case boardGridTooBig = "board.gridTooBig"
    case boardRowsTooMany = "board.rowsTooMany"
    /// A hidden cell on a printed board (`{label}`).
    case cellHidden = "cell.hidden"
    /// Over a region of a board printed in parts: the keys that open it and the rows and
    /// columns it covers (`{keys}`, `{rows}`, `{columns}`: "1 2", "1–4", "7").
    case printoutRegion = "printout.region"

    // MARK: A window too small for any screen
    case windowTooSmall = "window.tooSmall"
    case windowMinimum = "window.minimum"
    case windowNow = "window.now"
    case windowTooSmallShort = "window.tooSmall.short"
    /// The first run's keypad question: which key is at the top left of the keypad.
    case keypadQuestion = "keypadQuestion.ask"
    /// The key that skips the keypad question.
    case keypadQuestionSkip = "keypadQuestion.skip"

    // MARK: Notices (shown under the board until the next key)
    case noticeMessageEmpty = "notice.messageEmpty"
    case noticeMessageAlreadyEmpty = "notice.messageAlreadyEmpty"
    case noticeNoClearedMessage = "notice.noClearedMessage"
    case noticeBroughtBack = "notice.broughtBack"
    case noticeNothingSpokenYet = "notice.nothingSpokenYet"
    case noticeMessageCleared = "notice.messageCleared"
    case noticeBackTo = "notice.backTo"
    case noticeOpened = "notice.opened"
    case noticeOpenedAfterClearing = "notice.openedAfterClearing"
    case noticeNothingUnderKey = "notice.nothingUnderKey"
    case noticeKeyDoesNothing = "notice.keyDoesNothing"
    case noticeKeyDoesNothingOnChoice = "notice.keyDoesNothingOnChoice"
    case noticeKeyDoesNothingOnChoiceSwitches = "notice.keyDoesNothingOnChoice.switches"
    case noticePage = "notice.page"
    case noticeLastPage = "notice.lastPage"
    case noticeFirstPage = "notice.firstPage"
    case noticeOnlyOnePage = "notice.onlyOnePage"
    case noticeFirstBoard = "notice.firstBoard"
    case noticeUnsupportedAction = "notice.unsupportedAction"
    case noticeCellHasNoWord = "notice.cellHasNoWord"
    case noticeBoardOnWeb = "notice.boardOnWeb"
    case noticeBoardNotInSet = "notice.boardNotInSet"
    case noticeBoardDamaged = "notice.boardDamaged"
    case noticeDamagedAtStart = "notice.damagedAtStart"
    case noticeUseNumberKeys = "notice.useNumberKeys"
    case noticeUseSwitches = "notice.useSwitches"
    case noticeNoSound = "notice.noSound"
    case noticeNoVoice = "notice.noVoice"
    case noticeNaturalVoiceUnavailable = "notice.naturalVoiceUnavailable"
    case noticeSettingNotSaved = "notice.settingNotSaved"
    case noticeHistoryNotKept = "notice.historyNotKept"
    case noticeInterfaceInEnglish = "notice.interfaceInEnglish"
    case noticeSettingsUnreadable = "notice.settingsUnreadable"
    case noticeNoLockYet = "notice.noLockYet"
    case noticeSettingsUnreadableKept = "notice.settingsUnreadableKept"
    case noticeLockAsk = "notice.lockAsk"
    case noticeLockWrong = "notice.lockWrong"
    case noticeLockCodesDiffer = "notice.lockCodesDiffer"
    case noticeLockOn = "notice.lockOn"
    case noticeLockOff = "notice.lockOff"

    // MARK: Confirmations
    case confirmClearTitle = "confirm.clear.title"
    case confirmClearYes = "confirm.clear.yes"
    case confirmClearNo = "confirm.clear.no"
    case confirmQuitTitle = "confirm.quit.title"
    case confirmQuitAgainTitle = "confirm.quit.againTitle"
    case confirmQuitYes = "confirm.quit.yes"
    case confirmQuitNo = "confirm.quit.no"
    case confirmRemoveLockTitle = "confirm.removeLock.title"
    /// The second time removing the lock is asked.
    case confirmRemoveLockAgainTitle = "confirm.removeLock.againTitle"
    case confirmRemoveLockYes = "confirm.removeLock.yes"
    case confirmRemoveLockNo = "confirm.removeLock.no"

    // MARK: The caregiver lock
    /// The code screen's title, with a dot per digit (`{typed}`: ●●○○).
    case lockTitle = "lock.title"
    /// Choosing a new code, the first time (`{typed}`).
    case lockNewTitle = "lock.newTitle"
    /// Choosing a new code, typed again (`{typed}`).
    case lockAgainTitle = "lock.againTitle"
    case lockChooseCode = "lock.chooseCode"
    case lockChangeCode = "lock.changeCode"
    case lockRemove = "lock.remove"
    /// A code's length (`{count}`, plural).
    case lockDigits = "lock.digits"

    // MARK: The menu
    case menuTitle = "menu.title"
    case menuScreen = "menu.screen"
    case menuKeys = "menu.keys"
    case menuAccess = "menu.access"
    case menuAccessMethod = "menu.accessMethod"
    case menuScanPace = "menu.scanPace"
    case menuSpeakItems = "menu.speakItems"
    case menuCueVoice = "menu.cueVoice"
    case menuIgnoreRepeats = "menu.ignoreRepeats"
    case menuVoice = "menu.voice"
    case menuSpeed = "menu.speed"
    case menuVolume = "menu.volume"
    case menuSpeakEachWord = "menu.speakEachWord"
    case menuLanguage = "menu.language"
    case menuLayout = "menu.layout"
    case menuColours = "menu.colours"
    case menuPictures = "menu.pictures"
    case menuSpeakScreen = "menu.speakScreen"
    case menuRestore = "menu.restore"
    case menuRepeat = "menu.repeat"
    case menuQuit = "menu.quit"
    case menuCaregiverLock = "menu.caregiverLock"

    // MARK: Screen titles of the menu
    case screenScreen = "screen.screen"
    case screenColours = "screen.colours"
    case screenPictures = "screen.pictures"
    case screenLayout = "screen.layout"
    case screenKeys = "screen.keys"
    case screenAccess = "screen.access"
    case screenAccessMethod = "screen.accessMethod"
    case screenScanPace = "screen.scanPace"
    case screenSpeakItems = "screen.speakItems"
    case screenCueVoice = "screen.cueVoice"
    case screenCueVoiceName = "screen.cueVoiceName"
    case screenCueSpeed = "screen.cueSpeed"
    case screenCueVolume = "screen.cueVolume"
    case screenIgnoreRepeats = "screen.ignoreRepeats"
    case screenVoice = "screen.voice"
    case screenSpeed = "screen.speed"
    case screenSpeakEachWord = "screen.speakEachWord"
    case screenLanguage = "screen.language"
    case screenSpeakScreen = "screen.speakScreen"
    case screenCaregiverLock = "screen.caregiverLock"
    case screenCodeLength = "screen.codeLength"

    // MARK: Values of settings
    case layoutGrid = "layout.grid"
    case layoutRows = "layout.rows"
    case coloursStandard = "colours.standard"
    case coloursHighContrast = "colours.highContrast"
    case coloursStandardInSentence = "colours.standard.inSentence"
    case coloursHighContrastInSentence = "colours.highContrast.inSentence"
    case picturesAuto = "pictures.auto"
    case picturesKitty = "pictures.kitty"
    case picturesSixel = "pictures.sixel"
    case picturesIterm = "pictures.iterm"
    case picturesBlocks = "pictures.blocks"
    case picturesOff = "pictures.off"
    case keypadPhone = "keypad.phone"
    case accessKeys = "access.keys"
    case accessStepScan = "access.stepScan"
    case accessAutoScan = "access.autoScan"
    case valueSeconds = "value.seconds"
    /// What separates the whole part of a number from its decimals in the language (`1.5`, `1,5`).
    case numberDecimalSeparator = "number.decimalSeparator"
    case keypadNumpad = "keypad.numpad"
    case voiceAutomatic = "voice.automatic"
    case voiceEachLanguage = "voice.eachLanguage"
    case voiceEachLanguageInSentence = "voice.eachLanguage.inSentence"
    case voiceWithLanguage = "voice.withLanguage"
    case speedVerySlow = "speed.verySlow"
    case speedSlow = "speed.slow"
    case speedNormal = "speed.normal"
    case speedFast = "speed.fast"
    case speedVeryFast = "speed.veryFast"
    case speedWordsPerMinuteShort = "speed.wordsPerMinute.short"
    case speedWordsPerMinute = "speed.wordsPerMinute"
    case cueSameVoice = "cue.sameVoice"
    case cueSameVoiceInSentence = "cue.sameVoice.inSentence"
    case cueFaster = "cue.faster"
    case cueQuieter = "cue.quieter"
    case volumeQuiet = "volume.quiet"
    case volumeMedium = "volume.medium"
    case volumeLoud = "volume.loud"
    case volumePercent = "volume.percent"
    case switchOn = "switch.on"
    case switchOff = "switch.off"
    case switchOnInSentence = "switch.on.inSentence"
    case switchOffInSentence = "switch.off.inSentence"
    case languageBoardsOwn = "language.boardsOwn"
    case languageBoardsOwnInSentence = "language.boardsOwn.inSentence"
    case languageWithTag = "language.withTag"
}
