extension ChoiceScreen {
    /// Speech rates offered in the menu, in words per minute (nil: the voice's default).
    static let rates: [(glyph: String, label: TextKey, rate: Int?)] = [
        ("🐌", .speedVerySlow, 90), ("🐢", .speedSlow, 120), ("🚶", .speedNormal, nil), ("🐇", .speedFast, 200),
        ("🚀", .speedVeryFast, 260),
    ]

    /// The screen shown in a mode, or nil for the board.
    /// - Parameters:
    ///   - surface: what shows the session: the screen settings offer how pictures are drawn in
    ///     the terminal, the text size in a window.
    ///   - locked: whether Quit and the settings ask for the caregiver code (marked 🔒 in the menu).
    static func screen(
        for mode: SessionMode, settings: SessionSettings, voices: [VoiceChoice], languages: [String],
        surface: SessionSurface = .terminal, locked: Bool = false
    ) -> ChoiceScreen? {
        switch mode {
        case .board:
            return nil
        case .confirmingClear:
            return ChoiceScreen(
                mode: mode, title: InterfaceText(.confirmClearTitle), glyph: "🧹",
                options: [
                    ChoiceOption(id: "yes", glyph: "✅", label: InterfaceText(.confirmClearYes), action: .confirmClear),
                    ChoiceOption(id: "no", glyph: "⏪", label: InterfaceText(.confirmClearNo), action: .goBack),
                ])
        case .confirmingQuit(let again):
            return ChoiceScreen(
                mode: mode, title: InterfaceText(again ? .confirmQuitAgainTitle : .confirmQuitTitle), glyph: "🚪",
                options: [
                    ChoiceOption(id: "yes", glyph: "✅", label: InterfaceText(.confirmQuitYes), action: .quit),
                    ChoiceOption(id: "no", glyph: "⏪", label: InterfaceText(.confirmQuitNo), action: .goBack),
                ])
        case .menu(let screen):
            var choices = menu(screen, settings: settings, voices: voices, languages: languages, surface: surface)
            if locked && screen == .main {
                for index in choices.board.cells.indices where lockedOptionIDs.contains(choices.board.cells[index].id) {
                    choices.board.cells[index].glyph = "🔒"
                }
            }
            return choices
        case .enteringCode(let entry):
            let length = max(settings.caregiverLock?.digits ?? CaregiverLock.lengths.lowerBound, entry.typed.count)
            return codeScreen(mode, title: { .lockTitle(typed: $0) }, typed: entry.typed, length: length, settings: settings)
        case .choosingCode(let new):
            return codeScreen(
                mode, title: { new.first == nil ? .lockNewTitle(typed: $0) : .lockAgainTitle(typed: $0) }, typed: new.typed,
                length: new.digits,
                settings: settings)
        case .removingLock(let again):
            return ChoiceScreen(
                mode: mode, title: InterfaceText(again ? .confirmRemoveLockAgainTitle : .confirmRemoveLockTitle), glyph: "🔓",
                options: [
                    ChoiceOption(id: "yes", glyph: "✅", label: InterfaceText(.confirmRemoveLockYes), action: .removeLock),
                    ChoiceOption(id: "no", glyph: "⏪", label: InterfaceText(.confirmRemoveLockNo), action: .goBack),
                ])
        case .changingWord(let choice):
            // The forms themselves, no grammar words; 0 (Back) leaves the word as it is.
            return ChoiceScreen(
                mode: mode, title: InterfaceText.changeWordTitle(word: choice.word), glyph: choice.glyph ?? "🔁",
                options: choice.forms.enumerated().map { index, form in
                    ChoiceOption(id: "form-\(index + 1)", glyph: choice.glyph ?? "", label: .content(form), action: .replaceWord(form))
                })
        case .choosingWordAhead(let words):
            // The words with their cells' pictures, best first; 0 (Back) adds nothing.
            return ChoiceScreen(
                mode: mode, title: InterfaceText(.wordsAheadTitle), glyph: "🔮",
                options: words.enumerated().map { index, word in
                    ChoiceOption(id: "word-\(index + 1)", glyph: word.glyph ?? "", label: .content(word.word), action: .addWordAhead(word))
                })
        }
    }

    /// The options of the main menu that ask for the caregiver code when the lock is set: Quit
    /// and every setting; bringing back a message and saying it again stay open.
    static let lockedOptionIDs: Set<String> = ["screen", "access", "voice", "rate", "speak-on-select", "language", "quit"]

    /// The caregiver code screen (asking for the code, or choosing a new one): the digits 1-9, each
    /// under its own key in either keypad (and in order in the rows layout), and the title showing
    /// how many of the code's `length` digits are typed (●●○○).
    private static func codeScreen(
        _ mode: SessionMode, title: (String) -> InterfaceText, typed: [Int], length: Int, settings: SessionSettings
    ) -> ChoiceScreen {
        let digits = settings.layout == .grid && settings.keypad == .numpad ? [7, 8, 9, 4, 5, 6, 1, 2, 3] : Array(1...9)
        let dots = String(repeating: "●", count: typed.count) + String(repeating: "○", count: max(0, length - typed.count))
        return ChoiceScreen(
            mode: mode, title: title(dots), glyph: "🔒",
            options: digits.map { digit in
                ChoiceOption(id: "digit-\(digit)", glyph: "🔑", label: .content(String(digit)), action: .typeCodeDigit(digit))
            })
    }

    private static func menu(
        _ screen: MenuScreen, settings: SessionSettings, voices: [VoiceChoice], languages: [String], surface: SessionSurface
    ) -> ChoiceScreen {
        let mode = SessionMode.menu(screen)
        switch screen {
        case .main:
            let voice = settings.voiceID.map { id in InterfaceText.Argument.text(voiceName(id, voices: voices)) }
            let rateName =
                rates.first { $0.rate == settings.rate }.map { InterfaceText($0.label) }
                ?? settings.rate.map { InterfaceText.speedWordsPerMinuteShort(count: $0) }
                ?? InterfaceText(.speedNormal)
            return ChoiceScreen(
                mode: mode, title: InterfaceText(.menuTitle), glyph: "☰",
                options: [
                    ChoiceOption(
                        id: "screen", glyph: "📐",
                        label: InterfaceText.menuScreen(
                            layout: layoutName(settings.layout), colours: coloursName(highContrast: settings.highContrast, inSentence: true)
                        ),
                        action: .open(.screen)),
                    ChoiceOption(
                        id: "access", glyph: "🕹️",
                        label: InterfaceText.menuAccess(method: accessName(settings.access)),
                        action: .open(.access)),
                    ChoiceOption(
                        id: "voice", glyph: "🎤",
                        label: InterfaceText.menuVoice(voice: voice ?? .words(InterfaceText(.voiceAutomatic))),
                        action: .open(.voice)),
                    ChoiceOption(
                        id: "rate", glyph: "🐇", label: InterfaceText.menuSpeed(speed: rateName),
                        action: .open(.rate)),
                    ChoiceOption(
                        id: "speak-on-select", glyph: "🔊",
                        label: InterfaceText.menuSpeakEachWord(value: switchName(settings.speakOnSelect)),
                        action: .open(.speakOnSelect)),
                    ChoiceOption(
                        id: "language", glyph: "🌐",
                        label: InterfaceText.menuLanguage(language: languageName(settings.language)),
                        action: .open(.language)),
                    ChoiceOption(
                        id: "restore", glyph: "⏪", label: InterfaceText(.menuRestore), action: .restoreClearedMessage),
                    ChoiceOption(id: "repeat", glyph: "🔁", label: InterfaceText(.menuRepeat), action: .repeatLastMessage),
                    ChoiceOption(id: "quit", glyph: "🚪", label: InterfaceText(.menuQuit), action: .askQuit),
                ])
        case .screen:
            return ChoiceScreen(
                mode: mode, title: InterfaceText(.screenScreen), glyph: "📐",
                options: [
                    ChoiceOption(
                        id: "layout", glyph: "📐", label: InterfaceText.menuLayout(layout: layoutName(settings.layout)),
                        action: .open(.layout)),
                    ChoiceOption(
                        id: "colours", glyph: "🎨",
                        label: InterfaceText.menuColours(colours: coloursName(highContrast: settings.highContrast)),
                        action: .open(.colours)),
                    surface == .window
                        ? ChoiceOption(
                            id: "text-size", glyph: "🔠",
                            label: InterfaceText.menuTextSize(size: textSizeName(settings.textSize)),
                            action: .open(.textSize))
                        : ChoiceOption(
                            id: "pictures", glyph: "🖼️",
                            label: InterfaceText.menuPictures(pictures: symbolsName(settings.symbols)),
                            action: .open(.pictures)),
                    ChoiceOption(
                        id: "speak-screen", glyph: "🗣️",
                        label: InterfaceText.menuSpeakScreen(value: switchName(settings.speaksScreen)),
                        action: .open(.speakScreen)),
                    ChoiceOption(
                        id: "words-ahead", glyph: "🔮",
                        label: InterfaceText.menuWordsAhead(value: switchName(settings.wordsAhead)),
                        action: .open(.wordsAhead)),
                    ChoiceOption(
                        id: "level", glyph: "📶", label: InterfaceText.menuLevel(level: settings.level),
                        action: .open(.level)),
                ])
        case .colours:
            return ChoiceScreen(
                mode: mode, title: InterfaceText(.screenColours), glyph: "🎨",
                options: [
                    ChoiceOption(
                        id: "standard", glyph: "🎨", label: coloursName(highContrast: false),
                        action: .setHighContrast(false)),
                    ChoiceOption(
                        id: "high-contrast", glyph: "🌓", label: coloursName(highContrast: true),
                        action: .setHighContrast(true)),
                ], currentOptionID: settings.highContrast ? "high-contrast" : "standard")
        case .pictures:
            let glyphs: [SymbolsSetting: String] = [.auto: "✨", .kitty: "🐱", .sixel: "🖼️", .iterm: "🍏", .blocks: "🧱", .off: "🚫"]
            return ChoiceScreen(
                mode: mode, title: InterfaceText(.screenPictures), glyph: "🖼️",
                options: SymbolsSetting.allCases.map { symbols in
                    ChoiceOption(
                        id: symbols.rawValue, glyph: glyphs[symbols] ?? "🖼️", label: symbolsName(symbols), action: .setSymbols(symbols))
                }, currentOptionID: settings.symbols.rawValue)
        case .textSize:
            let steps = SessionSettings.textSizes.map { step in
                ChoiceOption(
                    id: "size-\(step)", glyph: step >= 6 ? "🔍" : step == SessionSettings.standardTextSize ? "🔤" : step < 4 ? "🔡" : "🔠",
                    label: textSizeName(step), action: .setTextSize(step))
            }
            return ChoiceScreen(
                mode: mode, title: InterfaceText(.screenTextSize), glyph: "🔠",
                options: [ChoiceOption(id: "desktop", glyph: "🖥️", label: textSizeName(nil), action: .setTextSize(nil))] + steps,
                currentOptionID: settings.textSize.map { "size-\($0)" } ?? "desktop")
        case .layout:
            return ChoiceScreen(
                mode: mode, title: InterfaceText(.screenLayout), glyph: "📐",
                options: [
                    ChoiceOption(id: "grid", glyph: "🔲", label: layoutName(.grid), action: .setLayout(.grid)),
                    ChoiceOption(id: "rows", glyph: "📋", label: layoutName(.rows), action: .setLayout(.rows)),
                ], currentOptionID: settings.layout.rawValue)
        case .access:
            let scan = settings.scan
            return ChoiceScreen(
                mode: mode, title: InterfaceText(.screenAccess), glyph: "🕹️",
                options: [
                    ChoiceOption(
                        id: "keypad", glyph: "🔢", label: InterfaceText.menuKeys(keypad: keypadName(settings.keypad)),
                        action: .open(.keypad)),
                    ChoiceOption(
                        id: "method", glyph: "🕹️",
                        label: InterfaceText.menuAccessMethod(method: accessName(settings.access)),
                        action: .open(.accessMethod)),
                    ChoiceOption(
                        id: "pace", glyph: "⏱️", label: InterfaceText.menuScanPace(pace: seconds(scan.paceMilliseconds)),
                        action: .open(.scanPace)),
                    ChoiceOption(
                        id: "speak-items", glyph: "🗣️",
                        label: InterfaceText.menuSpeakItems(value: switchName(scan.speakItems)),
                        action: .open(.speakItems)),
                    ChoiceOption(
                        id: "cue-voice", glyph: "🗨️",
                        label: InterfaceText.menuCueVoice(voice: cueVoiceName(scan.cueVoice.voiceID, voices: voices)),
                        action: .open(.cueVoice)),
                    ChoiceOption(
                        id: "ignore-repeats", glyph: "✋",
                        label: InterfaceText.menuIgnoreRepeats(value: repeatsName(scan.ignoreRepeatsMilliseconds)),
                        action: .open(.ignoreRepeats)),
                    ChoiceOption(
                        id: "caregiver-lock", glyph: settings.caregiverLock == nil ? "🔓" : "🔒",
                        label: InterfaceText.menuCaregiverLock(value: switchName(settings.caregiverLock != nil)),
                        action: .open(.caregiverLock)),
                ])
        case .caregiverLock:
            var options = [
                ChoiceOption(
                    id: "new-code", glyph: "🔑", label: InterfaceText(settings.caregiverLock == nil ? .lockChooseCode : .lockChangeCode),
                    action: .open(.codeLength))
            ]
            if settings.caregiverLock != nil {
                options.append(ChoiceOption(id: "remove", glyph: "🔓", label: InterfaceText(.lockRemove), action: .askRemoveLock))
            }
            return ChoiceScreen(mode: mode, title: InterfaceText(.screenCaregiverLock), glyph: "🔒", options: options)
        case .codeLength:
            return ChoiceScreen(
                mode: mode, title: InterfaceText(.screenCodeLength), glyph: "🔑",
                options: CaregiverLock.lengths.map { digits in
                    ChoiceOption(
                        id: "digits-\(digits)", glyph: "🔢", label: InterfaceText.lockDigits(count: digits),
                        action: .chooseCodeLength(digits))
                }, currentOptionID: settings.caregiverLock.map { "digits-\($0.digits)" })
        case .accessMethod:
            let glyphs: [AccessMethod: String] = [.keys: "🔢", .stepScan: "⏭️", .autoScan: "🔄"]
            return ChoiceScreen(
                mode: mode, title: InterfaceText(.screenAccessMethod), glyph: "🕹️",
                options: AccessMethod.allCases.map { method in
                    ChoiceOption(id: method.rawValue, glyph: glyphs[method] ?? "🕹️", label: accessName(method), action: .setAccess(method))
                }, currentOptionID: settings.access.rawValue)
        case .scanPace:
            return ChoiceScreen(
                mode: mode, title: InterfaceText(.screenScanPace), glyph: "⏱️",
                options: paces.map { pace in
                    ChoiceOption(id: "pace-\(pace)", glyph: "⏱️", label: seconds(pace), action: .setScanPace(pace))
                }, currentOptionID: "pace-\(settings.scan.paceMilliseconds)")
        case .speakItems:
            return ChoiceScreen(
                mode: mode, title: InterfaceText(.screenSpeakItems), glyph: "🗣️",
                options: [
                    ChoiceOption(id: "on", glyph: "🗣️", label: InterfaceText(.switchOn), action: .setSpeakItems(true)),
                    ChoiceOption(id: "off", glyph: "🔇", label: InterfaceText(.switchOff), action: .setSpeakItems(false)),
                ], currentOptionID: settings.scan.speakItems ? "on" : "off")
        case .cueVoice:
            let cue = settings.scan.cueVoice
            return ChoiceScreen(
                mode: mode, title: InterfaceText(.screenCueVoice), glyph: "🗨️",
                options: [
                    ChoiceOption(
                        id: "voice", glyph: "🎤",
                        label: InterfaceText.menuVoice(voice: cueVoiceName(cue.voiceID, voices: voices)),
                        action: .open(.cueVoiceName)),
                    ChoiceOption(
                        id: "speed", glyph: "🐇", label: InterfaceText.menuSpeed(speed: cueSpeedName(cue.rate)),
                        action: .open(.cueSpeed)),
                    ChoiceOption(
                        id: "volume", glyph: "🔉", label: InterfaceText.menuVolume(volume: cueVolumeName(cue.volume)),
                        action: .open(.cueVolume)),
                ])
        case .cueVoiceName:
            let options =
                [ChoiceOption(id: "same", glyph: "🗣️", label: InterfaceText(.cueSameVoice), action: .setCueVoice(nil))]
                + voiceOptions(voices, action: ChoiceAction.setCueVoice)
            return ChoiceScreen(
                mode: mode, title: InterfaceText(.screenCueVoiceName), glyph: "🎤", options: options,
                currentOptionID: settings.scan.cueVoice.voiceID.map { "voice:\($0)" } ?? "same")
        case .cueSpeed:
            let options =
                [ChoiceOption(id: "faster", glyph: "🐇", label: InterfaceText(.cueFaster), action: .setCueRate(nil))]
                + cueRates.enumerated().map { index, rate in
                    ChoiceOption(id: "rate-\(index)", glyph: rate.glyph, label: InterfaceText(rate.label), action: .setCueRate(rate.rate))
                }
            let current =
                settings.scan.cueVoice.rate.map { rate in cueRates.firstIndex { $0.rate == rate }.map { "rate-\($0)" } }
                ?? "faster"
            return ChoiceScreen(
                mode: mode, title: InterfaceText(.screenCueSpeed), glyph: "🐇", options: options, currentOptionID: current)
        case .cueVolume:
            let options =
                [ChoiceOption(id: "quieter", glyph: "🔉", label: InterfaceText(.cueQuieter), action: .setCueVolume(nil))]
                + cueVolumes.enumerated().map { index, volume in
                    ChoiceOption(
                        id: "volume-\(index)", glyph: volume.glyph, label: InterfaceText(volume.label), action: .setCueVolume(volume.volume)
                    )
                }
            let current =
                settings.scan.cueVoice.volume.map { volume in cueVolumes.firstIndex { $0.volume == volume }.map { "volume-\($0)" } }
                ?? "quieter"
            return ChoiceScreen(
                mode: mode, title: InterfaceText(.screenCueVolume), glyph: "🔉", options: options, currentOptionID: current)
        case .ignoreRepeats:
            return ChoiceScreen(
                mode: mode, title: InterfaceText(.screenIgnoreRepeats), glyph: "✋",
                options: repeatTimes.map { time in
                    ChoiceOption(
                        id: "repeats-\(time)", glyph: time == 0 ? "🔓" : "✋",
                        label: time == 0 ? InterfaceText(.switchOff) : seconds(time), action: .setIgnoreRepeats(time))
                }, currentOptionID: "repeats-\(settings.scan.ignoreRepeatsMilliseconds)")
        case .keypad:
            return ChoiceScreen(
                mode: mode, title: InterfaceText(.screenKeys), glyph: "🔢",
                options: [
                    ChoiceOption(id: "phone", glyph: "📱", label: keypadName(.phone), action: .setKeypad(.phone)),
                    ChoiceOption(id: "numpad", glyph: "🔢", label: keypadName(.numpad), action: .setKeypad(.numpad)),
                ], currentOptionID: settings.keypad.rawValue)
        case .voice:
            let options =
                [ChoiceOption(id: "automatic", glyph: "🌐", label: InterfaceText(.voiceEachLanguage), action: .setVoice(nil))]
                + voiceOptions(voices, action: ChoiceAction.setVoice)
            return ChoiceScreen(
                mode: mode, title: InterfaceText(.screenVoice), glyph: "🎤", options: options,
                currentOptionID: settings.voiceID.map { "voice:\($0)" } ?? "automatic")
        case .rate:
            let options = rates.enumerated().map { index, rate in
                ChoiceOption(id: "rate-\(index)", glyph: rate.glyph, label: InterfaceText(rate.label), action: .setRate(rate.rate))
            }
            let current = rates.firstIndex { $0.rate == settings.rate }.map { "rate-\($0)" }
            return ChoiceScreen(mode: mode, title: InterfaceText(.screenSpeed), glyph: "🐇", options: options, currentOptionID: current)
        case .wordsAhead:
            return ChoiceScreen(
                mode: mode, title: InterfaceText(.wordsAheadTitle), glyph: "🔮",
                options: [
                    ChoiceOption(id: "on", glyph: "🔮", label: InterfaceText(.switchOn), action: .setWordsAhead(true)),
                    ChoiceOption(id: "off", glyph: "🚫", label: InterfaceText(.switchOff), action: .setWordsAhead(false)),
                ], currentOptionID: settings.wordsAhead ? "on" : "off")
        case .level:
            return ChoiceScreen(
                mode: mode, title: InterfaceText(.screenLevel), glyph: "📶",
                options: VocabularyLevel.levels.map { level in
                    ChoiceOption(id: "level-\(level)", glyph: "📶", label: levelName(level), action: .setLevel(level))
                }, currentOptionID: "level-\(settings.level)")
        case .speakScreen:
            return ChoiceScreen(
                mode: mode, title: InterfaceText(.screenSpeakScreen), glyph: "🗣️",
                options: [
                    ChoiceOption(id: "on", glyph: "🗣️", label: InterfaceText(.switchOn), action: .setSpeaksScreen(true)),
                    ChoiceOption(id: "off", glyph: "🔇", label: InterfaceText(.switchOff), action: .setSpeaksScreen(false)),
                ], currentOptionID: settings.speaksScreen ? "on" : "off")
        case .speakOnSelect:
            return ChoiceScreen(
                mode: mode, title: InterfaceText(.screenSpeakEachWord), glyph: "🔊",
                options: [
                    ChoiceOption(id: "on", glyph: "🔊", label: InterfaceText(.switchOn), action: .setSpeakOnSelect(true)),
                    ChoiceOption(id: "off", glyph: "🔇", label: InterfaceText(.switchOff), action: .setSpeakOnSelect(false)),
                ], currentOptionID: settings.speakOnSelect ? "on" : "off")
        case .language:
            let options =
                [ChoiceOption(id: "own", glyph: "📖", label: InterfaceText(.languageBoardsOwn), action: .setLanguage(nil))]
                + languages.map { tag in
                    ChoiceOption(
                        id: "lang:\(tag)", glyph: "🌐", label: LanguageName.text(of: tag), action: .setLanguage(tag))
                }
            let current =
                settings.language.map { wanted in
                    languages.first { LanguageTag.normalized($0) == LanguageTag.normalized(wanted) }.map {
                        "lang:\($0)"
                    }
                } ?? "own"
            return ChoiceScreen(mode: mode, title: InterfaceText(.screenLanguage), glyph: "🌐", options: options, currentOptionID: current)
        }
    }

    /// A vocabulary level's name: "Level 2", and the highest "Level 5: every word".
    public static func levelName(_ level: Int) -> InterfaceText {
        level >= VocabularyLevel.all
            ? InterfaceText.levelAll(level: level) : InterfaceText.levelNumber(level: level)
    }

    static func layoutName(_ layout: BoardLayout) -> InterfaceText {
        switch layout {
        case .grid: InterfaceText(.layoutGrid)
        case .rows: InterfaceText(.layoutRows)
        }
    }

    /// One option per voice profile, named with its language, each doing `action` with its id.
    static func voiceOptions(_ voices: [VoiceChoice], action: (String?) -> ChoiceAction) -> [ChoiceOption] {
        voices.map { voice in
            ChoiceOption(
                id: "voice:\(voice.id)", glyph: "🎤",
                label: InterfaceText.voiceWithLanguage(voice: voice.name, language: LanguageTag.normalized(voice.language)),
                action: action(voice.id))
        }
    }

    /// The name of a way to draw pictures.
    static func symbolsName(_ symbols: SymbolsSetting) -> InterfaceText {
        switch symbols {
        case .auto: InterfaceText(.picturesAuto)
        case .kitty: InterfaceText(.picturesKitty)
        case .sixel: InterfaceText(.picturesSixel)
        case .iterm: InterfaceText(.picturesIterm)
        case .blocks: InterfaceText(.picturesBlocks)
        case .off: InterfaceText(.picturesOff)
        }
    }

    /// The name of a text size step (nil: as the desktop has it).
    static func textSizeName(_ step: Int?) -> InterfaceText {
        guard let step else { return InterfaceText(.textSizeDesktop) }
        let names: [TextKey] = [
            .textSizeSmallest, .textSizeSmaller, .textSizeSmall, .textSizeStandard, .textSizeLarge, .textSizeExtraLarge, .textSizeLargest,
        ]
        return InterfaceText(names[SessionSettings.textSizes.clamp(step) - 1])
    }

    static func coloursName(highContrast: Bool, inSentence: Bool = false) -> InterfaceText {
        switch (highContrast, inSentence) {
        case (true, false): InterfaceText(.coloursHighContrast)
        case (true, true): InterfaceText(.coloursHighContrastInSentence)
        case (false, false): InterfaceText(.coloursStandard)
        case (false, true): InterfaceText(.coloursStandardInSentence)
        }
    }

    /// Auto-scan paces offered in the menu, in milliseconds.
    static let paces = [500, 1000, 1500, 2000, 3000, 5000]
    /// Ignore-repeats times offered in the menu, in milliseconds (0: off).
    static let repeatTimes = [0, 100, 250, 500, 1000]

    /// Cue voice speeds offered in the menu, in words per minute (the message's speeds, with the
    /// voices' usual speed for Normal, since the cue voice's default is not the voice's own).
    static let cueRates: [(glyph: String, label: TextKey, rate: Int)] = [
        ("🐌", .speedVerySlow, 90), ("🐢", .speedSlow, 120), ("🚶", .speedNormal, 165), ("🐇", .speedFast, 200),
        ("🚀", .speedVeryFast, 260),
    ]

    /// Cue voice volumes offered in the menu (100 is a voice's normal volume).
    static let cueVolumes: [(glyph: String, label: TextKey, volume: Int)] = [
        ("🔈", .volumeQuiet, 40), ("🔉", .volumeMedium, 70), ("🔊", .volumeLoud, 100),
    ]

    /// The cue voice inside a sentence: a voice's name, or the message's voice.
    static func cueVoiceName(_ id: String?, voices: [VoiceChoice]) -> InterfaceText.Argument {
        id.map { .text(voiceName($0, voices: voices)) } ?? .words(InterfaceText(.cueSameVoiceInSentence))
    }

    /// The cue voice's speed: "Faster than the message", a named speed, or words a minute.
    static func cueSpeedName(_ rate: Int?) -> InterfaceText {
        guard let rate else { return InterfaceText(.cueFaster) }
        return cueRates.first { $0.rate == rate }.map { InterfaceText($0.label) }
            ?? InterfaceText.speedWordsPerMinuteShort(count: rate)
    }

    /// The cue voice's volume: "Quieter than the message", a named volume, or a percentage.
    static func cueVolumeName(_ volume: Int?) -> InterfaceText {
        guard let volume else { return InterfaceText(.cueQuieter) }
        return cueVolumes.first { $0.volume == volume }.map { InterfaceText($0.label) }
            ?? InterfaceText.volumePercent(count: volume)
    }

    static func accessName(_ access: AccessMethod) -> InterfaceText {
        switch access {
        case .keys: InterfaceText(.accessKeys)
        case .stepScan: InterfaceText(.accessStepScan)
        case .autoScan: InterfaceText(.accessAutoScan)
        }
    }

    /// A time in seconds, written with the language's decimal separator ("1.5 s", "1,5 s").
    static func seconds(_ milliseconds: Int) -> InterfaceText {
        InterfaceText.valueSeconds(seconds: InterfaceText.Argument.decimal(milliseconds, places: 3))
    }

    /// The ignore-repeats time inside a sentence: "off" or a time.
    static func repeatsName(_ milliseconds: Int) -> InterfaceText {
        milliseconds == 0 ? switchName(false) : seconds(milliseconds)
    }

    static func keypadName(_ keypad: Keypad) -> InterfaceText {
        switch keypad {
        case .phone: InterfaceText(.keypadPhone)
        case .numpad: InterfaceText(.keypadNumpad)
        }
    }

    /// "on" or "off" inside a sentence.
    static func switchName(_ on: Bool) -> InterfaceText {
        InterfaceText(on ? .switchOnInSentence : .switchOffInSentence)
    }

    /// A language setting inside a sentence: the language's own name, or the board's own.
    static func languageName(_ tag: String?) -> InterfaceText.Argument {
        tag.map { LanguageName.text(of: $0).argument } ?? .words(InterfaceText(.languageBoardsOwnInSentence))
    }

    /// A voice by its name, or its id when the front end does not offer it.
    static func voiceName(_ id: String, voices: [VoiceChoice]) -> String {
        voices.first { $0.id == id }?.name ?? id
    }
}
