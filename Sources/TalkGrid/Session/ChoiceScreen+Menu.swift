extension ChoiceScreen {
    /// Speech rates offered in the menu, in words per minute (nil: the voice's default).
    static let rates: [(glyph: String, label: String, rate: Int?)] = [
        ("🐌", "Very slow", 90), ("🐢", "Slow", 120), ("🚶", "Normal", nil), ("🐇", "Fast", 200),
        ("🚀", "Very fast", 260),
    ]

    /// The screen shown in a mode, or nil for the board.
    static func screen(
        for mode: SessionMode, settings: SessionSettings, voices: [VoiceChoice], languages: [String]
    ) -> ChoiceScreen? {
        switch mode {
        case .board:
            return nil
        case .confirmingClear:
            return ChoiceScreen(
                mode: mode, title: "Clear the message?", glyph: "🧹",
                options: [
                    ChoiceOption(id: "yes", glyph: "✅", label: "Yes, clear it", action: .confirmClear),
                    ChoiceOption(id: "no", glyph: "🔙", label: "No, keep it", action: .goBack),
                ])
        case .confirmingQuit:
            return ChoiceScreen(
                mode: mode, title: "Quit TalkGrid?", glyph: "🚪",
                options: [
                    ChoiceOption(id: "yes", glyph: "✅", label: "Yes, quit", action: .quit),
                    ChoiceOption(id: "no", glyph: "🔙", label: "No, stay", action: .goBack),
                ])
        case .menu(let screen):
            return menu(screen, settings: settings, voices: voices, languages: languages)
        }
    }

    private static func menu(
        _ screen: MenuScreen, settings: SessionSettings, voices: [VoiceChoice], languages: [String]
    ) -> ChoiceScreen {
        let mode = SessionMode.menu(screen)
        switch screen {
        case .main:
            let voiceName = settings.voiceID.map { id in voices.first { $0.id == id }?.name ?? id } ?? "automatic"
            let rateName =
                rates.first { $0.rate == settings.rate }?.label ?? settings.rate.map { "\($0) wpm" } ?? "Normal"
            return ChoiceScreen(
                mode: mode, title: "Menu", glyph: "☰",
                options: [
                    ChoiceOption(
                        id: "screen", glyph: "📐",
                        label: "Screen: \(layoutName(settings.layout)), \(coloursName(highContrast: settings.highContrast).lowercased())",
                        action: .open(.screen)),
                    ChoiceOption(
                        id: "keypad", glyph: "🔢", label: "Keys: \(keypadName(settings.keypad))", action: .open(.keypad)),
                    ChoiceOption(id: "voice", glyph: "🎤", label: "Voice: \(voiceName)", action: .open(.voice)),
                    ChoiceOption(id: "rate", glyph: "🐇", label: "Speed: \(rateName)", action: .open(.rate)),
                    ChoiceOption(
                        id: "speak-on-select", glyph: "🔊",
                        label: "Speak each word: \(settings.speakOnSelect ? "on" : "off")",
                        action: .open(.speakOnSelect)),
                    ChoiceOption(
                        id: "language", glyph: "🌐",
                        label: "Language: \(settings.language.map(LanguageName.name) ?? "the board's own")",
                        action: .open(.language)),
                    ChoiceOption(
                        id: "restore", glyph: "🔙", label: "Bring back the cleared message",
                        action: .restoreClearedMessage),
                    ChoiceOption(
                        id: "repeat", glyph: "🔁", label: "Say the last message again", action: .repeatLastMessage),
                    ChoiceOption(id: "quit", glyph: "🚪", label: "Quit", action: .askQuit),
                ])
        case .screen:
            return ChoiceScreen(
                mode: mode, title: "Screen", glyph: "📐",
                options: [
                    ChoiceOption(
                        id: "layout", glyph: "📐", label: "Layout: \(layoutName(settings.layout))",
                        action: .open(.layout)),
                    ChoiceOption(
                        id: "colours", glyph: "🎨",
                        label: "Colours: \(coloursName(highContrast: settings.highContrast))", action: .open(.colours)),
                ])
        case .colours:
            return ChoiceScreen(
                mode: mode, title: "Colours", glyph: "🎨",
                options: [
                    ChoiceOption(
                        id: "standard", glyph: "🎨", label: coloursName(highContrast: false),
                        action: .setHighContrast(false)),
                    ChoiceOption(
                        id: "high-contrast", glyph: "🌓", label: coloursName(highContrast: true),
                        action: .setHighContrast(true)),
                ], currentOptionID: settings.highContrast ? "high-contrast" : "standard")
        case .layout:
            return ChoiceScreen(
                mode: mode, title: "Layout", glyph: "📐",
                options: [
                    ChoiceOption(id: "grid", glyph: "🔲", label: "Grid", action: .setLayout(.grid)),
                    ChoiceOption(id: "rows", glyph: "📋", label: "Rows", action: .setLayout(.rows)),
                ], currentOptionID: settings.layout.rawValue)
        case .keypad:
            return ChoiceScreen(
                mode: mode, title: "Keys", glyph: "🔢",
                options: [
                    ChoiceOption(id: "phone", glyph: "📱", label: keypadName(.phone), action: .setKeypad(.phone)),
                    ChoiceOption(id: "numpad", glyph: "🔢", label: keypadName(.numpad), action: .setKeypad(.numpad)),
                ], currentOptionID: settings.keypad.rawValue)
        case .voice:
            let options =
                [ChoiceOption(id: "automatic", glyph: "🌐", label: "The voice of each language", action: .setVoice(nil))]
                + voices.map { voice in
                    ChoiceOption(
                        id: "voice:\(voice.id)", glyph: "🎤",
                        label: "\(voice.name) (\(LanguageTag.normalized(voice.language)))",
                        action: .setVoice(voice.id))
                }
            return ChoiceScreen(
                mode: mode, title: "Voice", glyph: "🎤", options: options,
                currentOptionID: settings.voiceID.map { "voice:\($0)" } ?? "automatic")
        case .rate:
            let options = rates.enumerated().map { index, rate in
                ChoiceOption(id: "rate-\(index)", glyph: rate.glyph, label: rate.label, action: .setRate(rate.rate))
            }
            let current = rates.firstIndex { $0.rate == settings.rate }.map { "rate-\($0)" }
            return ChoiceScreen(mode: mode, title: "Speed", glyph: "🐇", options: options, currentOptionID: current)
        case .speakOnSelect:
            return ChoiceScreen(
                mode: mode, title: "Speak each word", glyph: "🔊",
                options: [
                    ChoiceOption(id: "on", glyph: "🔊", label: "On", action: .setSpeakOnSelect(true)),
                    ChoiceOption(id: "off", glyph: "🔇", label: "Off", action: .setSpeakOnSelect(false)),
                ], currentOptionID: settings.speakOnSelect ? "on" : "off")
        case .language:
            let options =
                [ChoiceOption(id: "own", glyph: "📖", label: "The board's own language", action: .setLanguage(nil))]
                + languages.map { tag in
                    ChoiceOption(
                        id: "lang:\(tag)", glyph: "🌐", label: LanguageName.name(of: tag), action: .setLanguage(tag))
                }
            let current =
                settings.language.map { wanted in
                    languages.first { LanguageTag.normalized($0) == LanguageTag.normalized(wanted) }.map {
                        "lang:\($0)"
                    }
                } ?? "own"
            return ChoiceScreen(mode: mode, title: "Language", glyph: "🌐", options: options, currentOptionID: current)
        }
    }

    static func layoutName(_ layout: BoardLayout) -> String {
        switch layout {
        case .grid: "Grid"
        case .rows: "Rows"
        }
    }

    static func coloursName(highContrast: Bool) -> String {
        highContrast ? "High contrast" : "Standard colours"
    }

    static func keypadName(_ keypad: Keypad) -> String {
        switch keypad {
        case .phone: "Phone, 1 2 3 on top"
        case .numpad: "Keypad, 7 8 9 on top"
        }
    }
}
