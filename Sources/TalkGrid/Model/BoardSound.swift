/// An OBF sound: a recording by data URI, path in the set or URL.
public struct BoardSound: Equatable, Sendable {
    public var id: String
    public var url: String?
    public var data: String?
    public var path: String?
    public var contentType: String?

    public init(id: String, url: String? = nil, data: String? = nil, path: String? = nil, contentType: String? = nil) {
        self.id = id
        self.url = url
        self.data = data
        self.path = path
        self.contentType = contentType
    }
}
