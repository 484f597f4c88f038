/// The files a set's manifest names by media id (`paths.images` or `paths.sounds`): image id -> `images/a.png`.
///
/// As in the manifest read in order, the last text given for an id is the one kept and members that
/// are not text are passed over.
public struct MediaPaths: Equatable, Sendable, ExpressibleByDictionaryLiteral {
    /// The texts listed by id, as written in the manifest.
    private let texts: [String: String]

    /// The paths of a manifest's `paths.images` or `paths.sounds` object; anything else lists none.
    public init(_ node: JSONNode?) {
        let members = node?.members ?? []
        var texts: [String: String] = [:]
        texts.reserveCapacity(members.count)  // a manifest lists thousands: grown once, not step by step
        for member in members {
            if let text = member.value.string { texts[member.key] = text }
        }
        self.texts = texts
    }

    public init(_ paths: [String: String]) {
        texts = paths
    }

    public init(dictionaryLiteral elements: (String, String)...) {
        self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    /// The entry path (normalized, see ``BoardSet/normalizedEntryPath(_:)``) of the file listed for `id`.
    public subscript(id: String) -> String? {
        texts[id].map(BoardSet.normalizedEntryPath)
    }

    /// The text listed for `id`, as written in the manifest.
    func listedText(of id: String) -> String? { texts[id] }

    /// How many ids have a file.
    public var count: Int { texts.count }

    public var isEmpty: Bool { texts.isEmpty }

    /// Every id with its entry path, ordered by id.
    public var sortedPairs: [(id: String, path: String)] {
        texts.map { (id: $0.key, path: BoardSet.normalizedEntryPath($0.value)) }.sorted { $0.id < $1.id }
    }

    public static func == (lhs: MediaPaths, rhs: MediaPaths) -> Bool {
        lhs.count == rhs.count && lhs.sortedPairs.elementsEqual(rhs.sortedPairs) { $0.id == $1.id && $0.path == $1.path }
    }
}
