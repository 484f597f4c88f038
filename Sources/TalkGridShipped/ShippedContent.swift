import Foundation

/// The board sets and voice profiles that ship inside the `talkgrid` binary.
public enum ShippedContent {
    /// Every shipped file, keyed by its path relative to the package root (`Boards/...`, `Voices/...`).
    public static let files: [String: [UInt8]] = {
        var files: [String: [UInt8]] = [:]
        for entry in shippedFileTable {
            files[entry.path] = Data(base64Encoded: entry.base64).map { [UInt8]($0) } ?? []
        }
        return files
    }()

    /// One shipped file, decoded alone (without decoding every other file, as ``files`` does once).
    public static func file(at path: String) -> [UInt8]? {
        shippedFileTable.first { $0.path == path }.flatMap { Data(base64Encoded: $0.base64) }.map { [UInt8]($0) }
    }

    /// The files under one folder (e.g. `Boards/first-words`), keyed by their path inside it.
    public static func files(under folder: String) -> [String: [UInt8]] {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        var result: [String: [UInt8]] = [:]
        for (path, bytes) in files where path.hasPrefix(prefix) {
            result[String(path.dropFirst(prefix.count))] = bytes
        }
        return result
    }

    /// The names of the shipped board sets (the folders directly under `Boards/`).
    public static var boardSetNames: [String] {
        let names = files.keys.compactMap { path -> String? in
            let parts = path.split(separator: "/")
            return parts.count >= 3 && parts[0] == "Boards" ? String(parts[1]) : nil
        }
        return Array(Set(names)).sorted()
    }

    /// The name of the board set that opens when no path is given.
    public static let defaultBoardSetName = "first-words"
}
