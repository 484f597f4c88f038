import Foundation
import TalkGrid
import TalkGridPictures
import TalkGridStorage

/// A generated board set shaped like a real symbol-rich one: 80 boards, an 11 x 16 root with 91
/// pictures, about 4,500 PNG and SVG symbols of 250–600 pixels (drawn shapes with black outlines
/// on transparent backgrounds, each one different).
enum PictureSetGenerator {
    static let boards = 80
    static let rootPictures = 91
    static let picturesPerBoard = 56  // 7 x 8

    /// The `.obz` entries of the set.
    static func entries() -> [ZipWriter.Entry] {
        var random = SplitMix(seed: 42)
        var entries: [ZipWriter.Entry] = []
        var boardPaths: [(String, JSONNode)] = []
        var imagePaths: [(String, JSONNode)] = []
        var imageIndex = 0
        for boardIndex in 0..<boards {
            let isRoot = boardIndex == 0
            let (rows, columns) = isRoot ? (11, 16) : (7, 8)
            let pictured = isRoot ? rootPictures : picturesPerBoard
            var buttons: [JSONNode] = []
            var images: [JSONNode] = []
            var order: [JSONNode] = []
            for row in 0..<rows {
                var line: [JSONNode] = []
                for column in 0..<columns {
                    let slot = row * columns + column
                    let buttonID = "b\(slot)"
                    var button: [(String, JSONNode)] = [("id", JSONNode(.string(buttonID))), ("label", JSONNode(.string("word \(slot)")))]
                    if slot < pictured {
                        let imageID = "img\(imageIndex)"
                        let side = 250 + Int(random.next() % 351)
                        let isSVG = imageIndex % 5 == 2 || imageIndex % 5 == 4  // 40% SVG, like real sets
                        let path = "images/\(imageID).\(isSVG ? "svg" : "png")"
                        let bytes = isSVG ? svg(side: side, random: &random) : png(side: side, random: &random)
                        entries.append(ZipWriter.Entry(path: path, bytes: bytes))
                        images.append(
                            .object([
                                ("id", JSONNode(.string(imageID))), ("path", JSONNode(.string(path))),
                                ("content_type", JSONNode(.string(isSVG ? "image/svg+xml" : "image/png"))),
                                ("width", JSONNode(.number(JSONNumber(side)))), ("height", JSONNode(.number(JSONNumber(side)))),
                            ]))
                        imagePaths.append((imageID, JSONNode(.string(path))))
                        button.append(("image_id", JSONNode(.string(imageID))))
                        imageIndex += 1
                    }
                    // Folder cells: the root links to every board, each board to the next.
                    let target = isRoot ? slot + 1 : (slot == 0 ? (boardIndex + 1) % boards : -1)
                    if target > 0 && target < boards && (isRoot ? slot < boards - 1 : true) {
                        button.append(
                            (
                                "load_board",
                                .object([
                                    ("id", JSONNode(.string("board\(target)"))), ("path", JSONNode(.string("boards/board\(target).obf"))),
                                ])
                            ))
                    }
                    buttons.append(.object(button))
                    line.append(JSONNode(.string(buttonID)))
                }
                order.append(.array(line))
            }
            let board = JSONNode.object([
                ("format", "open-board-0.1"), ("id", JSONNode(.string("board\(boardIndex)"))), ("locale", "en"),
                ("name", JSONNode(.string("Board \(boardIndex)"))), ("buttons", .array(buttons)),
                (
                    "grid",
                    .object([
                        ("rows", JSONNode(.number(JSONNumber(rows)))), ("columns", JSONNode(.number(JSONNumber(columns)))),
                        ("order", .array(order)),
                    ])
                ),
                ("images", .array(images)),
            ])
            let path = "boards/board\(boardIndex).obf"
            entries.append(ZipWriter.Entry(path: path, bytes: JSONWriter.prettyBytes(board)))
            boardPaths.append(("board\(boardIndex)", JSONNode(.string(path))))
        }
        let manifest = JSONNode.object([
            ("format", "open-board-0.1"), ("root", "boards/board0.obf"),
            ("paths", .object([("boards", .object(boardPaths)), ("images", .object(imagePaths)), ("sounds", .object([]))])),
        ])
        return [ZipWriter.Entry(path: "manifest.json", bytes: JSONWriter.prettyBytes(manifest))] + entries
    }

    /// A symbol as an SVG: a few filled shapes with black outlines.
    static func svg(side: Int, random: inout SplitMix) -> [UInt8] {
        var shapes = ""
        for _ in 0..<(3 + Int(random.next() % 4)) {
            let x = Int(random.next() % UInt64(side * 3 / 4))
            let y = Int(random.next() % UInt64(side * 3 / 4))
            let size = side / 8 + Int(random.next() % UInt64(side / 3))
            let color = String(format: "#%06x", Int(random.next() % 0xFFFFFF))
            if random.next() % 2 == 0 {
                shapes +=
                    "<circle cx=\"\(x + size / 2)\" cy=\"\(y + size / 2)\" r=\"\(size / 2)\" fill=\"\(color)\" stroke=\"black\" stroke-width=\"\(side / 60 + 1)\"/>"
            } else {
                shapes +=
                    "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(size)\" height=\"\(size * 2 / 3)\" fill=\"\(color)\" stroke=\"black\" stroke-width=\"\(side / 60 + 1)\"/>"
            }
        }
        return Array(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(side)\" height=\"\(side)\" viewBox=\"0 0 \(side) \(side)\">\(shapes)</svg>"
                .utf8)
    }

    /// A symbol as a PNG: filled discs and bars with black outlines on transparency.
    static func png(side: Int, random: inout SplitMix) -> [UInt8] {
        var rgba = [UInt8](repeating: 0, count: side * side * 4)
        for _ in 0..<(3 + Int(random.next() % 4)) {
            let cx = Int(random.next() % UInt64(side))
            let cy = Int(random.next() % UInt64(side))
            let radius = side / 10 + Int(random.next() % UInt64(side / 4))
            let color: [UInt8] = [UInt8(random.next() % 256), UInt8(random.next() % 256), UInt8(random.next() % 256), 255]
            let outline = max(2, side / 60)
            let isDisc = random.next() % 2 == 0
            for y in max(0, cy - radius)..<min(side, cy + radius) {
                for x in max(0, cx - radius)..<min(side, cx + radius) {
                    let dx = x - cx
                    let dy = y - cy
                    let inside: Bool
                    let edge: Bool
                    if isDisc {
                        let distance = dx * dx + dy * dy
                        inside = distance < radius * radius
                        edge = distance > (radius - outline) * (radius - outline)
                    } else {
                        inside = abs(dy) < radius / 2
                        edge = abs(dy) > radius / 2 - outline || abs(dx) > radius - outline
                    }
                    guard inside else { continue }
                    let index = (y * side + x) * 4
                    let pixel = edge ? [0, 0, 0, 255] : color
                    rgba.replaceSubrange(index..<(index + 4), with: pixel)
                }
            }
        }
        return PixelImage(width: side, height: side, rgba: rgba).pngBytes() ?? []
    }
}

/// A small, fast, seeded random generator (SplitMix64), so the set is the same every run.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
