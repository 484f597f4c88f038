/// The arguments of a catalogue text, by placeholder name (`{board}` takes `board`; `count`
/// chooses a plural form): the few pairs a generated builder gives, kept in its order. A text has
/// at most a handful, so a look-up walks them, and making one hashes nothing: a validation makes
/// a finding for each of tens of thousands of repeated fields.
public struct WordArguments: Hashable, Sendable, ExpressibleByDictionaryLiteral {
    /// One placeholder's name and its argument.
    public struct Pair: Hashable, Sendable {
        public var name: String
        public var value: InterfaceText.Argument
    }

    /// The pairs, in the order they were given (a name at most once).
    public private(set) var pairs: [Pair]

    public init(dictionaryLiteral elements: (String, InterfaceText.Argument)...) {
        pairs = []
        pairs.reserveCapacity(elements.count)
        for (name, value) in elements { self[name] = value }
    }

    /// The arguments of a table (a validation rule's examples), by name.
    public init(_ table: [String: InterfaceText.Argument]) {
        pairs = table.sorted { $0.key < $1.key }.map { Pair(name: $0.key, value: $0.value) }
    }

    /// The argument named `name`; setting one replaces an argument of that name, nil removes it.
    public subscript(name: String) -> InterfaceText.Argument? {
        get { pairs.first { $0.name == name }?.value }
        set {
            let index = pairs.firstIndex { $0.name == name }
            switch (index, newValue) {
            case (let index?, let value?): pairs[index].value = value
            case (let index?, nil): pairs.remove(at: index)
            case (nil, let value?): pairs.append(Pair(name: name, value: value))
            case (nil, nil): break
            }
        }
    }

    public var isEmpty: Bool { pairs.isEmpty }

    /// `name: value, …` by name, for logs and test failures (not for people: resolve the words).
    public var listed: String {
        pairs.sorted { $0.name < $1.name }.map { "\($0.name): \($0.value)" }.joined(separator: ", ")
    }

    /// The same arguments, in whatever order they were given.
    public static func == (lhs: WordArguments, rhs: WordArguments) -> Bool {
        lhs.pairs.count == rhs.pairs.count && lhs.pairs.allSatisfy { rhs[$0.name] == $0.value }
    }

    public func hash(into hasher: inout Hasher) {
        // In any order: the pairs' own hashes added up.
        hasher.combine(pairs.reduce(0) { $0 &+ $1.hashValue })
    }
}
