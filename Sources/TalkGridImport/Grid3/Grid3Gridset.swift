/// A Grid 3 gridset as read from its archive: the parsed XML of every grid, the settings and the
/// styles, and a way to read the pictures inside. The input of ``Grid3Importer/convert(_:file:report:)``.
public struct Grid3Gridset {
    /// One grid: its name (the folder under `Grids/`), its archive entry and its parsed `grid.xml`.
    public struct Grid {
        public var name: String
        public var entry: String
        public var root: XMLElementNode

        public init(name: String, entry: String, root: XMLElementNode) {
            self.name = name
            self.entry = entry
            self.root = root
        }
    }

    /// The file entries of a gridset's archive, and the file names in each folder (`Grids/Home` →
    /// `grid.xml`, `0-0.png`), to find a cell's picture by its place without building every possible path.
    public struct Files: Sendable {
        /// Every file entry of the archive.
        public let entries: Set<String>
        /// The file names in each folder.
        public let byFolder: [Substring: Set<Substring>]

        public init(_ entries: some Sequence<String>) {
            self.entries = Set(entries)
            var folders: [Substring: Set<Substring>] = [:]
            for entry in self.entries {
                guard let slash = entry.lastIndex(of: "/") else { continue }
                folders[entry[..<slash], default: []].insert(entry[entry.index(after: slash)...])
            }
            byFolder = folders
        }
    }

    /// The grids, sorted by name.
    public var grids: [Grid]
    /// `Settings0/settings.xml`, if present.
    public var settings: XMLElementNode?
    /// `Settings0/Styles/styles.xml`, if present.
    public var styles: XMLElementNode?
    /// Every file entry of the archive, by folder.
    public var files: Files
    /// The bytes of an entry (bounded and checked by the archive reader).
    public var read: (String) throws(ImportError) -> [UInt8]

    public init(
        grids: [Grid], settings: XMLElementNode?, styles: XMLElementNode?, entries: some Sequence<String>,
        read: @escaping (String) throws(ImportError) -> [UInt8]
    ) {
        self.grids = grids
        self.settings = settings
        self.styles = styles
        self.files = Files(entries)
        self.read = read
    }
}
