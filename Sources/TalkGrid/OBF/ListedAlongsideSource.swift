/// A source that may be read on one thread while it is listed on another (a folder: each read opens its
/// own file), so that the loader reads and parses the manifest while the source is listed. An `.obz` is
/// not one: its archive reader stays on one thread.
public protocol ListedAlongsideSource: BoardSetSource, Sendable {
    /// The bytes of `entry` when it may be one of the files ``BoardSetSource/entryPaths()`` lists, nil
    /// when it cannot (a link, a pipe, nothing): asked while the source is being listed, so it never
    /// blocks on what the listing leaves out.
    func contentsIfListed(of entry: String) throws -> [UInt8]?
}
