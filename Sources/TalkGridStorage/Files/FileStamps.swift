/// The stamps of some files and folders (``FileSystem/Stamp``: which file, its size and time;
/// nil for one not there), to tell later which of them changed: a file saved anew by TalkGrid is
/// another file (a new inode), a file written in place has another time, and a folder's time
/// changes when a file is added to it, removed from it or renamed into it.
public struct FileStamps: Equatable, Sendable {
    private let stamps: [FileSystem.Stamp?]

    /// The stamps of `paths` now, in their order.
    public init(_ paths: [String]) {
        stamps = paths.map(FileSystem.stamp(of:))
    }

    /// The positions of the paths whose stamp is not the one `earlier` (of the same paths) holds.
    public func changed(since earlier: FileStamps) -> [Int] {
        stamps.indices.filter { $0 >= earlier.stamps.count || stamps[$0] != earlier.stamps[$0] }
    }
}
