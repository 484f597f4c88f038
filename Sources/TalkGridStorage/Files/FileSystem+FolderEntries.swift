#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension FileSystem {
    /// The entries of one folder, sorted by their names' bytes, each with its kind when the folder's
    /// listing says (see ``FileSystem/entries(in:path:)``).
    ///
    /// The names are kept in one byte buffer and sorted as small records compared in place, so that a
    /// folder of 50,000 pictures is sorted without a string made, retained or released; a name becomes a
    /// `String` only when it is read. A name that is not valid UTF-8 is kept as `String(decoding:as:)`
    /// repairs it, and sorted by the repaired bytes.
    struct FolderEntries: RandomAccessCollection {
        /// Where an entry's name is in ``bytes``, and its kind.
        struct Record {
            var start: Int
            var count: Int
            var kind: Kind?
        }

        /// The names one after another, as UTF-8.
        private(set) var bytes: [UInt8] = []
        /// The entries, in the order of their names once ``sortByName()`` has run.
        private(set) var records: [Record] = []

        var startIndex: Int { records.startIndex }
        var endIndex: Int { records.endIndex }

        subscript(position: Int) -> (name: String, kind: Kind?) {
            let record = records[position]
            let name = bytes.withUnsafeBufferPointer { buffer in
                String(decoding: UnsafeBufferPointer(rebasing: buffer[record.start..<record.start + record.count]), as: UTF8.self)
            }
            return (name, record.kind)
        }

        /// Adds the entry named by the bytes `name`, repaired when they are not valid UTF-8.
        mutating func append(name: UnsafeRawBufferPointer, kind: Kind?) {
            let start = bytes.count
            if name.allSatisfy({ $0 < 0x80 }) {
                bytes.append(contentsOf: name)
            } else {
                // As a `String` would hold it: the same bytes when valid, U+FFFD for what is not.
                bytes.append(contentsOf: String(decoding: name, as: UTF8.self).utf8)
            }
            records.append(Record(start: start, count: bytes.count - start, kind: kind))
        }

        /// Sorts the entries by their names' bytes (as ``FileSystem/precedesByBytes(_:_:)`` orders the names),
        /// keeping the order of equal names.
        mutating func sortByName() {
            bytes.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                records.sort { first, second in
                    let common = Swift.min(first.count, second.count)
                    if common > 0 {
                        let order = memcmp(base + first.start, base + second.start, common)
                        if order != 0 { return order < 0 }
                    }
                    return first.count < second.count
                }
            }
        }
    }
}
