import TalkGrid

/// The name of one text of the speech library in the command line's word catalogue
/// (`Interface/command-line/en.json`): why speech cannot be made or saved, and what the
/// caregiver is told about a missing voice or sound card.
public enum SpeechTextKey: String, WordKey {
    // MARK: Errors (SpeechError)
    case engineUnavailable = "speech.error.engineUnavailable"
    case unknownVoice = "speech.error.unknownVoice"
    case cannotWrite = "speech.error.cannotWrite"

    // MARK: Reasons
    case espeakCannotStart = "speech.reason.espeakCannotStart"
    case isFolder = "speech.reason.isFolder"
    case notRegularFile = "speech.reason.notRegularFile"
    case noFolder = "speech.reason.noFolder"
    case diskFull = "speech.reason.diskFull"
    case noPermission = "speech.reason.noPermission"
    case readOnly = "speech.reason.readOnly"

    // MARK: Problems heard while speaking
    case cannotSpeak = "speech.problem.cannotSpeak"
    case noSoundCard = "speech.problem.noSoundCard"
    case missingVoice = "speech.problem.missingVoice"
    case fallbackVoiceName = "speech.problem.fallbackVoiceName"

    // MARK: Findings about a voice profile
    case voiceNotObject = "speech.voice.notObject"
    case voiceUnknownField = "speech.voice.unknownField"
    case voiceMissingText = "speech.voice.missingText"
    case voiceNotText = "speech.voice.notText"
    case voiceMissingNumber = "speech.voice.missingNumber"
    case voiceNotWhole = "speech.voice.notWhole"
    case voiceOutOfRange = "speech.voice.outOfRange"
    case unitRate = "speech.voice.unit.rate"
    case unitPitch = "speech.voice.unit.pitch"
    case unitVolume = "speech.voice.unit.volume"

    // MARK: Recorded sounds (AudioClipError)
    case clipUnrecognized = "speech.clip.unrecognized"
    case clipUnrecognizedSays = "speech.clip.unrecognizedSays"
    case clipMalformed = "speech.clip.malformed"
    case clipUnsupported = "speech.clip.unsupported"

    // MARK: Voice profile files skipped
    case voiceFileSkipped = "speech.voiceFile.skipped"
    case skippedUnreadable = "speech.voiceFile.unreadable"
    case skippedFolder = "speech.voiceFile.folder"
    case skippedBrokenLink = "speech.voiceFile.brokenLink"
    case skippedNotRegular = "speech.voiceFile.notRegular"
    case skippedTooLarge = "speech.voiceFile.tooLarge"
    case skippedNoPermission = "speech.voiceFile.noPermission"
}
