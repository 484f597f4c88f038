/// A period of the usage record as a LAM file (Language Activity Monitoring, the AAC Institute's
/// "LAM Technical Guide for Developers"), which PeRT reads into its AAC Performance Report and
/// CoughDrop imports.
///
/// A free header (naming TalkGrid, with a privacy notice), then one line an event on a 24-hour
/// clock: a date line `hh:mm:ss CTL *[YY-MM-DD=26-12-06]*` before the first event of each day,
/// then `hh:mm:ss CODE "content"`: `SMP` for a word from a symbol cell (a single-meaning picture),
/// `SPE` for a spelled letter, `WPR` for a predicted word, and `CTL` for what is no language (a
/// folder, speaking, deleting, clearing). The content is never empty and holds no double quote
/// (made a single one) or line break.
public enum LAMFile {
    /// The file for the events of `from`…`to` (local dates, both included), at their local times.
    public static func text(of events: [RecordedEvent], from: LocalDate, to: LocalDate, setName: String, version: String) -> String {
        var lines = [
            "### PRIVATE ###",
            "What a person said with their communication board: treat it as a clinical record,",
            "share it only with the people the person (or their family) chose.",
            "",
            "LAM file written by TalkGrid \(version) from the usage record of \(clean(setName))",
            "Period: \(from.text) to \(to.text) (local time)",
            "",
        ]
        var day: LocalDate?
        for recorded in events {
            let date = recorded.time.date
            guard date >= from, date <= to else { continue }
            let clock = recorded.time.clockText
            if date != day {
                day = date
                let short = String(date.text.dropFirst(2))
                lines.append("\(clock) CTL *[YY-MM-DD=\(short)]*")
            }
            let (code, content) = entry(for: recorded.event)
            lines.append("\(clock) \(code) \"\(content)\"")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The method code and content of one event.
    static func entry(for event: UsageEvent) -> (String, String) {
        switch event.action {
        case .said: return ("CTL", "SPEAK")
        case .delete: return ("CTL", "DELETE")
        case .clear: return ("CTL", "CLEAR")
        case .pick: break
        }
        let text = clean(event.text)
        let content = text.isEmpty ? "?" : text
        switch event.unit {
        case .word, .ending, .punctuation: return ("SMP", content)
        case .letter: return ("SPE", content)
        case .predicted: return ("WPR", content)
        case .space: return ("SPE", " ")
        case .none: return ("CTL", content)
        }
    }

    /// The text on one line, without straight double quotes.
    static func clean(_ text: String) -> String {
        RecordedEvent.clean(text).replacingQuotes
    }
}

extension String {
    fileprivate var replacingQuotes: String {
        utf8.contains(UInt8(ascii: "\"")) ? String(map { $0 == "\"" ? "'" : $0 }) : self
    }
}
