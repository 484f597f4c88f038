import Foundation
import TalkGrid
import TalkGridStorage

/// Time and peak memory of opening a board set (`talkgrid info`), on a generated large `.obz`
/// (about 80 boards, 4,500 images, 70 MB) and on the reference library's `pageset.obz`, next to a
/// Python reader of the same archives (zipfile + json) measured in the same run.
struct LoadBenchmark {
    let talkgrid: String
    var runs = 15

    func run(into report: inout BenchmarkReport) {
        let generated = FileManager.default.temporaryDirectory.appendingPathComponent("talkgrid-benchmark-large.obz").path
        if !FileManager.default.fileExists(atPath: generated) {
            do {
                try ZipWriter.write(Self.generatedSet(boards: 80, images: 4_500, imageBytes: 15_500), to: generated)
            } catch {
                report.note("load", "could not write the generated set: \(error)")
                return
            }
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: generated)[.size] as? Int) ?? 0
        report.note("load", "generated set: \(size / 1_000_000) MB at \(generated)")
        measure(path: generated, label: "generated-80-boards-4500-images", into: &report)
        let pageset = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/fixtures/obf-gem/pageset.obz").path
        if FileManager.default.fileExists(atPath: pageset) {
            measure(path: pageset, label: "pageset.obz", into: &report)
        }
    }

    private func measure(path: String, label: String, into report: inout BenchmarkReport) {
        let inProcess = measureTimes(runs) {
            guard let opened = try? OpenedBoardSet(path: path) else { return }
            _ = BoardSetSummary(opened.boardSet)
        }
        report.add(label, "in-process open+load median", inProcess.median, unit: "ms")
        report.add(label, "in-process open+load p99", inProcess.p99, unit: "ms")
        let command = measureProcess(runs, [talkgrid, "info", path, "--json"])
        report.add(label, "talkgrid info --json process median", command.0.median, unit: "ms")
        report.add(label, "talkgrid info --json CPU median", command.cpu.median, unit: "ms")
        report.add(label, "talkgrid info peak memory", Double(command.peakKilobytes), unit: "KiB")
        let script = """
            import json, sys, zipfile
            z = zipfile.ZipFile(sys.argv[1])
            m = json.loads(z.read('manifest.json'))
            n = 0
            for p in m['paths']['boards'].values():
                try: n += len(json.loads(z.read(p)).get('buttons', []))
                except KeyError: pass
            print(n)
            """
        let python = measureProcess(runs, ["python3", "-c", script, path])
        report.add(label, "reference: python zipfile+json process median", python.0.median, unit: "ms")
        report.add(label, "reference: python CPU median", python.cpu.median, unit: "ms")
        report.add(label, "reference: python peak memory", Double(python.peakKilobytes), unit: "KiB")
        if python.0.median > 0 {
            report.add(label, "python CPU / talkgrid CPU", python.cpu.median / max(command.cpu.median, 0.001), unit: "x")
        }
    }

    /// A large set like a real symbol-rich communication book: boards of 7 x 8 buttons, each with a PNG-sized image.
    static func generatedSet(boards: Int, images: Int, imageBytes: Int) -> [ZipWriter.Entry] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15  // xorshift: incompressible like real PNGs, and fast
        var entries: [ZipWriter.Entry] = []
        var boardPaths: [(String, JSONNode)] = []
        var imagePaths: [(String, JSONNode)] = []
        let perBoard = (images + boards - 1) / boards
        var imageIndex = 0
        for boardIndex in 0..<boards {
            var buttons: [JSONNode] = []
            var imageNodes: [JSONNode] = []
            var order: [JSONNode] = []
            var row: [JSONNode] = []
            for buttonIndex in 0..<perBoard where imageIndex < images {
                let buttonID = "b\(buttonIndex)"
                let imageID = "img\(imageIndex)"
                let imagePath = "images/\(imageID).png"
                var button: [(String, JSONNode)] = [
                    ("id", JSONNode(.string(buttonID))), ("label", JSONNode(.string("word \(imageIndex)"))),
                    ("image_id", JSONNode(.string(imageID))),
                ]
                if buttonIndex == 0 && boardIndex + 1 < boards {
                    button.append(
                        (
                            "load_board",
                            .object([
                                ("id", JSONNode(.string("board\(boardIndex + 1)"))),
                                ("path", JSONNode(.string("boards/board\(boardIndex + 1).obf"))),
                            ])
                        ))
                }
                buttons.append(.object(button))
                imageNodes.append(
                    .object([
                        ("id", JSONNode(.string(imageID))), ("path", JSONNode(.string(imagePath))), ("content_type", "image/png"),
                        ("width", 300), ("height", 300),
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
                entries.append(ZipWriter.Entry(path: imagePath, bytes: bytes))
                row.append(JSONNode(.string(buttonID)))
                if row.count == 8 {
                    order.append(.array(row))
                    row = []
                }
                imageIndex += 1
            }
            if !row.isEmpty { order.append(.array(row + Array(repeating: nil, count: 8 - row.count))) }
            let board = JSONNode.object([
                ("format", "open-board-0.1"), ("id", JSONNode(.string("board\(boardIndex)"))), ("locale", "en"),
                ("name", JSONNode(.string("Board \(boardIndex)"))), ("buttons", .array(buttons)),
                ("grid", .object([("rows", JSONNode(.number(JSONNumber(order.count)))), ("columns", 8), ("order", .array(order))])),
                ("images", .array(imageNodes)),
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
}
