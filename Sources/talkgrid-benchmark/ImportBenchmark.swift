import Foundation
import TalkGrid
import TalkGridImport
import TalkGridStorage

/// Time and peak memory of `talkgrid import` of other apps' files: a generated Grid 3 gridset of
/// 300 grids, 15,000 cells and 5,000 pictures, and a generated AsTeRICS Grid file of 100 grids,
/// each next to `talkgrid import` of the `.obz` TalkGrid exports from the imported set (the same
/// boards, cells and pictures), measured in the same run.
struct ImportBenchmark {
    let talkgrid: String
    var runs = 5

    func run(into report: inout BenchmarkReport) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("talkgrid-benchmark-import")
        try? FileManager.default.removeItem(at: folder)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let gridset = folder.appendingPathComponent("generated.gridset").path
        let asterics = folder.appendingPathComponent("generated.grd").path
        do {
            try ZipWriter.write(Self.generatedGridset(grids: 300, cellsPerGrid: 50, pictures: 5_000, pictureBytes: 6_000), to: gridset)
            try AtomicFile.write(
                Self.generatedAsterics(grids: 100, elementsPerGrid: 40, embeddedEvery: 4, pictureBytes: 3_000), to: asterics)
        } catch {
            report.note("import", "could not write the generated files: \(error.description)")
            return
        }
        measure(gridset, label: "import-gridset-300-grids-15000-cells-5000-pictures", folder: folder, into: &report)
        measure(asterics, label: "import-asterics-100-grids", folder: folder, into: &report)
    }

    private func measure(_ path: String, label: String, folder: URL, into report: inout BenchmarkReport) {
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        let inProcess = measureTimes(runs) {
            guard case .converted(let set) = try? Importer.open(path) else { return }
            _ = set.files.count
        }
        report.add(label, "file size", Double(size) / 1_000_000, unit: "MB")
        report.add(label, "in-process conversion median", inProcess.median, unit: "ms")
        let imported = processRuns([talkgrid, "import", path], folder: folder, name: label + "-imported")
        report.add(label, "talkgrid import process median", imported.wall.median, unit: "ms")
        report.add(label, "talkgrid import CPU median", imported.cpu.median, unit: "ms")
        report.add(label, "talkgrid import peak memory", Double(imported.peakKilobytes), unit: "KiB")
        if imported.failures > 0 { report.note(label, "\(imported.failures) import run(s) failed") }

        // The reference: the same set as an .obz (exported by TalkGrid from the import), imported the same way.
        let set = folder.appendingPathComponent(label + "-reference-set").path
        let obz = folder.appendingPathComponent(label + "-reference.obz").path
        guard runProcess([talkgrid, "import", path, set]).status == 0, runProcess([talkgrid, "export", set, obz]).status == 0 else {
            report.note(label, "could not make the reference .obz")
            return
        }
        let obzSize = (try? FileManager.default.attributesOfItem(atPath: obz)[.size] as? Int) ?? 0
        report.add(label, "reference: .obz of the same set, size", Double(obzSize) / 1_000_000, unit: "MB")
        let reference = processRuns([talkgrid, "import", obz], folder: folder, name: label + "-reference-import")
        report.add(label, "reference: talkgrid import .obz process median", reference.wall.median, unit: "ms")
        report.add(label, "reference: talkgrid import .obz CPU median", reference.cpu.median, unit: "ms")
        report.add(label, "reference: talkgrid import .obz peak memory", Double(reference.peakKilobytes), unit: "KiB")
        report.add(label, "import CPU / .obz import CPU", imported.cpu.median / max(reference.cpu.median, 0.001), unit: "x")
    }

    /// Runs `arguments + [a new folder]` `runs` times, and once more for the peak memory.
    ///
    /// Each run imports into a folder of its own, and nothing is deleted until the benchmark ends:
    /// ext4 makes a file slowly while many inodes of its group were deleted in the last seconds
    /// (`recently_deleted` scans them), which would time the file system's bookkeeping of the
    /// previous run instead of the import (it took most of the CPU time in a profile).
    private func processRuns(_ arguments: [String], folder: URL, name: String) -> (
        wall: Timings, cpu: Timings, peakKilobytes: Int, failures: Int
    ) {
        var wall: [Double] = []
        var cpu: [Double] = []
        var failures = 0
        for index in 0..<runs {
            let run = runProcess(arguments + [folder.appendingPathComponent("\(name)-\(index)").path])
            wall.append(run.milliseconds)
            cpu.append(run.cpuMilliseconds)
            if run.status != 0 { failures += 1 }
        }
        let peak = peakMemory(arguments + [folder.appendingPathComponent("\(name)-peak").path])
        return (Timings(samples: wall), Timings(samples: cpu), peak, failures)
    }

    /// Incompressible bytes that start like a PNG (xorshift), as real pictures are.
    private static func picture(_ count: Int, seed: inout UInt64) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        for index in bytes.indices {
            seed ^= seed << 13
            seed ^= seed >> 7
            seed ^= seed << 17
            bytes[index] = UInt8(truncatingIfNeeded: seed)
        }
        bytes.replaceSubrange(0..<8, with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        return bytes
    }

    /// A gridset like a large school vocabulary: grids of 5 x 10 cells that speak words, jump on and back.
    static func generatedGridset(grids: Int, cellsPerGrid: Int, pictures: Int, pictureBytes: Int) -> [ZipWriter.Entry] {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        var entries: [ZipWriter.Entry] = []
        let columns = 10
        let perGrid = (pictures + grids - 1) / grids
        var pictureCount = 0
        for grid in 0..<grids {
            let name = String(format: "Grid %03d", grid)
            var xml = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<Grid>\n  <ColumnDefinitions>"
            xml += String(repeating: "<ColumnDefinition />", count: columns) + "</ColumnDefinitions>\n  <RowDefinitions>"
            xml += String(repeating: "<RowDefinition />", count: cellsPerGrid / columns) + "</RowDefinitions>\n  <Cells>\n"
            for cell in 0..<cellsPerGrid {
                let x = cell % columns
                let y = cell / columns
                var commands = ""
                var caption = "word \(grid)-\(cell)"
                if cell == 0 && grid + 1 < grids {
                    caption = String(format: "Grid %03d", grid + 1)
                    commands = "<Command ID=\"Jump.To\"><Parameter Key=\"grid\">\(caption)</Parameter></Command>"
                } else if cell == 1 {
                    caption = "back"
                    commands = "<Command ID=\"Jump.Back\" />"
                } else {
                    commands =
                        "<Command ID=\"Action.InsertText\"><Parameter Key=\"text\"><p><s><r>\(caption)</r></s></p></Parameter></Command>"
                }
                var image = ""
                if cell < perGrid && pictureCount < pictures {
                    let file = "\(x)-\(y)-0-text-0.png"
                    image = "<Image>\(file)</Image>"
                    entries.append(ZipWriter.Entry(path: "Grids/\(name)/\(file)", bytes: picture(pictureBytes, seed: &seed)))
                    pictureCount += 1
                }
                xml += "    <Cell X=\"\(x)\" Y=\"\(y)\"><Content><Commands>\(commands)</Commands>"
                xml += "<CaptionAndImage><Caption>\(caption)</Caption>\(image)</CaptionAndImage>"
                xml += "<Style><BasedOnStyle>Vocab cell</BasedOnStyle></Style></Content></Cell>\n"
            }
            xml += "  </Cells>\n</Grid>\n"
            entries.append(ZipWriter.Entry(path: "Grids/\(name)/grid.xml", bytes: Array(xml.utf8)))
        }
        let settings = "<GridSetSettings><StartGrid>Grid 000</StartGrid><Language>en-GB</Language></GridSetSettings>"
        let styles = "<StyleData><Styles><Style Key=\"Vocab cell\"><BackColour>#FFF2CCFF</BackColour></Style></Styles></StyleData>"
        entries.append(ZipWriter.Entry(path: "Settings0/settings.xml", bytes: Array(settings.utf8)))
        entries.append(ZipWriter.Entry(path: "Settings0/Styles/styles.xml", bytes: Array(styles.utf8)))
        return entries
    }

    /// An AsTeRICS Grid backup in three languages: grids of 5 x 8 elements, every `embeddedEvery`-th
    /// with an embedded picture, the others with a picture by web address.
    static func generatedAsterics(grids: Int, elementsPerGrid: Int, embeddedEvery: Int, pictureBytes: Int) -> [UInt8] {
        var seed: UInt64 = 0x2545_F491_4F6C_DD1D
        var list: [JSONNode] = []
        for grid in 0..<grids {
            var elements: [JSONNode] = []
            for index in 0..<elementsPerGrid {
                var actions: [JSONNode] = [.object([("modelName", "GridActionSpeak")])]
                if index == 0 && grid + 1 < grids {
                    actions = [.object([("modelName", "GridActionNavigate"), ("toGridId", JSONNode(.string("grid-\(grid + 1)")))])]
                } else if index == 1 {
                    actions = [.object([("modelName", "GridActionNavigate"), ("navType", "navigateToLastOpenedGrid")])]
                }
                let image: JSONNode =
                    index % embeddedEvery == 0
                    ? .object([("data", JSONNode(.string("data:image/png;base64," + Base64.encode(picture(pictureBytes, seed: &seed)))))])
                    : .object([("url", JSONNode(.string("https://symbols.example.org/\(grid)/\(index).png")))])
                elements.append(
                    .object([
                        ("id", JSONNode(.string("e\(grid)-\(index)"))), ("x", JSONNode(integerLiteral: index % 8)),
                        ("y", JSONNode(integerLiteral: index / 8)), ("width", 1), ("height", 1),
                        (
                            "label",
                            .object([
                                ("en", JSONNode(.string("word \(grid) \(index)"))), ("es", JSONNode(.string("palabra \(grid) \(index)"))),
                                ("de", JSONNode(.string("Wort \(grid) \(index)"))),
                            ])
                        ),
                        ("image", image), ("actions", .array(actions)), ("type", "ELEMENT_TYPE_NORMAL"),
                    ]))
            }
            list.append(
                .object([
                    ("id", JSONNode(.string("grid-\(grid)"))), ("modelName", "GridData"),
                    ("label", .object([("en", JSONNode(.string("Grid \(grid)"))), ("es", JSONNode(.string("Tablero \(grid)")))])),
                    ("rowCount", JSONNode(integerLiteral: (elementsPerGrid + 7) / 8)), ("gridElements", .array(elements)),
                ]))
        }
        let backup = JSONNode.object([("grids", .array(list)), ("metadata", .object([("homeGridId", "grid-0")]))])
        return [0xEF, 0xBB, 0xBF] + JSONWriter.prettyBytes(backup)
    }
}
