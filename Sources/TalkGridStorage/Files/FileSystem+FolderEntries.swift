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
            /// Eight bytes of the name, after the beginning all names share, as a number (see ``sortByName()``).
            var key: UInt64 = 0
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
        ///
        /// A folder's names mostly begin alike (`image_1_…`): each record gets the eight bytes after the
        /// beginning they all share as a big-endian number, zeros past its end (a name holds no zero byte, so
        /// an ended name still sorts first), and most comparisons compare two numbers.
        mutating func sortByName() {
            bytes.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress, let first = records.first else { return }
                var shared = first.count
                for record in records.dropFirst() where shared > 0 {
                    var same = 0
                    let limit = Swift.min(shared, record.count)
                    while same < limit && base[first.start + same] == base[record.start + same] { same += 1 }
                    shared = same
                }
                for index in records.indices {
                    let record = records[index]
                    var key: UInt64 = 0
                    for offset in shared..<shared + 8 { key = key << 8 | UInt64(offset < record.count ? base[record.start + offset] : 0) }
                    records[index].key = key
                }
                let compared = shared + 8
                records.sort { first, second in
                    if first.key != second.key { return first.key < second.key }
                    let common = Swift.min(first.count, second.count) - compared
                    if common > 0 {
                        let order = memcmp(base + first.start + compared, base + second.start + compared, common)
                        if order != 0 { return order < 0 }
                    }
                    return first.count < second.count
                }
            }
        }
    }
}
