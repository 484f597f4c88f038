import Foundation
import TalkGrid
import TalkGridCommandLine
import TalkGridEditing
import TalkGridStorage

/// `talkgrid export SET OUT.obz [--replace] [--force] [--spec-only]`: writes a set as an `.obz` other
/// OBF apps open, every field kept (`--spec-only`: only the spec's and `ext_*` fields).
enum ExportCommand: ParsedCommand {
    static let usage = CommandText(.syntaxExport).description

    static let help = CommandText.help(.syntaxExport, .helpExport)

    enum Option: String, CommandOption {
        case force, replace
        case specOnly = "spec-only"
        var kind: OptionKind { .flag }
    }

    struct Options: CommandOptions {
        var set: String
        /// The `.obz` file to write.
        var output: String
        var force: Bool
        var replace: Bool
        /// Only the fields the OBF spec defines, and `ext_*` fields.
        var specOnly: Bool

        init(_ arguments: ParsedArguments<Option>) throws(UsageError) {
            let positionals = try arguments.positionals(exactly: 2)
            (set, output) = (positionals[0], positionals[1])
            force = arguments.has(.force)
            replace = arguments.has(.replace)
            specOnly = arguments.has(.specOnly)
        }
    }

    static func run(_ options: Options) -> Int32 {
        let output = options.output
        // Ctrl-C stops an export at its next safe point, before the file is written.
        Interruption.sayWhenStopped(CommandText.exportStoppedNothingWritten(file: output))
        if let refusal = OutputFile.obz.refusal(writingTo: output, replace: options.replace) {
            Output.error("talkgrid export: \(refusal)")
            return ExitStatus.failure
        }
        let editable: EditableBoardSet
        let export: BoardSetExport
        do {
            editable = try EditableBoardSet(opening: options.set)
            let opened = editable
            export = try BoardSetExport(editable.documents, specOnly: options.specOnly) { entry in opened.contents(of: entry) }
        } catch {
            Output.error("talkgrid export: \(error)")
            return ExitStatus.failure
        }
        // A board that cannot be read would silently be left out of the archive: name it, refuse.
        if !editable.set.damagedBoards.isEmpty && !options.force {
            for damaged in editable.set.damagedBoards { Output.error("talkgrid export: \(damaged.noticeText)") }
            Output.error("talkgrid export: \(CommandText(.exportWouldLoseDamaged))")
            return ExitStatus.failure
        }
        // Read the archive's files back and compare with the set, as an edit would be checked.
        var files: [String: [UInt8]] = [:]
        for file in export.files { files[file.path] = file.bytes }
        do {
            let exported = try BoardSetLoader.loadSet(from: InMemoryBoardSetSource(displayName: editable.set.source, files: files))
            let review = EditReview(before: editable.set, after: exported)
            if !review.isAcceptable {
                for diagnostic in review.newErrors { Output.error("\(diagnostic)") }
                if !options.force {
                    Output.error("talkgrid export: \(CommandText.exportWouldAddErrors(count: review.newErrors.count))")
                    return ExitStatus.failure
                }
            }
        } catch {
            Output.error("talkgrid export: \(CommandText.exportNotReadBack(reason: error))")
            return ExitStatus.failure
        }
        let bytes: [UInt8]
        do {
            bytes = try ZipWriter.archive(export.files.map { ZipWriter.Entry(path: $0.path, bytes: $0.bytes) }, displayPath: output)
            guard !Interruption.requested else { return ExitStatus.failure }
            // An export killed while it wrote left its unfinished copy beside the file: gone before this one.
            for leftover in AtomicFile.removeLeftovers(near: output) {
                Output.error(CommandText.exportRemovedLeftover(file: output, leftover: leftover).description)
            }
            try AtomicFile.write(bytes, to: output)
        } catch {
            Output.error("talkgrid export: \(error)")
            return ExitStatus.failure
        }
        Interruption.sayWhenStopped(CommandText.exportStoppedKept(file: output))
        let boards = editable.documents.boards.count
        let media = export.files.count - boards - 1
        Output.line(
            CommandText.exportExported(
                boards: CommandText.countBoards(count: boards), media: CommandText.countMediaFiles(count: media), file: output,
                bytes: bytes.count
            ).description)
        let dropped = export.droppedFields
        if !dropped.isEmpty {
            let shown = dropped.prefix(10).joined(separator: ", ")
            Output.line(
                (dropped.count > 10
                    ? CommandText.exportLeftOutFieldsMore(count: dropped.count, fields: shown, more: dropped.count - 10)
                    : CommandText.exportLeftOutFields(count: dropped.count, fields: shown)).description)
        }
        if !export.leftOutEntries.isEmpty {
            let shown = export.leftOutEntries.prefix(10).joined(separator: ", ")
            Output.line(
                CommandText.exportLeftOutFiles(count: export.leftOutEntries.count, files: shown).description)
        }
        return ExitStatus.success
    }
}
