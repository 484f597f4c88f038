import TalkGrid

extension DefaultStringInterpolation {
    /// A library's caregiver text (an error, a finding, a summary) in the command line's words,
    /// so `"talkgrid cell set: \(error)"` says the error from the catalogue, never from code.
    public mutating func appendInterpolation(_ value: some CaregiverTextConvertible) {
        appendLiteral(ShippedContent.commandLineWords.text(value))
    }

    /// An error of an edge library that also has a `description` (the same catalogue words):
    /// said from the catalogue, the one choice for values that are both.
    public mutating func appendInterpolation(_ value: some CaregiverTextConvertible & CustomStringConvertible) {
        appendLiteral(ShippedContent.commandLineWords.text(value))
    }
}
