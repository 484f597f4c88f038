import Foundation

/// A `console` block of the documentation: commands after `$ ` and the output printed under each,
/// read so a test can run the session as it is written and compare what it prints.
public struct ConsoleTranscript: Sendable {
    /// One command line and the lines the documentation shows it printing.
    public struct Step: Sendable {
        public var command: String
        public var expected: [String]
    }

    public var steps: [Step]

    /// Every ```` ```console ```` block of a Markdown text, in order.
    public static func blocks(inMarkdown text: String) -> [ConsoleTranscript] {
        var transcripts: [ConsoleTranscript] = []
        var current: [Step]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if current == nil {
                if line.trimmingCharacters(in: .whitespaces) == "```console" { current = [] }
            } else if line.trimmingCharacters(in: .whitespaces) == "```" {
                transcripts.append(ConsoleTranscript(steps: current ?? []))
                current = nil
            } else if line.hasPrefix("$ ") {
                current?.append(Step(command: String(line.dropFirst(2)), expected: []))
            } else if var steps = current, !steps.isEmpty {
                steps[steps.count - 1].expected.append(line)
                current = steps
            }
        }
        return transcripts
    }

    /// Whether the printed lines are the documented ones: a line of `...` stands for any lines
    /// (none included), and dates with times (`2026-11-30 12:37`) and byte counts are any.
    public static func matches(printed: [String], expected: [String]) -> Bool {
        let printed = printed.map(Self.normalized)
        let expected = expected.map(Self.normalized)
        // matched[i][j]: expected[i...] matches printed[j...].
        var matched = Array(repeating: Array(repeating: false, count: printed.count + 1), count: expected.count + 1)
        matched[expected.count][printed.count] = true
        for i in stride(from: expected.count - 1, through: 0, by: -1) {
            for j in stride(from: printed.count, through: 0, by: -1) {
                if expected[i].trimmingCharacters(in: .whitespaces) == "..." {
                    matched[i][j] = matched[i + 1][j] || (j < printed.count && matched[i][j + 1])
                } else {
                    matched[i][j] = j < printed.count && printed[j] == expected[i] && matched[i + 1][j + 1]
                }
            }
        }
        return matched[0][0]
    }

    /// A line with its dates, times and byte counts replaced by placeholders, trailing spaces dropped.
    static func normalized(_ line: String) -> String {
        var line = line.replacingOccurrences(
            of: #"\d{4}-\d{2}-\d{2} \d{2}:\d{2}"#, with: "<when>", options: .regularExpression)
        line = line.replacingOccurrences(of: #"\(\d+ bytes\)"#, with: "(<n> bytes)", options: .regularExpression)
        while line.last == " " { line.removeLast() }
        return line
    }
}
