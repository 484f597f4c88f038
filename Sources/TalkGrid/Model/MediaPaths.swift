import Synchronization

/// The files a set's manifest names by media id (`paths.images` or `paths.sounds`): image id -> `images/a.png`.
///
/// It reads the manifest's own object, so a manifest that lists tens of thousands of images costs no copy of
/// them; the table that finds an id is built the first time one is looked up (most sets' boards name their
/// files themselves and never ask). As in a dictionary filled in the manifest's order, the last text given
/// for an id is the one read, members that are not text are passed over, and ids are equal as texts are.
public struct MediaPaths: Equatable, Sendable, ExpressibleByDictionaryLiteral {
    /// The manifest's members, in its order (those that are not text are passed over).
    private let members: [JSONMember]
    private let table: Table

    /// The paths of a manifest's `paths.images` or `paths.sounds` object; anything else lists none.
    public init(_ node: JSONNode?) {
        members = node?.members ?? []
        table = Table()
    }

    public init(_ paths: [String: String]) {
        self.init(JSONNode(.object(paths.sorted { $0.key < $1.key }.map { JSONMember(key: $0.key, value: JSONNode(.string($0.value))) })))
    }

    public init(dictionaryLiteral elements: (String, String)...) {
        self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    /// The entry path (normalized, see ``BoardSet/normalizedEntryPath(_:)``) of the file listed for `id`.
    public subscript(id: String) -> String? {
        guard !members.isEmpty, let position = table.position(of: id, in: members) else { return nil }
        return members[position].value.string.map(BoardSet.normalizedEntryPath)
    }

    /// The texts listed by id, as written in the manifest, for many lookups: the table is taken once, not
    /// under the lock at each lookup.
    var listedTexts: ListedTexts {
        ListedTexts(members: members, slots: members.isEmpty ? [] : table.slots(of: members))
    }

    /// The texts a manifest lists by id, as written (see ``listedTexts``).
    struct ListedTexts {
        let members: [JSONMember]
        let slots: [Int32]

        func text(of id: String) -> String? {
            guard !slots.isEmpty else { return nil }
            let found = slots[Table.slot(of: id, in: slots, members: members)]
            return found >= 0 ? members[Int(found)].value.string : nil
        }
    }

    /// How many ids have a file.
    public var count: Int { table.positions(of: members).count }

    public var isEmpty: Bool { count == 0 }

    /// Every id with its entry path, ordered by id.
    public var sortedPairs: [(id: String, path: String)] {
        table.positions(of: members).map { (members[$0].key, members[$0].value.string.map(BoardSet.normalizedEntryPath) ?? "") }
            .sorted { $0.id < $1.id }
    }

    public static func == (lhs: MediaPaths, rhs: MediaPaths) -> Bool {
        lhs.count == rhs.count && lhs.sortedPairs.elementsEqual(rhs.sortedPairs) { $0.id == $1.id && $0.path == $1.path }
    }

    /// Finds a member by its key: an open-addressing table of the positions of the last text member of each key,
    /// built on first use (under a lock, as boards are checked side by side).
    private final class Table: Sendable {
        private let built = Mutex<(slots: [Int32], positions: [Int])?>(nil)

        /// The built table: slots hold member positions (-1 when empty); `positions` lists each key's member once.
        private func table(of members: [JSONMember]) -> (slots: [Int32], positions: [Int]) {
            built.withLock { built in
                if let built { return built }
                var size = 1
                while size < members.count * 2 { size <<= 1 }
                var slots = [Int32](repeating: -1, count: size)
                var positions: [Int] = []
                for (position, member) in members.enumerated() where member.value.string != nil {
                    var slot = member.key.hashValue & (size - 1)
                    while slots[slot] >= 0 && members[Int(slots[slot])].key != member.key { slot = (slot + 1) & (size - 1) }
                    if slots[slot] < 0 { positions.append(position) }
                    slots[slot] = Int32(truncatingIfNeeded: position)
                }
                let table = (slots, positions.map { Int(slots[Self.slot(of: members[$0].key, in: slots, members: members)]) })
                built = table
                return table
            }
        }

        static func slot(of key: String, in slots: [Int32], members: [JSONMember]) -> Int {
            var slot = key.hashValue & (slots.count - 1)
            while slots[slot] >= 0 && members[Int(slots[slot])].key != key { slot = (slot + 1) & (slots.count - 1) }
            return slot
        }

        func position(of key: String, in members: [JSONMember]) -> Int? {
            let slots = table(of: members).slots
            let found = slots[Self.slot(of: key, in: slots, members: members)]
            return found >= 0 ? Int(found) : nil
        }

        func slots(of members: [JSONMember]) -> [Int32] { table(of: members).slots }

        func positions(of members: [JSONMember]) -> [Int] {
            members.isEmpty ? [] : table(of: members).positions
        }
    }
}
