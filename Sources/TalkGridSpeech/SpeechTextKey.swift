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
    case voiceUnknownEngine = "speech.voice.unknownEngine"
    case voiceBadModelName = "speech.voice.badModelName"
    case unitRate = "speech.voice.unit.rate"
    case unitPitch = "speech.voice.unit.pitch"
    case unitVolume = "speech.voice.unit.volume"

    // MARK: Natural voices (NaturalVoiceError, a Piper voice's configuration)
    case naturalEngineMissing = "speech.natural.engineMissing"
    case naturalEngineBroken = "speech.natural.engineBroken"
    case naturalNotInstalled = "speech.natural.notInstalled"
    case naturalDamaged = "speech.natural.damaged"
    case naturalCannotLoad = "speech.natural.cannotLoad"
    case naturalBadConfiguration = "speech.natural.badConfiguration"
    case naturalNotAModel = "speech.natural.notAModel"
    case naturalNotPiper = "speech.natural.notPiper"
    case naturalUnreadable = "speech.natural.unreadable"
    case naturalCannotWrite = "speech.natural.cannotWrite"
    case naturalSilent = "speech.natural.silent"
    case naturalDownloadFailed = "speech.natural.downloadFailed"
    case naturalNoPip = "speech.natural.noPip"
    case naturalSpeaksInstead = "speech.natural.speaksInstead"
    case configurationNotObject = "speech.piper.notObject"
    case configurationMissing = "speech.piper.missing"
    case configurationWrongType = "speech.piper.wrongType"
    case configurationPhonemeType = "speech.piper.phonemeType"
    case configurationBadPhoneme = "speech.piper.badPhoneme"
    case configurationMissingPhoneme = "speech.piper.missingPhoneme"
    case configurationWhatWhole = "speech.piper.what.whole"
    case configurationWhatNumber = "speech.piper.what.number"
    case configurationWhatText = "speech.piper.what.text"
    case configurationWhatPhonemes = "speech.piper.what.phonemes"

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
