import CPCAudio
import TalkGrid

/// The sound card, through libpcaudio (PulseAudio, then ALSA): the one file that calls it.
///
/// Not `Sendable` on purpose: ``ESpeakEngine`` opens and uses it on its own thread only.
final class AudioDevice {
    private let object: OpaquePointer
    /// The rate it was opened with (Hz, 16-bit mono).
    let sampleRate: Int

    /// Opens the device (`nil`: the system default; `"null"`: ALSA's silent device).
    ///
    /// Throws a caregiver-readable reason when there is no sound card. Never waits for one.
    init(device: String?, sampleRate: Int) throws(AudioUnavailable) {
        if let problem = talkgrid_pcaudio_load() { throw AudioUnavailable(detail: String(cString: problem)) }
        _ = talkgrid_silence_alsa()
        let created: OpaquePointer? =
            if let device {
                device.withCString { create_audio_device_object($0, "talkgrid", "speech") }
            } else {
                create_audio_device_object(nil, "talkgrid", "speech")
            }
        guard let created else { throw AudioUnavailable(detail: "no audio system (PulseAudio or ALSA) answered") }
        let error = audio_object_open(created, AUDIO_OBJECT_FORMAT_S16LE, UInt32(sampleRate), 1)
        if error != 0 {
            let detail = audio_object_strerror(created, error).map { String(cString: $0) } ?? "error \(error)"
            audio_object_destroy(created)
            throw AudioUnavailable(detail: "opening \(device ?? "the default device") failed: \(detail)")
        }
        object = created
        self.sampleRate = sampleRate
    }

    deinit {
        audio_object_close(object)
        audio_object_destroy(object)
    }

    /// Plays samples; blocks until the device has taken them. Returns false when the device failed.
    func write(_ samples: UnsafeBufferPointer<Int16>) -> Bool {
        audio_object_write(object, samples.baseAddress, samples.count * MemoryLayout<Int16>.size) == 0
    }

    /// Waits until everything written has been heard.
    func drain() { _ = audio_object_drain(object) }

    /// Drops what is still waiting to be played (stop).
    func flush() { _ = audio_object_flush(object) }
}

/// Why TalkGrid cannot play sound: a caregiver-readable reason and a technical detail.
struct AudioUnavailable: Error, Equatable, Sendable {
    /// The words shown to the caregiver.
    static let caregiverReason = CaregiverText(SpeechTextKey.noSoundCard)
    var detail: String
}
