import TalkGridCommandLine

/// A command that runs with its typed options: ``run(arguments:command:)`` reads them from the
/// words after its name, or prints its help or the mistake and its usage, the same way for every command.
protocol ParsedCommand: SendableMetatype {
    associatedtype Options: CommandOptions
    /// The command's usage lines, printed after a mistake.
    static var usage: String { get }
    /// The command's help (`--help`).
    static var help: String { get }
    /// Runs with `options`, printing through ``Output``; the exit status.
    static func run(_ options: Options) async -> Int32
}

extension ParsedCommand {
    /// Reads the options from `arguments` and runs with them; `command`: the command as typed, to start messages with.
    static func run(arguments: [String], command: String) async -> Int32 {
        await CommandRequest<Options>.run(arguments, command: command, usage: usage, help: help, run)
    }
}
