/// What the session asks the edges to do; the session itself never performs anything.
public enum SessionEffect: Equatable, Sendable {
    /// Speak this utterance (a new one interrupts the old one).
    case speak(Utterance)
    /// Say a highlighted item in the cue voice (auditory scanning). A new cue interrupts the last
    /// one; it never interrupts or delays the main voice's speech or the next press.
    case cue(Cue)
    /// Stop speaking now.
    case stopSpeaking
    /// Play a cell's recorded sound (OBF `sound_id` of a board); speak `fallback` when the edge
    /// cannot find or play the recording.
    case playSound(boardID: String, soundID: String, fallback: Utterance)
    /// Tell the person something.
    case announce(Announcement)
    /// Keep this in the person's usage record (a pick, a message spoken, a delete, a clear); the
    /// edge adds the time and writes it off the key path.
    case record(UsageEvent)
    /// The settings changed: apply and persist them.
    case settingsChanged(SessionSettings)
    /// The caregiver chose a new code in the menu (digits 1-9, typed twice the same): salt and
    /// hash it, then give the session the lock (``SessionInput/setCaregiverLock(_:)``), which
    /// saves it as every setting. The session keeps no randomness, so the salt comes from the edge.
    case chooseCaregiverCode(String)
    /// A modifier cell (`:plural`, `:past` …) asks for a form of the message's last word: the edge
    /// looks it up in its word data and answers with ``SessionInput/changedWord(_:)``.
    case changeWord(WordModifier, word: String, language: String)
    /// The change-word screen asks for the forms of the message's last word: the edge looks them up
    /// and answers with ``SessionInput/formsFound(_:)``.
    case findForms(word: String, language: String, before: [String])
    /// The words-ahead screen asks for the words most likely after the message's words (or the
    /// completions of the word being spelled): the edge predicts them and answers with
    /// ``SessionInput/wordsAheadFound(_:)``.
    case findWordsAhead(after: [String], spelling: String?)
    /// The person confirmed quitting.
    case quit
    /// The caregiver may edit the boards now (the code was typed, or no lock is set): the front end
    /// shows its editor over the board on screen.
    case startEditing
}

/// What a scanning cue says: a board's word (in its language) or an interface text (a control,
/// an option of the menu), which the edge says in the interface language.
public enum Cue: Equatable, Sendable {
    case word(Utterance)
    case interface(InterfaceText)
}
