import Foundation
import TalkGrid

/// The voice profiles TalkGrid can speak with: the shipped ones, overridden by the user's.
///
/// Every problem in a profile file is a located ``Diagnostic``; a profile with an error is left
/// out and the others still load.
public struct VoiceCatalog: Equatable, Sendable {
    /// The usable profiles, sorted by id.
    public private(set) var profiles: [VoiceProfile]
    /// What was wrong with the profile files.
    public private(set) var diagnostics: [Diagnostic] = []

    public init(profiles: [VoiceProfile]) {
        self.profiles = profiles.sorted { $0.id < $1.id }
    }

    /// Reads profile files in order; a later file replaces an earlier profile with the same id.
    /// - Parameter files: `(name, bytes)`; the name is used in diagnostics.
    public init(files: [(name: String, bytes: [UInt8])]) {
        var byID: [String: VoiceProfile] = [:]
        var diagnostics: [Diagnostic] = []
        for file in files {
            let (profile, found) = VoiceProfile.parse(file.bytes, file: file.name)
            diagnostics += found
            if let profile { byID[profile.id] = profile }
        }
        self.init(profiles: Array(byID.values))
        self.diagnostics = diagnostics
    }

    /// The shipped profiles plus the ones in the user's folder, which win on the same id.
    /// - Parameters:
    ///   - shipped: the embedded `Voices/` files, keyed by file name (`ShippedContent.files(under: "Voices")`).
    ///   - userFolder: the user's voices folder (``userFolder(environment:)``); missing is fine.
    public static func load(shipped: [String: [UInt8]], userFolder: String?) -> VoiceCatalog {
        var files = shipped.filter { $0.key.hasSuffix(".json") }.sorted { $0.key < $1.key }
            .map { (name: "Voices/" + $0.key, bytes: $0.value) }
        var skipped: [Diagnostic] = []
        if let userFolder, let names = try? FileManager.default.contentsOfDirectory(atPath: userFolder) {
            for name in names.sorted() where name.hasSuffix(".json") {
                let path = (userFolder as NSString).appendingPathComponent(name)
                if let bytes = readProfileFile(path, skipped: &skipped) { files.append((name: path, bytes: bytes)) }
            }
        }
        var catalog = VoiceCatalog(files: files)
        catalog.diagnostics += skipped
        return catalog
    }

    /// The most bytes a voice profile file may have (a profile is a few hundred bytes).
    static let maxProfileBytes = 1 << 20

    /// The bytes of a profile file in the user's folder; nil, with a warning added to `skipped`
    /// saying why, when it is not a file that can be read.
    ///
    /// Looks before reading: a pipe would block forever, a device never ends, and a folder or a
    /// link that leads nowhere (a loop, a missing file) has nothing to read.
    static func readProfileFile(_ path: String, skipped problems: inout [Diagnostic]) -> [UInt8]? {
        func skipped(_ reason: CaregiverText) -> [UInt8]? {
            let text = VoiceProfile.said(SpeechText.voiceFileSkipped(reason: reason))
            problems.append(Diagnostic(.warning, code: "voice-file-skipped", text, file: path))
            return nil
        }
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: target)
        } catch {
            return skipped(SpeechText.skippedUnreadable(reason: error.localizedDescription))
        }
        switch attributes[.type] as? FileAttributeType {
        case .typeRegular?:
            break
        case .typeDirectory?:
            return skipped(SpeechText.skippedFolder)
        case .typeSymbolicLink?:
            return skipped(SpeechText.skippedBrokenLink)
        default:
            return skipped(SpeechText.skippedNotRegular)
        }
        if let size = attributes[.size] as? Int, size > maxProfileBytes {
            return skipped(SpeechText.skippedTooLarge(size: size, limit: maxProfileBytes))
        }
        guard let data = FileManager.default.contents(atPath: target) else {
            return skipped(SpeechText.skippedNoPermission)
        }
        return [UInt8](data)
    }

    /// `$XDG_CONFIG_HOME/talkgrid/voices`, or `~/.config/talkgrid/voices`.
    public static func userFolder(environment: [String: String]) -> String? {
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            return config + "/talkgrid/voices"
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/.config/talkgrid/voices"
    }

    /// The profile with this id (case does not matter).
    public func profile(id: String) -> VoiceProfile? {
        profiles.first { $0.id == id } ?? profiles.first { $0.id.lowercased() == id.lowercased() }
    }

    /// The profile for a language: the exact tag, then the same language (`es` -> `es-ES`, `pt-PT` -> `pt-BR`).
    /// It is an espeak-ng voice (always there, at once); a natural voice is read only when chosen.
    public func profile(forLanguage tag: String) -> VoiceProfile? {
        let wanted = Self.aliases[LanguageTag.language(of: tag)] ?? tag
        let espeak = profiles.filter { $0.engine == .espeakNG }
        guard let language = LanguageTag.bestMatch(for: wanted, in: espeak.map(\.language)) else { return nil }
        return espeak.first { $0.language == language }
    }

    /// Language subtags that name a language the profiles file under another tag.
    private static let aliases = ["cmn": "zh"]

    /// The voice for each segment of an utterance, at the utterance's speed and volume.
    ///
    /// The utterance's chosen profile reads the segments in its own language; other segments
    /// get their language's profile, or espeak-ng's voice for that language.
    public func voicedText(for utterance: Utterance) -> [VoicedText] {
        let chosen = utterance.voiceID.flatMap { profile(id: $0) }
        return utterance.segments.filter { !$0.text.trimmingSpaces.isEmpty }.map { segment in
            let voice: VoiceProfile
            if segment.language.trimmingSpaces.isEmpty {
                voice = chosen ?? profile(forLanguage: "en") ?? .fallback(for: "en")
            } else if let chosen, LanguageTag.language(of: chosen.language) == LanguageTag.language(of: segment.language) {
                voice = chosen
            } else {
                voice = profile(forLanguage: segment.language) ?? .fallback(for: segment.language)
            }
            return VoicedText(text: segment.text, voice: voice.with(utterance.prosody))
        }
    }
}
