import TalkGrid

/// A command's arguments split into positionals and the options its `Option` enum declares.
///
/// Anything the enum does not declare is a usage error (exit status 2) with a did-you-mean; so is
/// a value missing after a valued option, and a valued option given twice (unless it is
/// ``OptionKind/repeatable``). `--help` and `-h` are understood by every command.
package struct ParsedArguments<Option: CommandOption> {
    /// The words that are not options, in order (every word after `--` is one).
    package private(set) var positionals: [String] = []
    /// Whether `--help` or `-h` was given.
    package private(set) var asksForHelp = false
    /// Every value given for each option, in order; a flag has one empty value per time it was given.
    private var given: [Option: [String]] = [:]

    /// Parses `arguments` (the words after the command's name).
    package init(_ arguments: some Sequence<String>) throws(UsageError) {
        var words = Array(arguments)[...]
        var onlyPositionals = false
        while let word = words.popFirst() {
            if !onlyPositionals, Self.isShortOption(word) {
                // `-h` is help, as `talkgrid -h` is; any other `-x` is a mistake, never a file or text
                // (a text or file name that starts with "-" goes after `--`).
                guard word == "-h" else { throw UsageError(.usageUnknownOption(option: word)) }
                asksForHelp = true
                continue
            }
            if onlyPositionals || !word.hasPrefix("--") || word == "--" {
                if word == "--" && !onlyPositionals { onlyPositionals = true } else { positionals.append(word) }
                continue
            }
            var name = String(word.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard let option = Option(rawValue: name) else {
                guard name == Self.help else {
                    throw UsageError(
                        Suggestion.hinted(
                            CommandText.usageUnknownOption(option: "--" + name), for: name, among: Self.names, prefix: "--"))
                }
                guard inlineValue == nil else { throw UsageError(.usageTakesNoValue(option: name)) }
                asksForHelp = true
                continue
            }
            switch option.kind {
            case .flag:
                guard inlineValue == nil else { throw UsageError(.usageTakesNoValue(option: name)) }
                given[option, default: []].append("")
            case .value, .repeatable:
                guard let value = inlineValue ?? words.popFirst() else { throw UsageError(.usageNeedsValue(option: name)) }
                if let earlier = given[option]?.first, option.kind == .value {
                    throw UsageError(.usageGivenTwice(option: name, first: earlier, second: value))
                }
                given[option, default: []].append(value)
            }
        }
    }

    /// The option names a mistyped one is compared with: the command's and `help`.
    private static var names: [String] { (Option.allCases.map(\.rawValue) + [help]).sorted() }

    /// The name of the option every command has.
    private static var help: String { "help" }

    /// Whether a word is a one-dash option such as `-h` or `-x` (not `-`, a negative number or `-1,2`).
    package static func isShortOption(_ word: String) -> Bool {
        guard word.hasPrefix("-"), !word.hasPrefix("--"), let second = word.dropFirst().first else { return false }
        return second.isLetter
    }

    /// Whether an option was given.
    package func has(_ option: Option) -> Bool { given[option] != nil }

    /// How many times a flag was given (`--yes --yes` is 2).
    package func count(of option: Option) -> Int { given[option]?.count ?? 0 }

    /// The value of a valued option, if given.
    package subscript(_ option: Option) -> String? { given[option]?.last }

    /// Every value of a repeatable option, in the order given.
    package func values(of option: Option) -> [String] { given[option] ?? [] }

    /// The options given, whatever their values.
    package var givenOptions: Set<Option> { Set(given.keys) }

    /// The positionals, when there are exactly `count` of them.
    package func positionals(exactly count: Int) throws(UsageError) -> [String] {
        guard positionals.count == count else {
            // `cell set sam home 1 1`: a cell's place typed as two words.
            if positionals.count > count,
                let row = positionals.indices.dropLast().first(where: { Int(positionals[$0]) != nil && Int(positionals[$0 + 1]) != nil })
            {
                throw UsageError(
                    .usageSlotInTwoWords(row: positionals[row], column: positionals[row + 1]))
            }
            throw UsageError(.usageArgumentCount(count: count, given: positionals.count))
        }
        return positionals
    }
}

/// A mistake in how a command was called (exit status 2).
package struct UsageError: Error, CustomStringConvertible {
    /// What is wrong, in words for the person.
    package var message: CommandText
    package init(_ message: CommandText) { self.message = message }
    package var description: String { message.description }
}
