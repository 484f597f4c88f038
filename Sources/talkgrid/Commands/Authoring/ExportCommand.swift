import Foundation
import TalkGrid
import TalkGridStorage

/// `talkgrid export SET OUT.obz [--force]`: writes a set as an `.obz` other OBF apps open.
enum ExportCommand {
    static let usage = "usage: talkgrid export SET OUT.obz [--replace] [--force]"

    static let help = """
        \(usage)

        Writes the board set SET (a folder, an .obz or shipped:NAME) as one .obz file: the manifest,
        every board, and the images and sounds the boards use. Only fields the OBF spec defines and
        apps' own ext_ fields are written, so other AAC apps (CoughDrop, Cboard, AsTeRICS Grid, ...)
        open it; TalkGrid's glyphs travel as ext_talkgrid_glyph and as pictures. The same set always
        gives the same file, byte for byte.

          --replace  write over OUT.obz when it exists (only an .obz is ever written over)
          --force    write even if the exported set would have errors the set does not have
        """

    enum Option: String, CommandOption {
        case force, replace
        var kind: OptionKind { .flag }
    }

    struct Options: CommandOptions {
        var set: String
        /// The `.obz` file to write.
        var output: String
        var force: Bool
        var replace: Bool

        init(_ arguments: ParsedArguments<Option>) throws(UsageError) {
            let positionals = try arguments.positionals(exactly: 2)
            (set, output) = (positionals[0], positionals[1])
            force = arguments.has(.force)
            replace = arguments.has(.replace)
        }
    }

    static func run(_ arguments: [String]) -> Int32 {
        let options: Options
        switch CommandRequest<Options>.options(arguments, command: "export", usage: usage, help: help) {
        case .success(let value): options = value
        case .failure(let stop): return stop.status
        }
        let output = options.output
        if let refusal = refusal(writingTo: output, replace: options.replace) {
            Output.error("talkgrid export: not written: \(refusal)")
            return ExitStatus.failure
        }
        let editable: EditableBoardSet
        let export: BoardSetExport
        do {
            editable = try EditableBoardSet(opening: options.set)
            let source = editable.source
            export = try BoardSetExport(editable.documents) { entry in try? source?.contents(of: entry) }
        } catch {
            Output.error("talkgrid export: \(error)")
            return ExitStatus.failure
        }
        // A board that cannot be read would silently be left out of the archive: name it, refuse.
        if !editable.set.damagedBoards.isEmpty && !options.force {
            for damaged in editable.set.damagedBoards { Output.error("talkgrid export: \(damaged.notice)") }
            Output.error(
                "talkgrid export: not written, the archive would lose the damaged board(s) above; fix them, or add --force to leave them out"
            )
            return ExitStatus.failure
        }
        // Read the archive's files back and compare with the set, as an edit would be checked.
        var files: [String: [UInt8]] = [:]
        for file in export.files { files[file.path] = file.bytes }
        do {
            let exported = try BoardSetLoader.loadSet(from: InMemoryBoardSetSource(displayName: editable.set.source, files: files))
            let review = EditReview(before: editable.set, after: exported)
            if !review.isAcceptable {
                for diagnostic in review.newErrors { Output.error(diagnostic.description) }
                if !options.force {
                    Output.error(
                        "talkgrid export: not written, the exported set would have \(review.newErrors.count) error(s) the set does not have (above); add --force to write it anyway"
                    )
                    return ExitStatus.failure
                }
            }
        } catch {
            Output.error("talkgrid export: not written, the exported set could not be read back: \(error)")
            return ExitStatus.failure
        }
        let bytes: [UInt8]
        do {
            bytes = try ZipWriter.archive(export.files.map { ZipWriter.Entry(path: $0.path, bytes: $0.bytes) }, displayPath: output)
            try AtomicFile.write(bytes, to: output)
        } catch {
            Output.error("talkgrid export: \(error)")
            return ExitStatus.failure
        }
        let boards = editable.documents.boards.count
        let media = export.files.count - boards - 1
        Output.line("Exported \(boards) board(s) and \(media) image and sound file(s) to \(output) (\(bytes.count) bytes).")
        if !export.droppedFields.isEmpty {
            let shown = export.droppedFields.prefix(10).joined(separator: ", ")
            let more = export.droppedFields.count > 10 ? " and \(export.droppedFields.count - 10) more" : ""
            Output.line("  Left out \(export.droppedFields.count) field(s) that are not in the OBF spec: \(shown)\(more)")
        }
        if !export.leftOutEntries.isEmpty {
            Output.line(
                "  Left out \(export.leftOutEntries.count) file(s) no board uses: \(export.leftOutEntries.prefix(10).joined(separator: ", "))"
            )
        }
        return ExitStatus.success
    }

    /// Why `output` must not be written, or nil when it is a new path or an `.obz` to replace.
    ///
    /// Export never replaces anything but an existing `.obz` archive, and that only when asked:
    /// a mistyped name must not turn someone's spreadsheet or document into a zip file.
    static func refusal(writingTo output: String, replace: Bool) -> String? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: output, isDirectory: &isFolder) else { return nil }
        if isFolder.boolValue { return "\(output) is a folder; give the name of the .obz file to write, e.g. \(output)/boards.obz" }
        guard output.lowercased().hasSuffix(".obz") else {
            return "\(output) exists and is not an .obz file; export writes only to a new file, or over an .obz with --replace"
        }
        guard replace else { return "\(output) exists; add --replace to write over it" }
        let start = FileHandle(forReadingAtPath: output).map { [UInt8]($0.readData(ofLength: 4)) } ?? []
        guard start.isEmpty || start == [0x50, 0x4B, 0x03, 0x04] || start == [0x50, 0x4B, 0x05, 0x06] else {
            return "\(output) is named .obz but is not a zip archive, so it is not written over; choose another name"
        }
        return nil
    }
}
