extension Session {
    /// What the person may ask to hear next, most likely first, nothing changed here: the message
    /// as Enter would say it, then each visible cell's word as picking it would say it (with
    /// speak-on-select; as the cue voice says it too while items are said), on the board shown
    /// and on the root board and the boards one link away. A speaker whose voice is slow to
    /// synthesize prepares these while the person looks at the board.
    ///
    /// - Parameter limit: the most utterances returned (repeats are left out).
    public func utterancesAhead(limit: Int = 200) -> [Utterance] {
        var found: [Utterance] = []
        var seen: Set<Utterance> = []
        func add(_ utterance: Utterance) {
            guard found.count < limit, !utterance.text.trimmingSpaces.isEmpty, seen.insert(utterance).inserted else { return }
            found.append(utterance)
        }
        guard mode == .board else { return [] }
        if !message.isEmpty { add(message.utterance(voiceID: settings.voiceID, prosody: settings.messageProsody)) }
        for session in [self] + sessionsAhead() {
            let board = session.currentBoard
            let translation = session.translation(for: board)
            for cell in board.cells where cell.isShown(atLevel: settings.level) {
                guard found.count < limit else { return found }
                if settings.speakOnSelect {
                    var picked = session
                    for effect in picked.pick(cell, on: board) {
                        if case .speak(let said) = effect { add(said) }
                    }
                }
                if settings.access.scans, settings.scan.speakItems {
                    let label = translation.text(cell.label)
                    add(settings.scan.cueVoice.cue(Utterance(text: label.text, language: label.language), messageSettings: settings))
                }
            }
        }
        return found
    }
}
