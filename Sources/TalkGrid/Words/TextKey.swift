/// The name of one interface text in the word catalogues (`Interface/en.json` and its
/// translations): the core says which text it shows by key, and each edge resolves the key in
/// the person's language through ``InterfaceWords``.
///
/// Adding a text means adding a case here and an entry to `Interface/en.json`, named `board.`
/// and the case (``WordKey/catalogueKey``); a test checks that every key has an English entry.
public enum TextKey: String, WordKey {
    public static let catalogueSection = "board"

    // MARK: Controls (the bar at the bottom)
    case controlBack
    // MARK: The window (what a screen reader says of a tile)
    case windowFolder
    case windowKeys
    case windowGroup
    /// The empty message's hint in the window when number keys and touch both pick.
    case windowMessageHint
    /// The empty message's hint in the window when the keys are not shown (touch only).
    case windowMessageHintTouch
    /// The menu's (and confirmations') note in the window when number keys and touch both pick.
    case windowTitleChoiceScreen
    case controlSpeak
    case controlDelete
    case controlClear
    case controlMenu
    case controlWordsAhead
    case controlCloseMenu
    case controlCloseMenuShort
    case controlNextPage
    case controlNextPageShort
    case controlPreviousPage
    case controlPreviousPageShort

    // MARK: Key names
    case keyEnter
    case keySpace
    /// A key by its name alone (`{key}`).
    case keyName

    // MARK: Scanning
    /// The group of controls, as the cue voice names it.
    case scanControls

    // MARK: The message bar
    case messageLabel
    case messageSpeaking
    case messageHint
    /// The empty message's hint when the person picks with switches.
    case messageHintSwitches
    /// On the message bar while the scanning highlight is on it.
    case messageSelectSpeaks

    // MARK: Notes next to the title
    case titleChoiceScreen
    case titleChoiceScreenSwitches
    case titleRowsForSpace
    case titlePage
    case titleZoomed
    case titleZoomedSwitches

    // MARK: The board area
    case boardNoCells
    case boardNoCellsSwitches
    case boardGridTooBig
    case boardRowsTooMany
    /// A hidden cell on a printed board (`{label}`).
    case cellHidden
    /// Over a region of a board printed in parts: the keys that open it and the rows and
    /// columns it covers (`{keys}`, `{rows}`, `{columns}`: "1 2", "1–4", "7").
    case printoutRegion

    // MARK: A window too small for any screen
    case windowTooSmall
    case windowMinimum
    case windowNow
    case windowTooSmallShort
    /// The first run's keypad question: which key is at the top left of the keypad.
    case keypadQuestion
    /// The key that skips the keypad question.
    case keypadQuestionSkip

    // MARK: Notices (shown under the board until the next key)
    case noticeMessageEmpty
    case noticeMessageAlreadyEmpty
    case noticeNoClearedMessage
    case noticeNoWordToChange
    case noticeNoSuchForm
    case noticeNoOtherForms
    case changeWordTitle
    case noticeNoWordsAhead
    case wordsAheadTitle
    case noticeBroughtBack
    case noticeNothingSpokenYet
    case noticeMessageCleared
    case noticeBackTo
    case noticeOpened
    case noticeOpenedAfterClearing
    case noticeNothingUnderKey
    case noticeKeyDoesNothing
    case noticeKeyDoesNothingOnChoice
    case noticeKeyDoesNothingOnChoiceSwitches
    case noticePage
    case noticeLastPage
    case noticeFirstPage
    case noticeOnlyOnePage
    case noticeFirstBoard
    case noticeUnsupportedAction
    case noticeCellHasNoWord
    case noticeBoardOnWeb
    case noticeBoardNotInSet
    case noticeBoardDamaged
    case noticeDamagedAtStart
    case noticeUseNumberKeys
    case noticeUseSwitches
    case noticeNoSound
    case noticeNoVoice
    case noticeNaturalVoiceUnavailable
    case noticeSettingNotSaved
    case noticeHistoryNotKept
    case noticeInterfaceInEnglish
    case noticeSettingsUnreadable
    case noticeNoLockYet
    /// `talkgrid` alone opened the set run last (`{set}`): which, and how to open the shipped one.
    case noticeLastSet
    /// The set run last (`{set}`, its folder's name) is not there any more: the shipped set opened instead.
    case noticeLastSetGone
    case noticeSettingsMistake
    case noticeLockAsk
    case noticeLockWrong
    case noticeLockUnreadable
    case noticeLockCodesDiffer
    case noticeLockOn
    case noticeLockOff

    // MARK: Confirmations
    case confirmClearTitle
    case confirmClearYes
    case confirmClearNo
    case confirmQuitTitle
    case confirmQuitAgainTitle
    case confirmQuitYes
    case confirmQuitNo
    case confirmRemoveLockTitle
    /// The second time removing the lock is asked.
    case confirmRemoveLockAgainTitle
    case confirmRemoveLockYes
    case confirmRemoveLockNo

    // MARK: The caregiver lock
    /// The code screen's title, with a dot per digit (`{typed}`: ●●○○).
    case lockTitle
    /// Choosing a new code, the first time (`{typed}`).
    case lockNewTitle
    /// Choosing a new code, typed again (`{typed}`).
    case lockAgainTitle
    case lockChooseCode
    case lockChangeCode
    case lockRemove
    /// A code's length (`{count}`, plural).
    case lockDigits

    // MARK: The menu
    case menuTitle
    case menuScreen
    case menuKeys
    case menuAccess
    case menuAccessMethod
    case menuScanPace
    case menuSpeakItems
    case menuCueVoice
    case menuIgnoreRepeats
    case menuVoice
    case menuSpeed
    case menuVolume
    case menuSpeakEachWord
    case menuLanguage
    case menuLayout
    case menuColours
    case menuPictures
    case menuTextSize
    case menuSpeakScreen
    case menuWordsAhead
    /// The person's vocabulary level in the menu (`{level}`).
    case menuLevel
    case menuRestore
    case menuRepeat
    case menuQuit
    case menuCaregiverLock

    // MARK: Screen titles of the menu
    case screenScreen
    case screenColours
    case screenPictures
    case screenTextSize
    case screenLayout
    case screenKeys
    case screenAccess
    case screenAccessMethod
    case screenScanPace
    case screenSpeakItems
    case screenCueVoice
    case screenCueVoiceName
    case screenCueSpeed
    case screenCueVolume
    case screenIgnoreRepeats
    case screenVoice
    case screenSpeed
    case screenSpeakEachWord
    case screenLanguage
    case screenSpeakScreen
    case screenLevel
    case screenCaregiverLock
    case screenCodeLength

    // MARK: Values of settings
    case layoutGrid
    case layoutRows
    case coloursStandard
    case coloursHighContrast
    case coloursStandardInSentence
    case coloursHighContrastInSentence
    case picturesAuto
    case picturesKitty
    case picturesSixel
    case picturesIterm
    case picturesBlocks
    case picturesOff
    case textSizeDesktop
    case textSizeSmallest
    case textSizeSmaller
    case textSizeSmall
    case textSizeStandard
    case textSizeLarge
    case textSizeExtraLarge
    case textSizeLargest
    /// A vocabulary level (`{level}`), and the highest, which shows every cell.
    case levelNumber
    case levelAll
    case keypadPhone
    case accessKeys
    case accessStepScan
    case accessAutoScan
    case valueSeconds
    /// What separates the whole part of a number from its decimals in the language (`1.5`, `1,5`).
    case numberDecimalSeparator
    case keypadNumpad
    case voiceAutomatic
    case voiceEachLanguage
    case voiceEachLanguageInSentence
    case voiceWithLanguage
    case speedVerySlow
    case speedSlow
    case speedNormal
    case speedFast
    case speedVeryFast
    case speedWordsPerMinuteShort
    case speedWordsPerMinute
    case cueSameVoice
    case cueSameVoiceInSentence
    case cueFaster
    case cueQuieter
    case volumeQuiet
    case volumeMedium
    case volumeLoud
    case volumePercent
    case switchOn
    case switchOff
    case switchOnInSentence
    case switchOffInSentence
    case languageBoardsOwn
    case languageBoardsOwnInSentence
    case languageWithTag

    // MARK: The therapist's printed report (talkgrid report --pdf)
    /// The page's title (`{set}`, `{from}`, `{to}`).
    case reportPageTitle
    /// A line under the title: the record is private.
    case reportPagePrivate
    case reportPageMessages
    case reportPageWords
    case reportPageDifferentWords
    case reportPageNewWords
    case reportPageMeanLength
    case reportPageRateLabel
    /// Words per minute (`{average}`, `{peak}`).
    case reportPageRate
    case reportPageCoreShare
    case reportPageWordsPerDay
    case reportPageHours
    case reportPageTopWords
    /// How many times a word was said (`{count}`), under its picture.
    case reportPageTimes

    // MARK: Editing in the window (the accessible names tests and screen readers use)
    case editBoards
    case editDone
    case editUndo
    case editRedo
    case editLabel
    /// The label in another language of the set (`{language}`: its own name).
    case editLabelIn
    /// Takes the symbols' word for a translation (`{word}`).
    case editUseSuggestion
    case editSpokenText
    case editPicture
    case editSearchPictures
    case editNoPicture
    case editOpensBoard
    case editOpensNothing
    /// A board made for the cell, titled after it (`{name}`).
    case editOpensNewBoard
    case editColour
    case editColourAsItIs
    case editColourNone
    case editColourPeople
    case editColourActions
    case editColourDescribing
    case editColourThings
    case editColourSocial
    case editColourQuestions
    case editColourLittleWords
    case editColourNegation
    case editAnyColour
    case editHidden
    /// The cell editor's vocabulary level field, and its choice for a cell of every level.
    case editLevel
    case editLevelEvery
    /// The person's vocabulary level, in edit mode's bar.
    case editPersonsLevel
    case editRemoveCell
    /// The first question before a cell is removed (`{label}`).
    case editRemoveAsk
    /// The second question (`{label}`).
    case editRemoveAskAgain
    case editRemoveYes
    case editRemoveNo
    case editAddCell
    /// An empty-looking slot that holds a hidden cell, in edit mode (`{label}`).
    case editHiddenCell
    /// A slot whose cell is above the person's level, in edit mode (`{level}`, `{label}`).
    case editLevelCell
    case editCancel
    case editGoToBoard
    case editMove
    case editCopy
    case editPaste
    /// Paste offered in an empty slot's editor while cells are copied (`{labels}`).
    case editPasteCells
    /// "Select several" in edit mode, and what a screen reader adds to a cell chosen.
    case editSelectSeveral
    case editSelected
    case editHide
    case editShow
    case editMoveToBoard
    case editRemove
    /// Removing the cells chosen: asked twice (`{count}`).
    case editRemoveCellsAsk
    case editRemoveCellsAskAgain
    /// While choosing several cells (`{count}` chosen).
    case noticeSelecting
    case noticeSelectFirst
    /// Cells copied, to be pasted (`{labels}`).
    case noticeCopied
    /// In edit mode: the board's own settings (its title), and their panel's heading.
    case editBoardSettings
    /// The board's title, in its settings.
    case editBoardTitle
    /// In edit mode's bar: a new empty board, titled in a panel like Board settings; and that panel's heading.
    case editAddBoard
    /// In edit mode's bar: the list of the set's boards, the one chosen shown (a board no cell opens yet too).
    case editShowBoard
    case noticeBoardTitleNeeded
    /// Board settings' rows and columns: the buttons, where a new line goes and which goes (`{number}`).
    case editRows
    case editColumns
    case editAddRow
    case editRemoveRow
    case editAddColumn
    case editRemoveColumn
    case editNewRowWhere
    case editRowToRemove
    case editNewColumnWhere
    case editColumnToRemove
    case editAboveRow
    case editBelowRow
    case editLeftOfColumn
    case editRightOfColumn
    case editRowNumber
    case editColumnNumber
    /// What a row or column added or removed at the place chosen does to the cells, said before it is saved (`{number}`).
    case editCellsMoveDown
    case editCellsMoveUp
    case editCellsMoveRight
    case editCellsMoveLeft
    case editNoCellMoves
    /// A row or column to remove that holds cells (`{number}`, `{labels}`), and the two questions before it goes.
    case editRowHoldsCells
    case editColumnHoldsCells
    case editRemoveRowAsk
    case editRemoveColumnAsk
    case editRemoveRowAskAgain
    case editRemoveColumnAskAgain
    /// Board settings' Remove board, its two questions (`{name}`, `{links}`), the cells that open the board
    /// (`{cells}`: each `{label}` on `{board}`), and the first board, which stays.
    case editRemoveBoard
    case editRemoveBoardAsk
    case editRemoveBoardAskAgain
    case editBoardOpenedBy
    case editBoardOpenedByNone
    case editQuotedLabel
    case editCellOnBoard
    case editRemoveFirstBoard
    case editPictureFile
    case editChoosePictureFile
    case editPictureFiles
    case editSquare
    /// A picture file made fit for a cell (`{file}`, `{width}`, `{height}`, `{kilobytes}`).
    case editPictureMade
    case editSound
    case editChooseSoundFile
    case editSoundFiles
    case editRecord
    case editStop
    case editPlay
    case editNoSound
    /// A sound read or recorded (`{name}`, `{seconds}`).
    case editSoundMade
    /// Recording now (`{seconds}` so far, `{limit}` at most).
    case editRecording
    /// A recording that cannot be a cell's sound (`{reason}`).
    case editRecordingUnusable
    /// No recording: libpulse-simple cannot be opened (`{reason}`).
    case editRecordNoLibrary
    /// No recording: no microphone or sound server (`{reason}`).
    case editRecordNoSoundServer
    /// Moving a cell without a pointer: where it goes is touched next (`{label}`).
    case noticeMoving
    /// The cell editor's title (`{slot}`: 2,1; `{board}`).
    case editCellTitle
    case editTitleNote
    case noticeEditing
    case noticeEditingNoLock
    case noticeEditSaved
    case noticeEditNotSaved
    case noticeEditUndone
    case noticeEditRedone
    case noticeEditNotPossible
    case noticeBoardsChanged
    case noticeNoPictures
    case noticeLabelNeeded
}
