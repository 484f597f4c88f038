import Foundation
import TalkGrid

/// Writes 16-bit PCM WAV files (RIFF/WAVE, little-endian).
public struct WAVWriter: Sendable {
    public var sampleRate: Int
    public var channels: Int

    public init(sampleRate: Int = ESpeakEngine.sampleRate, channels: Int = 1) {
        self.sampleRate = sampleRate
        self.channels = channels
    }

    /// The whole file: the 44-byte header, then the samples.
    public func encode(_ samples: [Int16]) -> [UInt8] {
        let dataSize = samples.count * 2
        var bytes: [UInt8] = []
        bytes.reserveCapacity(44 + dataSize)
        func append(_ text: String) { bytes += Array(text.utf8) }
        func append32(_ value: Int) { bytes += (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        func append16(_ value: Int) { bytes += (0..<2).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        append("RIFF")
        append32(36 + dataSize)
        append("WAVE")
        append("fmt ")
        append32(16)
        append16(1)  // PCM
        append16(channels)
        append32(sampleRate)
        append32(sampleRate * channels * 2)  // bytes per second
        append16(channels * 2)  // bytes per frame
        append16(16)  // bits per sample
        append("data")
        append32(dataSize)
        for sample in samples {
            bytes.append(UInt8(truncatingIfNeeded: sample))
            bytes.append(UInt8(truncatingIfNeeded: sample >> 8))
        }
        return bytes
    }

    /// Writes the file atomically (a temporary file, then a rename): a failed write leaves no half file.
    ///
    /// Refuses to replace a folder, a device or a pipe; failures are said in a caregiver's words
    /// (a missing folder, a full disk), not Foundation's.
    public func write(_ samples: [Int16], to path: String) throws(SpeechError) {
        let url = URL(fileURLWithPath: path)
        let files = FileManager.default
        var isFolder: ObjCBool = false
        if files.fileExists(atPath: path, isDirectory: &isFolder) {
            if isFolder.boolValue { throw .cannotWrite(path: path, reason: .said(SpeechText.isFolder)) }
            let type = (try? files.attributesOfItem(atPath: url.resolvingSymlinksInPath().path))?[.type] as? FileAttributeType
            if let type, type != .typeRegular {
                throw .cannotWrite(path: path, reason: .said(SpeechText.notRegularFile))
            }
        } else {
            let folder = url.deletingLastPathComponent().path
            if !files.fileExists(atPath: folder, isDirectory: &isFolder) || !isFolder.boolValue {
                throw .cannotWrite(path: path, reason: .said(SpeechText.noFolder(folder: folder)))
            }
        }
        do {
            try Data(encode(samples)).write(to: url, options: .atomic)
        } catch {
            throw .cannotWrite(path: path, reason: Self.reason(for: error))
        }
    }

    /// What went wrong in writing, in a caregiver's words.
    static func reason(for error: any Error) -> SpeechProblem {
        switch (error as? CocoaError)?.code {
        case .fileWriteOutOfSpace?: .said(SpeechText.diskFull)
        case .fileWriteNoPermission?: .said(SpeechText.noPermission)
        case .fileWriteVolumeReadOnly?: .said(SpeechText.readOnly)
        default: .system(error.localizedDescription)
        }
    }
}
