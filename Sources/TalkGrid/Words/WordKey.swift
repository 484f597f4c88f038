/// The name of one text in a word catalogue: a case of a `String` enum, whose key in the
/// catalogue file is its kind's section and its name (``catalogueKey``): the case
/// `AuthoringTextKey.errorNoSuchBoard` is the entry `authoring.errorNoSuchBoard`.
///
/// The board's interface words are ``TextKey``s (`Interface/LANG.json`, section `board`); the
/// command line has its own keys in its own catalogue. Both are resolved by the one ``InterfaceWords``.
public protocol WordKey: RawRepresentable<String>, CaseIterable, Hashable, Sendable {
    /// What the catalogue keys of this kind start with (`authoring`): each kind has its own, so
    /// kinds that share a catalogue never share a key.
    static var catalogueSection: String { get }

    /// Whether the text has placeholders, so that only its builder (generated with the key) makes
    /// it; the plain initialisers (`CaregiverText(key)`) check this in debug builds.
    var takesArguments: Bool { get }
}

extension WordKey {
    /// The key of this text in its catalogue: the section, a dot and the case's name (its raw value).
    public var catalogueKey: String { Self.catalogueSection + "." + rawValue }

    /// A key whose texts are declared elsewhere (a rule's, a check's) says no more.
    public var takesArguments: Bool { false }
}
