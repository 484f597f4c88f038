import TalkGridShipped

@testable import TalkGrid

/// Board sets the authoring tests edit: the shipped first-words set and small hand-made ones.
enum AuthoringTestSets {
    /// The shipped files of a set, by entry.
    static func shippedFiles(_ name: String = "first-words") -> [String: [UInt8]] {
        ShippedContent.files(under: "Boards/" + name)
    }

    /// The shipped set's source and documents.
    static func shipped(_ name: String = "first-words") throws -> (
        source: InMemoryBoardSetSource, set: BoardSet, documents: BoardSetDocuments
    ) {
        let source = InMemoryBoardSetSource(displayName: "sets/" + name, files: shippedFiles(name))
        let set = try BoardSetLoader.loadSet(from: source)
        return (source, set, BoardSetDocuments(set))
    }

    /// A set of two boards written by hand, with other apps' fields (known and unknown) in odd places.
    static let foreignFiles: [String: String] = [
        "manifest.json": """
        {"format": "open-board-0.1", "ext_coughdrop_settings": {"a": 1}, "root": "boards/top.obf",
         "paths": {"boards": {"top": "boards/top.obf", "more": "boards/more.obf"}, "images": {"pic": "images/pic.png"}, "sounds": {}}}
        """,
        "boards/top.obf": """
        {"id": "top", "ext_cboard_colour": "teal", "format": "open-board-0.1", "locale": "en", "name": "Top",
         "ext_talkgrid_glyph": "⭐", "description_html": "Start", "favourite": true,
         "buttons": [
           {"label": "More", "id": "1", "ext_coughdrop_part_of_speech": "noun", "image_id": "p", "load_board": {"id": "more", "path": "boards/more.obf", "ext_x": 1}},
           {"id": "2", "label": "Yes", "image_id": "g", "custom": 5}
         ],
         "grid": {"rows": 1, "columns": 3, "order": [["1", "2", null]]},
         "images": [
           {"id": "p", "path": "images/pic.png", "content_type": "image/png", "width": 10, "height": 10},
           {"id": "g", "content_type": "image/svg+xml", "ext_talkgrid_glyph": "👍", "data": "\(GlyphImage.dataURI("👍"))"}
         ],
         "strings": {"es": {"Yes": "Sí", "Top": "Arriba"}}}
        """,
        "boards/more.obf": """
        {"format": "open-board-0.1", "id": "more", "locale": "en", "name": "More", "ext_talkgrid_glyph": "➕", "description_html": "More words",
         "buttons": [{"id": "m1", "label": "Again", "image_id": "a"}],
         "grid": {"rows": 1, "columns": 2, "order": [["m1", null]]},
         "images": [{"id": "a", "content_type": "image/svg+xml", "ext_talkgrid_glyph": "🔁", "data": "\(GlyphImage.dataURI("🔁"))"}]}
        """,
        "images/pic.png": "PNG",
    ]

    static func foreign() throws -> (source: InMemoryBoardSetSource, set: BoardSet, documents: BoardSetDocuments) {
        let source = InMemoryBoardSetSource(displayName: "foreign", files: foreignFiles.mapValues { Array($0.utf8) })
        let set = try BoardSetLoader.loadSet(from: source)
        return (source, set, BoardSetDocuments(set))
    }

    /// The edited set read back as it would be saved.
    static func reload(_ change: AuthoringChange, over source: any BoardSetSource) throws -> BoardSet {
        try change.documents.loadedSet(over: source, removing: Set(change.removedEntries))
    }

    /// The keys of an object node, in order.
    static func keys(_ node: JSONNode?) -> [String] { node?.members?.map(\.key) ?? [] }
}
