import Foundation
import TalkGrid

/// An installed natural voice, checked before the engine sees it: its files are as TalkGrid
/// wrote them (sizes and SHA-256 in `installed.json`), and its configuration is usable.
///
/// The check matters: onnxruntime ends the whole process on a damaged model instead of
/// returning an error, so a file cut short or changed must be found first.
public struct InstalledNaturalVoice: Equatable, Sendable {
    /// The folder's name (a profile's `model`).
    public var model: String
    public var files: NaturalVoiceFiles
    public var configuration: PiperVoiceConfiguration
    /// The model's SHA-256 as installed: part of every cache key.
    public var fingerprint: String
    /// Where the voice came from and its licence, as the record says (shown by `talkgrid voices`).
    public var source: String?

    /// The record's file entries: the model and its phoneme table.
    static let recordedFiles = ["model.onnx", "tokens.txt"]

    /// Opens an installed voice. `thorough` reads every byte to compare digests (before the engine
    /// loads it); otherwise only the sizes are compared (for listing voices).
    public static func open(_ model: String, in folders: NaturalVoiceFolders, thorough: Bool) throws(NaturalVoiceError)
        -> InstalledNaturalVoice
    {
        let files = folders.voice(model)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: files.folder, isDirectory: &isFolder), isFolder.boolValue,
            let recordData = FileManager.default.contents(atPath: files.record)
        else { throw .notInstalled(model: model) }
        guard let record = try? JSONParser.parse(Array(recordData), file: files.record), let entries = record["files"] else {
            throw .damaged(file: files.record)
        }
        for name in recordedFiles {
            let path = files.folder + "/" + name
            guard let entry = entries[name], let size = entry["size"]?.number?.int, let digest = entry["sha256"]?.string else {
                throw .damaged(file: files.record)
            }
            var status = stat()  // follows a link: a voice's files may be links to elsewhere
            guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) == size else {
                throw .damaged(file: path)
            }
            if thorough {
                // Read whole only when the file changed since it was last found whole (its size,
                // modification time and inode are kept beside it): loading stays quick, and a
                // file written over, cut short or replaced is read again.
                let known = FileManager.default.contents(atPath: checkedPath(of: path)).map { String(decoding: $0, as: UTF8.self) }
                if known == nil || known != stamp(of: path).map({ "\($0) \(digest)" }) {
                    guard try fileDigest(path) == digest else { throw .damaged(file: path) }
                    noteWhole(path, digest: digest)
                }
            }
        }
        guard let configurationData = FileManager.default.contents(atPath: files.configuration) else {
            throw .damaged(file: files.configuration)
        }
        let (configuration, diagnostics) = PiperVoiceConfiguration.parse(Array(configurationData), file: files.configuration)
        guard let configuration else { throw .badConfiguration(file: files.configuration, diagnostics) }
        guard let fingerprint = entries["model.onnx"]?["sha256"]?.string else { throw .damaged(file: files.record) }
        return InstalledNaturalVoice(
            model: model, files: files, configuration: configuration, fingerprint: fingerprint, source: record["source"]?.string)
    }

    /// Notes that a file was found whole (its digest is `digest`), as it is now.
    static func noteWhole(_ path: String, digest: String) {
        guard let stamp = stamp(of: path) else { return }
        try? Data("\(stamp) \(digest)".utf8).write(to: URL(fileURLWithPath: checkedPath(of: path)))
    }

    /// Where a file's note of being found whole is kept (beside it, hidden).
    private static func checkedPath(of path: String) -> String {
        let url = URL(fileURLWithPath: path)
        return url.deletingLastPathComponent().appendingPathComponent("." + url.lastPathComponent + ".checked").path
    }

    /// A file's size, modification time (nanoseconds) and inode; nil when it cannot be read.
    static func stamp(of path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return "\(status.st_size) \(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec) \(status.st_ino)"
    }

    /// The SHA-256 of a file, in hexadecimal, read a megabyte at a time.
    static func fileDigest(_ path: String) throws(NaturalVoiceError) -> String {
        guard let handle = FileHandle(forReadingAtPath: path) else { throw .damaged(file: path) }
        defer { try? handle.close() }
        var hash = SHA256()
        while true {
            let chunk: Data?
            do {
                chunk = try handle.read(upToCount: 1 << 20)
            } catch {
                throw .damaged(file: path)
            }
            guard let chunk, !chunk.isEmpty else { break }
            hash.update(chunk)
        }
        return hash.finalize().map { byte in
            let hex = String(byte, radix: 16)
            return byte < 16 ? "0" + hex : hex
        }.joined()
    }

    /// The record of a voice's files, as `installed.json` holds it.
    static func record(files: [(name: String, size: Int, digest: String)], source: String) -> [UInt8] {
        let entries = files.map { file in
            (file.name, JSONNode.object([("size", JSONNode(.number(JSONNumber(file.size)))), ("sha256", JSONNode(.string(file.digest)))]))
        }
        return JSONWriter.prettyBytes(.object([("files", .object(entries)), ("source", JSONNode(.string(source)))]))
    }
}
