import TalkGrid
import TalkGridShipped

/// Why a voice cannot be recorded; everything else (speech, sounds from files) still works.
public enum RecordingUnavailable: Error, Equatable, Sendable, CustomStringConvertible, CaregiverTextConvertible {
    /// libpulse-simple could not be opened (its file, its Debian package, the loader's reason).
    case noLibrary(String)
    /// No PulseAudio server answered, or it has no microphone (PulseAudio's words).
    case noSoundServer(String)

    public var caregiverText: CaregiverText {
        switch self {
        case .noLibrary(let reason): SpeechText.recordNoLibrary(reason: reason)
        case .noSoundServer(let reason): SpeechText.recordNoSoundServer(reason: reason)
        }
    }

    /// The words, in the command line's language (English today), from its catalogue.
    public var description: String { ShippedContent.commandLineWords.text(self) }
}
