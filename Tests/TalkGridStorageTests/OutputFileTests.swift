import Foundation
import TalkGridTestSupport
import Testing

@testable import TalkGridStorage

/// The output rule as an editor would ask it, on real files: each refusal's reason, and the
/// paths it lets through.
@Suite("OutputFile: what a writer may write")
struct OutputFileTests {
    @Test("inside a set, the set itself, a wrong ending, another kind, an existing file, a folder; and what passes")
    func refusals() throws {
        let folder = try Fixtures.temporaryFolder("output-file")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let set = folder.appendingPathComponent("kid").path
        try FileManager.default.createDirectory(atPath: set + "/boards", withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: URL(fileURLWithPath: set + "/manifest.json"))
        let sheet = folder.appendingPathComponent("es.csv").path
        try Data("a,b\n".utf8).write(to: URL(fileURLWithPath: sheet))
        let parent = folder.path

        #expect(
            OutputFile.wav.refusal(writingTo: set + "/boards/home.obf", replace: true)?.reason
                == .insideBoardSet(set: set, instead: parent + "/home.wav"))
        #expect(OutputFile.obz.refusal(writingTo: set, replace: true)?.reason == .insideBoardSet(set: set, instead: parent + "/kid.obz"))
        #expect(
            OutputFile.pdf.refusal(writingTo: parent + "/sam.png", replace: false)?.reason
                == .wrongEnding(kind: .outputKindPdf, ending: ".pdf", instead: parent + "/sam.pdf"))
        #expect(
            OutputFile.wav.refusal(writingTo: sheet, replace: true)?.reason == .otherKind(kind: .outputKindWav, instead: parent + "/es.wav")
        )
        #expect(OutputFile.csv.refusal(writingTo: sheet, replace: false)?.reason == .exists)
        #expect(OutputFile.csv.refusal(writingTo: sheet, replace: true) == nil)
        #expect(
            OutputFile.pdf.refusal(writingTo: parent, replace: true)?.reason
                == .folder(kind: .outputKindPdf, instead: parent + "/boards.pdf"))
        #expect(OutputFile.pdf.refusal(writingTo: parent + "/NEW.PDF", replace: false) == nil)
        #expect(OutputFile.refusal(writingInto: set + "/sounds") != nil)
        #expect(OutputFile.refusal(writingInto: parent + "/sounds") == nil)
        #expect(
            OutputFile.wav.refusal(writingTo: sheet, replace: false)?.description
                == "not written: \(sheet) exists and is not a WAV sound, so it is not written over, even with --replace; choose another name, e.g. \(parent)/es.wav"
        )
    }
}
