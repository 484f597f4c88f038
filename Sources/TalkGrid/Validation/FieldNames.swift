/// The names of the fields the spec defines for one kind of object, looked up by their UTF-8 bytes.
///
/// The attribute check asks about every member of every object of a set (over a million in a
/// 1,000-board set); the names are few and short, so comparing the bytes of the few of the same
/// length is quicker than hashing the text.
struct FieldNames: Sendable, ExpressibleByArrayLiteral {
    /// The names by their length in bytes: `byLength[n]` holds the names of `n` bytes.
    private let byLength: [[[UInt8]]]

    init(arrayLiteral names: String...) {
        var byLength = [[[UInt8]]](repeating: [], count: (names.map(\.utf8.count).max() ?? 0) + 1)
        for name in names { byLength[name.utf8.count].append(Array(name.utf8)) }
        self.byLength = byLength
    }

    /// Whether `name` is one of the names.
    func contains(_ name: String) -> Bool {
        let count = name.utf8.count
        guard count < byLength.count, !byLength[count].isEmpty else { return false }
        let candidates = byLength[count]
        return name.utf8.withContiguousStorageIfAvailable { bytes in
            candidates.contains { $0.withUnsafeBufferPointer { $0.elementsEqual(bytes) } }
        } ?? candidates.contains { $0.elementsEqual(name.utf8) }
    }
}
