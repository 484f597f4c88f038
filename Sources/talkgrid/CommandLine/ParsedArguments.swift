/// A command's arguments split into positionals, `--flag` switches and `--option VALUE` pairs.
///
/// Each command declares which options take a value and which are switches; anything else is a
/// usage error (exit status 2), reported with the command's usage line. A valued option given
/// twice is a usage error too (keeping only the last would silently drop the first), unless the
/// command declares it repeatable; a repeated switch is harmless.
struct ParsedArguments {
    var positionals: [String] = []
    var switches: Set<String> = []
    var options: [String: String] = [:]
    /// Every value of each repeatable option, in the order given.
    var repeated: [String: [String]] = [:]

    /// Parses `arguments` (the words after the subcommand).
    /// - Parameters:
    ///   - valued: option names (without `--`) that take a value (`--lang es` or `--lang=es`).
    ///   - switches: option names that take no value.
    ///   - repeatable: valued option names that may be given more than once (none are today).
    init(
        _ arguments: some Sequence<String>, valued: Set<String> = [], switches allowed: Set<String> = [],
        repeatable: Set<String> = []
    ) throws(UsageError) {
        var words = Array(arguments)[...]
        var onlyPositionals = false
        while let word = words.popFirst() {
            if !onlyPositionals, Self.isShortOption(word) {
                // `-h` is help, as `talkgrid -h` is; any other `-x` is a mistake, never a file or text
                // (a text or file name that starts with "-" goes after `--`).
                guard word == "-h", allowed.contains("help") else { throw UsageError("unknown option \(word)") }
                switches.insert("help")
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
            if valued.contains(name) {
                guard let value = inlineValue ?? words.popFirst() else { throw UsageError("--\(name) needs a value") }
                if let earlier = options[name], !repeatable.contains(name) {
                    throw UsageError("--\(name) is given twice ('\(earlier)' and '\(value)'); give it once")
                }
                options[name] = value
                repeated[name, default: []].append(value)
            } else if allowed.contains(name), inlineValue == nil {
                switches.insert(name)
            } else {
                throw UsageError(
                    "unknown option --\(name)\(Suggestion.hint(for: name, among: (valued.union(allowed)).sorted(), prefix: "--"))")
            }
        }
    }

    /// Whether a word is a one-dash option such as `-h` or `-x` (not `-`, a negative number or `-1,2`).
    static func isShortOption(_ word: String) -> Bool {
        guard word.hasPrefix("-"), !word.hasPrefix("--"), let second = word.dropFirst().first else { return false }
        return second.isLetter
    }

    /// Whether a switch was given.
    func has(_ name: String) -> Bool { switches.contains(name) }

    /// An option's value, if given.
    subscript(_ name: String) -> String? { options[name] }
}

/// A mistake in how a command was called (exit status 2).
struct UsageError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
