import Foundation
import TalkGridStorage

/// A set's learned word pairs on disk: `.talkgrid/word-pairs.tsv` in the set's folder, beside its history.
public struct WordPairsFile: Sendable {
    /// The file's path.
    public var path: String

    /// The file of a set folder.
    public init(setFolder: String) {
        path = setFolder + "/" + SetHistory.folderName + "/word-pairs.tsv"
    }

    /// The file of a board set given by its path, when that is a folder (a set of its own); nil for
    /// an `.obz` or a shipped set, which keep no pairs.
    public init?(setPath: String?) {
        var isFolder: ObjCBool = false
        guard let setPath, FileManager.default.fileExists(atPath: setPath, isDirectory: &isFolder), isFolder.boolValue else { return nil }
        self.init(setFolder: setPath)
    }

    /// The saved pairs; none when there is no file yet.
    public func read() -> WordPairs {
        guard let data = FileManager.default.contents(atPath: path) else { return WordPairs() }
        return WordPairs(text: String(decoding: data, as: UTF8.self))
    }

    /// Saves the pairs (the whole file, atomically), making the `.talkgrid` folder if the set has none yet.
    public func write(_ pairs: WordPairs) throws(StorageError) {
        let folder = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try AtomicFile.write(Array(pairs.text.utf8), to: path)
    }

    /// Forgets every pair (removes the file).
    public func forget() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
