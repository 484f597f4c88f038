import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The real `talkgrid run --window` on a virtual screen (Xvfb) with its own D-Bus session, so
/// that the AT-SPI registry (what the Orca screen reader reads) sees it: keys typed and clicks
/// made with xdotool, screenshots with ImageMagick, the accessible tree read with pyatspi.
public final class WindowSession {
    /// One accessible object of the window, as a screen reader reads it.
    public struct Accessible: Decodable, Sendable {
        public var role: String
        public var name: String
        public var description: String
        /// x, y, width, height on the screen.
        public var box: [Int]?
        public var text: String?
        public var showing: Bool

        /// The middle of the object on the screen.
        public var center: (x: Int, y: Int)? {
            guard let box, box.count == 4 else { return nil }
            return (box[0] + box[2] / 2, box[1] + box[3] / 2)
        }
    }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
        public init(description: String) { self.description = description }
    }

    /// Whether the programs the window tests drive are installed (scripts/setup installs them).
    public static let isAvailable: Bool =
        ["/usr/bin/Xvfb", "/usr/bin/xdotool", "/usr/bin/import", "/usr/bin/dbus-daemon"].allSatisfy {
            FileManager.default.isExecutableFile(atPath: $0)
        } && FileManager.default.fileExists(atPath: "/usr/lib/python3/dist-packages/pyatspi")

    public let folder: URL
    public let wavFolder: URL
    public let display: String
    private let xvfb: ChildProcess
    private let bus: ChildProcess
    private var program: ChildProcess?
    private let environment: [String: String]
    private let logPath: String

    /// Starts a virtual screen of `width` x `height` and `talkgrid run --window` on it with
    /// `arguments` (speech into ``wavFolder``, no sound, its own settings and cache; the phone
    /// keypad unless `asksKeypad`, when the first run's keypad question shows first), its
    /// `config.json` holding `settings` when they are given.
    public init(
        arguments: [String], width: Int = 1280, height: Int = 800, extraEnvironment: [String: String] = [:], asksKeypad: Bool = false,
        settings: String? = nil
    ) throws {
        folder = try Fixtures.temporaryFolder("window")
        if let settings {
            let file = folder.appendingPathComponent("config/talkgrid/config.json")
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try settings.write(to: file, atomically: true, encoding: .utf8)
        }
        wavFolder = folder.appendingPathComponent("wav")
        try FileManager.default.createDirectory(at: wavFolder, withIntermediateDirectories: true)
        // A display number of this process's own, free of other test runs.
        var number = 40 + Int(getpid() % 400)
        while FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)")
            || FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock")
        {
            number += 1
        }
        display = ":\(number)"
        xvfb = try ChildProcess(
            // -noreset: by default the server resets when its last client leaves, refusing connections
            // meanwhile; the tree reader's quick look at the screen could make the window's own
            // connection fail ("no display").
            ["Xvfb", display, "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp", "-noreset"],
            outputPath: folder.appendingPathComponent("xvfb.log").path)
        let addressPath = folder.appendingPathComponent("bus-address").path
        // A runtime folder of its own, for the bus and what it starts: the accessibility bus's launcher
        // puts its socket there (else in the account's ~/.cache/at-spi/, where two sessions at once
        // take each other's accessibility bus away).
        let runtime = folder.appendingPathComponent("runtime")
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        bus = try ChildProcess(
            ["dbus-daemon", "--session", "--nofork", "--print-address=1"],
            environment: ["XDG_RUNTIME_DIR": runtime.path], outputPath: addressPath, discardsErrors: true)
        let socket = "/tmp/.X11-unix/X\(number)"
        var address = ""
        let end = Date().addingTimeInterval(10)
        while Date() < end {
            // The first line (the daemon may warn on the next ones).
            let printed = (try? String(contentsOfFile: addressPath, encoding: .utf8)) ?? ""
            address = printed.hasSuffix("\n") || printed.contains("\n") ? String(printed.prefix { $0 != "\n" }) : ""
            if !address.isEmpty && FileManager.default.fileExists(atPath: socket) { break }
            Thread.sleep(forTimeInterval: 0.05)
        }
        guard !address.isEmpty, FileManager.default.fileExists(atPath: socket) else {
            xvfb.stop()
            bus.stop()
            throw Failure(description: "Xvfb or dbus-daemon did not start (\(folder.path))")
        }
        environment = [
            "DISPLAY": display, "DBUS_SESSION_BUS_ADDRESS": address, "XDG_RUNTIME_DIR": runtime.path,
            "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
            "XDG_STATE_HOME": folder.appendingPathComponent("state").path, "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path,
            "GDK_BACKEND": "x11", "GTK_THEME": "Adwaita", "LANG": "C.UTF-8",
        ].merging(extraEnvironment) { $1 }
        logPath = folder.appendingPathComponent("talkgrid.log").path
        program = try ChildProcess(
            [TalkGridBinary.path, "run", "--window", "--no-audio", "--speak-to", wavFolder.path] + arguments
                + (asksKeypad || arguments.contains("--keypad") ? [] : ["--keypad", "phone"]), environment: environment,
            outputPath: logPath)
        // Keys go to the window under the pointer (a virtual screen has no window manager). A
        // machine busy with the whole test suite on two cores was seen to take over 20 s to bring up
        // GTK and the accessibility registry of a new bus: up to a minute is allowed.
        guard waitUntil(seconds: 60, { (try? self.accessibleTree())?.contains { $0.role == "push button" && $0.showing } == true }) else {
            let log = self.log
            stop()
            throw Failure(description: "the window never showed its buttons; talkgrid printed:\n\(log)")
        }
        _ = try? xdotool(["mousemove", "5", "5"])
    }

    deinit { stop() }

    /// The settings file the run saves (`config.json` in its own settings folder).
    public var settingsFile: URL {
        folder.appendingPathComponent("config/talkgrid/config.json")
    }

    /// What the program printed.
    public var log: String { (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "" }

    /// Whether the program still runs.
    public var isRunning: Bool { program?.isRunning ?? false }

    /// Waits for the program to end (at most `seconds`); its exit status, nil when it still runs.
    public func waitForExit(seconds: Double = 10) -> Int32? {
        guard let program, waitUntil(seconds: seconds, { !program.isRunning }) else { return nil }
        return program.exitStatus
    }

    /// Sends the program SIGTERM (as a shutdown does) without waiting.
    public func terminate() {
        if let program { kill(program.pid, SIGTERM) }
    }

    /// Ends the program, the bus and the screen, and removes the folder.
    public func stop() {
        program?.stop()
        program = nil
        bus.stop()
        xvfb.stop()
        Fixtures.removeTemporaryFolder(folder)
    }

    /// Runs xdotool on this screen.
    @discardableResult
    public func xdotool(_ arguments: [String]) throws -> String {
        try ChildProcess.run(["xdotool"] + arguments, environment: environment, discardsErrors: true).output
    }

    /// Types keys by their X names (`6`, `Return`, `KP_End`, `KP_7`), one after the other.
    public func key(_ names: String...) throws {
        try xdotool(["key", "--delay", "60"] + names)
    }

    /// Moves the pointer to `x`, `y` (and leaves it there).
    public func move(to x: Int, _ y: Int) throws {
        try xdotool(["mousemove", String(x), String(y)])
    }

    /// Clicks at `x`, `y`.
    public func click(_ x: Int, _ y: Int) throws {
        try xdotool(["mousemove", String(x), String(y), "click", "1"])
    }

    /// The window's accessible objects, in tree order, as the AT-SPI registry gives them. A reading
    /// the registry refuses (seen when the machine is busy) is tried four more times, half a second apart, before it fails.
    public func accessibleTree() throws -> [Accessible] {
        let script = Fixtures.repositoryRoot.appendingPathComponent("Tests/EndToEndTests/Window/accessible-tree.py").path
        var run = try ChildProcess.run(["/usr/bin/python3", script, "talkgrid-window"], environment: environment, discardsErrors: true)
        for _ in 0..<4 where run.status != 0 {
            Thread.sleep(forTimeInterval: 0.5)
            run = try ChildProcess.run(["/usr/bin/python3", script, "talkgrid-window"], environment: environment, discardsErrors: true)
        }
        guard run.status == 0 else { throw Failure(description: "the accessible tree could not be read") }
        let decoder = JSONDecoder()
        return run.output.split(separator: "\n").compactMap { try? decoder.decode(Accessible.self, from: Data($0.utf8)) }
    }

    /// Presses the showing button (or check box) named `name` as a screen reader does (its action).
    public func press(_ name: String) throws {
        try act(["press", name])
    }

    /// Puts `text` into the showing entry named `name`, as typing would.
    public func type(_ text: String, into name: String) throws {
        try act(["text", name, text])
    }

    /// Chooses the entry `entry` of the list (combo box) named `name`.
    public func choose(_ entry: String, in name: String) throws {
        try act(["choose", name, entry])
    }

    /// Runs `act.py` on the window; fails with what it said when it found no such object. An
    /// object can come into the tree a moment after the step that shows it (a question laid out on
    /// a busy machine): it is looked for again for up to 15 s.
    private func act(_ arguments: [String]) throws {
        let script = Fixtures.repositoryRoot.appendingPathComponent("Tests/EndToEndTests/Window/act.py").path
        var run = try ChildProcess.run(["/usr/bin/python3", script, "talkgrid-window"] + arguments, environment: environment)
        _ = try waitUntil(seconds: 15) {
            if run.status != 0 {
                run = try ChildProcess.run(["/usr/bin/python3", script, "talkgrid-window"] + arguments, environment: environment)
            }
            return run.status == 0
        }
        guard run.status == 0 else { throw Failure(description: "\(arguments): \(run.output)") }
    }

    /// The buttons shown, by name.
    public func buttons() throws -> [Accessible] {
        try accessibleTree().filter { $0.role == "push button" && $0.showing }
    }

    /// The middle of the button named `name` once it shows (the cells' buttons come into the
    /// accessibility tree as the board is laid out), waiting at most `seconds`; nil when it never does.
    public func waitForButton(_ name: String, seconds: Double = 40) -> (x: Int, y: Int)? {
        var found: (x: Int, y: Int)?
        _ = waitUntil(seconds: seconds) {
            found = center(of: name)
            return found != nil
        }
        return found
    }

    /// The middle of the showing button named `name` on the screen; nil when none shows.
    public func center(of name: String) -> (x: Int, y: Int)? {
        (try? buttons())?.first { $0.name == name }?.center
    }

    /// Whether the button `upper` shows over the button `lower`, in the same column (a few pixels
    /// either way: a notice over the board may have grown a line meanwhile).
    public func button(_ upper: String, isOver lower: String) -> Bool {
        guard let top = center(of: upper), let bottom = center(of: lower) else { return false }
        return top.y < bottom.y && abs(top.x - bottom.x) <= 6
    }

    /// Waits until an object named `name` is in the tree, shown or further down a scrolled form
    /// (at most `seconds`).
    public func holds(_ name: String, seconds: Double = 40) -> Bool {
        waitUntil(seconds: seconds) { (try? accessibleTree())?.contains { $0.name == name } == true }
    }

    /// Waits until an object named `name` shows (at most `seconds`).
    public func shows(_ name: String, seconds: Double = 40) -> Bool {
        waitUntil(seconds: seconds) { (try? accessibleTree())?.contains { $0.name == name && $0.showing } == true }
    }

    /// Waits until a text containing `words` is in the tree: a note, a question, a notice (at most `seconds`).
    public func says(_ words: String, seconds: Double = 20) -> Bool {
        waitUntil(seconds: seconds) { (try? accessibleTree())?.contains { ($0.text ?? $0.name).contains(words) } == true }
    }

    /// What the message bar says now.
    public func message() throws -> String {
        try accessibleTree().first { $0.role == "status bar" }?.name ?? ""
    }

    /// A screenshot of the whole screen as PNG at `path`.
    public func screenshot(_ path: String) throws {
        let run = try ChildProcess.run(["import", "-window", "root", path], environment: environment)
        guard run.status == 0 else { throw Failure(description: "import failed: \(run.output)") }
    }

    /// The WAV files written so far, in order.
    public func wavFiles() -> [URL] { Waiting.wavFiles(in: wavFolder) }

    /// Waits until a condition holds (at most `seconds`).
    public func waitUntil(seconds: Double = 10, _ condition: () throws -> Bool) rethrows -> Bool {
        try Waiting.until(seconds: seconds, condition)
    }
}
