/// What `talkgrid export` puts in an `.obz`: the manifest, the boards, and the images and sounds
/// they use, in a fixed order.
///
/// Every field is kept as read, in its order: the fields the OBF spec defines, extension fields
/// (`ext_*`: TalkGrid's own and other apps'), and the fields other apps write without the `ext_`
/// prefix (CoughDrop's `protected`, `license.uneditable`, `default_layout`, `background`, …).
/// OBF readers pass over fields they do not know, and the app that wrote them reads them back,
/// so a set that goes from CoughDrop through TalkGrid back to CoughDrop loses nothing.
/// `specOnly` writes only the fields the spec defines and `ext_*` fields (the spec's own way of
/// extending it), leaving the others out and listing them in ``droppedFields``. The same
/// documents and media give the same entries, byte for byte.
public struct BoardSetExport: Sendable {
    /// One file of the archive.
    public struct File: Equatable, Sendable {
        public var path: String
        public var bytes: [UInt8]
    }

    /// The archive's files: `manifest.json`, the boards in set order, then media files sorted by path.
    public private(set) var files: [File] = []
    /// Fields left out, as `entry: $.json.path`.
    public private(set) var droppedFields: [String] = []
    /// Files of the set that are not exported because nothing uses them.
    public private(set) var leftOutEntries: [String] = []

    /// Whether only the spec's fields (and `ext_*` fields) are written.
    public let specOnly: Bool

    /// Prepares the export of a set; `media` gives the bytes of an image or sound entry (nil when
    /// missing); `specOnly` leaves out fields the spec does not define (`ext_*` kept).
    public init(_ documents: BoardSetDocuments, specOnly: Bool = false, media: (String) -> [UInt8]?) throws(AuthoringError) {
        self.specOnly = specOnly
        guard let manifest = documents.manifest else { throw .needsBoardSet(what: CaregiverText(AuthoringTextKey.doingExport)) }
        files.append(
            File(
                path: "manifest.json", bytes: JSONWriter.prettyBytes(cleaned(manifest, as: .manifest, entry: "manifest.json", path: .root)))
        )
        var used: Set<String> = []
        for board in documents.boards {
            files.append(
                File(path: board.entry, bytes: JSONWriter.prettyBytes(cleaned(board.json, as: .board, entry: board.entry, path: .root))))
            for list in ["images", "sounds"] {
                for item in board.json[list]?.elements ?? [] {
                    if let path = item["path"]?.string { used.insert(BoardSet.normalizedEntryPath(path)) }
                }
            }
        }
        for list in ["images", "sounds"] {
            for member in manifest["paths"]?[list]?.members ?? [] {
                if let path = member.value.string { used.insert(BoardSet.normalizedEntryPath(path)) }
            }
        }
        let written = Set(files.map(\.path))
        for path in used.subtracting(written).sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) {
            guard let bytes = media(path) else { continue }  // missing media: the validator reports it
            files.append(File(path: path, bytes: bytes))
        }
        let exported = Set(files.map(\.path))
        leftOutEntries = documents.entries.subtracting(exported).sorted()
    }

    /// The kinds of object whose fields the spec defines.
    private enum Kind {
        case manifest, manifestPaths, board, button, link, grid, image, sound, license, strings, free
    }

    /// The spec's fields per kind, as the validator's `unknown-attribute` check knows them.
    private static let fields: [Kind: FieldNames] = [
        .manifest: AttributeNamesCheck.manifestFields,
        .manifestPaths: AttributeNamesCheck.manifestPathFields,
        .board: AttributeNamesCheck.boardFields,
        .button: AttributeNamesCheck.buttonFields,
        .link: AttributeNamesCheck.linkFields,
        .grid: AttributeNamesCheck.gridFields,
        .image: AttributeNamesCheck.imageFields,
        .sound: AttributeNamesCheck.soundFields,
        .license: AttributeNamesCheck.licenseFields,
    ]

    /// The kind of a member's value inside an object of kind `kind`.
    private static func kind(of key: String, in kind: Kind) -> Kind {
        switch (kind, key) {
        case (.manifest, "paths"): .manifestPaths
        case (.board, "buttons"): .button
        case (.board, "grid"): .grid
        case (.board, "images"): .image
        case (.board, "sounds"): .sound
        case (.board, "strings"): .strings
        case (.button, "load_board"): .link
        case (_, "license"): .license
        default: .free
        }
    }

    /// The node without fields its kind does not define (`ext_*` kept) when only the spec's fields
    /// are written, else the node as it is; values of free kinds unchanged.
    private mutating func cleaned(_ node: JSONNode, as kind: Kind, entry: String, path: JSONPath) -> JSONNode {
        guard specOnly else { return node }
        switch node.value {
        case .array(let elements) where kind != .free:
            return JSONNode(
                .array(elements.enumerated().map { cleaned($1, as: kind, entry: entry, path: path.index($0)) }), at: node.position)
        case .object(let members):
            guard let allowed = Self.fields[kind] else { return node }
            var kept: [JSONMember] = []
            for member in members {
                if allowed.contains(member.key) || member.key.hasPrefix("ext_") {
                    var copy = member
                    if !member.key.hasPrefix("ext_") {
                        copy.value = cleaned(
                            member.value, as: Self.kind(of: member.key, in: kind), entry: entry, path: path.member(member.key))
                    }
                    kept.append(copy)
                } else {
                    droppedFields.append("\(entry): \(path.member(member.key))")
                }
            }
            return JSONNode(.object(kept), at: node.position)
        default:
            return node
        }
    }
}
