/// A recorded sound, decoded to 16-bit mono PCM at its own sample rate.
///
/// Decoded from a cell's OBF sound (WAV, MP3 or Ogg Vorbis); the engine resamples it to its
/// own rate when it plays it.
public struct AudioClip: Equatable, Sendable {
    /// The samples, mono (channels are mixed down).
    public var samples: [Int16]
    /// Samples per second.
    public var sampleRate: Int

    public init(samples: [Int16], sampleRate: Int) {
        self.samples = samples
        self.sampleRate = max(1, sampleRate)
    }

    /// How long it plays, in seconds.
    public var duration: Double { Double(samples.count) / Double(sampleRate) }

    /// Decodes a WAV (PCM 8/16/24/32-bit or float), MP3 or Ogg Vorbis file.
    ///
    /// The format is recognized from the bytes; `contentType` (`audio/mpeg`) is the fallback.
    public init(decoding bytes: [UInt8], contentType: String? = nil) throws(AudioClipError) {
        switch Self.format(of: bytes, contentType: contentType) {
        case .wav: self = try Self.decodeWAV(bytes)
        case .mp3: self = try MP3Decoder.decode(bytes)
        case .oggVorbis: self = try OggVorbisDecoder.decode(bytes)
        case nil: throw .unrecognizedFormat(contentType: contentType)
        }
    }

    enum Format { case wav, mp3, oggVorbis }

    static func format(of bytes: [UInt8], contentType: String?) -> Format? {
        func starts(with text: String) -> Bool { bytes.starts(with: Array(text.utf8)) }
        if starts(with: "RIFF"), bytes.count >= 12, bytes[8..<12].elementsEqual("WAVE".utf8) { return .wav }
        if starts(with: "OggS") { return .oggVorbis }
        if starts(with: "ID3") || (bytes.count >= 2 && bytes[0] == 0xFF && bytes[1] & 0xE0 == 0xE0) { return .mp3 }
        switch contentType?.lowercased().split(separator: ";").first?.trimmingCharacters(in: " ") {
        case "audio/wav", "audio/x-wav", "audio/wave", "audio/vnd.wave": return .wav
        case "audio/mpeg", "audio/mp3", "audio/mpeg3": return .mp3
        case "audio/ogg", "audio/vorbis", "application/ogg": return .oggVorbis
        default: return nil
        }
    }

    /// The samples at another rate (linear interpolation): how the engine plays any clip at 22,050 Hz.
    public func resampled(to rate: Int) -> [Int16] {
        guard rate != sampleRate, !samples.isEmpty, rate > 0 else { return samples }
        let count = Int((Double(samples.count) * Double(rate) / Double(sampleRate)).rounded())
        let step = Double(sampleRate) / Double(rate)
        var result = [Int16](repeating: 0, count: count)
        for index in 0..<count {
            let position = Double(index) * step
            let left = min(Int(position), samples.count - 1)
            let right = min(left + 1, samples.count - 1)
            let fraction = position - Double(left)
            result[index] = Int16(Double(samples[left]) * (1 - fraction) + Double(samples[right]) * fraction)
        }
        return result
    }

    /// Mixes interleaved channels down to mono.
    static func mixedDown(_ interleaved: [Int32], channels: Int) -> [Int16] {
        guard channels > 1 else { return interleaved.map { Int16(clamping: $0) } }
        var mono = [Int16]()
        mono.reserveCapacity(interleaved.count / channels)
        var index = 0
        while index + channels <= interleaved.count {
            var sum: Int32 = 0
            for channel in 0..<channels { sum += interleaved[index + channel] }
            mono.append(Int16(clamping: sum / Int32(channels)))
            index += channels
        }
        return mono
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in character: Character) -> String {
        String(drop(while: { $0 == character }).reversed().drop(while: { $0 == character }).reversed())
    }
}
