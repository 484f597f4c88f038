/// A path or word as a person would type it in a command a message suggests: as it is when the
/// shell reads it as one word, else in single quotes (`'My boards'`).
public enum ShellWord {
    /// `word`, quoted when a shell would split or change it.
    public static func quoted(_ word: String) -> String {
        let plain =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy { scalar in
                (scalar.properties.isAlphabetic || scalar.properties.numericType != nil) || "-_./:+,=@%".unicodeScalars.contains(scalar)
            }
        return plain ? word : "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
