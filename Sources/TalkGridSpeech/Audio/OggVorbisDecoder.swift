import CVorbisFile

/// Decodes Ogg Vorbis with libvorbisfile: the one file that calls it.
enum OggVorbisDecoder {
    static func decode(_ bytes: [UInt8]) throws(AudioClipError) -> AudioClip {
        let source = MemorySource(bytes: bytes)
        let callbacks = ov_callbacks(read_func: readFromMemory, seek_func: nil, close_func: nil, tell_func: nil)
        var file = OggVorbis_File()
        let opened = withExtendedLifetime(source) {
            ov_open_callbacks(Unmanaged.passUnretained(source).toOpaque(), &file, nil, 0, callbacks)
        }
        guard opened == 0 else { throw .malformed("the Ogg file is not Ogg Vorbis audio") }
        defer { ov_clear(&file) }
        guard let info = ov_info(&file, -1) else { throw .malformed("the Ogg Vorbis file has no stream information") }
        let channels = Int(info.pointee.channels)
        let rate = info.pointee.rate

        var interleaved: [Int32] = []
        var buffer = [Int16](repeating: 0, count: 8_192)
        var section: Int32 = 0
        while true {
            let read = withExtendedLifetime(source) {
                buffer.withUnsafeMutableBytes { raw in
                    ov_read(&file, raw.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(raw.count), 0, 2, 1, &section)
                }
            }
            if read == 0 { break }
            if read < 0 {
                if interleaved.isEmpty { throw .malformed("the Ogg Vorbis data is damaged") }
                continue  // a hole in the stream: vorbisfile resumes after it
            }
            interleaved.append(contentsOf: buffer[0..<(read / 2)].lazy.map { Int32($0) })
            guard interleaved.count <= MP3Decoder.maximumSamples else {
                throw .unsupported("the sound is longer than ten minutes")
            }
        }
        guard rate > 0, !interleaved.isEmpty else { throw .malformed("the Ogg Vorbis file has no sound in it") }
        return AudioClip(samples: AudioClip.mixedDown(interleaved, channels: channels), sampleRate: rate)
    }
}

/// The bytes vorbisfile reads from, through ``readFromMemory``.
private final class MemorySource {
    let bytes: [UInt8]
    var offset = 0
    init(bytes: [UInt8]) { self.bytes = bytes }
}

/// vorbisfile's read callback (like `fread`), at file scope so that it is a plain C function.
private func readFromMemory(
    _ destination: UnsafeMutableRawPointer?, _ size: Int, _ count: Int, _ datasource: UnsafeMutableRawPointer?
) -> Int {
    guard let destination, let datasource, size > 0 else { return 0 }
    let source = Unmanaged<MemorySource>.fromOpaque(datasource).takeUnretainedValue()
    let items = min(count, (source.bytes.count - source.offset) / size)
    let length = items * size
    guard length > 0 else { return 0 }
    source.bytes.withUnsafeBytes { all in
        destination.copyMemory(from: all.baseAddress! + source.offset, byteCount: length)
    }
    source.offset += length
    return items
}
