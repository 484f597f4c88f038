import TalkGrid

extension DefaultStringInterpolation {
    /// A library's caregiver text (an error, a finding, a summary) in the command line's words,
    /// so `"talkgrid cell set: \(error)"` says the error from the catalogue, never from code.
    public mutating func appendInterpolation(_ value: some CaregiverTextConvertible) {
        appendLiteral(ShippedContent.commandLineWords.text(value))
    }
}
