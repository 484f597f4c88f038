import TalkGridTestSupport
import Testing

@testable import TalkGrid

@Suite("OBF board decoding")
struct BoardDecoderTests {
    private func load(_ text: String, file: String = "board.obf") throws -> BoardSet {
        try BoardSetLoader.loadBoard(bytes: Array(text.utf8), file: file)
    }

    private func codes(_ set: BoardSet) -> [String] { set.diagnostics.map(\.code) }

    @Test("simple.obf loads its two buttons in a 2x2 grid with empty slots, keeping ext_ fields")
    func simple() throws {
        let set = try BoardSetLoader.loadBoard(bytes: try Fixtures.obfGemBytes("simple.obf"), file: "simple.obf")
        let board = try #require(set.root)
        #expect(board.cells.count == 2)
        #expect(board.grid.rows == 2 && board.grid.columns == 2)
        #expect(board.grid.slots.flatMap { $0 }.filter { $0 == nil }.count == 2)
        #expect(board.cells.allSatisfy { $0.imageID != nil && board.images[$0.imageID!] != nil })
        #expect(board.document["ext_speaker_best"] != nil || board.cells.count == 2)
        #expect(!set.diagnostics.contains { $0.severity == .error })
    }

    @Test("foreign.obf: labels in three scripts, missing locale and a short hex colour are warnings")
    func foreign() throws {
        let set = try BoardSetLoader.loadBoard(bytes: try Fixtures.obfGemBytes("foreign.obf"), file: "foreign.obf")
        let labels = try #require(set.root).cells.map(\.label).joined()
        #expect(labels.unicodeScalars.contains { (0x0900...0x097F).contains($0.value) })  // Devanagari
        #expect(labels.unicodeScalars.contains { (0x0600...0x06FF).contains($0.value) })  // Arabic
        #expect(labels.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) })  // Han
        #expect(codes(set).contains("missing-locale"))
        let colour = try #require(set.diagnostics.first { $0.code == "color-form" && $0.message.contains("#444") })
        #expect(colour.message.contains("#444"))
        #expect(colour.line > 0 && colour.path.hasSuffix("_color"))
    }

    @Test("a colour out of range is read clamped, with a located warning naming the values")
    func colourOutOfRange() throws {
        let set = try load(
            #"{"format": "open-board-0.1", "id": "b", "locale": "en", "buttons": [{"id": "1", "label": "x", "background_color": "rgb(999, -5, 0)"}], "grid": {"rows": 1, "columns": 1, "order": [["1"]]}}"#
        )
        #expect(try #require(set.root).cells.first?.backgroundColor == RGBAColor(red: 255, green: 0, blue: 0))
        let warning = try #require(set.diagnostics.first { $0.code == "color-out-of-range" })
        #expect(warning.severity == .warning)
        #expect(warning.message.contains("999, -5") && warning.message.contains("rgb(255, 0, 0)"))
        #expect(warning.line == 1 && warning.path.hasSuffix("background_color"))
    }

    @Test("a key given twice is a located warning (TalkGrid reads the first, other apps the last)")
    func duplicateKey() throws {
        let set = try load(
            #"{"format": "open-board-0.1", "id": "b", "locale": "en", "buttons": [{"id": "1", "label": "yes", "label": "no"}], "grid": {"rows": 1, "columns": 1, "order": [["1"]]}}"#
        )
        #expect(try #require(set.root).cells.first?.label == "yes")
        let warning = try #require(set.diagnostics.first { $0.code == "duplicate-key" })
        #expect(warning.severity == .warning && warning.path == "$.buttons[0].label")
        #expect(warning.column == 97 && warning.message.contains("first at line 1, column 81"))
        #expect(Validator.regraded(warning).severity == .error)
    }

    @Test("inline_images.obf decodes base64 data images")
    func inlineImages() throws {
        let set = try BoardSetLoader.loadBoard(bytes: try Fixtures.obfGemBytes("inline_images.obf"), file: "inline_images.obf")
        let board = try #require(set.root)
        #expect(board.images.values.contains { $0.data?.hasPrefix("data:image/png;base64,") == true })
        #expect(!codes(set).contains("missing-image"))
    }

    @Test("aboutme.json loads with a file-name warning and its links to absent boards reported")
    func aboutMe() throws {
        let set = try BoardSetLoader.loadBoard(bytes: try Fixtures.obfGemBytes("aboutme.json"), file: "aboutme.json")
        #expect(codes(set).contains("file-extension"))
        #expect(set.brokenLinks.count > 0)
        #expect(codes(set).filter { $0 == "broken-link" }.count == set.brokenLinks.count)
    }

    @Test(
        "files that are not boards are rejected with a clear reason",
        arguments: [
            ("hash.json", "no \"buttons\""), ("array.json", "an array"), ("string.json", "a string"),
            ("sfy.data", "property list"), ("grid.xml", "XML"),
        ])
    func notBoards(name: String, words: String) throws {
        let bytes = try Fixtures.obfGemBytes(name)
        #expect {
            _ = try BoardSetLoader.loadBoard(bytes: bytes, file: name)
        } throws: { error in
            let description = (error as? BoardLoadError)?.description ?? ""
            return description.contains(words) && description.hasPrefix(name) && description.contains("not a board")
        }
    }

    @Test("lenient quirks load and each becomes a located warning")
    func quirks() throws {
        let text = """
            {
              "id": 7,
              "locale": "en_US",
              "name": "Quirks",
              "buttons": [
                {"id": 1, "label": "red", "background_color": "#ff0000", "border_color": "rgb( 255, 0,  0) "},
                {"id": "2", "label": "go", "load_board": {"path": "other.obf"}, "action": ":ext_fancy"}
              ]
            }
            """
        let set = try load(text)
        let board = try #require(set.root)
        #expect(board.id == "7")
        #expect(board.locale == "en-US")
        #expect(board.grid.rows * board.grid.columns >= 2)
        #expect(board.cells[0].backgroundColor == RGBAColor(red: 255, green: 0, blue: 0))
        #expect(board.cells[0].borderColor == RGBAColor(red: 255, green: 0, blue: 0))
        #expect(board.cells[1].actions == [.unknown(":ext_fancy")])
        let found = codes(set)
        for code in ["missing-format", "numeric-id", "locale-form", "missing-grid", "color-form", "broken-link"] {
            #expect(found.contains(code), "expected \(code) in \(found)")
        }
        let locale = try #require(set.diagnostics.first { $0.code == "locale-form" })
        #expect(locale.line == 3 && locale.column == 13 && locale.path == "$.locale")
        let id = try #require(set.diagnostics.first { $0.code == "numeric-id" && $0.path == "$.id" })
        #expect(id.line == 2 && id.column == 9)
    }

    @Test("OBF actions are read, unknown ones kept rather than dropped")
    func actions() throws {
        let text = """
            {"format": "open-board-0.1", "id": "a", "locale": "en", "name": "A",
             "buttons": [{"id": "s", "label": "s", "actions": [":space", ":home", ":speak", ":clear", ":backspace", "+ing", ":ext_coughdrop_x", ":back"]}],
             "grid": {"rows": 1, "columns": 1, "order": [["s"]]}}
            """
        let cell = try #require(try load(text).root?.cells.first)
        #expect(cell.actions == [.space, .home, .speak, .clear, .backspace, .append("ing"), .unknown(":ext_coughdrop_x"), .back])
        #expect(cell.actions.map(\.obfText) == [":space", ":home", ":speak", ":clear", ":backspace", "+ing", ":ext_coughdrop_x", ":back"])
    }

    @Test("action and actions: every item of the list runs, repeats too; an action the list holds is the list's, another runs first")
    func actionAndList() throws {
        func actions(_ button: String) throws -> [CellAction] {
            let text = """
                {"format": "open-board-0.1", "id": "a", "locale": "en", "name": "A",
                 "buttons": [{"id": "s", "label": "s", \(button)}],
                 "grid": {"rows": 1, "columns": 1, "order": [["s"]]}}
                """
            return try #require(try load(text).root?.cells.first).actions
        }
        #expect(try actions(#""action": ":clear", "actions": [":speak", ":clear"]"#) == [.speak, .clear])
        #expect(try actions(#""action": ":clear", "actions": [":speak"]"#) == [.clear, .speak])
        #expect(try actions(#""actions": [":backspace", ":backspace"]"#) == [.backspace, .backspace])
        #expect(try actions(#""action": "+s""#) == [.append("s")])
    }

    @Test("grid ids that are not buttons leave the slot empty; unplaced buttons are reported")
    func gridProblems() throws {
        let text = """
            {"format": "open-board-0.1", "id": "g", "locale": "en", "name": "G",
             "buttons": [{"id": "a", "label": "a"}, {"id": "b", "label": "b"}],
             "grid": {"rows": 1, "columns": 2, "order": [["a", "zz"]]}}
            """
        let set = try load(text)
        #expect(set.root?.grid.slots == [["a", nil]])
        let unknown = try #require(set.diagnostics.first { $0.code == "grid-unknown-button" })
        #expect(unknown.path == "$.grid.order[0][1]" && unknown.line == 3)
        #expect(codes(set).contains("button-not-in-grid"))
    }

    @Test("a TalkGrid icon keeps its glyph through ext_talkgrid_glyph or its SVG data URI alone")
    func glyphs() throws {
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><text x="50" y="50">🍎</text></svg>"#
        let uri = "data:image/svg+xml;base64," + Base64.encode(Array(svg.utf8))
        let text = """
            {"format": "open-board-0.1", "id": "g", "locale": "en", "name": "G", "ext_talkgrid_glyph": "🏠",
             "buttons": [{"id": "a", "label": "apple", "image_id": "i1"}, {"id": "b", "label": "b", "image_id": "i2"}],
             "grid": {"rows": 1, "columns": 2, "order": [["a", "b"]]},
             "images": [{"id": "i1", "data": "\(uri)"}, {"id": "i2", "ext_talkgrid_glyph": "🥤", "url": "https://example.org/x.png"}]}
            """
        let board = try #require(try load(text).root)
        #expect(board.glyph == "🏠")
        #expect(board.glyph(for: board.cells[0]) == "🍎")
        #expect(board.glyph(for: board.cells[1]) == "🥤")
    }

    @Test(
        "reading then writing an unchanged fixture board gives the same JSON document",
        arguments: ["simple.obf", "inline_images.obf", "foreign.obf", "aboutme.json"])
    func roundTrip(name: String) throws {
        let set = try BoardSetLoader.loadBoard(bytes: try Fixtures.obfGemBytes(name), file: name)
        let board = try #require(set.root)
        let written = JSONWriter.prettyBytes(board.document)
        let reread = try BoardSetLoader.loadBoard(bytes: written, file: name)
        #expect(reread.root?.document == board.document)
        #expect(reread.root?.cells == board.cells)
        #expect(reread.root?.document.members?.map(\.key) == board.document.members?.map(\.key))
    }
}

@Suite("Board file errors")
struct BoardFileErrorTests {
    @Test("invalid UTF-8 inside a JSON board is located, not called a binary file")
    func invalidUTF8() throws {
        let bytes = Array("{\"id\": \"a\",\n \"buttons\": [{\"id\": \"b\", \"label\": \"".utf8) + [0xFF] + Array("\"}]}".utf8)
        #expect {
            _ = try BoardSetLoader.loadBoard(bytes: bytes, file: "bad.obf")
        } throws: { error in
            guard case .invalidJSON(let diagnostic) = error as? BoardLoadError else { return false }
            return diagnostic.line == 2 && diagnostic.message.contains("UTF-8")
        }
    }
}
