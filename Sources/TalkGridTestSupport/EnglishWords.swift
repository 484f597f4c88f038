import TalkGrid
import TalkGridShipped

/// The English words of a library's caregiver text (an error, a summary), as the command line
/// says them: through the shipped command-line catalogue, the way the executable resolves it.
public func englishWords(_ value: some CaregiverTextConvertible) -> String {
    ShippedContent.commandLineWords.text(value)
}
