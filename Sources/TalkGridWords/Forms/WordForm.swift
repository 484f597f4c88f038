/// One form of a word: its text and what it is.
public struct WordForm: Hashable, Sendable {
    /// The form itself, as the person says it: `went`.
    public var text: String
    /// What it is, for a caregiver: ``FormKind/past``.
    public var kind: FormKind

    public init(_ text: String, _ kind: FormKind) {
        self.text = text
        self.kind = kind
    }
}
