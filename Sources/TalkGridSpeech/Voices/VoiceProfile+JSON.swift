import TalkGrid

extension VoiceProfile {
    /// The fields a profile file has; any other field is reported as unknown.
    static let fieldNames = ["id", "name", "language", "espeak_voice", "rate", "pitch", "volume"]

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
                message: "a voice profile is a JSON object, but this is \(root.value.kindDescription)", file: file,
                position: root.position, path: .root)
            return (nil, [problem])
        }
        var diagnostics: [Diagnostic] = []
        for member in members where !fieldNames.contains(member.key) {
            diagnostics.append(
                Diagnostic(
                    .warning, code: "voice-unknown-field",
                    message: "unknown field '\(member.key)' is ignored; a voice profile has \(fieldNames.joined(separator: ", "))",
                    file: file, position: member.keyPosition, path: JSONPath.root.member(member.key)))
        }

        func text(_ key: String) -> String? {
            guard let node = root[key] else {
                diagnostics.append(
                    Diagnostic(
                        .error, code: "voice-missing-field", message: "the voice profile has no '\(key)' (a string)",
                        file: file, position: root.position, path: .root))
                return nil
            }
            guard let string = node.string, !string.trimmingSpaces.isEmpty else {
                diagnostics.append(
                    Diagnostic(
                        .error, code: "voice-wrong-type",
                        message: "'\(key)' must be a non-empty string, but it is \(node.value.kindDescription)", file: file,
                        position: node.position, path: JSONPath.root.member(key)))
                return nil
            }
            return string
        }

        func number(_ key: String, in range: ClosedRange<Int>, unit: String) -> Int? {
            guard let node = root[key] else {
                diagnostics.append(
                    Diagnostic(
                        .error, code: "voice-missing-field",
                        message: "the voice profile has no '\(key)' (\(unit), \(range.lowerBound)–\(range.upperBound))",
                        file: file, position: root.position, path: .root))
                return nil
            }
            guard let value = node.number?.int else {
                diagnostics.append(
                    Diagnostic(
                        .error, code: "voice-wrong-type",
                        message: "'\(key)' must be a whole number, but it is \(node.number.map { "\($0)" } ?? node.value.kindDescription)",
                        file: file, position: node.position, path: JSONPath.root.member(key)))
                return nil
            }
            guard range.contains(value) else {
                diagnostics.append(
                    Diagnostic(
                        .error, code: "voice-out-of-range",
                        message: "'\(key)' is \(value), but it must be \(range.lowerBound)–\(range.upperBound) (\(unit))",
                        file: file, position: node.position, path: JSONPath.root.member(key)))
                return nil
            }
            return value
        }

        let id = text("id")
        let name = text("name")
        let language = text("language")
        let espeakVoice = text("espeak_voice")
        let rate = number("rate", in: rateRange, unit: "words per minute")
        let pitch = number("pitch", in: pitchRange, unit: "50 is the voice's own")
        let volume = number("volume", in: volumeRange, unit: "100 is normal")
        guard let id, let name, let language, let espeakVoice, let rate, let pitch, let volume else {
            return (nil, diagnostics)
        }
        let profile = VoiceProfile(
            id: id, name: name, language: LanguageTag.normalized(language), espeakVoice: espeakVoice, rate: rate,
            pitch: pitch, volume: volume)
        return (profile, diagnostics)
    }
}
