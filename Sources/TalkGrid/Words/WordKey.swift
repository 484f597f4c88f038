/// The name of one text in a word catalogue: a case of a `String` enum whose raw value is the
/// key in the catalogue file.
///
/// The board's interface words are ``TextKey``s (`Interface/LANG.json`); the command line has
/// its own keys in its own catalogue. Both are resolved by the one ``InterfaceWords``.
public protocol WordKey: RawRepresentable<String>, CaseIterable, Hashable, Sendable {}

extension TextKey: WordKey {}
