import TalkGrid

extension SavedSettings {
    /// The switch access settings as stored: `"access": "step-scan"` and a `scanning` object
    /// (`next_key`, `select_key` as key tokens, `pace_ms`, `loops`, `speak_items`,
    /// `ignore_repeats_ms`).
    var scanningMembers: [JSONMember] {
        let scan = session.scan
        let members: [JSONMember] = [
            JSONMember(key: "next_key", value: JSONNode(.string(scan.nextKey.token))),
            JSONMember(key: "select_key", value: JSONNode(.string(scan.selectKey.token))),
            JSONMember(key: "pace_ms", value: JSONNode(.number(JSONNumber(scan.paceMilliseconds)))),
            JSONMember(key: "loops", value: JSONNode(.number(JSONNumber(scan.loops)))),
            JSONMember(key: "speak_items", value: JSONNode(.bool(scan.speakItems))),
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
}
