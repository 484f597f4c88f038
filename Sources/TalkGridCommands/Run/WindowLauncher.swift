import Foundation
import TalkGridCommandLine
import TalkGridStart

#if canImport(Glibc)
    import Glibc
#endif

/// `talkgrid run --window` (and `talkgrid --window`): starts `talkgrid-window`, the program
/// next to `talkgrid` that links GTK, in place of this process (same arguments, same
/// standard streams), so that the terminal commands never load a toolkit.
enum WindowLauncher {
    /// The window program's name, beside `talkgrid` in the same folder.
    static let programName = "talkgrid-window"

    /// Replaces this process by the window program; returns only when it cannot be started
    /// (said on standard error).
    static func start(_ arguments: [String]) -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        guard environment["DISPLAY"].map({ !$0.isEmpty }) == true || environment["WAYLAND_DISPLAY"].map({ !$0.isEmpty }) == true
        else {
            WindowRun.noDisplay()
            return ExitStatus.failure
        }
        let path = programPath()
        guard FileManager.default.isExecutableFile(atPath: path) else {
            Output.error("talkgrid run: \(CommandText.runWindowMissing(path: path))")
            return ExitStatus.failure
        }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        execv(path, argv)
        let reason = String(cString: strerror(errno))
        Output.error("talkgrid run: \(CommandText.runWindowNotStarted(path: path, reason: reason))")
        return ExitStatus.failure
    }

    /// Where the window program is: beside this executable.
    static func programPath() -> String {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent(programName).path
    }
}
