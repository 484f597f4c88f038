/// Where a speaker's speech goes: the sound card, and any number of sinks (WAV files, recorders).
public struct SpeechOutput: Sendable {
    /// Whether to play through the sound card (`--no-audio` turns it off).
    public var playsAloud: Bool
    /// The audio device: nil for the system default, `"null"` for ALSA's silent device.
    public var audioDevice: String?
    /// Also receive every utterance's and clip's PCM, e.g. a ``WAVFolderSink``.
    public var sinks: [any AudioSink]

    public init(playsAloud: Bool = true, audioDevice: String? = nil, sinks: [any AudioSink] = []) {
        self.playsAloud = playsAloud
        self.audioDevice = audioDevice
        self.sinks = sinks
    }
}
