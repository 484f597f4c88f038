import Foundation
import TalkGrid
import TalkGridPictures
import TalkGridPrint
import TalkGridShipped
import TalkGridTestSupport
import Testing

/// A small set for printing tests, its PDF written with the real printer and read back with
/// poppler's tools (`pdfinfo`, `pdftotext`, `pdftoppm`).
enum PrintFixture {
    /// The background of the "café" cell, found again in the rendered page.
    static let cafeBackground = (red: 200, green: 30, blue: 30)

    /// Three boards: the root "home" (Chinese and accented labels, a folder to "food", a
    /// hidden cell, a PNG, an SVG and a damaged picture), "food", and "orphan" that nothing opens.
    static func boardSet() throws -> BoardSet {
        func dataURI(_ bytes: [UInt8], type: String) -> String { "data:\(type);base64," + Data(bytes).base64EncodedString() }
        let apple = dataURI(Fixtures.picture("apple.png"), type: "image/png")
        let house = dataURI(Fixtures.picture("house.svg"), type: "image/svg+xml")
        let broken = dataURI(Fixtures.picture("truncated.png"), type: "image/png")
        let home = """
            {"format": "open-board-0.1", "id": "home", "locale": "en", "name": "Home", "ext_talkgrid_glyph": "🏠",
             "strings": {"es": {"more": "más", "café": "cafetería"}},
             "buttons": [
               {"id": "b1", "label": "我想喝水", "image_id": "apple"},
               {"id": "b2", "label": "café", "background_color": "rgb(200, 30, 30)"},
               {"id": "b3", "label": "élève", "image_id": "house", "background_color": "rgb(214, 232, 255)"},
               {"id": "b4", "label": "more", "load_board": {"id": "food", "path": "food.obf"}},
               {"id": "b5", "label": "secret", "hidden": true},
               {"id": "b6", "label": "broken", "image_id": "broken"}
             ],
             "images": [
               {"id": "apple", "data": "\(apple)", "width": 64, "height": 64},
               {"id": "house", "data": "\(house)"},
               {"id": "broken", "data": "\(broken)"}
             ],
             "grid": {"rows": 2, "columns": 3, "order": [["b1", "b2", "b3"], ["b4", "b5", "b6"]]}}
            """
        func plain(_ id: String, _ name: String, _ labels: [String]) -> String {
            let buttons = labels.enumerated().map { #"{"id": "c\#($0.offset)", "label": "\#($0.element)"}"# }
            let order = "[" + labels.indices.map { "\"c\($0)\"" }.joined(separator: ", ") + "]"
            return """
                {"format": "open-board-0.1", "id": "\(id)", "locale": "en", "name": "\(name)", "buttons": [\(buttons.joined(separator: ", "))],
                 "grid": {"rows": 1, "columns": \(labels.count), "order": [\(order)]}}
                """
        }
        let files = [
            "manifest.json": """
            {"format": "open-board-0.1", "root": "home.obf",
             "paths": {"boards": {"orphan": "orphan.obf", "food": "food.obf", "home": "home.obf"}}}
            """,
            "home.obf": home,
            "food.obf": plain("food", "Food", ["apple", "bread", "soup"]),
            "orphan.obf": plain("orphan", "Orphan", ["lonely"]),
        ]
        return try BoardSetLoader.loadSet(from: InMemoryBoardSetSource(displayName: "fixture", files: files.mapValues { Array($0.utf8) }))
    }

    /// Prints `set` to a PDF in `folder` and returns its path and the report.
    static func printed(
        _ set: BoardSet, settings: PrintSettings = PrintSettings(), boards: [String]? = nil, in folder: URL, name: String = "out.pdf",
        caregiverWords: InterfaceWords = ShippedContent.commandLineWords
    ) throws -> (path: String, report: PrintReport) {
        let path = folder.appendingPathComponent(name).path
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        let handle = try #require(FileHandle(forWritingAtPath: path))
        defer { try? handle.close() }
        let printer = SetPrinter(settings: settings, words: ShippedContent.englishWords, caregiverWords: caregiverWords)
        let report = try printer.print(
            set, boards: boards ?? PageOrder.boards(of: set), setName: "Fixture set", date: "2026-11-30",
            pictureBytes: { reference in
                guard let image = set.boards[reference.boardID]?.images[reference.imageID], let data = image.data else { return nil }
                return DataURI(data)?.bytes
            },
            write: { bytes in
                handle.write(Data(bytes))
                return true
            })
        return (path, report)
    }

    /// Runs one of poppler's tools and returns what it printed.
    static func poppler(_ tool: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw PopplerFailure(tool: tool, status: process.terminationStatus) }
        return String(decoding: data, as: UTF8.self)
    }

    struct PopplerFailure: Error {
        var tool: String
        var status: Int32
    }

    /// Page `page` rendered at 72 dots per inch (one pixel per point), decoded.
    static func rendered(_ path: String, page: Int, in folder: URL) throws -> PixelImage {
        let prefix = folder.appendingPathComponent("page-\(page)").path
        _ = try poppler("pdftoppm", ["-png", "-r", "72", "-f", "\(page)", "-l", "\(page)", "-singlefile", path, prefix])
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: prefix + ".png")))
        return try PictureDecoder().decode(bytes)
    }

    /// The text of one page, in reading order.
    static func text(_ path: String, page: Int) throws -> String {
        try poppler("pdftotext", ["-f", "\(page)", "-l", "\(page)", path, "-"])
    }
}
