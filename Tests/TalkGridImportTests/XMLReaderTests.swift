import Testing

@testable import TalkGridImport

@Suite("XML reader (libxml2, no DTD, no entities, no network)")
struct XMLReaderTests {
    @Test("elements, attributes, own text, rich text and lines come through")
    func readsElements() throws {
        let xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <Grid>
              <Cell X="2" Y="1" Note="salt &amp; pepper &#38; &lt;more&gt;" xsi:nil="true"><Caption><p><s><r>hello</r></s><s><r> you</r></s></p></Caption></Cell>
              <Name>caf&#233; &amp; more</Name>
            </Grid>
            """
        let root = try XMLReader.parse(Array(xml.utf8), file: "grid.xml")
        #expect(root.name == "Grid")
        let cell = try #require(root.child("Cell"))
        #expect(cell.attribute("X") == "2" && cell.attribute("Y") == "1")
        #expect(cell.attribute("Note") == "salt & pepper & <more>" && cell.attribute("xsi:nil") == "true")
        #expect(cell.line == 3)
        #expect(cell.child("Caption")?.allText == "hello you")
        #expect(root.child("Name")?.text == "café & more")
    }

    @Test("a billion-laughs file is refused at its DOCTYPE, before any entity is declared")
    func refusesBillionLaughs() {
        var xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n<!ENTITY lol \"lol\">\n"
        xml += "<!ENTITY lol1 \"&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;\">\n"
        for level in 2...9 {
            xml += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">\n"
        }
        xml += "]>\n<Grid><Caption>&lol9;</Caption></Grid>\n"
        #expect(throws: XMLReadError.documentTypeDeclaration(file: "bomb.xml", line: 2)) {
            try XMLReader.parse(Array(xml.utf8), file: "bomb.xml")
        }
    }

    @Test("an external entity is never read: the file is refused and names no file content")
    func refusesExternalEntity() {
        let xml = """
            <?xml version="1.0"?>
            <!DOCTYPE Grid [ <!ENTITY secret SYSTEM "file:///etc/passwd"> ]>
            <Grid><Caption>&secret;</Caption></Grid>
            """
        do {
            _ = try XMLReader.parse(Array(xml.utf8), file: "xxe.xml")
            Issue.record("an external entity was accepted")
        } catch {
            #expect(error == .documentTypeDeclaration(file: "xxe.xml", line: 2))
            #expect(!error.description.contains("root:"))
        }
    }

    @Test("an external DTD by address is refused, not fetched")
    func refusesExternalDTD() {
        let xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE Grid SYSTEM \"http://127.0.0.1:9/grid.dtd\">\n<Grid/>"
        #expect(throws: XMLReadError.documentTypeDeclaration(file: "dtd.xml", line: 2)) {
            try XMLReader.parse(Array(xml.utf8), file: "dtd.xml")
        }
    }

    @Test("an undeclared entity and broken XML are located errors")
    func malformed() {
        #expect(throws: XMLReadError.self) { try XMLReader.parse(Array("<Grid>&nope;</Grid>".utf8), file: "e.xml") }
        do {
            _ = try XMLReader.parse(Array("<Grid>\n<Cell>\n</Grid>".utf8), file: "broken.xml")
            Issue.record("broken XML was accepted")
        } catch {
            guard case .malformed(let file, let line, _, let reason) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(file == "broken.xml" && line == 3 && !reason.isEmpty)
            #expect(error.description.hasPrefix("broken.xml:3:"))
        }
    }

    @Test("an XML file over the size limit is refused before parsing")
    func tooLarge() {
        let bytes = Array(("<Grid>" + String(repeating: "x", count: 2_000) + "</Grid>").utf8)
        #expect(throws: XMLReadError.tooLarge(file: "big.xml", bytes: bytes.count, limit: 1_000)) {
            try XMLReader.parse(bytes, file: "big.xml", maximumBytes: 1_000)
        }
    }

    @Test("nesting deeper than libxml2's bound is refused, not a stack overflow")
    func deepNesting() {
        let xml = String(repeating: "<a>", count: 5_000) + String(repeating: "</a>", count: 5_000)
        #expect(throws: XMLReadError.self) { try XMLReader.parse(Array(xml.utf8), file: "deep.xml") }
    }
}
