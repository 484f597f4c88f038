import TalkGrid
import TalkGridShipped
import TalkGridSpeech
import TalkGridStorage
import TalkGridWords

/// The one place where a session's effects become actions, for the full-screen board and for
/// `run --keys` alike.
///
/// ``reaction(to:)`` reads the effects of one step into a ``Reaction`` (finding recordings in
/// the set's media on the way); ``perform(_:on:waitingForEach:)`` hands its speech to the speaker
/// and then queues the picks and messages for the usage record, which is written on a queue of
/// its own, so that recording never delays the first sound or the next key. What to show and whether to stop is the front end's part.
public struct EffectInterpreter: Sendable {
    /// Where recordings are read; nil: the words of every recording are spoken instead.
    public var media: SetMedia?
    /// Where picks and spoken messages are recorded; nil: nowhere (`"history": false`, a script).
    public var usage: UsageRecorder?
    /// The words of the interface: notices, cues and the screen are said and shown in them.
    public var words: InterfaceWords
    /// The interface words of a language (nil: English); the shipped catalogues by default.
    public var wordsForLanguage: @Sendable (String?) -> InterfaceWords
    /// The language the words were last asked for (they are English when it has none of its own).
    public private(set) var wordsLanguage: String?
    /// The languages already said to have no words of TalkGrid's own (said once each).
    private var languagesSaidInEnglish: Set<String> = []
    /// Makes the lock for a caregiver code chosen in the menu: salted at random by default.
    public var lockForCode: @Sendable (String) -> CaregiverLock
    /// Where the word pairs of the set's spoken messages are counted, for prediction; nil: nowhere.
    public var wordPairs: WordPairsFile?
    /// The form a modifier cell asks for (`:plural` on *child*): the installed word data by default.
    public var wordForm: @Sendable (WordModifier, String, String) -> String? = InstalledWordForms.form
    /// The forms of a word for the change-word screen, in the order that fits the words before.
    public var wordForms: @Sendable (String, String, [String]) -> [String] = InstalledWordForms.forms
    /// The words most likely after the message's words (or completing the letters spelled), for
    /// the words-ahead screen; none by default (a front end sets the set's ``SetPrediction``).
    public var wordsAhead: @Sendable ([String], String?) -> [WordAhead] = { _, _ in [] }

    public init(
        media: SetMedia? = nil, usage: UsageRecorder? = nil,
        words: InterfaceWords = ShippedContent.interfaceWords(for: nil),
        wordsForLanguage: @escaping @Sendable (String?) -> InterfaceWords = ShippedContent.interfaceWords(for:),
        lockForCode: @escaping @Sendable (String) -> CaregiverLock = CaregiverLock.salted(code:)
    ) {
        self.media = media
        self.usage = usage
        self.words = words
        self.wordsForLanguage = wordsForLanguage
        self.lockForCode = lockForCode
    }

    /// Makes the interface words follow the session's language (`--lang`, the menu, the locale, else
    /// the boards' own), so that switching the language switches TalkGrid's words at once. The first
    /// time a language has no words of its own (English stands in), returns the notice that says so.
    public mutating func follow(_ session: Session) -> Announcement? {
        let wanted = session.interfaceLanguage
        guard wanted != wordsLanguage else { return nil }
        wordsLanguage = wanted
        words = wordsForLanguage(wanted)
        let primary = LanguageTag.language(of: wanted)
        guard LanguageTag.language(of: words.language) != primary, languagesSaidInEnglish.insert(primary).inserted else {
            return nil
        }
        return Announcement(.settingChanged, .noticeInterfaceInEnglish(language: LanguageName.text(of: wanted).argument))
    }

    /// What to do about the effects of one step. With `speakingScreen` (the person's settings) each
    /// notice is also said when "speak the screen" is on, in the interface words' language and the
    /// person's voice (it is shown, and printed as `note:`, either way), and cues take the
    /// person's cue voice (without: the default one).
    public func reaction(to effects: [SessionEffect], speakingScreen: SessionSettings? = nil) -> Reaction {
        var reaction = Reaction()
        for effect in effects {
            switch effect {
            case .speak(let utterance):
                reaction.speech.append(.speak(utterance))
                // Which voice spoke, when it is not the language's default.
                reaction.transcript.append("speak: \(utterance.text)" + (utterance.voiceID.map { "  (voice \($0))" } ?? ""))
            case .playSound(let boardID, let soundID, let fallback):
                reaction.speech.append(recording(soundID, onBoard: boardID).map(SpeechRequest.play) ?? .speak(fallback))
                reaction.transcript.append("speak: \(fallback.text)")
            case .cue(let cue):
                let utterance: Utterance
                switch cue {
                case .word(let word): utterance = word
                case .interface(let text): utterance = Utterance(text: words.text(text), language: words.language)
                }
                let settings = speakingScreen ?? SessionSettings()
                reaction.cues.append(settings.scan.cueVoice.cue(utterance, messageSettings: settings))
                reaction.transcript.append("cue: \(utterance.text)")
            case .stopSpeaking:
                reaction.speech.append(.stop)
            case .announce(let announcement):
                reaction.announcements.append(announcement)
                let text = words.text(announcement.text)
                reaction.transcript.append("note: \(text)")
                if let settings = speakingScreen, settings.speaksScreen {
                    reaction.speech.append(
                        .speak(
                            Utterance(text: text, language: words.language, voiceID: settings.voiceID, prosody: settings.messageProsody)))
                }
            case .record(let event):
                reaction.usage.append(event)
            case .settingsChanged(let settings):
                reaction.changedSettings = settings
            case .chooseCaregiverCode(let code):
                // Only the salted digest goes on; the session saves it as a setting (a follow-up step).
                reaction.followUps.append(.setCaregiverLock(lockForCode(code)))
            case .changeWord(let modifier, let word, let language):
                reaction.followUps.append(.changedWord(wordForm(modifier, word, language)))
            case .findForms(let word, let language, let before):
                reaction.followUps.append(.formsFound(wordForms(word, language, before)))
            case .findWordsAhead(let words, let spelling):
                reaction.followUps.append(.wordsAheadFound(wordsAhead(words, spelling)))
            case .quit:
                reaction.quits = true
            case .startEditing:
                reaction.startsEditing = true
            }
        }
        return reaction
    }

    /// Hands the reaction's speech to `speaker` (none when nil), waiting for each utterance to end
    /// when `waitingForEach` (a scripted run, where none may cut off the one before), then queues
    /// its events for the usage record. Returns what went wrong writing the record since the last
    /// time (the writing itself happens meanwhile, on the record's own queue).
    public func perform(_ reaction: Reaction, on speaker: (any Speaker)?, waitingForEach: Bool) async -> [StorageError] {
        if let speaker {
            for request in reaction.speech {
                await speaker.perform(request)
                if waitingForEach && request != .stop { await speaker.waitUntilDone() }
            }
            // Only the newest cue matters: each one would cut off the one before.
            if let cue = reaction.cues.last {
                await speaker.cue(cue)
                if waitingForEach { await speaker.waitUntilDone() }
            }
        }
        var failures: [StorageError] = []
        let spoken = reaction.usage.filter { $0.action == .said }
        if let wordPairs, !spoken.isEmpty {
            var pairs = wordPairs.read()
            for message in spoken { pairs.learn(text: message.text) }
            do {
                try wordPairs.write(pairs)
            } catch {
                failures.append(error)
            }
        }
        guard let usage else { return failures }
        usage.record(reaction.usage)
        return failures + usage.takeFailures()
    }

    /// A cell's recording, decoded; nil when there is none that can be played.
    private func recording(_ soundID: String, onBoard boardID: String) -> AudioClip? {
        guard let file = media?.sound(soundID, onBoard: boardID) else { return nil }
        return try? AudioClip(decoding: file.bytes, contentType: file.contentType)
    }
}
