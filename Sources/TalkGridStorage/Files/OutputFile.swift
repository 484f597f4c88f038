import Foundation
import TalkGrid
import TalkGridShipped

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A kind of file TalkGrid writes for a person (a WAV sound, a PDF, an `.obz` archive, a
/// spreadsheet, a LAM file, a voice profile), and the one rule every writer follows before writing it.
///
/// The rule: a path inside a board set (a folder holding `manifest.json`, or anything under it)
/// is never written, because a set changes only through its own commands and their history; a
/// new file must have the kind's ending (`print sam sam.png` would be a PDF named `.png`); an
/// existing file is written over only with `--replace`, and then only when it holds this kind
/// (a mistyped name must not turn a spreadsheet into a WAV sound). Every command that writes a
/// file asks ``refusal(writingTo:replace:)`` first, and so can an editor.
public struct OutputFile: Sendable {
    /// What the file holds, in the caregiver's words.
    public var kind: StorageTextKey
    /// The file name ending, lowercase, with its dot (`.obz`).
    public var suffix: String
    /// A name to suggest when a folder was given (`boards.obz`).
    public var exampleName: String
    /// Whether the first bytes of an existing file (up to 512) are of this kind.
    var holdsKind: @Sendable ([UInt8]) -> Bool

    /// An `.obz` archive (a zip file).
    public static let obz = OutputFile(kind: .outputKindObz, suffix: ".obz", exampleName: "boards.obz") { start in
        start.starts(with: [0x50, 0x4B, 0x03, 0x04]) || start.starts(with: [0x50, 0x4B, 0x05, 0x06])
    }

    /// A PDF document.
    public static let pdf = OutputFile(kind: .outputKindPdf, suffix: ".pdf", exampleName: "boards.pdf") { start in
        start.starts(with: Array("%PDF".utf8))
    }

    /// A WAV sound.
    public static let wav = OutputFile(kind: .outputKindWav, suffix: ".wav", exampleName: "said.wav") { start in
        start.starts(with: Array("RIFF".utf8)) && start.dropFirst(8).starts(with: Array("WAVE".utf8))
    }

    /// A spreadsheet saved as CSV (text).
    public static let csv = OutputFile(kind: .outputKindCsv, suffix: ".csv", exampleName: "texts.csv") { start in
        !start.contains(0)
    }

    /// A LAM file (Language Activity Monitoring, text) of what a person said.
    public static let lam = OutputFile(kind: .outputKindLam, suffix: ".lam", exampleName: "said.lam") { start in
        !start.contains(0)
    }

    /// A voice profile (a JSON object).
    public static let voiceProfile = OutputFile(kind: .outputKindVoiceProfile, suffix: ".json", exampleName: "voice.json") { start in
        start.first(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }) == UInt8(ascii: "{")
    }

    /// Why `path` must not be written, or nil when it is a new file of this kind's name outside
    /// any board set, or (with `replace`) an existing file of this kind outside any board set.
    ///
    /// A missing folder is not refused here: the writer names it when it tries.
    public func refusal(writingTo path: String, replace: Bool) -> OutputRefusal? {
        if let set = Self.enclosingBoardSet(of: path) {
            return OutputRefusal(path: path, reason: .insideBoardSet(set: set, instead: renamed(path, into: PathText.folder(of: set))))
        }
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
            guard hasSuffix(path) else {
                return OutputRefusal(path: path, reason: .wrongEnding(kind: kind, ending: suffix, instead: renamed(path)))
            }
            return nil
        }
        if isFolder.boolValue {
            return OutputRefusal(path: path, reason: .folder(kind: kind, instead: Self.joined(path, exampleName)))
        }
        let start = FileHandle(forReadingAtPath: path).map { [UInt8]($0.readData(ofLength: 512)) } ?? []
        guard hasSuffix(path) else { return OutputRefusal(path: path, reason: .otherKind(kind: kind, instead: renamed(path))) }
        guard start.isEmpty || holdsKind(start) else {
            return OutputRefusal(path: path, reason: .otherKind(kind: kind, instead: renamed(path, adding: "-2")))
        }
        guard replace else { return OutputRefusal(path: path, reason: .exists) }
        return nil
    }

    /// Why a folder of new files (`run --speak-to DIR`'s numbered sounds) must not be written
    /// into: it is in a board set; nil elsewhere.
    public static func refusal(writingInto folder: String) -> OutputRefusal? {
        guard let set = enclosingBoardSet(of: folder) else { return nil }
        let name = (folder as NSString).lastPathComponent
        return OutputRefusal(path: folder, reason: .insideBoardSet(set: set, instead: joined(PathText.folder(of: set), name)))
    }

    /// The board set folder (holding `manifest.json`) that `path` is in or is, as the path was
    /// typed when that finds it, else with symbolic links resolved; nil outside every set.
    ///
    /// A path inside a set's `.talkgrid` folder, its boards or its pictures is inside the set.
    public static func enclosingBoardSet(of path: String) -> String? {
        let typed = URL(fileURLWithPath: path).standardizedFileURL
        if let found = boardSetFolder(at: typed) {
            // Show the folder as the person typed it when the path was relative.
            return path.hasPrefix("/") ? found.path : relative(found.path)
        }
        return boardSetFolder(at: resolved(typed))?.path
    }

    /// `url` with its existing folders' symbolic links resolved (the rest of the path may not exist yet).
    private static func resolved(_ url: URL) -> URL {
        var existing = url
        var rest: [String] = []
        while !FileManager.default.fileExists(atPath: existing.path) {
            let up = existing.deletingLastPathComponent()
            if up.path == existing.path { return url }
            rest.insert(existing.lastPathComponent, at: 0)
            existing = up
        }
        guard let real = realpath(existing.path, nil) else { return url }
        defer { free(real) }
        return rest.reduce(URL(fileURLWithPath: String(cString: real))) { $0.appendingPathComponent($1) }
    }

    /// The nearest folder at or above `url` holding `manifest.json`.
    private static func boardSetFolder(at url: URL) -> URL? {
        var folder = url
        while true {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue,
                FileManager.default.fileExists(atPath: folder.appendingPathComponent("manifest.json").path)
            {
                return folder
            }
            let up = folder.deletingLastPathComponent()
            if up.path == folder.path { return nil }
            folder = up
        }
    }

    /// `absolute` relative to the working folder when it is under it.
    private static func relative(_ absolute: String) -> String {
        let here = FileManager.default.currentDirectoryPath
        if absolute == here { return "." }
        let prefix = here.hasSuffix("/") ? here : here + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }

    private func hasSuffix(_ path: String) -> Bool { path.lowercased().hasSuffix(suffix) }

    /// `path` with this kind's ending instead of its own (and `adding` before it), in `folder` when given.
    private func renamed(_ path: String, adding: String = "", into folder: String? = nil) -> String {
        let name = (path as NSString).lastPathComponent
        let stem = (name as NSString).deletingPathExtension
        let file = (stem.isEmpty || stem == "." || stem == "..") ? exampleName : stem + adding + suffix
        guard let folder else {
            let parent = PathText.parent(of: path)
            return parent.isEmpty ? file : Self.joined(parent, file)
        }
        return Self.joined(folder, file)
    }

    private static func joined(_ folder: String, _ name: String) -> String {
        folder == "." ? name : folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}

/// Why a command did not write a file (see ``OutputFile``): what is in the way and a name that
/// would be written. Every writer says it in the same words: `not written: …`.
public struct OutputRefusal: Error, Equatable, Sendable, CustomStringConvertible, CaregiverTextConvertible {
    /// What stands in the way.
    public enum Reason: Equatable, Sendable {
        /// The path is in (or is) a board set's folder; `instead` is the same name beside the set.
        case insideBoardSet(set: String, instead: String)
        /// The path is a folder; `instead` is a file name in it.
        case folder(kind: StorageTextKey, instead: String)
        /// A new file whose name does not end in `ending`, as the kind's names do.
        case wrongEnding(kind: StorageTextKey, ending: String, instead: String)
        /// An existing file of another kind (by its name or its first bytes): never written over.
        case otherKind(kind: StorageTextKey, instead: String)
        /// An existing file of this kind, and no `--replace`.
        case exists
    }

    /// The path the command was given.
    public var path: String
    public var reason: Reason

    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    public var caregiverText: CaregiverText {
        let file: InterfaceText.Argument = .text(path)
        let why: CaregiverText
        switch reason {
        case .insideBoardSet(let set, let instead):
            why = StorageText.outputInsideBoardSet(file: file, set: set, instead: instead)
        case .folder(_, let instead):
            why = StorageText.outputFolder(file: file, instead: instead)
        case .wrongEnding(let kind, let ending, let instead):
            why = StorageText.outputWrongEnding(file: file, ending: ending, kind: CaregiverText(kind), instead: instead)
        case .otherKind(let kind, let instead):
            why = StorageText.outputOtherKind(file: file, kind: CaregiverText(kind), instead: instead)
        case .exists:
            why = StorageText.outputExists(file: file)
        }
        return StorageText.outputNotWritten(reason: why)
    }

    /// The words, in the command line's language (English today), from its catalogue.
    public var description: String { ShippedContent.commandLineWords.text(self) }
}
