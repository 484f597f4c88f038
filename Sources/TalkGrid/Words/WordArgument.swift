/// A value that can fill a placeholder of a catalogue text: the generated builders take their
/// arguments as `some WordArgument` (a `count` as an `Int`), so a call says `board: board.name`,
/// not a dictionary keyed by placeholder names, and a missing or misspelt argument does not compile.
public protocol WordArgument {
    /// The value as the catalogue fills it in.
    var wordArgument: InterfaceText.Argument { get }
}

extension String: WordArgument {
    /// Text shown as it is.
    public var wordArgument: InterfaceText.Argument { .text(self) }
}

extension Substring: WordArgument {
    /// Text shown as it is.
    public var wordArgument: InterfaceText.Argument { .text(String(self)) }
}

extension Int: WordArgument {
    /// A number, written in digits.
    public var wordArgument: InterfaceText.Argument { .number(self) }
}

extension Key: WordArgument {
    /// A key, by the name printed on it.
    public var wordArgument: InterfaceText.Argument { .key(self) }
}

extension InterfaceText: WordArgument {
    /// Another interface text.
    public var wordArgument: InterfaceText.Argument { .words(self) }
}

extension InterfaceText.Argument: WordArgument {
    /// The argument itself (a `.decimal`, or one made ahead of the text).
    public var wordArgument: InterfaceText.Argument { self }
}

extension CaregiverTextConvertible {
    /// The caregiver text, as an argument of another text.
    public var wordArgument: InterfaceText.Argument { .caregiver(caregiverText) }
}
