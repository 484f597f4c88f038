import Foundation
import TalkGrid
import TalkGridStorage
import TalkGridTestSupport
import Testing

/// Moving a person to another computer: a backup made on one (its own HOME and XDG folders) and
/// restored on another gives the same boards, settings, lock, edit history (undo walks it), usage
/// record and report; a damaged or foreign file is refused with nothing left behind.
@Suite("talkgrid backup and restore")
struct BackupRestoreTests {
    /// `talkgrid` run as on a computer whose account lives in `home`.
    private func talkgrid(_ arguments: [String], input: String = "", home: URL) throws -> TalkGridBinary.Run {
        try TalkGridBinary.run(
            arguments, shellPrefix: "printf '%s' \(TerminalPane.quoted(input)) |",
            environment: [
                "HOME": home.path, "XDG_CONFIG_HOME": home.path + "/config", "XDG_STATE_HOME": home.path + "/state", "LANG": "C.UTF-8",
                "LC_ALL": "", "LC_MESSAGES": "",
            ])
    }

    @Test("backup on one computer, restore on another: the same board, settings, lock, history and report")
    func roundTrip() throws {
        let folder = try Fixtures.temporaryFolder("backup")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let first = folder.appendingPathComponent("first")
        let second = folder.appendingPathComponent("second")
        let set = first.path + "/sam"
        try FileManager.default.createDirectory(at: first, withIntermediateDirectories: true)  // the first computer's home folder
        #expect(try talkgrid(["new", set, "--words", "I,want,juice"], home: first).status == 0)
        #expect(try talkgrid(["cell", "set", set, "home", "1,1", "--label", "we"], home: first).status == 0)
        #expect(try talkgrid(["lock", "set", set], input: "2468\n2468\n", home: first).status == 0)
        let usage = set + "/.talkgrid/usage"
        try FileManager.default.createDirectory(atPath: usage, withIntermediateDirectories: true)
        try
            (RecordedEvent.header + "2026-11-30T10:00:00+00:00\tpick\tkey\ten\thome\tc1\tword\twe\n"
            + "2026-11-30T10:00:05+00:00\tsaid\tkey\ten\thome\t-\t-\twe want juice\n").write(
                toFile: usage + "/2026-11.log", atomically: true, encoding: .utf8)

        let file = folder.appendingPathComponent("sam.obz").path
        let backup = try talkgrid(["backup", set, file], home: first)
        #expect(backup.status == 0, "\(backup.error)")
        let steps = try talkgrid(["history", set], home: first).output.split(separator: "\n").count
        #expect(backup.output.contains("(changes: \(steps))") && backup.output.contains("(months: 1)"), "\(backup.output)")
        let again = try talkgrid(["backup", set, file], home: first)
        #expect(again.status == 1 && again.error.contains("--replace"))

        let restoredSet = second.path + "/sam"
        try FileManager.default.createDirectory(at: second, withIntermediateDirectories: true)
        let restore = try talkgrid(["restore", file, restoredSet], home: second)
        #expect(restore.status == 0, "\(restore.error)")
        #expect(restore.output.contains("settings were restored"))

        // The same board, settings and lock, history and report.
        let show = { (home: URL, set: String) in try self.talkgrid(["show", set], home: home).output }
        #expect(try show(second, restoredSet) == show(first, set))
        // The settings came with the set; the second account's own are left alone.
        #expect(
            try String(contentsOfFile: restoredSet + "/.talkgrid/settings.json", encoding: .utf8)
                == String(contentsOfFile: set + "/.talkgrid/settings.json", encoding: .utf8))
        #expect(!FileManager.default.fileExists(atPath: second.path + "/config/talkgrid/config.json"))
        #expect(try talkgrid(["lock", "status", restoredSet], home: second).output.contains("The caregiver lock is on"))
        #expect(try talkgrid(["lock", "status"], home: second).output.contains("The caregiver lock is off"), "the account has no lock")
        #expect(try talkgrid(["history", restoredSet], home: second).output == talkgrid(["history", set], home: first).output)
        let report = { (home: URL, set: String) in try self.talkgrid(["report", set, "--since", "2026-11-01", "--json"], home: home).output
        }
        #expect(try report(second, restoredSet) == report(first, set))
        #expect(try talkgrid(["said", restoredSet, "--since", "2026-11-01"], home: second).output.contains("we want juice"))
        let permissions = try FileManager.default.attributesOfItem(atPath: restoredSet + "/.talkgrid/usage/2026-11.log")[.posixPermissions]
        #expect(permissions as? Int == 0o600)
        let undo = try talkgrid(["undo", restoredSet], home: second)
        #expect(undo.status == 0, "\(undo.error)")
        #expect(try talkgrid(["show", restoredSet], home: second).output.contains("I"))
    }

    @Test("a damaged backup, a plain .obz and a non-empty folder are refused; nothing is left behind")
    func refusals() throws {
        let folder = try Fixtures.temporaryFolder("backup-refusals")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let set = folder.path + "/sam"
        #expect(try talkgrid(["new", set, "--words", "I,want"], home: folder).status == 0)
        let file = folder.path + "/sam.obz"
        #expect(try talkgrid(["backup", set, file], home: folder).status == 0)

        var damaged = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file)))
        damaged.removeLast(damaged.count / 3)
        try Data(damaged).write(to: URL(fileURLWithPath: folder.path + "/damaged.obz"))
        let refused = try talkgrid(["restore", folder.path + "/damaged.obz", folder.path + "/out"], home: folder)
        #expect(refused.status == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/out"))

        let exported = folder.path + "/plain.obz"
        #expect(try talkgrid(["export", set, exported], home: folder).status == 0)
        let plain = try talkgrid(["restore", exported, folder.path + "/out"], home: folder)
        #expect(plain.status == 1 && plain.error.contains("talkgrid import"))

        let busy = try talkgrid(["restore", file, set], home: folder)
        #expect(busy.status == 1, "a folder with files in it is not written into")
        let inside = try talkgrid(["restore", file, set + "/boards/copy"], home: folder)
        #expect(inside.status == 1 && inside.error.contains("not written: "), "a set is never restored inside another: \(inside.error)")
        #expect(!FileManager.default.fileExists(atPath: set + "/boards/copy"))
        let intoSet = try talkgrid(["backup", set, set + "/sam.obz"], home: folder)
        #expect(intoSet.status == 1 && intoSet.error.contains("not written: "), "\(intoSet.error)")
    }
}
