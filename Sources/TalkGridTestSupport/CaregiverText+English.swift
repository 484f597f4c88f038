import TalkGrid

extension CaregiverTextConvertible {
    /// The English words, as the command line prints them (through its shipped catalogue).
    public var description: String { englishWords(self) }
}

extension Diagnostic {
    /// The finding's message alone, in English, as the command line prints it.
    public var message: String { englishWords(text) }
}
