/// What the keys currently operate: the board, or one of the step-by-step screens.
public enum SessionMode: Hashable, Sendable {
    /// The board set's boards.
    case board
    /// "Clear the message?" with Yes and No.
    case confirmingClear
    /// One screen of the menu.
    case menu(MenuScreen)
    /// "Quit TalkGrid?" with Yes and No. Without a caregiver lock Quit is asked twice (`again` the
    /// second time), as every destructive action is; with the lock the code is the first question.
    case confirmingQuit(again: Bool)
    /// The caregiver code, asked before a locked part of the menu opens (``CaregiverLock``).
    case enteringCode(CodeEntry)
    /// A new caregiver code being typed, then typed again (``NewCode``).
    case choosingCode(NewCode)
    /// "Remove the caregiver lock?", asked twice (`again` the second time): the lock guards the
    /// board, so taking it away is confirmed twice.
    case removingLock(again: Bool)
    /// The forms of the message's last word, to replace it with one (→, or a change-word cell).
    case changingWord(WordChoice)
    /// The words most likely next, to add one (Space, or Words ahead in the controls).
    case choosingWordAhead([WordAhead])
}

/// The screens of the menu: the main list, then one decision per screen.
///
/// The main list is a 3 x 3 grid (one key each); how the screen looks (layout and colours) is
/// grouped under `screen`, so the main list keeps nine entries and never needs a zoom.
public enum MenuScreen: Hashable, Sendable, CaseIterable {
    case main
    /// How the screen looks: leads to `layout`, `colours`, `pictures` or `textSize`, `speakScreen`,
    /// `wordsAhead` and `level`.
    case screen
    case layout
    case colours
    /// How pictures are drawn (under `screen`, in the terminal).
    case pictures
    /// How large the text is (under `screen`, in the window).
    case textSize
    case keypad
    /// How the person picks: leads to `keypad`, `accessMethod`, `scanPace`, `speakItems`, `cueVoice`,
    /// `ignoreRepeats`, and the caregiver lock (as a device's guided access sits among its
    /// accessibility settings).
    case access
    case accessMethod
    case scanPace
    case speakItems
    /// The cue voice of auditory scanning: leads to `cueVoiceName`, `cueSpeed`, `cueVolume`.
    case cueVoice
    case cueVoiceName
    case cueSpeed
    case cueVolume
    case ignoreRepeats
    case voice
    case rate
    case speakOnSelect
    /// Speak the screen on or off (under `screen`).
    case speakScreen
    /// The words-ahead strip on or off (under `screen`).
    case wordsAhead
    /// The person's vocabulary level (under `screen`).
    case level
    case language
    /// The caregiver lock (under `access`): choose a code, a new code, or remove the lock.
    case caregiverLock
    /// How many digits a new caregiver code has (under `caregiverLock`).
    case codeLength
}
