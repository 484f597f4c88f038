/// A board's images by id, used as a dictionary is: ids and images in two arrays ordered by id,
/// exactly as long as the board has images (a dictionary of a board's 56 images took room for 128,
/// with their ids twice). Looking an id up reads only the ids; ``withImage(_:_:)`` reads an image
/// where it is, without copying it.
public struct BoardImages: Equatable, Sendable, ExpressibleByDictionaryLiteral {
    /// The ids, distinct and ascending.
    private var ids: [String]
    /// The image of each id, at the id's place.
    private var images: [BoardImage]

    public init() {
        ids = []
        images = []
    }

    public init(_ images: [String: BoardImage]) {
        let sorted = images.sorted { $0.key < $1.key }
        ids = sorted.map(\.key)
        self.images = sorted.map(\.value)
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
        ids = ordered[..<kept].map { images[$0].id }
        self.images = ordered[..<kept].map { images[$0] }
    }

    /// The image with `id`; setting nil removes it.
    public subscript(id: String) -> BoardImage? {
        get { withImage(id) { $0 } }
        set {
            let position = place(of: id)
            let found = position < ids.count && ids[position] == id
            switch (found, newValue) {
            case (true, let image?): images[position] = image
            case (true, nil):
                ids.remove(at: position)
                images.remove(at: position)
            case (false, let image?):
                ids.insert(id, at: position)
                images.insert(image, at: position)
            case (false, nil): break
            }
        }
    }

    /// What `read` makes of the image with `id`, read where it is; nil when there is none.
    public func withImage<Result>(_ id: String, _ read: (borrowing BoardImage) -> Result) -> Result? {
        let position = place(of: id)
        guard position < ids.count, ids[position] == id else { return nil }
        return read(images[position])
    }

    /// Whether there is an image with `id`.
    public func contains(_ id: String) -> Bool {
        let position = place(of: id)
        return position < ids.count && ids[position] == id
    }

    public var count: Int { ids.count }
    public var isEmpty: Bool { ids.isEmpty }
    /// The ids, ascending.
    public var keys: [String] { ids }
    /// The images, by ascending id.
    public var values: [BoardImage] { images }

    public static func == (lhs: BoardImages, rhs: BoardImages) -> Bool {
        lhs.ids == rhs.ids && lhs.images == rhs.images
    }

    /// Where `id` is, or where it would go.
    private func place(of id: String) -> Int {
        var low = 0
        var high = ids.count
        while low < high {
            let middle = (low + high) / 2
            if ids[middle] < id { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
