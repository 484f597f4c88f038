import TalkGrid

extension SavedSettings {
    /// The caregiver lock as stored: `"caregiver_lock": {"salt": HEX, "sha256": HEX, "digits": N}`
    /// (the salted digest only, never the code); no member when there is no lock, or when its part
    /// could not be read (the file's own text stays: see ``SettingsFile/save(_:changedFrom:)``).
    var lockMembers: [JSONMember] {
        guard let lock = session.caregiverLock, !lock.isUnreadable else { return [] }
        let members: [JSONMember] = [
            JSONMember(key: "salt", value: JSONNode(.string(Self.hex(lock.salt)))),
            JSONMember(key: "sha256", value: JSONNode(.string(Self.hex(lock.digest)))),
            JSONMember(key: "digits", value: JSONNode(.number(JSONNumber(lock.digits)))),
        ]
        return [JSONMember(key: "caregiver_lock", value: JSONNode(.object(members)))]
    }

    /// Reads the `caregiver_lock` object; nil when a part is missing or malformed.
    static func caregiverLock(from node: JSONNode) -> CaregiverLock? {
        guard let salt = node["salt"]?.string.flatMap(bytes(hex:)), let digest = node["sha256"]?.string.flatMap(bytes(hex:)),
            let digits = node["digits"]?.number?.int
        else { return nil }
        return CaregiverLock(salt: salt, digest: digest, digits: digits)
    }

    private static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    private static func bytes(hex text: String) -> [UInt8]? {
        let digits = Array(text.utf8)
        guard !digits.isEmpty, digits.count % 2 == 0 else { return nil }
        var bytes: [UInt8] = []
        for start in stride(from: 0, to: digits.count, by: 2) {
            guard let byte = UInt8(String(decoding: digits[start..<start + 2], as: UTF8.self), radix: 16) else { return nil }
            bytes.append(byte)
        }
        return bytes
    }
}
