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

    /// The grids, sorted by name.
    public var grids: [Grid]
    /// `Settings0/settings.xml`, if present.
    public var settings: XMLElementNode?
    /// `Settings0/Styles/styles.xml`, if present.
    public var styles: XMLElementNode?
    /// Every file entry of the archive.
    public var entries: Set<String>
    /// The bytes of an entry (bounded and checked by the archive reader).
    public var read: (String) throws(ImportError) -> [UInt8]

    public init(
        grids: [Grid], settings: XMLElementNode?, styles: XMLElementNode?, entries: Set<String>,
        read: @escaping (String) throws(ImportError) -> [UInt8]
    ) {
        self.grids = grids
        self.settings = settings
        self.styles = styles
        self.entries = entries
        self.read = read
    }
}
