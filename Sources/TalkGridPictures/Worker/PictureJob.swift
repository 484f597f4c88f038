/// A picture to prepare off the key path: who it is for, how to draw it, where its bytes are.
public struct PictureJob<ID: Hashable & Sendable>: Sendable {
    /// The caller's name for the picture (for instance the set's image path or id).
    public var id: ID
    public var request: ArtRequest
    /// Reads the picture's bytes; called on a worker thread.
    public var bytes: @Sendable () throws(PictureError) -> [UInt8]

    public init(id: ID, request: ArtRequest, bytes: @escaping @Sendable () throws(PictureError) -> [UInt8]) {
        self.id = id
        self.request = request
        self.bytes = bytes
    }
}

/// A picture prepared by a ``PictureWorker``, or why it could not be.
public enum PictureEvent<ID: Hashable & Sendable>: Sendable {
    /// The art is ready (and in the worker's memory cache).
    case ready(id: ID, request: ArtRequest, art: PictureArt)
    /// The picture cannot be drawn; told once per picture, never retried.
    case failed(id: ID, error: PictureError)
}

/// A picture at one request: what the memory cache and the queue are keyed by.
public struct PreparedPicture<ID: Hashable & Sendable>: Hashable, Sendable {
    public var id: ID
    public var request: ArtRequest

    public init(id: ID, request: ArtRequest) {
        self.id = id
        self.request = request
    }
}
