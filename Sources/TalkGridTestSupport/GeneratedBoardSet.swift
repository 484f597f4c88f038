import Foundation
import TalkGrid
import TalkGridPictures
import TalkGridStorage

/// The one generator of the benchmarks' (and the end-to-end tests') board sets: boards of a grid of buttons, linked, with or
/// without pictures, plain or shaped like a real CoughDrop export. Each benchmark takes a preset
/// (``coughDrop(boards:)``, ``symbolBook``, ``largeArchive``, ``folderTree(boards:)``); the same
/// settings give the same bytes every run.
public struct GeneratedBoardSet: Sendable {
    /// What the image files hold.
    public enum Pictures: Sendable {
        /// No images at all.
        case none
        /// One file of this many incompressible bytes after a PNG signature: present, never decodable.
        case noise(bytes: Int)
        /// One small PNG per image (16 x 16, a few hundred bytes): present and decodable, cheap to check.
        case smallPNG
        /// Real-looking symbols: drawn PNG and SVG pictures of 250–600 pixels (40% SVG, as in real sets).
        case symbols
        /// Line art as ARASAAC, PCS and Noun Project draw it: black strokes on a transparent
        /// background, PNG and SVG (40%), 250–600 pixels.
        case lineArt
    }

    /// How the boards link to each other.
    public enum Links: Sendable {
        /// Board i opens board i + 1 from its first cell.
        case chain
        /// Board i opens boards 3i + 1 ... 3i + 3 from its first three cells.
        case tree
        /// The root opens every other board; every other board opens the next one.
        case rootToAll
    }

    public var boards: Int
    public var rows = 7
    public var columns = 8
    /// The root board's own grid, when it differs.
    public var rootRows: Int? = nil
    public var rootColumns: Int? = nil
    /// How many cells of a board have a picture (the first ones); all when nil.
    public var picturedCells: Int? = nil
    public var rootPicturedCells: Int? = nil
    /// Every this-many-th slot is left empty (JSON null); none when nil.
    public var emptySlotEvery: Int? = nil
    public var pictures = Pictures.none
    public var links = Links.tree
    /// The last quarter of the boards is reached by no link (as in a real set with leftover boards).
    public var unreachableQuarter = false
    /// Words repeat across boards (every 7th board shares them), like a core vocabulary.
    public var sharedWords = false
    /// CoughDrop's shape: numeric button ids, its unprefixed fields (`default_layout`, `background`,
    /// an image's `protected`), licences and URLs everywhere, two cells without a label and two
    /// unknown actions.
    public var coughDrop = false
    /// With `.symbols`: a fifth of the pictures are SVGs as Adobe Illustrator saves them (a document
    /// type declaring the namespaces as entities, `&ns_svg;`), as in real CoughDrop sets.
    public var illustratorSVGs = false
    /// With `.lineArt`: the pictures' squares filled with this colour under the strokes (red, green,
    /// blue), as sets that colour their symbols by word class have them; transparent when nil. A
    /// screenshot then shows where each picture is drawn.
    public var lineArtBackground: (red: UInt8, green: UInt8, blue: UInt8)? = nil

    /// A CoughDrop-shaped set (about 55 KB of pretty-printed JSON a board), a small PNG per button.
    public static func coughDrop(boards: Int) -> GeneratedBoardSet {
        GeneratedBoardSet(boards: boards, pictures: .smallPNG, links: .tree, unreachableQuarter: true, coughDrop: true)
    }

    /// A symbol-rich set: 80 boards, an 11 x 16 root with 91 pictures, about 4,500 symbols of 250–600 pixels.
    public static var symbolBook: GeneratedBoardSet {
        GeneratedBoardSet(boards: 80, rootRows: 11, rootColumns: 16, rootPicturedCells: 91, pictures: .symbols, links: .rootToAll)
    }

    /// A line-art set like a real core vocabulary: 12 boards, an 11 x 16 root with a black
    /// line-art picture in every cell (as CoughDrop's Quick Core 112 with ARASAAC symbols).
    public static var lineArtBook: GeneratedBoardSet {
        GeneratedBoardSet(boards: 12, rootRows: 11, rootColumns: 16, pictures: .lineArt, links: .rootToAll)
    }

    /// A large archive: 80 boards of 7 x 8 with about 4,500 incompressible 15.5 KB image files (about 70 MB).
    public static var largeArchive: GeneratedBoardSet {
        GeneratedBoardSet(boards: 80, pictures: .noise(bytes: 15_500), links: .chain)
    }

    /// Many boards of words and folders, no pictures: every 11th slot empty, folders three deep and more.
    public static func folderTree(boards: Int) -> GeneratedBoardSet {
        GeneratedBoardSet(boards: boards, emptySlotEvery: 11, links: .tree, sharedWords: true)
    }

    /// The board's id in the set.
    public func boardID(_ index: Int) -> String { coughDrop ? "1_\(10_000 + index)" : "board\(index)" }

    /// Every file of the set, `manifest.json` first, as entry path and bytes.
    public func files() -> [(path: String, bytes: [UInt8])] {
        var random = SeededRandom(seed: 42)
        var files: [(path: String, bytes: [UInt8])] = []
        var boardPaths: [(String, JSONNode)] = []
        var imagePaths: [(String, JSONNode)] = []
        var imageIndex = 0
        let reachable = unreachableQuarter ? boards - boards / 4 : boards
        for boardIndex in 0..<boards {
            let isRoot = boardIndex == 0
            let (boardRows, boardColumns) = isRoot ? (rootRows ?? rows, rootColumns ?? columns) : (rows, columns)
            let pictured = (isRoot ? rootPicturedCells : nil) ?? picturedCells ?? boardRows * boardColumns
            var buttons: [JSONNode] = []
            var images: [JSONNode] = []
            var order: [JSONNode] = []
            for row in 0..<boardRows {
                var line: [JSONNode] = []
                for column in 0..<boardColumns {
                    let slot = row * boardColumns + column
                    if let every = emptySlotEvery, slot % every == every - 1 {
                        line.append(nil)
                        continue
                    }
                    let buttonID: JSONNode = coughDrop ? JSONNode(.number(JSONNumber(slot + 1))) : JSONNode(.string("b\(slot)"))
                    let target = linkTarget(board: boardIndex, slot: slot).flatMap { $0 < reachable ? $0 : nil }
                    let text =
                        target.map { coughDrop ? label(board: boardIndex, slot: slot) : "folder \($0)" }
                        ?? label(board: boardIndex, slot: slot)
                    var button: [(String, JSONNode)] = [("id", buttonID), ("label", JSONNode(.string(text)))]
                    if coughDrop {
                        button += [
                            ("left", nil), ("top", nil), ("width", nil), ("height", nil), ("border_color", "rgb(170, 170, 170)"),
                            ("background_color", "rgb(255, 255, 255)"), ("hidden", false),
                        ]
                    }
                    if slot < pictured, let picture = picture(index: imageIndex, random: &random) {
                        let imageID = coughDrop ? "1_\(200_000 + imageIndex)" : "img\(imageIndex)"
                        let path = coughDrop ? "images/image_\(imageID).\(picture.suffix)" : "images/\(imageID).\(picture.suffix)"
                        files.append((path, picture.bytes))
                        images.append(imageNode(id: imageID, path: path, picture: picture))
                        imagePaths.append((imageID, JSONNode(.string(path))))
                        button.append(("image_id", JSONNode(.string(imageID))))
                        imageIndex += 1
                    }
                    if coughDrop {
                        button.append(("ext_coughdrop_part_of_speech", "noun"))
                        if boardIndex == 2 && slot < 2 { button.append(("action", ":dance")) }
                    }
                    if let target { button.append(("load_board", link(to: target))) }
                    buttons.append(.object(button))
                    line.append(buttonID)
                }
                order.append(.array(line))
            }
            let path = "boards/\(boardID(boardIndex)).obf"
            let grid = JSONNode.object([
                ("rows", JSONNode(.number(JSONNumber(boardRows)))), ("columns", JSONNode(.number(JSONNumber(boardColumns)))),
                ("order", .array(order)),
            ])
            files.append((path, JSONWriter.prettyBytes(board(boardIndex, buttons: buttons, grid: grid, images: images))))
            boardPaths.append((boardID(boardIndex), JSONNode(.string(path))))
        }
        let manifest = JSONNode.object([
            ("format", "open-board-0.1"), ("root", JSONNode(.string("boards/\(boardID(0)).obf"))),
            ("paths", .object([("boards", .object(boardPaths)), ("images", .object(imagePaths)), ("sounds", .object([]))])),
        ])
        return [("manifest.json", JSONWriter.prettyBytes(manifest))] + files
    }

    /// The set as `.obz` entries.
    public func entries() -> [ZipWriter.Entry] {
        files().map { ZipWriter.Entry(path: $0.path, bytes: $0.bytes) }
    }

    /// Writes the set as a folder and, when `archive` is given, as an `.obz` too, unless both are
    /// already there from the same settings (a `.generated` file records them).
    public func write(folder: String?, archive: String?) throws {
        let manager = FileManager.default
        let stamp = Array("\(self)\n".utf8)
        let stampPaths = [folder.map { $0 + "/.generated" }, archive.map { $0 + ".generated" }].compactMap { $0 }
        let current = stampPaths.allSatisfy { path in (manager.contents(atPath: path).map { Array($0) } ?? []) == stamp }
        if current && [folder, archive].compactMap({ $0 }).allSatisfy(manager.fileExists(atPath:)) { return }
        let files = files()
        if let folder {
            try? manager.removeItem(atPath: folder)
            for file in files {
                let path = folder + "/" + file.path
                try manager.createDirectory(atPath: PathText.folder(of: path), withIntermediateDirectories: true)
                try Data(file.bytes).write(to: URL(fileURLWithPath: path))
            }
        }
        if let archive {
            try ZipWriter.write(files.map { ZipWriter.Entry(path: $0.path, bytes: $0.bytes) }, to: archive)
        }
        for path in stampPaths { try Data(stamp).write(to: URL(fileURLWithPath: path)) }
    }

    // MARK: Pieces

    private func label(board: Int, slot: Int) -> String {
        if coughDrop && board == 1 && slot < 2 { return "" }
        if sharedWords { return "word \(board % 7 == 0 ? 0 : board)-\(slot)" }
        return "word \(board)-\(slot)"
    }

    /// The board a cell opens, if it is a folder.
    private func linkTarget(board: Int, slot: Int) -> Int? {
        let target: Int
        switch links {
        case .chain: target = slot == 0 ? board + 1 : -1
        case .tree: target = slot < 3 ? 3 * board + 1 + slot : -1
        case .rootToAll: target = board == 0 ? slot + 1 : (slot == 0 ? board + 1 : -1)
        }
        return target > 0 && target < boards ? target : nil
    }

    private func link(to target: Int) -> JSONNode {
        let id = boardID(target)
        var members: [(String, JSONNode)] = [("id", JSONNode(.string(id)))]
        if coughDrop {
            members += [
                ("url", JSONNode(.string("https://app.example/example/board-\(target)"))),
                ("data_url", JSONNode(.string("https://app.example/api/v1/boards/example/board-\(target)"))),
            ]
        }
        members.append(("path", JSONNode(.string("boards/\(id).obf"))))
        return .object(members)
    }

    private func board(_ index: Int, buttons: [JSONNode], grid: JSONNode, images: [JSONNode]) -> JSONNode {
        var members: [(String, JSONNode)] = [
            ("format", "open-board-0.1"), ("id", JSONNode(.string(boardID(index)))), ("locale", "en"),
            ("name", JSONNode(.string("Board \(index)"))),
        ]
        if coughDrop {
            members += [
                ("default_layout", "landscape"), ("url", JSONNode(.string("https://app.example/example/board-\(index)"))),
                ("data_url", JSONNode(.string("https://app.example/api/v1/boards/example/board-\(index)"))),
                ("description_html", "built with CoughDrop"), ("license", .object([("type", "private"), ("author_name", "A Caregiver")])),
                ("background", .object([("color", "rgb(255, 255, 255)"), ("position", "stretch")])),
                (
                    "ext_coughdrop_settings",
                    .object([("private", true), ("key", JSONNode(.string("example/board-\(index)"))), ("word_suggestions", false)])
                ),
            ]
        }
        members += [("buttons", .array(buttons)), ("grid", grid)]
        if case .none = pictures {} else { members.append(("images", .array(images))) }
        if coughDrop { members.append(("sounds", .array([]))) }
        return .object(members)
    }

    private func imageNode(id: String, path: String, picture: Picture) -> JSONNode {
        guard coughDrop else {
            return .object([
                ("id", JSONNode(.string(id))), ("path", JSONNode(.string(path))), ("content_type", JSONNode(.string(picture.contentType))),
                ("width", JSONNode(.number(JSONNumber(picture.side)))), ("height", JSONNode(.number(JSONNumber(picture.side)))),
            ])
        }
        return .object([
            ("id", JSONNode(.string(id))), ("width", JSONNode(.number(JSONNumber(picture.side)))),
            ("height", JSONNode(.number(JSONNumber(picture.side)))), ("protected", false),
            ("protected_source", JSONNode(.string(picture.side % 2 == 0 ? "arasaac" : "mulberry"))),
            (
                "license",
                .object([
                    ("type", "CC BY-NC-SA"), ("copyright_notice_url", "https://creativecommons.org/licenses/by-nc-sa/3.0/"),
                    ("source_url", JSONNode(.string("https://symbols.example/symbols/\(id)"))), ("author_name", "Symbol Author"),
                    ("author_url", "https://symbols.example/"),
                ])
            ),
            ("url", JSONNode(.string("https://images.example/symbols/\(id).\(picture.suffix)"))),
            ("data_url", JSONNode(.string("https://app.example/api/v1/images/\(id)"))),
            ("content_type", JSONNode(.string(picture.contentType))), ("path", JSONNode(.string(path))),
        ])
    }

    /// One image file's bytes and what they are.
    private struct Picture {
        var bytes: [UInt8]
        var suffix: String
        var contentType: String
        var side: Int
    }

    private func picture(index: Int, random: inout SeededRandom) -> Picture? {
        switch pictures {
        case .none:
            return nil
        case .noise(let count):
            var bytes = [UInt8](repeating: 0, count: count)
            for offset in stride(from: 0, to: count, by: 8) {
                withUnsafeBytes(of: random.next()) { word in
                    for byte in 0..<min(8, count - offset) { bytes[offset + byte] = word[byte] }
                }
            }
            bytes.replaceSubrange(0..<min(8, count), with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A].prefix(count))
            return Picture(bytes: bytes, suffix: "png", contentType: "image/png", side: 300)
        case .smallPNG:
            return Picture(bytes: Self.png(side: 16, random: &random), suffix: "png", contentType: "image/png", side: 16)
        case .lineArt:
            let side = 250 + Int(random.next() % 351)
            return index % 5 == 2 || index % 5 == 4
                ? Picture(
                    bytes: Self.lineArtSVG(side: side, background: lineArtBackground, random: &random), suffix: "svg",
                    contentType: "image/svg+xml", side: side)
                : Picture(
                    bytes: Self.lineArtPNG(side: side, background: lineArtBackground, random: &random), suffix: "png",
                    contentType: "image/png", side: side)
        case .symbols:
            let side = 250 + Int(random.next() % 351)
            let isSVG = index % 5 == 2 || index % 5 == 4  // 40% SVG, like real sets
            if illustratorSVGs, index % 5 == 2 {
                let bytes = Self.illustratorSVG(Self.svg(side: side, random: &random))
                return Picture(bytes: bytes, suffix: "svg", contentType: "image/svg+xml", side: side)
            }
            return isSVG
                ? Picture(bytes: Self.svg(side: side, random: &random), suffix: "svg", contentType: "image/svg+xml", side: side)
                : Picture(bytes: Self.png(side: side, random: &random), suffix: "png", contentType: "image/png", side: side)
        }
    }

    /// A symbol as an SVG: a few filled shapes with black outlines.
    static func svg(side: Int, random: inout SeededRandom) -> [UInt8] {
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

    /// A line-art symbol as an SVG: a few black outlines, nothing filled.
    static func lineArtSVG(side: Int, background: (red: UInt8, green: UInt8, blue: UInt8)? = nil, random: inout SeededRandom)
        -> [UInt8]
    {
        var shapes =
            background.map {
                String(format: "<rect width=\"\(side)\" height=\"\(side)\" fill=\"#%02x%02x%02x\"/>", $0.red, $0.green, $0.blue)
            }
            ?? ""
        let stroke = side / 25 + 1
        for _ in 0..<(2 + Int(random.next() % 3)) {
            let x = side / 8 + Int(random.next() % UInt64(side / 2))
            let y = side / 8 + Int(random.next() % UInt64(side / 2))
            let size = side / 5 + Int(random.next() % UInt64(side / 4))
            shapes +=
                random.next() % 2 == 0
                ? "<circle cx=\"\(x + size / 2)\" cy=\"\(y + size / 2)\" r=\"\(size / 2)\" fill=\"none\" stroke=\"black\" stroke-width=\"\(stroke)\"/>"
                : "<path d=\"M\(x) \(y) L\(x + size) \(y + size) M\(x + size) \(y) L\(x) \(y + size)\" stroke=\"black\" stroke-width=\"\(stroke)\"/>"
        }
        return Array(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(side)\" height=\"\(side)\" viewBox=\"0 0 \(side) \(side)\">\(shapes)</svg>"
                .utf8)
    }

    /// A line-art symbol as a PNG: black rings and bars on transparency.
    public static func lineArtPNG(side: Int, background: (red: UInt8, green: UInt8, blue: UInt8)? = nil, random: inout SeededRandom)
        -> [UInt8]
    {
        var rgba = [UInt8](repeating: 0, count: side * side * 4)
        if let background {
            for index in stride(from: 0, to: rgba.count, by: 4) {
                rgba.replaceSubrange(index..<(index + 4), with: [background.red, background.green, background.blue, 255])
            }
        }
        let stroke = max(3, side / 25)
        for _ in 0..<(2 + Int(random.next() % 3)) {
            let cx = side / 4 + Int(random.next() % UInt64(side / 2))
            let cy = side / 4 + Int(random.next() % UInt64(side / 2))
            let radius = side / 8 + Int(random.next() % UInt64(side / 6))
            let isRing = random.next() % 2 == 0
            for y in max(0, cy - radius)..<min(side, cy + radius) {
                for x in max(0, cx - radius)..<min(side, cx + radius) {
                    let dx = x - cx
                    let dy = y - cy
                    let distance = dx * dx + dy * dy
                    let ink =
                        isRing
                        ? distance < radius * radius && distance > (radius - stroke) * (radius - stroke)
                        : abs(dy) < stroke / 2 + 1
                    guard ink else { continue }
                    let index = (y * side + x) * 4
                    rgba.replaceSubrange(index..<(index + 4), with: [0, 0, 0, 255])
                }
            }
        }
        return PixelImage(width: side, height: side, rgba: rgba).pngBytes() ?? []
    }

    /// The same symbol as Illustrator writes it: an XML declaration, a comment, and a document type
    /// whose entities name the namespaces the root element then uses.
    static func illustratorSVG(_ plain: [UInt8]) -> [UInt8] {
        let body = String(decoding: plain, as: UTF8.self).replacingOccurrences(
            of: "<svg xmlns=\"http://www.w3.org/2000/svg\"", with: "<svg version=\"1.1\" xmlns=\"&ns_svg;\" xmlns:xlink=\"&ns_xlink;\"")
        let head = """
            <?xml version="1.0" encoding="utf-8"?>
            <!-- Generator: Adobe Illustrator 16.0.0, SVG Export Plug-In . SVG Version: 6.00 Build 0)  -->
            <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [
            \t<!ENTITY ns_svg "http://www.w3.org/2000/svg">
            \t<!ENTITY ns_xlink "http://www.w3.org/1999/xlink">
            ]>

            """
        return Array((head + body).utf8)
    }

    /// A symbol as a PNG: filled discs and bars with black outlines on transparency.
    static func png(side: Int, random: inout SeededRandom) -> [UInt8] {
        var rgba = [UInt8](repeating: 0, count: side * side * 4)
        for _ in 0..<(3 + Int(random.next() % 4)) {
            let cx = Int(random.next() % UInt64(side))
            let cy = Int(random.next() % UInt64(side))
            let radius = max(1, side / 10 + Int(random.next() % UInt64(max(1, side / 4))))
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

extension GeneratedBoardSet: CustomStringConvertible {
    /// The settings, as recorded next to a written set to know whether it is current.
    public var description: String {
        "boards \(boards) grid \(rows)x\(columns) root \(rootRows ?? rows)x\(rootColumns ?? columns) pictured \(picturedCells ?? -1)/"
            + "\(rootPicturedCells ?? -1) empty \(emptySlotEvery ?? 0) pictures \(pictures) links \(links) "
            + "unreachable \(unreachableQuarter) shared \(sharedWords) coughdrop \(coughDrop) v1"
    }
}
