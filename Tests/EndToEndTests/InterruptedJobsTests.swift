import Foundation
import TalkGridTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// An import, an export or an edit cut short at any moment (kill -9, a closed terminal, Ctrl-C)
/// leaves the old state or the new one; the next command puts a cut-short change right and says so
/// in one line, so the same import can simply be run again. A generated `.obz` (24 boards, a picture
/// on every cell) gives the signals time to land while it unpacks and while it moves files: the import
/// syncs every file, so each one takes seconds even of the debug binary, and the test runs it over a dozen times.
@Suite("interrupted jobs are finished or rolled back", .serialized)
struct InterruptedJobsTests {
    /// A 24-board CoughDrop-shaped archive with a picture on every cell (about 1,400 files).
    static func bigArchive(in folder: URL) throws -> String {
        let path = folder.appendingPathComponent("big.obz").path
        try GeneratedBoardSet.coughDrop(boards: 24).write(folder: nil, archive: path)
        return path
    }

    /// Starts `talkgrid ARGUMENTS`, sends `signal` after `delay` seconds (when it still runs); its status and standard error.
    static func signalled(_ arguments: [String], _ signal: Int32, after delay: Double) throws -> (
        status: Int32, error: String, wasRunning: Bool
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: TalkGridBinary.path)
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        usleep(UInt32(delay * 1_000_000))
        let wasRunning = process.isRunning
        kill(process.processIdentifier, signal)
        let error = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, error, wasRunning)
    }

    @Test(
        "kill -9 and a closed terminal at several moments of an import: the next command rolls it back in one line, and the import runs again"
    )
    func killedImport() throws {
        let folder = try Fixtures.temporaryFolder("killed-import")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let archive = try Self.bigArchive(in: folder)
        let set = folder.appendingPathComponent("kid").path
        let started = Date()
        let whole = try TalkGridBinary.run(["import", archive, set])
        let duration = Date().timeIntervalSince(started)
        #expect(whole.status == 0, "\(whole.error)")
        let expected = try OverwriteRefusalTests.snapshot(set)
        try FileManager.default.removeItem(atPath: set)

        var rolledBack = 0
        for (index, fraction) in [0.05, 0.2, 0.35, 0.5, 0.65, 0.8, 0.95].enumerated() {
            let signal = index % 2 == 0 ? SIGKILL : SIGHUP
            _ = try Self.signalled(["import", archive, set], signal, after: duration * fraction)
            // The next command that touches the folder puts it right and says so in one line.
            let next = try TalkGridBinary.run(["validate", set])
            let said = next.error.split(separator: "\n").filter { $0.contains("was cut short") }
            #expect(said.count <= 1, "\(next.error)")
            if said.count == 1 { rolledBack += 1 }
            if FileManager.default.fileExists(atPath: set) {
                // Not rolled back: the import was whole before it was cut short.
                #expect(FileManager.default.fileExists(atPath: set + "/manifest.json"), "\(fraction) \(signal): \(next.error)")
                #expect(try OverwriteRefusalTests.snapshot(set) == expected, "\(fraction) \(signal)")
                try FileManager.default.removeItem(atPath: set)
            } else {
                // Rolled back and said so, or killed before it made the folder (nothing to say); the
                // count below makes sure some kills landed while there was something to roll back.
                // The same import runs again and makes the same set.
                let again = try TalkGridBinary.run(["import", archive, set])
                #expect(again.status == 0, "\(fraction) \(signal): \(again.error)")
                #expect(try OverwriteRefusalTests.snapshot(set) == expected)
                try FileManager.default.removeItem(atPath: set)
            }
        }
        #expect(rolledBack > 0, "no kill landed while the import ran (it took \(duration) s)")
    }

    @Test("Ctrl-C during an import stops it before it is saved and says nothing was written; after the save it says how to remove it")
    func interruptedImport() throws {
        let folder = try Fixtures.temporaryFolder("ctrl-c-import")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let archive = try Self.bigArchive(in: folder)
        let set = folder.appendingPathComponent("kid").path
        let started = Date()
        #expect(try TalkGridBinary.run(["import", archive, set]).status == 0)
        let duration = Date().timeIntervalSince(started)
        try FileManager.default.removeItem(atPath: set)

        var stoppedBefore = 0
        for fraction in [0.1, 0.3, 0.5, 0.7, 0.9] {
            let cut = try Self.signalled(["import", archive, set], SIGINT, after: duration * fraction)
            guard cut.wasRunning, cut.status == 130 else { continue }
            if cut.error.contains("nothing was written into \(set)") {
                stoppedBefore += 1
                #expect(!FileManager.default.fileExists(atPath: set), "\(cut.error)")
                #expect(!cut.error.contains("talkgrid undo"))
            } else {
                #expect(
                    cut.error.contains("stopped after the import was saved") && cut.error.contains("delete the folder \(set)"),
                    "\(cut.error)")
                #expect(FileManager.default.fileExists(atPath: set + "/manifest.json"))
                try FileManager.default.removeItem(atPath: set)
            }
        }
        #expect(stoppedBefore > 0, "no Ctrl-C landed before the import was saved (it took \(duration) s)")
    }

    @Test("an export killed while it wrote leaves its unfinished copy, which the next export removes and names")
    func killedExport() throws {
        let folder = try Fixtures.temporaryFolder("killed-export")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let set = folder.appendingPathComponent("kid").path
        #expect(try TalkGridBinary.run(["new", set, "--name", "Kid"]).status == 0)
        // What an export killed between writing and renaming leaves: a temporary file no process holds.
        let leftover = folder.appendingPathComponent(".kid.obz.tmp-Ab12Cd").path
        try Data(repeating: 7, count: 4_096).write(to: URL(fileURLWithPath: leftover))
        let output = folder.appendingPathComponent("kid.obz").path
        let exported = try TalkGridBinary.run(["export", set, output])
        #expect(exported.status == 0, "\(exported.error)")
        #expect(exported.error.contains("was cut short") && exported.error.contains(".kid.obz.tmp-Ab12Cd"), "\(exported.error)")
        #expect(!FileManager.default.fileExists(atPath: leftover))
    }
}
