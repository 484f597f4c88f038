/// One word offered ahead: the word, and the set's cell that says it (its picture), if the set has it.
public struct Prediction: Equatable, Sendable {
    public var word: String
    /// The set's nearest cell for the word; nil for a common word the set does not have (only
    /// offered when prediction is opened to the language's common words).
    public var setWord: SetWord?
    /// How likely the word is next (between 0 and 1).
    public var likelihood: Double

    public init(word: String, setWord: SetWord?, likelihood: Double) {
        self.word = word
        self.setWord = setWord
        self.likelihood = likelihood
    }
}
