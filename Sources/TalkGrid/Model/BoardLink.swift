/// Where a folder cell leads (OBF `load_board`): by id, by path in the set, or by URL.
public struct BoardLink: Equatable, Sendable {
    public var id: String?
    public var path: String?
    public var url: String?
    public var name: String?

    public init(id: String? = nil, path: String? = nil, url: String? = nil, name: String? = nil) {
        self.id = id
        self.path = path
        self.url = url
        self.name = name
    }
}
