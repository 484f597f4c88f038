import TalkGrid

/// Makes a sound fit for a cell, from a file (WAV, MP3, Ogg Vorbis) or a recording: the silence at
/// both ends trimmed, brought to the loudness of the voice, and saved as a WAV file at the
/// voice's rate (16-bit mono, 22,050 Hz: 30 seconds are 1.3 MB).
///
/// `talkgrid cell set --sound/--record` and the window's cell editor both make their sounds here.
public struct CellSoundMaker: Sendable {
    /// The longest a cell's sound may last, silence trimmed, in seconds.
    public static let maxSeconds = 30
    /// The largest sound file read, in bytes (a 30-second WAV at 48 kHz in stereo has 5.8 MB).
    public static let maxFileBytes = 20 << 20
    /// The loudness a cell's sound is brought to: espeak-ng's own (the root mean square of its heard
    /// sounds; an English sentence at the default volume measured -20 dBFS, a French one -22).
    public static let voiceLevel = 0.1

    public init() {}

    /// The cell's sound made from a sound file's bytes (`name` is the file's name).
    public func sound(fromFile bytes: [UInt8], name: String, contentType: String? = nil) throws(AudioClipError) -> CellSound {
        guard bytes.count <= Self.maxFileBytes else {
            throw .fileTooLarge(megabytes: (bytes.count + (1 << 20) - 1) >> 20, limit: Self.maxFileBytes >> 20)
        }
        return try sound(from: AudioClip(decoding: bytes, contentType: contentType), name: name)
    }

    /// The cell's sound made from a clip (a recording, a decoded file).
    public func sound(from clip: AudioClip, name: String) throws(AudioClipError) -> CellSound {
        guard let trimmed = clip.trimmedOfSilence() else { throw .silent }
        guard trimmed.duration <= Double(Self.maxSeconds) + 0.2 else {
            throw .tooLong(seconds: Int(trimmed.duration.rounded()), limit: Self.maxSeconds)
        }
        let voiced = AudioClip(samples: trimmed.resampled(to: ESpeakEngine.sampleRate), sampleRate: ESpeakEngine.sampleRate)
        let loud = voiced.atLevel(Self.voiceLevel)
        let wav = WAVWriter(sampleRate: ESpeakEngine.sampleRate).encode(loud.samples)
        return CellSound(contentType: "audio/wav", bytes: wav, duration: loud.duration, name: name)
    }
}
