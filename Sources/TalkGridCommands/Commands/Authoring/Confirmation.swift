import TalkGrid
import TalkGridCommandLine

#if canImport(Glibc)
    import Glibc
#endif

/// Asks twice before a destructive edit (a removal, which `talkgrid undo` can still take back): once, then "Really ...?".
///
/// Each `--yes` on the command line answers one question; questions left are asked on the
/// terminal. Without a terminal the command refuses unless `--yes` was given twice.
enum Confirmation {
    /// Whether questions can be asked: a person types at a terminal.
    static var canAsk: Bool { isatty(0) == 1 }

    /// Whether the person, asked on a terminal, wants to replace what `refusal` says is there.
    ///
    /// Without a terminal nothing is asked and the answer is no (the refusal names `--replace`).
    static func askedReplacing(_ refusal: String, command: String) -> Bool {
        guard isatty(0) == 1, isatty(1) == 1 else { return false }
        let question = refusal.firstRange(of: "; add --replace").map { String(refusal[..<$0.lowerBound]) } ?? refusal
        Output.out("talkgrid \(command): \(CommandText.confirmReplace(question: question))")
        guard let answer = readLine()?.trimmingSpaces.lowercased() else { return false }
        return answer == "y" || answer == "yes"
    }

    /// Whether the person confirmed both questions.
    static func confirmed(first: CommandText, second: CommandText, yesCount: Int, command: String) -> Bool {
        let questions = [first, second].dropFirst(min(yesCount, 2))
        guard !questions.isEmpty else { return true }
        guard isatty(0) == 1 else {
            Output.error("talkgrid \(command): \(CommandText(.confirmNoTerminal))")
            return false
        }
        for question in questions {
            Output.out(CommandText.confirmQuestion(question: question.description).description)
            guard let answer = readLine()?.trimmingSpaces.lowercased(), answer == "y" || answer == "yes" else {
                Output.line(CommandText(.confirmNothingChanged).description)
                return false
            }
        }
        return true
    }
}
