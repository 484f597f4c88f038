/// Languages of the set that no installed voice speaks.
enum VoiceCheck: SetCheck {
    static let noVoice = ValidationRule(
        "no-voice", .warning, fix: "talkgrid voices add MODEL.onnx (or: talkgrid translate SET LANG --remove)",
        summary: "a language of the set has no installed voice",
        explanation: """
            The board (its locale) or one of its translations (strings) is in a language that no installed voice speaks, so \
            TalkGrid would speak it with a voice of another language. Install a voice for it (espeak-ng covers over 100 \
            languages; see `talkgrid voices`), or fix the language tag.
            """)

    static var rules: [ValidationRule] { [noVoice] }

    static let noVoiceFor = FindingMessage("noVoiceFor", "no installed voice speaks {language}, a language of this board")

    static var messages: [FindingMessage] { [noVoiceFor] }

    static func check(_ context: inout ValidationContext) {
        guard let voices = context.options.voiceLanguages else { return }
        var reported: Set<String> = []
        for board in context.boards {
            var uses: [(tag: String, position: TextPosition, path: JSONPath)] = []
            if let locale = board.document["locale"], let text = locale.string {
                uses.append((text, locale.position, JSONPath.root.member("locale")))
            }
            for language in board.document["strings"]?.members ?? [] {
                uses.append((language.key, language.keyPosition, JSONPath.root.member("strings").member(language.key)))
            }
            for use in uses {
                let tag = LanguageTag.normalized(use.tag)
                guard !tag.isEmpty, !reported.contains(tag), LanguageTag.bestMatch(for: tag, in: voices) == nil else { continue }
                reported.insert(tag)
                context.report(
                    noVoice, noVoiceFor(language: tag),
                    file: context.file(of: board), position: use.position, path: use.path)
            }
        }
    }
}
