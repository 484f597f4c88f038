import Foundation
import TalkGridTestSupport
import Testing

/// The sessions the README and the guides show, run as they are written: each `$ ` line through a
/// real shell, in a fresh folder, with the built `talkgrid` first on the PATH, its output (standard
/// output and error, as a terminal shows them) compared with the lines the page prints.
@Suite("documented sessions")
struct DocumentedSessionTests {
    @Test(
        "a page's console sessions print what the page says",
        .enabled(if: openMojiIsInstalled, Comment(rawValue: needsOpenMoji)),  // the README's session shows OpenMoji's pictures
        arguments: ["README.md", "docs/making-boards.md"])
    func sessionRunsAsWritten(page: String) throws {
        let text = try String(
            contentsOf: Fixtures.repositoryRoot.appendingPathComponent(page), encoding: .utf8)
        let transcripts = ConsoleTranscript.blocks(inMarkdown: text)
        #expect(!transcripts.isEmpty, "\(page) shows no console session")
        for transcript in transcripts {
            let folder = try Fixtures.temporaryFolder("documented-session")
            defer { Fixtures.removeTemporaryFolder(folder) }
            // The making-boards session adds a picture from the folder it runs in.
            try Data(Fixtures.picture("apple.png")).write(to: folder.appendingPathComponent("apple.png"))
            for step in transcript.steps {
                for (name, contents) in Self.doneByHand[step.command] ?? [:] {
                    try contents.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
                }
                let printed = try Self.shell(step.command, in: folder)
                #expect(
                    ConsoleTranscript.matches(printed: printed, expected: step.expected),
                    "\(page): $ \(step.command)\nprinted:\n\(printed.joined(separator: "\n"))\npage:\n\(step.expected.joined(separator: "\n"))"
                )
            }
        }
    }

    @Test("a transcript's ... stands for any lines, and dates and byte counts for any")
    func transcriptMatching() {
        let expected = ["first", "  ...", "Exported 3 boards (4212 bytes).", "   7  2026-11-30 12:37  Added"]
        #expect(
            ConsoleTranscript.matches(
                printed: ["first", "Exported 3 boards (99 bytes).", "   7  2026-12-02 08:01  Added"], expected: expected))
        #expect(
            ConsoleTranscript.matches(
                printed: ["first", "a", "b", "Exported 3 boards (1 bytes).", "   7  2026-12-02 08:01  Added"], expected: expected))
        #expect(
            !ConsoleTranscript.matches(
                printed: ["first", "Exported 4 boards (99 bytes).", "   7  2026-12-02 08:01  Added"], expected: expected))
        #expect(!ConsoleTranscript.matches(printed: ["first"], expected: expected))
        let blocks = ConsoleTranscript.blocks(inMarkdown: "text\n```console\n$ talkgrid a\none\n$ talkgrid b\n```\n```sh\n$ no\n```\n")
        #expect(blocks.count == 1)
        #expect(blocks.first?.steps.map(\.command) == ["talkgrid a", "talkgrid b"])
        #expect(blocks.first?.steps.map(\.expected) == [["one"], []])
    }

    /// What the person does by hand before a command of a page: the files they save, by name.
    static let doneByHand: [String: [String: String]] = [
        // making-boards.md: the template filled in by a spreadsheet program that saves with semicolons.
        "talkgrid translate sam es todo-es.csv          # saved by a spreadsheet program with semicolons": [
            "todo-es.csv": """
            original;translation;board;cell
            Home;Inicio;home;name
            I would like;Quiero;home;2,1 label
            Drinks;Bebidas;home;2,2 label
            Keyboard;Teclado;home;3,3 label
            apple juice;jugo de manzana;drinks;1,1 label

            """
        ]
    ]

    /// Runs one command line with `sh -c` in the folder; the lines it printed to either stream, in order.
    static func shell(_ command: String, in folder: URL) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exec 2>&1\n" + command]
        process.currentDirectoryURL = folder
        let binaries = URL(fileURLWithPath: TalkGridBinary.path).deletingLastPathComponent().path
        process.environment = ProcessInfo.processInfo.environment.merging([
            "PATH": binaries + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
            "XDG_CACHE_HOME": folder.appendingPathComponent(".cache").path,
        ]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
