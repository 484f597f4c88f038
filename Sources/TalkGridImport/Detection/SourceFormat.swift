/// The kinds of file `talkgrid import` recognises, whether or not it can import them.
public enum SourceFormat: String, Sendable, Equatable, CaseIterable {
    /// An Open Board Format archive (`.obz`): unpacked as it is.
    case obz
    /// An AsTeRICS Grid backup or export (`.grd`, `.grd.json`).
    case astericsGrid = "asterics-grid"
    /// A Smartbox Grid 3 gridset (`.gridset`).
    case grid3 = "grid3"
    /// A Cboard board export (JSON).
    case cboard
    /// A TouchChat vocabulary (`.ce`): recognised, not imported yet.
    case touchChat = "touchchat"
    /// A Tobii Dynavox Snap pageset (`.sps`, `.spb`): recognised, not imported yet.
    case snap
    /// An Apple Panels folder (`.ascconfig`): recognised, not imported yet.
    case applePanels = "apple-panels"

    /// The format's name as people know it.
    public var displayName: String {
        switch self {
        case .obz: "Open Board Format archive (.obz)"
        case .astericsGrid: "AsTeRICS Grid file"
        case .grid3: "Grid 3 gridset"
        case .cboard: "Cboard board export"
        case .touchChat: "TouchChat vocabulary (.ce)"
        case .snap: "Snap pageset (.sps/.spb)"
        case .applePanels: "Apple Panels folder (.ascconfig)"
        }
    }

    /// Whether TalkGrid can import this format.
    public var isImportable: Bool {
        switch self {
        case .obz, .astericsGrid, .grid3, .cboard: true
        case .touchChat, .snap, .applePanels: false
        }
    }

    /// The prefix of the `ext_` fields that keep this app's own data in the converted set.
    public var extensionPrefix: String {
        switch self {
        case .astericsGrid: "ext_asterics_"
        case .grid3: "ext_grid3_"
        case .cboard: "ext_cboard_"
        case .obz, .touchChat, .snap, .applePanels: "ext_import_"
        }
    }
}
