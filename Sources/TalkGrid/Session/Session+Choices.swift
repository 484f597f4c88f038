extension Session {
    /// A key pressed while a confirmation or menu screen is shown.
    ///
    /// The screen is operated like a board (same keys, same layout); `0` (or ←) steps back one
    /// screen, `/` returns to the board, and the message keys do nothing here.
    mutating func pressOnChoiceScreen(_ key: Key) -> [SessionEffect] {
        guard let screen = choiceScreen else { return open(.board) }
        switch key {
        case .digit(let digit):
            switch choiceSelection.press(
                digit: digit, on: screen.board, layout: settings.layout, keypad: settings.keypad)
            {
            case .picked(let option): return choose(screen.actions[option.id] ?? .goBack)
            case .atTop: return stepBack()
            case .nothingUnderKey: return [nothingUnder(key)]
            default: return []
            }
        case .left:
            return pressOnChoiceScreen(.digit(0))
        case .menu:
            return open(.board)
        case .nextPage, .down, .previousPage, .up:
            let delta = key == .nextPage || key == .down ? 1 : -1
            switch choiceSelection.turnPage(by: delta, on: screen.board, layout: settings.layout) {
            case .turnedPage(let page):
                let count = SelectionRule.rowsPageCount(of: screen.board)
                return [.announce(Announcement(.screenOpened, .noticePage(page: page + 1, count: count)))]
            default:
                return [nothingUnder(key)]
            }
        case .delete where Self.typedCode(in: mode)?.isEmpty == false:
            return removeCodeDigit()
        case .enter, .delete, .clear, .right, .space:
            return [
                .announce(
                    Announcement(
                        .keyDoesNothing,
                        settings.access.scans
                            ? .noticeKeyDoesNothingOnChoiceSwitches(key: key) : .noticeKeyDoesNothingOnChoice(key: key)))
            ]
        }
    }

    /// One step back: from a setting to the screen that leads to it (layout and colours to the
    /// screen group, the others to the menu), from the menu or a confirmation to the board, from
    /// the quit confirmation to the menu.
    private mutating func stepBack() -> [SessionEffect] {
        switch mode {
        case .menu(.main), .confirmingClear, .board, .changingWord, .choosingWordAhead: open(.board)
        case .enteringCode: open(.menu(.main))
        case .menu(.layout), .menu(.colours), .menu(.pictures), .menu(.textSize), .menu(.speakScreen), .menu(.wordsAhead),
            .menu(.level):
            open(.menu(.screen))
        case .menu(.keypad), .menu(.accessMethod), .menu(.scanPace), .menu(.speakItems), .menu(.cueVoice),
            .menu(.ignoreRepeats), .menu(.caregiverLock):
            open(.menu(.access))
        case .menu(.cueVoiceName), .menu(.cueSpeed), .menu(.cueVolume): open(.menu(.cueVoice))
        case .menu(.codeLength), .choosingCode, .removingLock: open(.menu(.caregiverLock))
        case .menu, .confirmingQuit: open(.menu(.main))
        }
    }

    /// Does what an option says. A decision returns to the board, where its result shows.
    private mutating func choose(_ action: ChoiceAction) -> [SessionEffect] {
        switch action {
        case .goBack:
            return stepBack()
        case .open(let screen):
            return askForCode(before: .setting(screen)) ?? open(.menu(screen))
        case .askQuit:
            return askForCode(before: .quit) ?? open(.confirmingQuit(again: false))
        case .typeCodeDigit(let digit):
            if case .choosingCode = mode { return typeNewCodeDigit(digit) }
            return typeCodeDigit(digit)
        case .chooseCodeLength(let digits):
            return open(.choosingCode(NewCode(digits: digits)))
        case .askRemoveLock:
            return open(.removingLock(again: false))
        case .replaceWord(let form):
            _ = open(.board)
            return replaceLastWord(with: form)
        case .addWordAhead(let word):
            _ = open(.board)
            return addWordAhead(word)
        case .removeLock:
            guard mode == .removingLock(again: true) else { return open(.removingLock(again: true)) }
            let effects = change { $0.caregiverLock = nil }
            _ = open(.board)
            return effects + [.announce(Announcement(.settingChanged, .noticeLockOff))]
        case .quit:
            // Without the lock nothing else stands between a child's keys and leaving: ask again.
            if mode == .confirmingQuit(again: false), settings.caregiverLock == nil { return open(.confirmingQuit(again: true)) }
            return [.stopSpeaking, .quit]
        case .confirmClear:
            let cleared = clearAtOnce()
            _ = open(.board)
            return [cleared].compactMap { $0 } + [
                .stopSpeaking,
                .announce(Announcement(.messageChanged, .noticeMessageCleared)),
            ]
        case .restoreClearedMessage:
            let effects = restoreClearedMessage()
            guard effects.allSatisfy({ !Self.saysNothingToDo($0) }) else { return effects }
            _ = open(.board)
            return effects
        case .repeatLastMessage:
            let effects = repeatLastMessage()
            guard effects.allSatisfy({ !Self.saysNothingToDo($0) }) else { return effects }
            _ = open(.board)
            return effects
        case .setLayout(let layout):
            return decide(.setLayout(layout), InterfaceText.menuLayout(layout: ChoiceScreen.layoutName(layout)))
        case .setKeypad(let keypad):
            return decide(.setKeypad(keypad), InterfaceText.menuKeys(keypad: ChoiceScreen.keypadName(keypad)))
        case .setAccess(let method):
            return decide(.setAccess(method), InterfaceText.menuAccessMethod(method: ChoiceScreen.accessName(method)))
        case .setScanPace(let pace):
            var scan = settings.scan
            scan.paceMilliseconds = ScanSettings.paceRange.clamp(pace)
            return decide(.setScanSettings(scan), InterfaceText.menuScanPace(pace: ChoiceScreen.seconds(pace)))
        case .setSpeakItems(let on):
            var scan = settings.scan
            scan.speakItems = on
            return decide(.setScanSettings(scan), InterfaceText.menuSpeakItems(value: ChoiceScreen.switchName(on)))
        case .setIgnoreRepeats(let time):
            var scan = settings.scan
            scan.ignoreRepeatsMilliseconds = ScanSettings.ignoreRepeatsRange.clamp(time)
            return decide(
                .setScanSettings(scan), InterfaceText.menuIgnoreRepeats(value: ChoiceScreen.repeatsName(time)))
        case .setCueVoice(let id):
            var scan = settings.scan
            scan.cueVoice.voiceID = id
            return decide(
                .setScanSettings(scan), InterfaceText.menuVoice(voice: ChoiceScreen.cueVoiceName(id, voices: voices)))
        case .setCueRate(let rate):
            var scan = settings.scan
            scan.cueVoice.rate = rate.map(Prosody.rateRange.clamp)
            return decide(.setScanSettings(scan), InterfaceText.menuSpeed(speed: ChoiceScreen.cueSpeedName(rate)))
        case .setCueVolume(let volume):
            var scan = settings.scan
            scan.cueVoice.volume = volume.map(Prosody.volumeRange.clamp)
            return decide(
                .setScanSettings(scan), InterfaceText.menuVolume(volume: ChoiceScreen.cueVolumeName(volume)))
        case .setVoice(let id):
            let name =
                id.map { InterfaceText.Argument.text(ChoiceScreen.voiceName($0, voices: voices)) }
                ?? .words(InterfaceText(.voiceEachLanguageInSentence))
            return decide(.setVoice(id), InterfaceText.menuVoice(voice: name))
        case .setRate(let rate):
            let name =
                ChoiceScreen.rates.first { $0.rate == rate }.map { InterfaceText($0.label) }
                ?? InterfaceText.speedWordsPerMinute(count: rate ?? 0)
            return decide(.setRate(rate), InterfaceText.menuSpeed(speed: name))
        case .setSpeakOnSelect(let on):
            return decide(.setSpeakOnSelect(on), InterfaceText.menuSpeakEachWord(value: ChoiceScreen.switchName(on)))
        case .setSpeaksScreen(let on):
            return decide(.setSpeaksScreen(on), InterfaceText.menuSpeakScreen(value: ChoiceScreen.switchName(on)))
        case .setLevel(let level):
            return decide(.setLevel(level), InterfaceText.menuLevel(level: level))
        case .setWordsAhead(let on):
            return decide(.setWordsAhead(on), InterfaceText.menuWordsAhead(value: ChoiceScreen.switchName(on)))
        case .setLanguage(let tag):
            return decide(.setLanguage(tag), InterfaceText.menuLanguage(language: ChoiceScreen.languageName(tag)))
        case .setHighContrast(let on):
            return decide(
                .setHighContrast(on), InterfaceText.menuColours(colours: ChoiceScreen.coloursName(highContrast: on)))
        case .setSymbols(let symbols):
            return decide(.setSymbols(symbols), InterfaceText.menuPictures(pictures: ChoiceScreen.symbolsName(symbols)))
        case .setTextSize(let step):
            return decide(.setTextSize(step), InterfaceText.menuTextSize(size: ChoiceScreen.textSizeName(step)))
        }
    }

    /// Applies a setting chosen in the menu and returns to the board.
    private mutating func decide(_ input: SessionInput, _ text: InterfaceText) -> [SessionEffect] {
        let effects = reduce(input)
        _ = open(.board)
        return effects + [.announce(Announcement(.settingChanged, text))]
    }

    /// Shows the caregiver code screen instead of a locked part of the menu; nil when it is open.
    private mutating func askForCode(before locked: CodeEntry.Locked) -> [SessionEffect]? {
        guard isLocked else { return nil }
        mode = .enteringCode(CodeEntry(unlocks: locked))
        choiceSelection = Selection()
        return [.announce(Announcement(.screenOpened, .noticeLockAsk))]
    }

    /// Adds a digit to the code; once it has as many digits as the code, checks it: the right code
    /// opens what was asked for (and the rest of the menu until the board shows), a wrong one
    /// says so calmly and returns to the board. Nothing is timed and nothing counts attempts.
    private mutating func typeCodeDigit(_ digit: Int) -> [SessionEffect] {
        guard case .enteringCode(var entry) = mode, let lock = settings.caregiverLock else { return open(.board) }
        entry.typed.append(digit)
        guard entry.typed.count >= lock.digits else {
            mode = .enteringCode(entry)
            return []
        }
        guard lock.accepts(entry.typed) else {
            _ = open(.board)
            return [.announce(Announcement(.codeRefused, lock.isUnreadable ? .noticeLockUnreadable : .noticeLockWrong))]
        }
        menuUnlocked = true
        switch entry.unlocks {
        case .setting(let screen): return open(.menu(screen))
        case .quit: return open(.confirmingQuit(again: false))
        case .editing:
            _ = open(.board)
            return [.startEditing]
        }
    }

    /// Edit mode asked for: the caregiver code first when the lock is set, else at once, on the
    /// board shown.
    mutating func editBoards() -> [SessionEffect] {
        if let asked = askForCode(before: .editing) { return asked }
        _ = open(.board)
        return [.startEditing]
    }

    /// Adds a digit to a new code. Once it has its digits, the first time asks for it again; the
    /// second time, the same code goes to the edge to be salted, hashed and saved, and the board
    /// shows; a different one says so and asks for the new code from the start.
    private mutating func typeNewCodeDigit(_ digit: Int) -> [SessionEffect] {
        guard case .choosingCode(var new) = mode else { return open(.board) }
        new.typed.append(digit)
        guard new.typed.count >= new.digits else {
            mode = .choosingCode(new)
            return []
        }
        guard let first = new.first else {
            return open(.choosingCode(NewCode(digits: new.digits, first: new.typed)))
        }
        guard first == new.typed else {
            _ = open(.choosingCode(NewCode(digits: new.digits)))
            return [.announce(Announcement(.codeRefused, .noticeLockCodesDiffer))]
        }
        _ = open(.board)
        return [
            .chooseCaregiverCode(first.map(String.init).joined()),
            .announce(Announcement(.settingChanged, .noticeLockOn)),
        ]
    }

    /// Takes back the last digit typed (`.`, as it deletes the last word on the board).
    private mutating func removeCodeDigit() -> [SessionEffect] {
        switch mode {
        case .enteringCode(var entry):
            entry.typed.removeLast()
            mode = .enteringCode(entry)
        case .choosingCode(var new):
            new.typed.removeLast()
            mode = .choosingCode(new)
        default:
            break
        }
        return []
    }

    private static func typedCode(in mode: SessionMode) -> [Int]? {
        switch mode {
        case .enteringCode(let entry): entry.typed
        case .choosingCode(let new): new.typed
        default: nil
        }
    }

    private static func saysNothingToDo(_ effect: SessionEffect) -> Bool {
        if case .announce(let announcement) = effect { return announcement.kind == .nothingToDo }
        return false
    }
}
