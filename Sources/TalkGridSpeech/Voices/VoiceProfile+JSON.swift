import TalkGrid

extension VoiceProfile {
    /// The fields a profile file has; any other field is reported as unknown.
    static let fieldNames = ["id", "name", "language", "espeak_voice", "rate", "pitch", "volume", "engine", "model"]

    /// Reads a profile file, with located diagnostics; nil when it has an error.
    ///
    /// Unknown fields are warnings; a missing or wrongly typed field and a rate, pitch or volume
    /// out of range are errors.
    public static func parse(_ bytes: [UInt8], file: String) -> (profile: VoiceProfile?, diagnostics: [Diagnostic]) {
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes, file: file)
        } catch {
            return (nil, [error.diagnostic])
        }
        guard let members = root.members else {
            let problem = Diagnostic(
                .error, code: "voice-not-an-object",
                said(SpeechText.voiceNotObject(found: CaregiverText(root.value.kindWord))), file: file,
                position: root.position, path: .root)
            return (nil, [problem])
        }
        var diagnostics: [Diagnostic] = []
        for member in members where !fieldNames.contains(member.key) {
            diagnostics.append(
                Diagnostic(
                    .warning, code: "voice-unknown-field",
                    said(SpeechText.voiceUnknownField(field: member.key, fields: fieldNames.joined(separator: ", "))),
                    file: file, position: member.keyPosition, path: JSONPath.root.member(member.key)))
        }

        func text(_ key: String) -> String? {
            guard let node = root[key] else {
                diagnostics.append(
                    Diagnostic(
                        .error, code: "voice-missing-field", said(SpeechText.voiceMissingText(field: key)),
                        file: file, position: root.position, path: .root))
                return nil
            }
            guard let string = node.string, !string.trimmingSpaces.isEmpty else {
                diagnostics.append(
                    Diagnostic(
                        .error, code: "voice-wrong-type",
                        said(SpeechText.voiceNotText(field: key, found: CaregiverText(node.value.kindWord))), file: file,
                        position: node.position, path: JSONPath.root.member(key)))
                return nil
            }
            return string
        }

        func number(_ key: String, in range: ClosedRange<Int>, unit: SpeechTextKey) -> Int? {
            guard let node = root[key] else {
                diagnostics.append(
                    Diagnostic(
                        .error, code: "voice-missing-field",
                        said(
                            SpeechText.voiceMissingNumber(
                                field: key, unit: CaregiverText(unit), lowest: range.lowerBound, highest: range.upperBound)),
                        file: file, position: root.position, path: .root))
                return nil
            }
            guard let value = node.number?.int else {
                diagnostics.append(
                    Diagnostic(
                        .error, code: "voice-wrong-type",
                        said(
                            SpeechText.voiceNotWhole(
                                field: key,
                                found: node.number.map { InterfaceText.Argument.text("\($0)") }
                                    ?? .caregiver(CaregiverText(node.value.kindWord)))),
                        file: file, position: node.position, path: JSONPath.root.member(key)))
                return nil
            }
            guard range.contains(value) else {
                diagnostics.append(
                    Diagnostic(
                        .error, code: "voice-out-of-range",
                        said(
                            SpeechText.voiceOutOfRange(
                                field: key, value: value, lowest: range.lowerBound, highest: range.upperBound, unit: CaregiverText(unit))),
                        file: file, position: node.position, path: JSONPath.root.member(key)))
                return nil
            }
            return value
        }

        let id = text("id")
        let name = text("name")
        let language = text("language")
        let espeakVoice = text("espeak_voice")
        let rate = number("rate", in: rateRange, unit: .unitRate)
        let pitch = number("pitch", in: pitchRange, unit: .unitPitch)
        let volume = number("volume", in: volumeRange, unit: .unitVolume)
        var engine: VoiceEngine? = .espeakNG
        if let node = root["engine"] {
            switch node.string {
            case VoiceEngine.espeakName?:
                break
            case VoiceEngine.piperName?:
                engine = text("model").flatMap { model in
                    guard NaturalVoiceFolders.isModelName(model) else {
                        diagnostics.append(
                            Diagnostic(
                                .error, code: "voice-bad-model", said(SpeechText.voiceBadModelName(model: model)), file: file,
                                position: root["model"]?.position ?? .none, path: JSONPath.root.member("model")))
                        return nil
                    }
                    return .piper(model: model)
                }
            default:
                diagnostics.append(
                    Diagnostic(
                        .error, code: "voice-unknown-engine",
                        said(
                            SpeechText.voiceUnknownEngine(
                                found: node.string.map { InterfaceText.Argument.text($0) }
                                    ?? .caregiver(CaregiverText(node.value.kindWord)),
                                engines: [VoiceEngine.espeakName, VoiceEngine.piperName].joined(separator: ", "))),
                        file: file, position: node.position, path: JSONPath.root.member("engine")))
                engine = nil
            }
        }
        guard let id, let name, let language, let espeakVoice, let rate, let pitch, let volume, let engine else {
            return (nil, diagnostics)
        }
        let profile = VoiceProfile(
            id: id, name: name, language: LanguageTag.normalized(language), espeakVoice: espeakVoice, rate: rate,
            pitch: pitch, volume: volume, engine: engine)
        return (profile, diagnostics)
    }

    /// A finding's text in the speech library's own keys.
    static func said(_ text: CaregiverText) -> FindingText { .said(text) }

    static func said(_ key: SpeechTextKey) -> FindingText { .said(CaregiverText(key)) }
}
