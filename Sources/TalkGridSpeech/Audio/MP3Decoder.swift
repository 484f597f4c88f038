import CMPG123

/// Decodes MP3 with libmpg123: the one file that calls it.
enum MP3Decoder {
    /// The longest sound decoded, in samples (about ten minutes of 48 kHz stereo): bounds hostile files.
    static let maximumSamples = 60_000_000

    static func decode(_ bytes: [UInt8]) throws(AudioClipError) -> AudioClip {
        var error: Int32 = 0
        guard let handle = mpg123_new(nil, &error) else { throw .unsupported("the MP3 decoder could not start") }
        defer { mpg123_delete(handle) }
        // Quiet: libmpg123 would print warnings about odd frames to stderr.
        _ = mpg123_param2(handle, Int32(MPG123_ADD_FLAGS.rawValue), Int(MPG123_QUIET.rawValue), 0)
        _ = mpg123_format_none(handle)
        var rates: UnsafePointer<Int>?
        var rateCount = 0
        mpg123_rates(&rates, &rateCount)
        for index in 0..<rateCount {
            if let rate = rates?[index] {
                _ = mpg123_format(handle, rate, Int32(MPG123_MONO.rawValue | MPG123_STEREO.rawValue), Int32(MPG123_ENC_SIGNED_16.rawValue))
            }
        }
        guard mpg123_open_feed(handle) == MPG123_OK.rawValue else { throw .unsupported("the MP3 decoder could not start") }
        let fed = bytes.withUnsafeBufferPointer { mpg123_feed(handle, $0.baseAddress, $0.count) }
        guard fed == MPG123_OK.rawValue else { throw .malformed("the MP3 data could not be read") }

        var rate = 0
        var channels: Int32 = 1
        var interleaved: [Int32] = []
        var buffer = [Int16](repeating: 0, count: 16_384)
        while true {
            var done = 0
            let status = buffer.withUnsafeMutableBytes { mpg123_read(handle, $0.baseAddress, $0.count, &done) }
            if status == MPG123_NEW_FORMAT.rawValue {
                var encoding: Int32 = 0
                _ = mpg123_getformat(handle, &rate, &channels, &encoding)
            }
            let count = done / MemoryLayout<Int16>.size
            interleaved.append(contentsOf: buffer[0..<count].lazy.map { Int32($0) })
            guard interleaved.count <= maximumSamples else { throw .unsupported("the sound is longer than ten minutes") }
            if status == MPG123_NEED_MORE.rawValue || status == MPG123_DONE.rawValue { break }
            if status == MPG123_ERR.rawValue {
                let reason = mpg123_strerror(handle).map { String(cString: $0) } ?? "decoding failed"
                if interleaved.isEmpty { throw .malformed("MP3: \(reason)") }
                break  // keep what was decoded before a damaged frame at the end
            }
        }
        guard rate > 0, !interleaved.isEmpty else { throw .malformed("the MP3 file has no sound in it") }
        return AudioClip(samples: AudioClip.mixedDown(interleaved, channels: Int(channels)), sampleRate: rate)
    }
}
