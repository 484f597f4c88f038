/// The typed options of one command, read from its parsed arguments.
///
/// Values are checked here, as the arguments are parsed: a number out of range or a word that
/// is not one of the choices is a ``UsageError`` naming the option and what it takes.
package protocol CommandOptions {
    /// The options the command declares.
    associatedtype Option: CommandOption
    /// Reads and checks the arguments.
    init(_ arguments: ParsedArguments<Option>) throws(UsageError)
}

/// What a command line asks of a command: its help, or a run with these options.
package enum CommandRequest<Options: CommandOptions> {
    /// `--help` or `-h` was given.
    case help
    /// Run with these options.
    case run(Options)

    /// Parses the words after the command's name.
    package init(parsing arguments: [String]) throws(UsageError) {
        let parsed = try ParsedArguments<Options.Option>(arguments)
        self = parsed.asksForHelp ? .help : .run(try Options(parsed))
    }

    /// The options to run with; or, when the command stops here, its exit status after printing
    /// the help (0) or the mistake and the usage (2).
    /// - Parameter command: the command as the person typed it (`board add`), to start messages with.
    package static func options(_ arguments: [String], command: String, usage: String, help: String) -> Result<Options, CommandStop> {
        do {
            switch try CommandRequest(parsing: arguments) {
            case .help:
                Output.line(help)
                return .failure(CommandStop(status: ExitStatus.success))
            case .run(let options):
                return .success(options)
            }
        } catch {
            Output.error("talkgrid \(command): \(error)\n\(UsageLines.of(command, in: usage))")
            return .failure(CommandStop(status: ExitStatus.usage))
        }
    }
}

extension CommandRequest {
    /// Runs `body` with the options `arguments` give, and returns its exit status; or, when the
    /// command stops here (its help, a mistake: see ``options(_:command:usage:help:)``), that
    /// status. Every command starts so.
    package static func run(
        _ arguments: [String], command: String, usage: String, help: String, _ body: (Options) -> Int32
    ) -> Int32 {
        switch options(arguments, command: command, usage: usage, help: help) {
        case .success(let options): body(options)
        case .failure(let stop): stop.status
        }
    }

    /// ``run(_:command:usage:help:_:)`` for a command that waits (for speech, the board).
    package static func run(
        _ arguments: [String], command: String, usage: String, help: String, _ body: (Options) async -> Int32
    ) async -> Int32 {
        switch options(arguments, command: command, usage: usage, help: help) {
        case .success(let options): await body(options)
        case .failure(let stop): stop.status
        }
    }
}

/// A command that has already said why it stops, with its exit status.
package struct CommandStop: Error {
    package var status: Int32
}
