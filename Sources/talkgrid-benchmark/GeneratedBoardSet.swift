import TalkGrid

/// A generated board set shaped like a real CoughDrop export: boards of 7 x 8 buttons with numeric
/// button ids, the app's unprefixed fields (`default_layout`, `background`, an image's `protected`
/// and `protected_source`), licences and URLs on every image, pretty-printed JSON, and one small
/// image file per button. A few boards are unreachable, two cells have no label and two actions
/// are unknown, as in the real set.
struct GeneratedBoardSet {
    var boards: Int
    var buttonsPerBoard = 56
    var imageBytes = 160

    /// Every file of the set: `manifest.json`, `boards/N.obf`, `images/...png`, as entry path and bytes.
    func files() -> [(path: String, bytes: [UInt8])] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15  // xorshift: incompressible like real pictures
        var files: [(path: String, bytes: [UInt8])] = []
        var boardPaths: [(String, JSONNode)] = []
        var imagePaths: [(String, JSONNode)] = []
        let unreachable = max(boards / 4, 0)  // the last quarter of the boards: no link leads there
        for boardIndex in 0..<boards {
            let boardID = "1_\(10_000 + boardIndex)"
            var buttons: [JSONNode] = []
            var images: [JSONNode] = []
            var order: [JSONNode] = []
            var row: [JSONNode] = []
            for buttonIndex in 0..<buttonsPerBoard {
                let imageID = "1_\(200_000 + boardIndex * buttonsPerBoard + buttonIndex)"
                let imagePath = "images/image_\(imageID).png"
                var button: [(String, JSONNode)] = [
                    ("id", JSONNode(.number(JSONNumber(buttonIndex + 1)))),
                    ("label", JSONNode(.string(boardIndex == 1 && buttonIndex < 2 ? "" : "word \(boardIndex)-\(buttonIndex)"))),
                    ("left", nil), ("top", nil), ("width", nil), ("height", nil),
                    ("border_color", "rgb(170, 170, 170)"), ("background_color", "rgb(255, 255, 255)"), ("hidden", false),
                    ("image_id", JSONNode(.string(imageID))),
                    ("ext_coughdrop_part_of_speech", "noun"),
                ]
                if boardIndex == 2 && buttonIndex < 2 { button.append(("action", ":dance")) }
                let target = boardIndex * 3 + buttonIndex + 1
                if buttonIndex < 3 && target < boards - unreachable {
                    let targetID = "1_\(10_000 + target)"
                    button.append(
                        (
                            "load_board",
                            .object([
                                ("id", JSONNode(.string(targetID))),
                                ("url", JSONNode(.string("https://app.example/example/board-\(target)"))),
                                ("data_url", JSONNode(.string("https://app.example/api/v1/boards/example/board-\(target)"))),
                                ("path", JSONNode(.string("boards/\(targetID).obf"))),
                            ])
                        ))
                }
                buttons.append(.object(button))
                images.append(
                    .object([
                        ("id", JSONNode(.string(imageID))), ("width", 400), ("height", 400), ("protected", false),
                        ("protected_source", JSONNode(.string(buttonIndex % 2 == 0 ? "arasaac" : "mulberry"))),
                        (
                            "license",
                            .object([
                                ("type", "CC BY-NC-SA"), ("copyright_notice_url", "https://creativecommons.org/licenses/by-nc-sa/3.0/"),
                                ("source_url", JSONNode(.string("https://symbols.example/symbols/\(imageID)"))),
                                ("author_name", "Symbol Author"),
                                ("author_url", "https://symbols.example/"),
                            ])
                        ),
                        ("url", JSONNode(.string("https://images.example/symbols/\(imageID).png"))),
                        ("data_url", JSONNode(.string("https://app.example/api/v1/images/\(imageID)"))),
                        ("content_type", "image/png"), ("path", JSONNode(.string(imagePath))),
                    ]))
                imagePaths.append((imageID, JSONNode(.string(imagePath))))
                var bytes = [UInt8](repeating: 0, count: imageBytes)
                for index in bytes.indices {
                    state ^= state << 13
                    state ^= state >> 7
                    state ^= state << 17
                    bytes[index] = UInt8(truncatingIfNeeded: state)
                }
                bytes.replaceSubrange(0..<8, with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
                files.append((imagePath, bytes))
                row.append(JSONNode(.number(JSONNumber(buttonIndex + 1))))
                if row.count == 8 {
                    order.append(.array(row))
                    row = []
                }
            }
            if !row.isEmpty { order.append(.array(row + Array(repeating: nil, count: 8 - row.count))) }
            let board = JSONNode.object([
                ("format", "open-board-0.1"), ("id", JSONNode(.string(boardID))), ("locale", "en"),
                ("name", JSONNode(.string("Board \(boardIndex)"))), ("default_layout", "landscape"),
                ("url", JSONNode(.string("https://app.example/example/board-\(boardIndex)"))),
                ("data_url", JSONNode(.string("https://app.example/api/v1/boards/example/board-\(boardIndex)"))),
                ("description_html", "built with CoughDrop"),
                ("license", .object([("type", "private"), ("author_name", "A Caregiver")])),
                ("background", .object([("color", "rgb(255, 255, 255)"), ("position", "stretch")])),
                (
                    "ext_coughdrop_settings",
                    .object([("private", true), ("key", JSONNode(.string("example/board-\(boardIndex)"))), ("word_suggestions", false)])
                ),
                ("buttons", .array(buttons)),
                ("grid", .object([("rows", JSONNode(.number(JSONNumber(order.count)))), ("columns", 8), ("order", .array(order))])),
                ("images", .array(images)), ("sounds", .array([])),
            ])
            let path = "boards/\(boardID).obf"
            files.append((path, JSONWriter.prettyBytes(board)))
            boardPaths.append((boardID, JSONNode(.string(path))))
        }
        let manifest = JSONNode.object([
            ("format", "open-board-0.1"), ("root", JSONNode(.string("boards/1_10000.obf"))),
            ("paths", .object([("boards", .object(boardPaths)), ("images", .object(imagePaths)), ("sounds", .object([]))])),
        ])
        return [("manifest.json", JSONWriter.prettyBytes(manifest))] + files
    }
}
