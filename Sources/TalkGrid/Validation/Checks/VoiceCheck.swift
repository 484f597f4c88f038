/// Languages of the set that no installed voice speaks.
enum VoiceCheck: SetCheck {
    /// `no-voice`: a language of the set has no installed voice.
    static let noVoice = ValidationRule("no-voice", .warning)

    static var rules: [ValidationRule] { [noVoice] }

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
                    noVoice, .noVoice(language: tag),
                    file: context.file(of: board), position: use.position, path: use.path)
            }
        }
    }
}
