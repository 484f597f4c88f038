import TalkGrid

extension SavedSettings {
    /// The switch access settings as stored: `"access": "step-scan"` and a `scanning` object
    /// (`next_key`, `select_key` as key tokens, `pace_ms`, `loops`, `speak_items`, `cue_voice`,
    /// `ignore_repeats_ms`). `cue_voice` holds the parts of the cue voice that are set (`voice`,
    /// `rate`, `volume`); an empty object is the default (the message's voice, faster and quieter).
    var scanningMembers: [JSONMember] {
        let scan = session.scan
        let members: [JSONMember] = [
            JSONMember(key: "next_key", value: JSONNode(.string(scan.nextKey.token))),
            JSONMember(key: "select_key", value: JSONNode(.string(scan.selectKey.token))),
            JSONMember(key: "pace_ms", value: JSONNode(.number(JSONNumber(scan.paceMilliseconds)))),
            JSONMember(key: "loops", value: JSONNode(.number(JSONNumber(scan.loops)))),
            JSONMember(key: "speak_items", value: JSONNode(.bool(scan.speakItems))),
            JSONMember(key: "cue_voice", value: Self.cueVoiceNode(scan.cueVoice)),
            JSONMember(key: "ignore_repeats_ms", value: JSONNode(.number(JSONNumber(scan.ignoreRepeatsMilliseconds)))),
        ]
        return [
            JSONMember(key: "access", value: JSONNode(.string(session.access.rawValue))),
            JSONMember(key: "scanning", value: JSONNode(.object(members))),
        ]
    }

    /// Reads the `scanning` object; nil when a value has the wrong kind or is out of range.
    /// Missing keys keep their defaults; unknown keys are ignored.
    static func scanSettings(from node: JSONNode) -> ScanSettings? {
        guard let members = node.members else { return nil }
        var scan = ScanSettings()
        for member in members {
            let value = member.value
            switch member.key {
            case "next_key", "select_key":
                guard let text = value.string, let key = Key(token: text) else { return nil }
                if member.key == "next_key" { scan.nextKey = key } else { scan.selectKey = key }
            case "pace_ms":
                guard let pace = value.number?.int, ScanSettings.paceRange.contains(pace) else { return nil }
                scan.paceMilliseconds = pace
            case "loops":
                guard let loops = value.number?.int, ScanSettings.loopsRange.contains(loops) else { return nil }
                scan.loops = loops
            case "speak_items":
                guard let on = value.bool else { return nil }
                scan.speakItems = on
            case "cue_voice":
                guard let voice = cueVoice(from: value) else { return nil }
                scan.cueVoice = voice
            case "ignore_repeats_ms":
                guard let window = value.number?.int, ScanSettings.ignoreRepeatsRange.contains(window) else {
                    return nil
                }
                scan.ignoreRepeatsMilliseconds = window
            default:
                continue
            }
        }
        return scan.nextKey == scan.selectKey ? nil : scan
    }

    /// The cue voice as stored: only the parts that are set.
    static func cueVoiceNode(_ voice: CueVoice) -> JSONNode {
        var members: [JSONMember] = []
        if let id = voice.voiceID { members.append(JSONMember(key: "voice", value: JSONNode(.string(id)))) }
        if let rate = voice.rate { members.append(JSONMember(key: "rate", value: JSONNode(.number(JSONNumber(rate))))) }
        if let volume = voice.volume { members.append(JSONMember(key: "volume", value: JSONNode(.number(JSONNumber(volume))))) }
        return JSONNode(.object(members))
    }

    /// Reads the `cue_voice` object; nil when a value has the wrong kind or is out of range.
    static func cueVoice(from node: JSONNode) -> CueVoice? {
        guard let members = node.members else { return nil }
        var voice = CueVoice()
        for member in members {
            let value = member.value
            switch member.key {
            case "voice":
                guard let id = value.string, !id.isEmpty else { return nil }
                voice.voiceID = id
            case "rate":
                guard let rate = value.number?.int, Prosody.rateRange.contains(rate) else { return nil }
                voice.rate = rate
            case "volume":
                guard let volume = value.number?.int, Prosody.volumeRange.contains(volume) else { return nil }
                voice.volume = volume
            default:
                continue
            }
        }
        return voice
    }
}
