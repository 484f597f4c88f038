/// What makes a text a label a person can see and hear: a cell's label or vocalization, a
/// board's or a set's name. The rules every place a label enters applies (`cell set`,
/// `board add`, `board set`, `set`, `new`), and the one way a label read from a file becomes
/// one line of speech.
public enum LabelText {
    /// Why a label cannot be shown and said.
    public enum Problem: Equatable, Sendable {
        /// Nothing but spaces (or nothing at all): a cell that shows and says nothing.
        case blank
        /// A control character (a line break, a tab, an escape) at a character position (1-based).
        case controlCharacter(Unicode.Scalar, position: Int)
    }

    /// The most columns of one label line in a cell at the largest text size.
    ///
    /// The rule: at the window's largest text size (7, labels twice the standard size, 44 pixels)
    /// a large board is shown a 3 x 3 region at a time; on a 1280 x 800 screen such a cell is about
    /// 420 pixels wide, room for 16 characters of that size beside its padding, and below its
    /// picture there is room for two lines. A longer label is still drawn, smaller.
    public static let columnsAtLargestSize = 16
    /// The most lines of a label in a cell at the largest text size (see ``columnsAtLargestSize``).
    public static let linesAtLargestSize = 2

    /// Why `text` cannot be a label, or nil when it can.
    public static func problem(in text: String) -> Problem? {
        var position = 0
        for character in text {
            position += 1
            if let control = character.unicodeScalars.first(where: isControl) { return .controlCharacter(control, position: position) }
        }
        return text.trimmingSpaces.isEmpty ? .blank : nil
    }

    /// Whether `text` fits a cell whole at the largest text size: it wraps (at spaces, or inside
    /// a word too long for a line) into at most ``linesAtLargestSize`` lines of
    /// ``columnsAtLargestSize`` columns.
    public static func fitsAtLargestSize(_ text: String) -> Bool {
        TextLayout.wrap(text, width: columnsAtLargestSize, maxLines: linesAtLargestSize + 1).count <= linesAtLargestSize
    }

    /// `text` as one line: each run of white space and control characters (a line break in a
    /// label written by another app) becomes one space, and the ends are trimmed.
    public static func oneLine(_ text: String) -> String {
        // Most labels have no control character and no double space: nothing to build.
        if !text.unicodeScalars.contains(where: isControl), !text.contains("  ") {
            return text.trimmingSpaces
        }
        var line = ""
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if isControl(scalar) || scalar == " " {
                pendingSpace = !line.isEmpty
                continue
            }
            if pendingSpace { line.unicodeScalars.append(" ") }
            pendingSpace = false
            line.unicodeScalars.append(scalar)
        }
        return line
    }

    /// A control character: C0, DEL, C1, and the Unicode line and paragraph separators.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}"
    }
}

extension LabelText {
    /// `text` with each control character a space (nothing else changes): what reaches the voice
    /// and `--print-speech`, whatever a file holds.
    public static func controlsAsSpaces(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { isControl($0) ? " " : $0 }))
    }

    /// `text` with its control characters written out (`\n`, `\t`, `\u{1B}`), so a message
    /// quoting it stays on one line and shows where they are.
    public static func shown(_ text: String) -> String {
        var shown = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": shown += "\\n"
            case "\r": shown += "\\r"
            case "\t": shown += "\\t"
            case _ where isControl(scalar): shown += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    /// A control character in the caregiver's words: a line break, a tab, or its code.
    public static func name(of scalar: Unicode.Scalar) -> CaregiverText {
        switch scalar {
        case "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}": CaregiverText(AuthoringTextKey.characterLineBreak)
        case "\t": CaregiverText(AuthoringTextKey.characterTab)
        default:
            AuthoringText.characterControl(code: "U+" + String(String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)))
        }
    }

    /// The note after an edit whose label does not fit a cell whole at the largest text size.
    public static func tooLongNote(_ text: String) -> CaregiverText {
        AuthoringText.noteLabelLong(
            text: text.count > 40 ? String(text.prefix(39)) + "…" : text, length: text.count, lines: linesAtLargestSize,
            columns: columnsAtLargestSize)
    }
}

extension String {
    /// The text with zeros before it up to `length` characters.
    fileprivate func leftPadded(to length: Int) -> String { String(repeating: "0", count: max(0, length - count)) + self }
}
