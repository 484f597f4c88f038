import TalkGrid
import TalkGridCommandLine
import TalkGridSpeech
import TalkGridStart
import TalkGridStorage
import TalkGridStore

#if canImport(Glibc)
    import Glibc
#endif

/// `talkgrid run [PATH] ...` (and plain `talkgrid`): the board set full-screen, or, with `--keys`,
/// a scripted run without a screen that prints what would be said.
enum RunCommand {
    static func run(_ arguments: [String]) async -> Int32 {
        await CommandRequest<RunOptions>.run(arguments, command: "run", usage: RunOptions.usage, help: RunOptions.help) {
            await run($0, arguments: arguments)
        }
    }

    /// Runs with `options`, read from `arguments` (which the window program is started with).
    private static func run(_ options: RunOptions, arguments: [String]) async -> Int32 {
        var options = options
        if let folder = options.speakTo, let refusal = OutputFile.refusal(writingInto: folder) {
            Output.error("talkgrid run: \(refusal)")
            return ExitStatus.failure
        }
        // The window is a program of its own: the terminal commands never load GTK.
        if options.window, options.keys == nil { return WindowLauncher.start(arguments) }
        // No set named, on a terminal: the set run last (a pipe or a script gets the shipped one).
        if isatty(0) == 1 && isatty(1) == 1 { options.openingLastSet() }
        guard let (opened, voices) = options.open() else { return ExitStatus.failure }
        if let keys = options.keys {
            // Without a screen the caregiver reads stderr: say which voice profiles are broken.
            for diagnostic in voices.diagnostics { Output.error("\(diagnostic)") }
            return await ScriptedRunCommand.run(keys: keys, opened: opened, voices: voices, options: options)
        }
        return await InteractiveRun.run(opened: opened, voices: voices, options: options)
    }
}
