import TalkGrid

/// The name of one text of the speech library in the command line's word catalogue
/// (`Interface/command-line/en.json`): why speech cannot be made or saved, and what the
/// caregiver is told about a missing voice or sound card.
public enum SpeechTextKey: String, WordKey {
    public static let catalogueSection = "speech"

    // MARK: Errors (SpeechError)
    case engineUnavailable
    case unknownVoice
    case cannotWrite

    // MARK: Reasons
    case espeakCannotStart
    case isFolder
    case notRegularFile
    case noFolder
    case diskFull
    case noPermission
    case readOnly

    // MARK: Problems heard while speaking
    case cannotSpeak
    case noSoundCard
    case missingVoice
    case fallbackVoiceName

    // MARK: Findings about a voice profile
    case voiceNotObject
    case voiceUnknownField
    case voiceMissingText
    case voiceNotText
    case voiceMissingNumber
    case voiceNotWhole
    case voiceOutOfRange
    case voiceUnknownEngine
    case voiceBadModelName
    case unitRate
    case unitPitch
    case unitVolume

    // MARK: Natural voices (NaturalVoiceError, a Piper voice's configuration)
    case naturalEngineMissing
    case naturalEngineBroken
    case naturalNotInstalled
    case naturalDamaged
    case naturalCannotLoad
    case naturalBadConfiguration
    case naturalNotAModel
    case naturalNotPiper
    case naturalUnreadable
    case naturalCannotWrite
    case naturalSilent
    case naturalDownloadFailed
    case naturalNoPip
    case naturalNoConfiguration
    case naturalBadProfileID
    case naturalShippedProfileID
    case naturalSpeaksInstead
    case configurationNotObject
    case configurationMissing
    case configurationWrongType
    case configurationPhonemeType
    case configurationBadPhoneme
    case configurationMissingPhoneme
    case configurationWhatWhole
    case configurationWhatNumber
    case configurationWhatText
    case configurationWhatPhonemes

    // MARK: Recorded sounds (AudioClipError)
    case clipUnrecognized
    case clipUnrecognizedSays
    case clipMalformed
    case clipUnsupported
    case clipSilent
    case clipTooLong
    case clipFileTooLarge

    // MARK: Recording a voice (RecordingUnavailable)
    case recordNoLibrary
    case recordNoSoundServer

    // MARK: Voice profile files skipped
    case voiceFileSkipped
    case skippedUnreadable
    case skippedFolder
    case skippedBrokenLink
    case skippedNotRegular
    case skippedTooLarge
    case skippedNoPermission
}
