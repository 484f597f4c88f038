import Foundation
import TalkGridTestSupport
import Testing

/// The heavy C libraries (libzip, librsvg, pango and cairo, espeak-ng and its sound libraries) are opened
/// the first time TalkGrid uses them, never at start-up: a command that needs none of them starts
/// without mapping their shared objects, and one that speaks still opens espeak-ng and speaks.
@Suite("C libraries opened on first use")
struct LibraryLoadingTests {
    /// Libraries a command that draws, prints and speaks nothing must not open.
    static let heavy = [
        "libzip.so", "librsvg-2.so", "libpango-1.0.so", "libpangocairo-1.0.so", "libcairo.so", "libespeak-ng.so", "libpcaudio.so",
    ]

    /// The shared objects the dynamic loader opened while `talkgrid` ran (its `LD_DEBUG=files` report).
    static func run(_ arguments: [String]) throws -> (run: TalkGridBinary.Run, opened: Set<String>) {
        let run = try TalkGridBinary.run(arguments, environment: ["LD_DEBUG": "files"])
        let opened = run.error.split(separator: "\n").compactMap { line -> String? in
            guard let start = line.range(of: "file=") else { return nil }
            return String(line[start.upperBound...].prefix { $0 != " " && $0 != "\t" && $0 != "[" })
        }
        return (run, Set(opened))
    }

    @Test("talkgrid help opens none of them")
    func helpOpensNone() throws {
        let (run, opened) = try Self.run(["help"])
        #expect(run.status == 0)
        #expect(opened.contains { $0.hasPrefix("libc.so") }, "the loader's report is read: \(opened.sorted())")
        for library in Self.heavy {
            #expect(!opened.contains { $0.hasPrefix(library) }, "\(library) was opened at start-up")
        }
    }

    @Test("say --wav opens espeak-ng when it first speaks, and writes the speech")
    func sayOpensESpeak() throws {
        let folder = try Fixtures.temporaryFolder("library-loading")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let wav = folder.appendingPathComponent("hello.wav").path
        let (run, opened) = try Self.run(["say", "hello", "--wav", wav])
        #expect(run.status == 0, "\(run.error.suffix(500))")
        #expect(opened.contains { $0.hasPrefix("libespeak-ng.so") })
        let size = (try FileManager.default.attributesOfItem(atPath: wav)[.size] as? Int) ?? 0
        #expect(size > 10_000, "a spoken word is more than a WAV header: \(size) bytes")
        #expect(!opened.contains { $0.hasPrefix("librsvg-2.so") || $0.hasPrefix("libpangocairo-1.0.so") })
    }
}
