/// The part of a command group's usage that a mistake in one of its commands shows: the lines
/// of that command (`cell set`, not `cell move`, `cell swap` and `cell remove` too), and where
/// the whole help is.
package enum UsageLines {
    /// The usage lines of `command` (`cell set`, `say`) in `usage` (every form of the group, one
    /// per line, a long form continued on indented lines), each starting `usage: `, then a line
    /// naming `talkgrid help GROUP`; the whole usage when no line is the command's.
    package static func of(_ command: String, in usage: String) -> String {
        var forms: [[String]] = []
        for line in usage.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let text = line.hasPrefix("usage: ") ? String(line.dropFirst("usage: ".count)) : line
            if text.trimmingPrefixSpaces.hasPrefix("talkgrid ") || forms.isEmpty {
                forms.append([text.trimmingPrefixSpaces])
            } else {
                forms[forms.count - 1].append(line)
            }
        }
        let group = String(command.split(separator: " ").first ?? Substring(command))
        let mine = forms.filter { form in
            let first = form[0]
            return first == "talkgrid \(command)" || first.hasPrefix("talkgrid \(command) ") || first.hasPrefix("talkgrid [\(command)]")
        }
        guard !mine.isEmpty else { return usage }
        let lines = mine.map { form in (["usage: " + form[0]] + form.dropFirst()).joined(separator: "\n") }
        return (lines + [CommandText.usageMore(command: group).description]).joined(separator: "\n")
    }
}

extension String {
    /// The text without the spaces it starts with.
    fileprivate var trimmingPrefixSpaces: String { String(drop { $0 == " " }) }
}
