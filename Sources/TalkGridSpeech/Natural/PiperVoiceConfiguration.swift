import TalkGrid

/// What a Piper voice's configuration (`MODEL.onnx.json`) tells TalkGrid: its sample rate, the
/// espeak-ng voice its phonemes come from, its phoneme table and how it was meant to be run.
public struct PiperVoiceConfiguration: Equatable, Sendable {
    /// Samples per second of the voice's audio (22,050 for a "medium" voice).
    public var sampleRate: Int
    /// The espeak-ng voice that makes its phonemes (`en-us`).
    public var espeakVoice: String
    /// The language, as a BCP-47 tag (`en-US`, from Piper's `en_US`).
    public var language: String
    /// The voice's name in the dataset (`joe`), if it says.
    public var dataset: String?
    /// How many speakers the model has (TalkGrid speaks with the first).
    public var speakers: Int
    /// Each phoneme (one Unicode scalar, as espeak-ng writes IPA) and the model's id for it.
    public var phonemeIDs: [Unicode.Scalar: Int]
    /// VITS's noise, its duration noise and its length scale, as the voice was trained to run.
    public var noiseScale: Double
    public var noiseWidth: Double
    public var lengthScale: Double

    /// The phonemes Piper frames every sentence with (pad, start, end).
    static let requiredPhonemes: [Unicode.Scalar] = ["_", "^", "$"]

    /// The sample rates a voice may have.
    static let sampleRates = 8_000...48_000

    /// Reads a configuration, with located diagnostics; nil when it has an error.
    public static func parse(_ bytes: [UInt8], file: String) -> (configuration: PiperVoiceConfiguration?, diagnostics: [Diagnostic]) {
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes, file: file)
        } catch {
            return (nil, [error.diagnostic])
        }
        var diagnostics: [Diagnostic] = []
        func problem(_ text: CaregiverText, at node: JSONNode?, _ path: JSONPath) {
            diagnostics.append(
                Diagnostic(
                    .error, code: "natural-voice-configuration", VoiceProfile.said(text), file: file,
                    position: (node ?? root).position, path: path))
        }
        guard root.members != nil else {
            problem(SpeechText.configurationNotObject(found: CaregiverText(root.value.kindWord)), at: root, .root)
            return (nil, diagnostics)
        }
        /// The node at a path of member names, or a diagnostic naming what it should be.
        func node(_ keys: [String], _ what: SpeechTextKey, required: Bool = true) -> JSONNode? {
            var node: JSONNode? = root
            var path = JSONPath.root
            for key in keys {
                path = path.member(key)
                node = node?[key]
            }
            if node == nil, required {
                problem(
                    SpeechText.configurationMissing(field: path.description, what: CaregiverText(what)), at: root, .root)
            }
            return node
        }
        func wrongType(_ keys: [String], _ what: SpeechTextKey, _ found: JSONNode) {
            let path = keys.reduce(JSONPath.root) { $0.member($1) }
            problem(
                SpeechText.configurationWrongType(
                    field: path.description, what: CaregiverText(what),
                    found: found.scalarText.map { InterfaceText.Argument.text($0) } ?? .caregiver(CaregiverText(found.value.kindWord))),
                at: found, path)
        }
        func whole(_ keys: [String], in range: ClosedRange<Int>, default value: Int? = nil) -> Int? {
            guard let found = node(keys, .configurationWhatWhole, required: value == nil) else { return value }
            guard let number = found.number?.int, range.contains(number) else {
                wrongType(keys, .configurationWhatWhole, found)
                return nil
            }
            return number
        }
        func decimal(_ keys: [String], default value: Double) -> Double? {
            guard let found = node(keys, .configurationWhatNumber, required: false) else { return value }
            guard let number = found.number?.double, number > 0, number < 10 else {
                wrongType(keys, .configurationWhatNumber, found)
                return nil
            }
            return number
        }
        func text(_ keys: [String], required: Bool = true) -> String? {
            guard let found = node(keys, .configurationWhatText, required: required) else { return nil }
            guard let string = found.string, !string.trimmingSpaces.isEmpty else {
                wrongType(keys, .configurationWhatText, found)
                return nil
            }
            return string
        }

        if let type = root["phoneme_type"], type.string != "espeak" {
            problem(
                SpeechText.configurationPhonemeType(found: type.scalarText ?? "?"), at: type, JSONPath.root.member("phoneme_type"))
        }
        let sampleRate = whole(["audio", "sample_rate"], in: sampleRates)
        let espeakVoice = text(["espeak", "voice"])
        let code = text(["language", "code"], required: false)
        let speakers = whole(["num_speakers"], in: 1...100_000, default: 1)
        let noiseScale = decimal(["inference", "noise_scale"], default: 0.667)
        let noiseWidth = decimal(["inference", "noise_w"], default: 0.8)
        let lengthScale = decimal(["inference", "length_scale"], default: 1)

        var phonemeIDs: [Unicode.Scalar: Int] = [:]
        if let table = node(["phoneme_id_map"], .configurationWhatPhonemes) {
            if let members = table.members, !members.isEmpty {
                for member in members {
                    let scalars = Array(member.key.unicodeScalars)
                    guard scalars.count == 1, let ids = member.value.elements, let id = ids.first?.number?.int, (0..<65_536).contains(id)
                    else {
                        problem(
                            SpeechText.configurationBadPhoneme(symbol: member.key), at: member.value,
                            JSONPath.root.member("phoneme_id_map").member(member.key))
                        continue
                    }
                    phonemeIDs[scalars[0]] = id
                }
                for required in requiredPhonemes where phonemeIDs[required] == nil {
                    problem(
                        SpeechText.configurationMissingPhoneme(symbol: String(required)), at: table, JSONPath.root.member("phoneme_id_map")
                    )
                }
            } else {
                wrongType(["phoneme_id_map"], .configurationWhatPhonemes, table)
            }
        }
        guard diagnostics.isEmpty, let sampleRate, let espeakVoice, let speakers, let noiseScale, let noiseWidth, let lengthScale
        else { return (nil, diagnostics) }
        let language = LanguageTag.normalized((code ?? espeakVoice).replacingUnderscores)
        let configuration = PiperVoiceConfiguration(
            sampleRate: sampleRate, espeakVoice: espeakVoice, language: language, dataset: root["dataset"]?.string, speakers: speakers,
            phonemeIDs: phonemeIDs, noiseScale: noiseScale, noiseWidth: noiseWidth, lengthScale: lengthScale)
        return (configuration, [])
    }

    /// The phoneme table as sherpa-onnx reads it: `symbol id` per line, by id (the space's line
    /// begins with the space itself).
    public var tokensText: String {
        phonemeIDs.sorted { ($0.value, $0.key.value) < ($1.value, $1.key.value) }
            .map { "\(Character($0.key)) \($0.value)\n" }.joined()
    }
}

extension String {
    /// `en_US` as `en-US`.
    fileprivate var replacingUnderscores: String {
        String(map { $0 == "_" ? "-" : $0 })
    }
}
