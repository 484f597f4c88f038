/// Why a recorded sound could not be decoded.
public enum AudioClipError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The bytes are not WAV, MP3 or Ogg Vorbis.
    case unrecognizedFormat(contentType: String?)
    /// The file is of a known kind but broken or cut short.
    case malformed(String)
    /// A valid file in a variant TalkGrid does not play (e.g. compressed WAV).
    case unsupported(String)

    public var description: String {
        switch self {
        case .unrecognizedFormat(let contentType):
            "the sound is not a WAV, MP3 or Ogg Vorbis file" + (contentType.map { " (it says it is \($0))" } ?? "")
        case .malformed(let reason): "the sound file is damaged: \(reason)"
        case .unsupported(let reason): "TalkGrid cannot play this sound: \(reason)"
        }
    }
}
