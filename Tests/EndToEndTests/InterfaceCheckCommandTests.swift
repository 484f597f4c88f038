import Foundation
import TalkGridTestSupport
import Testing

/// `talkgrid interface-check`, as a translator meets it.
@Suite("talkgrid interface-check")
struct InterfaceCheckCommandTests {
    static let shippedLanguages = ["es", "pt", "fr", "zh", "de"]

    static func catalogue(_ language: String) -> String {
        Fixtures.repositoryRoot.appendingPathComponent("Interface/\(language).json").path
    }

    @Test("every shipped translation is complete", arguments: shippedLanguages)
    func shippedAreComplete(language: String) throws {
        let run = try TalkGridBinary.run(["interface-check", Self.catalogue(language)])
        #expect(run.status == 0, "\(run.output)\(run.error)")
        #expect(run.output.hasSuffix(": complete (\(language))\n"))
    }

    @Test("a translation with a text missing, a misspelt key and a wrong placeholder is told exactly what to fix")
    func incomplete() throws {
        let folder = try Fixtures.temporaryFolder("interface-check")
        defer { Fixtures.removeTemporaryFolder(folder) }
        var lines = try String(contentsOfFile: Self.catalogue("de"), encoding: .utf8).components(separatedBy: "\n")
        let back = try #require(lines.firstIndex { $0.contains(#""board.controlBack""#) })
        lines.remove(at: back)
        let opened = try #require(lines.firstIndex { $0.contains(#""board.noticeOpened""#) })
        lines[opened] = #"  "board.noticeOpened": "Geöffnet: {tafel}","#
        let speak = try #require(lines.firstIndex { $0.contains(#""board.controlSpeak""#) })
        lines[speak] = lines[speak].replacingOccurrences(of: "board.controlSpeak", with: "board.controlSpeek")
        let file = folder.appendingPathComponent("de.json").path
        try lines.joined(separator: "\n").write(toFile: file, atomically: true, encoding: .utf8)

        let run = try TalkGridBinary.run(["interface-check", file])
        #expect(run.status == 1)
        let findings = run.output.split(separator: "\n").map(String.init)
        #expect(
            findings.contains {
                $0.hasPrefix("\(file):\(speak + 1):3: error: [interface-unknown-text]") && $0.contains(#"is it "board.controlSpeak"?"#)
            })
        #expect(findings.contains { $0.hasPrefix("\(file):\(opened + 1):") && $0.contains("{board} is missing") })
        #expect(findings.contains { $0.contains("[interface-missing-text]") && $0.contains(#""board.controlBack" (English: "Back")"#) })
        #expect(findings.last == "\(file): 5 findings, 2 missing texts")
    }

    @Test("no file is a usage error; --lang names the language of a file named otherwise")
    func usage() throws {
        #expect(try TalkGridBinary.run(["interface-check"]).status == 2)
        let run = try TalkGridBinary.run(["interface-check", Self.catalogue("zh"), "--lang", "zh-Hans"])
        #expect(run.status == 0 && run.output.contains("complete (zh-Hans)"), "\(run.output)")
    }
}
