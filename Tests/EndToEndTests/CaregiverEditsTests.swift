import Foundation
import TalkGridTestSupport
import Testing

/// The edits a caregiver needs, translation through a spreadsheet, `say` without a sound card and
/// the command line's help, each run as the caregiver runs it, with the files compared.
@Suite("a caregiver's session: edits, spreadsheets, help")
struct CaregiverEditsTests {
    static func talkgrid(_ arguments: [String], environment: [String: String]? = nil) throws -> TalkGridBinary.Run {
        try TalkGridBinary.run(arguments, environment: environment)
    }

    @Test("board set, rename (links follow), resize (refuses to drop cells), copy, --from a shipped board, set name; all undoable")
    func boardEdits() throws {
        let (folder, set) = try OverwriteRefusalTests.caregiverSet()
        defer { Fixtures.removeTemporaryFolder(folder) }
        let start = try OverwriteRefusalTests.snapshot(set)
        let changed = try Self.talkgrid(["board", "set", set, "wants", "--name", "Wants", "--glyph", "🙋", "--description", "What I want"])
        #expect(changed.output.contains("name: I want → Wants"), "\(changed.output)\(changed.error)")
        let renamed = try Self.talkgrid(["board", "rename", set, "wants", "want"])
        #expect(renamed.status == 0, "\(renamed.error)")
        #expect(renamed.output.contains("1 link follows it"))
        #expect(!FileManager.default.fileExists(atPath: set + "/boards/wants.obf"))
        #expect(try String(contentsOfFile: set + "/boards/home.obf", encoding: .utf8).contains("boards/want.obf"))
        #expect(try Self.talkgrid(["cell", "set", set, "home", "3,3", "--label", "Bye", "--glyph", "👋"]).status == 0)
        let before = try OverwriteRefusalTests.snapshot(set)
        let refused = try Self.talkgrid(["board", "resize", set, "home", "2x2"])
        #expect(refused.status == 1)
        #expect(refused.error.contains("\"Bye\" at 3,3") && refused.error.contains("--drop ROW,COL"), "\(refused.error)")
        #expect(try OverwriteRefusalTests.snapshot(set) == before)
        #expect(try Self.talkgrid(["board", "resize", set, "home", "4x4"]).status == 0)
        #expect(try Self.talkgrid(["board", "copy", set, "want", "more", "--name", "More"]).status == 0)
        let keyboard = try Self.talkgrid(["board", "add", set, "--from", "shipped:core-words:keyboard", "--link-from", "home:1,1"])
        #expect(keyboard.status == 0, "\(keyboard.error)")
        #expect(keyboard.output.contains("it now opens \"home\""))
        #expect(try Self.talkgrid(["set", "name", set, "Sam's words"]).output.contains("name: Kid → Sam's words"))
        #expect(try Self.talkgrid(["validate", set]).status == 0)
        for _ in 0..<7 { #expect(try Self.talkgrid(["undo", set]).status == 0) }
        #expect(try OverwriteRefusalTests.snapshot(set) == start)
    }

    @Test(
        "cell set --image: a picture goes into images/ (checked first, shared when the bytes are there), validates, exports byte for byte, and undoes to the same bytes"
    )
    func pictures() throws {
        let (folder, set) = try OverwriteRefusalTests.caregiverSet()
        defer { Fixtures.removeTemporaryFolder(folder) }
        let apple = folder.appendingPathComponent("apple.png")
        let broken = folder.appendingPathComponent("broken.png")
        try Data(Fixtures.picture("apple.png")).write(to: apple)
        try Data(Fixtures.picture("truncated.png")).write(to: broken)
        let start = try OverwriteRefusalTests.snapshot(set)
        // A damaged file and a missing one are refused before anything is written.
        let refused = try Self.talkgrid(["cell", "set", set, "home", "1,1", "--label", "apple", "--image", broken.path])
        #expect(refused.status == 1 && refused.error.contains("broken.png is not a picture TalkGrid and other apps can draw"))
        #expect(refused.error.contains("nothing was changed"))
        #expect(
            try Self.talkgrid(["cell", "set", set, "home", "1,1", "--label", "apple", "--image", folder.path + "/none.png"]).status == 1)
        #expect(try OverwriteRefusalTests.snapshot(set) == start)

        let made = try Self.talkgrid(["cell", "set", set, "home", "1,1", "--label", "apple", "--glyph", "🍎", "--image", apple.path])
        #expect(made.status == 0 && made.output.contains("(label, glyph, picture)"), "\(made.error)")
        #expect(made.output.contains("The picture is saved in the set as images/apple.png."), "\(made.output)")
        let board = try String(contentsOfFile: set + "/boards/home.obf", encoding: .utf8)
        #expect(board.contains("\"path\": \"images/apple.png\"") && board.contains("\"ext_talkgrid_glyph\": \"🍎\""))
        #expect(!board.contains("data:image/png"), "a set folder keeps the picture as a file, not inside the board")
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: set + "/images/apple.png"))) == Fixtures.picture("apple.png"))
        let manifest = try String(contentsOfFile: set + "/manifest.json", encoding: .utf8)
        #expect(manifest.contains("\"images/apple.png\""), "the manifest lists the picture")
        // The same bytes under another name are shared, not stored twice.
        let copy = folder.appendingPathComponent("Red Apple (copy).png")
        try Data(Fixtures.picture("apple.png")).write(to: copy)
        let shared = try Self.talkgrid(["cell", "set", set, "home", "1,2", "--label", "red apple", "--image", copy.path])
        #expect(shared.output.contains("The set already has this picture as images/apple.png"), "\(shared.output)\(shared.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: set + "/images") == ["apple.png"])
        let validated = try Self.talkgrid(["validate", set])
        #expect(validated.status == 0 && validated.output.contains("(1 picture decoded)"), "\(validated.output)")
        #expect(try Self.talkgrid(["show", set, "--board", "home"]).output.contains("🍎"))
        // Export and import carry the picture byte for byte.
        let archive = folder.appendingPathComponent("kid.obz").path
        let again = folder.appendingPathComponent("again").path
        #expect(try Self.talkgrid(["export", set, archive]).status == 0)
        #expect(try Self.talkgrid(["import", archive, again]).status == 0)
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: again + "/images/apple.png"))) == Fixtures.picture("apple.png"))
        #expect(try Self.talkgrid(["undo", set]).status == 0)
        let withPicture = try OverwriteRefusalTests.snapshot(set)
        let removed = try Self.talkgrid(["cell", "set", set, "home", "1,1", "--image", ""])
        #expect(removed.output.contains("picture: 64 x 64 image/png → (none)"), "\(removed.output)")
        #expect(try !String(contentsOfFile: set + "/boards/home.obf", encoding: .utf8).contains("image/png"))
        #expect(try Self.talkgrid(["show", set, "--board", "home"]).output.contains("🍎"), "the glyph stays")
        #expect(try Self.talkgrid(["undo", set]).status == 0)
        #expect(try OverwriteRefusalTests.snapshot(set) == withPicture)
        #expect(try Self.talkgrid(["undo", set]).status == 0)
        #expect(try OverwriteRefusalTests.snapshot(set) == start)
    }

    @Test("a new set passes validate --strict")
    func newSetIsStrictlyValid() throws {
        let folder = try Fixtures.temporaryFolder("strict")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let set = folder.appendingPathComponent("kid").path
        #expect(try Self.talkgrid(["new", set]).status == 0)
        #expect(
            try Self.talkgrid(["board", "add", set, "--id", "food", "--name", "Food", "--glyph", "🍎", "--link-from", "home:1,1"]).status
                == 0)
        let strict = try Self.talkgrid(["validate", set, "--strict"])
        #expect(strict.status == 0, "\(strict.output)\(strict.error)")
    }

    @Test("translate: template, a semicolon spreadsheet with a BOM, the source language refused, untranslated reported, list, remove")
    func spreadsheets() throws {
        let (folder, set) = try OverwriteRefusalTests.caregiverSet()
        defer { Fixtures.removeTemporaryFolder(folder) }
        let template = folder.appendingPathComponent("todo.csv").path
        let made = try Self.talkgrid(["translate", set, "es", "--template", template])
        #expect(made.status == 0, "\(made.error)")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: template))
        #expect(bytes.starts(with: [0xEF, 0xBB, 0xBF]), "a byte-order mark, for spreadsheet programs")
        let rows = String(decoding: bytes, as: UTF8.self)
        #expect(rows.contains("original,translation,board,cell"))
        #expect(rows.contains("I want,,home,\"2,1 label\""))
        // What a Spanish spreadsheet program saves: semicolons, a byte-order mark, the context columns.
        let filled = folder.appendingPathComponent("es.csv").path
        try Data("\u{FEFF}original;translation;board;cell\r\nI want;Quiero;home;2,1 label\r\nHome;Inicio;home;name\r\n".utf8)
            .write(to: URL(fileURLWithPath: filled))
        let before = try OverwriteRefusalTests.snapshot(set)
        let typo = try Self.talkgrid(["translate", set, "en", filled])
        #expect(typo.status == 1)
        #expect(typo.error.contains("the boards are written in en") && typo.error.contains("--replace"))
        #expect(try Self.talkgrid(["translate", set, "english!", filled]).status == 1)
        #expect(try OverwriteRefusalTests.snapshot(set) == before)
        let read = try Self.talkgrid(["translate", set, "es", filled])
        #expect(read.status == 0, "\(read.error)")
        #expect(read.output.contains("separated by semicolons"))
        #expect(try Self.talkgrid(["cell", "set", set, "home", "1,1", "--label", "Hello", "--glyph", "👋"]).status == 0)
        let validated = try Self.talkgrid(["validate", set])
        #expect(validated.output.contains("[untranslated-text]") && validated.output.contains("no es translation: \"Hello\""))
        let listed = try Self.talkgrid(["translate", set, "--list"])
        #expect(listed.output.contains("es  2 of 3 texts translated, 1 to do"), "\(listed.output)")
        #expect(try Self.talkgrid(["translate", set, "es", "--remove"]).status == 0)
        #expect(try !String(contentsOfFile: set + "/boards/home.obf", encoding: .utf8).contains("Quiero"))
    }

    @Test("say with no sound card shows the text and the notice, exit 0")
    func sayWithoutSound() throws {
        let run = try Self.talkgrid(["say", "I am hungry"], environment: ["TALKGRID_AUDIO_DEVICE": "no-such-device"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output == "I am hungry\n")
        #expect(run.error.contains("No sound card"))
    }

    @Test("--version, help COMMAND, did you mean, --explain in any case")
    func commandLine() throws {
        #expect(try Self.talkgrid(["--version"]).output.hasPrefix("talkgrid "))
        let help = try Self.talkgrid(["help", "undo"])
        #expect(help.status == 0 && help.output.hasPrefix("usage: talkgrid undo SET"))
        let mistyped = try Self.talkgrid(["valdate", "x"])
        #expect(mistyped.status == 2 && mistyped.error.contains("Did you mean 'talkgrid validate'?"))
        let option = try Self.talkgrid(["cell", "set", "x", "home", "1,1", "--lable", "a"])
        #expect(option.status == 2 && option.error.contains("did you mean '--label'?"))
        let explained = try Self.talkgrid(["validate", "--explain", "Broken-Link"])
        #expect(explained.status == 0 && explained.output.hasPrefix("broken-link"))
    }

    @Test("run --keys follows LANG, as the full-screen board does")
    func keysFollowLang() throws {
        let home = try Fixtures.temporaryFolder("home")
        defer { Fixtures.removeTemporaryFolder(home) }
        let run = try Self.talkgrid(
            ["run", "--keys", "1 1 enter", "--no-audio", "--print-speech"],
            environment: ["LANG": "es_ES.UTF-8", "LC_ALL": "", "LC_MESSAGES": "", "HOME": home.path, "XDG_CONFIG_HOME": home.path])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("speak: Quiero"), "\(run.output)")
    }
}
