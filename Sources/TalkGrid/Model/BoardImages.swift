/// A board's images by id, used as a dictionary is: one array ordered by id, exactly as long as the
/// board has images (a dictionary of a board's 56 images took room for 128, with their ids twice).
public struct BoardImages: Equatable, Sendable, ExpressibleByDictionaryLiteral {
    /// Each id with its image, ids distinct and ascending.
    private var entries: [(id: String, image: BoardImage)]

    public init() { entries = [] }

    public init(_ images: [String: BoardImage]) {
        entries = images.map { ($0.key, $0.value) }.sorted { $0.id < $1.id }
    }

    public init(dictionaryLiteral elements: (String, BoardImage)...) {
        self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    /// The images in the order given, each under its own id; of two with one id, the later is kept.
    init(inOrder images: [BoardImage]) {
        var ordered = images.indices.sorted { images[$0].id < images[$1].id || (images[$0].id == images[$1].id && $0 < $1) }
        var kept = 0
        for position in ordered.indices {
            if kept > 0 && images[ordered[kept - 1]].id == images[ordered[position]].id {
                ordered[kept - 1] = ordered[position]
            } else {
                ordered[kept] = ordered[position]
                kept += 1
            }
        }
        entries = []
        entries.reserveCapacity(kept)
        for position in ordered[..<kept] { entries.append((images[position].id, images[position])) }
    }

    /// The image with `id`; setting nil removes it.
    public subscript(id: String) -> BoardImage? {
        get {
            let position = place(of: id)
            return position < entries.count && entries[position].id == id ? entries[position].image : nil
        }
        set {
            let position = place(of: id)
            let found = position < entries.count && entries[position].id == id
            switch (found, newValue) {
            case (true, let image?): entries[position].image = image
            case (true, nil): entries.remove(at: position)
            case (false, let image?): entries.insert((id, image), at: position)
            case (false, nil): break
            }
        }
    }

    public var count: Int { entries.count }
    public var isEmpty: Bool { entries.isEmpty }
    /// The ids, ascending.
    public var keys: [String] { entries.map(\.id) }
    /// The images, by ascending id.
    public var values: [BoardImage] { entries.map(\.image) }

    public static func == (lhs: BoardImages, rhs: BoardImages) -> Bool {
        lhs.entries.elementsEqual(rhs.entries) { $0.id == $1.id && $0.image == $1.image }
    }

    /// Where `id` is, or where it would go.
    private func place(of id: String) -> Int {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].id < id { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
