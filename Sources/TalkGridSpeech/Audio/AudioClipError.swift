import TalkGrid
import TalkGridShipped

/// Why a recorded sound could not be decoded.
public enum AudioClipError: Error, Equatable, Sendable, CustomStringConvertible, CaregiverTextConvertible {
    /// The bytes are not WAV, MP3 or Ogg Vorbis.
    case unrecognizedFormat(contentType: String?)
    /// The file is of a known kind but broken or cut short.
    case malformed(String)
    /// A valid file in a variant TalkGrid does not play (e.g. compressed WAV).
    case unsupported(String)
    /// Nothing in it can be heard (a microphone that is off or muted).
    case silent
    /// It lasts longer than a cell's sound may, even with its silence trimmed.
    case tooLong(seconds: Int, limit: Int)
    /// The file is larger than a cell's sound file may be.
    case fileTooLarge(megabytes: Int, limit: Int)

    public var caregiverText: CaregiverText {
        switch self {
        case .unrecognizedFormat(let contentType):
            contentType.map { SpeechText.clipUnrecognizedSays(type: $0) }
                ?? CaregiverText(SpeechTextKey.clipUnrecognized)
        case .malformed(let reason): SpeechText.clipMalformed(reason: reason)
        case .unsupported(let reason): SpeechText.clipUnsupported(reason: reason)
        case .silent: CaregiverText(SpeechTextKey.clipSilent)
        case .tooLong(let seconds, let limit):
            SpeechText.clipTooLong(seconds: seconds, limit: limit)
        case .fileTooLarge(let megabytes, let limit):
            SpeechText.clipFileTooLarge(megabytes: megabytes, limit: limit)
        }
    }

    /// The words, in the command line's language (English today), from its catalogue.
    public var description: String { ShippedContent.commandLineWords.text(self) }
}
