import Foundation
import TalkGrid

/// A kind of file a command writes (an `.obz` archive, a PDF), and when an existing file may be
/// written over.
///
/// Only a file of the same kind is ever replaced, and that only with `--replace`: a mistyped
/// name must not turn someone's spreadsheet or document into a zip file or a PDF.
struct OutputFile {
    /// The file name ending, lowercase, with its dot (`.obz`).
    var suffix: String
    /// The first bytes a file of this kind may start with.
    var signatures: [[UInt8]]
    /// The refusal when the path is a folder.
    var isFolder: CommandTextKey
    /// The refusal when an existing file does not have the kind's ending.
    var otherKind: CommandTextKey
    /// The refusal when a file with the kind's ending does not hold that kind.
    var notThisKind: CommandTextKey

    /// An `.obz` archive (a zip file).
    static let obz = OutputFile(
        suffix: ".obz", signatures: [[0x50, 0x4B, 0x03, 0x04], [0x50, 0x4B, 0x05, 0x06]], isFolder: .exportIsFolder,
        otherKind: .exportNotObz, notThisKind: .exportNotZip)

    /// A PDF document.
    static let pdf = OutputFile(
        suffix: ".pdf", signatures: [Array("%PDF".utf8)], isFolder: .printIsFolder, otherKind: .printNotPdf,
        notThisKind: .printNotPdfContent)

    /// Why `output` must not be written, or nil when it is a new path or a file of this kind to replace.
    func refusal(writingTo output: String, replace: Bool) -> CommandText? {
        let file: [String: InterfaceText.Argument] = ["file": .text(output)]
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: output, isDirectory: &isFolder) else { return nil }
        if isFolder.boolValue { return CommandText(self.isFolder, file) }
        guard output.lowercased().hasSuffix(suffix) else { return CommandText(otherKind, file) }
        guard replace else { return CommandText(.outputExists, file) }
        let length = signatures.map(\.count).max() ?? 0
        let start = FileHandle(forReadingAtPath: output).map { [UInt8]($0.readData(ofLength: length)) } ?? []
        guard start.isEmpty || signatures.contains(where: { start.starts(with: $0) }) else {
            return CommandText(notThisKind, file)
        }
        return nil
    }
}
