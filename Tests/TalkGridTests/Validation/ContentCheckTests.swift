import TalkGrid
import Testing

private typealias B = ValidationTestBoards

@Suite("Validation: images, sounds, actions, translations, licences")
struct ContentCheckTests {
    private let button = #"{"id": "1", "label": "want", "image_id": "i"}"#

    @Test("a well-formed image and sound pass")
    func wellFormedMedia() throws {
        let text = B.board(
            buttons: #"{"id": "1", "label": "want", "image_id": "i", "sound_id": "s"}"#,
            images: #"[{"id": "i", "width": 10, "height": 10, "content_type": "image/svg+xml", "data": "data:image/svg+xml,%3Csvg/%3E"}]"#,
            sounds: #"[{"id": "s", "duration": 1.5, "content_type": "audio/mpeg", "data": "data:audio/mpeg;base64,SUQz"}]"#)
        let findings = try B.validate(text)
        #expect(findings.isEmpty, "\(findings.map(\.description))")
    }

    @Test("image fields: size, content type, data URI, symbol, each located at its value")
    func imageFields() throws {
        let text = B.board(
            buttons: button,
            images:
                #"[{"id": "i", "width": "big", "content_type": "text/plain", "data": "data:image/png;base64,@@@", "symbol": {"set": 3}}]"#)
        let findings = try B.validate(text)
        #expect(findings.has("invalid-media-size", at: #""big""#, in: text))
        #expect(findings.has("invalid-content-type", at: #""text/plain""#, in: text))
        #expect(findings.has("invalid-data-uri", at: #""data:image/png"#, in: text))
        #expect(findings.has("invalid-symbol", at: #"{"set": 3}"#, in: text))
        #expect(findings.with("invalid-data-uri").first?.path == "$.images[0].data")
    }

    @Test("missing-content-type is a warning; missing-media and path-outside-set for a single .obf")
    func imageSources() throws {
        let text = B.board(buttons: button, images: #"[{"id": "i", "path": "images/i.png"}]"#)
        let findings = try B.validate(text)
        #expect(findings.has("missing-content-type", at: #"{"id": "i""#, in: text))
        #expect(findings.has("path-outside-set", at: #""images/i.png""#, in: text))
        #expect(findings.has("missing-media", at: #"{"id": "i""#, in: text))
        #expect(findings.with("missing-media").first?.severity == .error)
        let withURL = B.board(buttons: button, images: #"[{"id": "i", "url": "https://example.org/i.png", "content_type": "image/png"}]"#)
        #expect(try B.validate(withURL).isEmpty)
    }

    @Test("invalid-duration: a sound's duration must be above 0")
    func soundDuration() throws {
        let text = B.board(sounds: #"[{"id": "s", "duration": -1, "content_type": "audio/mpeg", "url": "https://example.org/s.mp3"}]"#)
        #expect(try B.validate(text).has("invalid-duration", at: "-1", in: text))
    }

    @Test("dangling image_id and sound_id are errors at the id")
    func danglingIDs() throws {
        let text = B.board(buttons: #"{"id": "1", "label": "want", "image_id": "nope", "sound_id": "gone"}"#)
        let findings = try B.validate(text)
        #expect(findings.has("missing-image", at: #""nope""#, in: text))
        #expect(findings.has("missing-sound", at: #""gone""#, in: text))
        #expect(findings.with("missing-image").first?.severity == .error)
    }

    @Test("a dangling image_id after a button that is not an object is found at its own button")
    func danglingIDAfterNonObject() throws {
        let text = B.board(
            buttons: #""oops", {"id": "1", "label": "want", "ext_talkgrid_glyph": "👉"}, {"id": "2", "label": "eat", "image_id": "nope"}"#,
            grid: #"{"rows": 1, "columns": 2, "order": [["1", "2"]]}"#)
        let missing = try #require(try B.validate(text).with("missing-image").first)
        #expect(missing.path == "$.buttons[2].image_id")
        #expect(try B.validate(text).has("missing-image", at: #""nope""#, in: text))
    }

    @Test("duplicate image and sound ids are errors")
    func duplicateMedia() throws {
        let text = B.board(
            buttons: button,
            images:
                #"[{"id": "i", "url": "https://e.org/a.png", "content_type": "image/png"}, {"id": "i", "url": "https://e.org/b.png", "content_type": "image/png"}]"#,
            sounds:
                #"[{"id": "s", "url": "https://e.org/a.mp3", "content_type": "audio/mpeg"}, {"id": "s", "url": "https://e.org/b.mp3", "content_type": "audio/mpeg"}]"#
        )
        let findings = try B.validate(text)
        #expect(findings.has("duplicate-image-id", at: #""i""#, in: text, occurrence: 3))
        #expect(findings.has("duplicate-sound-id", at: #""s""#, in: text, occurrence: 2))
    }

    @Test("actions: \":clear\" passes (the reference rejects it), \"clear\" and a number in actions fail, \":dance\" is unknown")
    func actions() throws {
        let good = B.board(
            buttons:
                #"{"id": "1", "label": "x", "ext_talkgrid_glyph": "✖", "action": ":clear", "actions": [":space", "+ing", ":ext_app_do"]}"#)
        #expect(try B.validate(good).isEmpty)
        let bad = B.board(buttons: #"{"id": "1", "label": "x", "ext_talkgrid_glyph": "✖", "action": "clear", "actions": [7, ":dance"]}"#)
        let findings = try B.validate(bad)
        #expect(findings.has("invalid-action", at: #""clear""#, in: bad))
        #expect(findings.has("invalid-action", at: "7", in: bad))
        #expect(findings.has("unknown-action", at: #"":dance""#, in: bad))
        let notList = B.board(buttons: #"{"id": "1", "label": "x", "ext_talkgrid_glyph": "✖", "actions": ":space"}"#)
        #expect(try B.validate(notList).has("invalid-action", at: #"":space""#, in: notList))
    }

    @Test("a folder that clears is valid; in a list, the action that cannot work is the one named, at its place")
    func actionsOnAFolder() throws {
        let folder = B.board(
            buttons: #"{"id": "1", "label": "I want", "ext_talkgrid_glyph": "🙋", "action": ":clear", "load_board": {"id": "b"}}"#)
        #expect(try B.validate(folder).with("invalid-action").isEmpty && B.validate(folder).with("unknown-action").isEmpty)
        let list = B.board(
            buttons: #"{"id": "1", "label": "x", "ext_talkgrid_glyph": "✖", "actions": [":speak", ":dance", "+", ":clear"]}"#)
        let findings = try B.validate(list)
        #expect(findings.has("unknown-action", at: #"":dance""#, in: list))
        #expect(findings.with("unknown-action").first?.path == "$.buttons[0].actions[1]")
        #expect(findings.has("invalid-action", at: #""+""#, in: list))
        let empty = try #require(findings.with("invalid-action").first)
        #expect(empty.path == "$.buttons[0].actions[2]" && empty.severity == .error)
        #expect(findings.with("invalid-action").count == 1 && findings.with("unknown-action").count == 1)
    }

    @Test("unused-translation: a strings entry that matches no label, vocalization or name, located at its key")
    func translations() throws {
        let text = B.board(
            extra: #""strings": {"es": {"want": "quiero", "Board home": "Inicio", "wnat": "quiero"}}"#,
            buttons: #"{"id": "1", "label": "want", "ext_talkgrid_glyph": "👉"}"#)
        let findings = try B.validate(text)
        #expect(findings.with("unused-translation").count == 1)
        #expect(findings.has("unused-translation", at: #""wnat""#, in: text))
        #expect(findings.with("unused-translation").first?.path == #"$.strings.es.wnat"#)
    }

    @Test("invalid-license: licence fields must be text, the licence an object")
    func licence() throws {
        let good = B.board(extra: #""license": {"type": "CC-By", "author_name": "Kate", "author_email": "k@example.org"}"#)
        #expect(try B.validate(good).isEmpty)
        let bad = B.board(extra: #""license": {"type": "CC-By", "author_url": 5}"#)
        #expect(try B.validate(bad).has("invalid-license", at: "5", in: bad))
        let notObject = B.board(
            buttons: button, images: #"[{"id": "i", "url": "https://e.org/i.png", "content_type": "image/png", "license": "free"}]"#)
        #expect(try B.validate(notObject).has("invalid-license", at: #""free""#, in: notObject))
    }

    @Test("colours: rgb() passes, #hex is an error in the validator, garbage is an error")
    func colours() throws {
        let good = B.board(
            buttons:
                #"{"id": "1", "label": "x", "ext_talkgrid_glyph": "✖", "background_color": "rgb(1, 2, 3)", "border_color": "rgba(0,0,0,0.5)"}"#
        )
        #expect(try B.validate(good).isEmpty)
        let bad = B.board(
            buttons: ##"{"id": "1", "label": "x", "ext_talkgrid_glyph": "✖", "background_color": "#fff", "border_color": "blue-ish"}"##)
        let findings = try B.validate(bad)
        #expect(findings.has("color-form", at: ##""#fff""##, in: bad))
        #expect(findings.has("invalid-color", at: #""blue-ish""#, in: bad))
        #expect(findings.errors.count == 2)
    }

    @Test("colours: a channel out of range is an error in the validator, located at the value")
    func colourOutOfRange() throws {
        let bad = B.board(
            buttons:
                #"{"id": "1", "label": "x", "ext_talkgrid_glyph": "✖", "background_color": "rgb(999, -5, 0)", "border_color": "rgba(1,2,3,7)"}"#
        )
        let findings = try B.validate(bad)
        #expect(findings.has("color-out-of-range", at: #""rgb(999, -5, 0)""#, in: bad))
        #expect(findings.has("color-out-of-range", at: #""rgba(1,2,3,7)""#, in: bad))
        #expect(findings.errors.count == 2)
        #expect(DiagnosticCatalogue.rule(for: "color-out-of-range")?.explanation.description.contains("0 to 255") == true)
    }
}
