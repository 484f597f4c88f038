import TalkGrid
import TalkGridSpeech
import TalkGridStorage

/// Finds the recording behind a cell's OBF sound: a `data:` URI, or a file of the set
/// (by the sound's `path` or the manifest's `paths.sounds`). Recordings on the web are not fetched.
struct SoundLibrary {
    let boardSet: BoardSet
    /// The path the set was opened from, to read its sound files; nil for the shipped sets.
    let path: String?

    /// The decoded recording, or nil when there is none that can be played (the fallback is spoken).
    func clip(boardID: String, soundID: String) -> AudioClip? {
        guard let sound = boardSet.boards[boardID]?.sounds[soundID] else { return nil }
        if let data = sound.data, let bytes = Self.bytes(ofDataURI: data) {
            return try? AudioClip(decoding: bytes, contentType: sound.contentType)
        }
        guard let entry = sound.path.map(BoardSet.normalizedEntryPath) ?? boardSet.soundPaths[soundID], let path,
            let input = try? BoardInput(opening: path)
        else { return nil }
        let bytes: [UInt8]?
        switch input {
        case .boardSetArchive(let source): bytes = try? source.contents(of: entry)
        case .boardSetFolder(let source): bytes = try? source.contents(of: entry)
        case .boardFile: bytes = nil
        }
        return bytes.flatMap { try? AudioClip(decoding: $0, contentType: sound.contentType) }
    }

    /// The bytes of a base64 `data:` URI.
    static func bytes(ofDataURI uri: String) -> [UInt8]? {
        guard uri.hasPrefix("data:"), let comma = uri.firstIndex(of: ","), uri[..<comma].hasSuffix(";base64") else { return nil }
        return Base64.decode(String(uri[uri.index(after: comma)...]))
    }
}
