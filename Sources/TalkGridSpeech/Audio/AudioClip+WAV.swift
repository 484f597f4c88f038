extension AudioClip {
    /// Decodes a RIFF WAVE file: PCM 8-bit (unsigned), 16/24/32-bit (signed) or 32/64-bit float, any rate and channels.
    static func decodeWAV(_ bytes: [UInt8]) throws(AudioClipError) -> AudioClip {
        func uint16(_ offset: Int) -> Int { Int(bytes[offset]) | Int(bytes[offset + 1]) << 8 }
        func uint32(_ offset: Int) -> Int { uint16(offset) | uint16(offset + 2) << 16 }

        var format: (code: Int, channels: Int, rate: Int, bits: Int)?
        var offset = 12
        while offset + 8 <= bytes.count {
            let id = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
            let size = uint32(offset + 4)
            let body = offset + 8
            let end = min(bytes.count, body + size)
            if id == "fmt " {
                guard size >= 16, body + 16 <= bytes.count else { throw .malformed("the WAV format chunk is too short") }
                var code = uint16(body)
                if code == 0xFFFE, size >= 40, body + 26 <= bytes.count { code = uint16(body + 24) }  // WAVE_FORMAT_EXTENSIBLE
                format = (code, uint16(body + 2), uint32(body + 4), uint16(body + 14))
            } else if id == "data" {
                guard let format else { throw .malformed("the WAV data comes before its format") }
                return try decodePCM(bytes[body..<end], format: format)
            }
            offset = body + size + (size & 1)  // chunks are padded to even sizes
        }
        throw .malformed("the WAV file has no sound data")
    }

    private static func decodePCM(
        _ data: ArraySlice<UInt8>, format: (code: Int, channels: Int, rate: Int, bits: Int)
    ) throws(AudioClipError) -> AudioClip {
        guard format.channels >= 1, format.channels <= 16, format.rate >= 1000, format.rate <= 384_000 else {
            throw .malformed("\(format.channels) channels at \(format.rate) Hz")
        }
        let width = format.bits / 8
        var values: [Int32] = []
        values.reserveCapacity(data.count / max(1, width))
        var index = data.startIndex
        switch (format.code, format.bits) {
        case (1, 8):
            values = data.map { (Int32($0) - 128) << 8 }
        case (1, 16), (1, 24), (1, 32):
            while index + width <= data.endIndex {
                var value: Int32 = 0
                for byte in 0..<width { value |= Int32(data[index + byte]) << (8 * (byte + 4 - width)) }
                values.append(value >> 16)  // the top 16 bits, sign kept
                index += width
            }
        case (3, 32), (3, 64):
            while index + width <= data.endIndex {
                var bits: UInt64 = 0
                for byte in 0..<width { bits |= UInt64(data[index + byte]) << (8 * byte) }
                let sample = width == 4 ? Double(Float(bitPattern: UInt32(bits))) : Double(bitPattern: bits)
                values.append(Int32((max(-1, min(1, sample.isNaN ? 0 : sample)) * 32767).rounded()))
                index += width
            }
        default:
            throw .unsupported("WAV format \(format.code) with \(format.bits)-bit samples (only PCM and float are played)")
        }
        return AudioClip(samples: mixedDown(values, channels: format.channels), sampleRate: format.rate)
    }
}
