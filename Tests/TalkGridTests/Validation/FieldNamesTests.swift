import Testing

@testable import TalkGrid

/// The spec's field names, looked up by their bytes, answer as a set of texts would.
@Suite("Validation: the spec's field names")
struct FieldNamesTests {
    static let names: FieldNames = ["id", "label", "image_id", "load_board", "ünïcode"]

    @Test("each name is found; near misses, other lengths and the empty name are not")
    func membership() {
        for name in ["id", "label", "image_id", "load_board", "ünïcode"] { #expect(Self.names.contains(name)) }
        for name in ["", "i", "ids", "Id", "labels", "imageid", "image_ie", "load_boarD", "unicode", "a much longer name than any"] {
            #expect(!Self.names.contains(name))
        }
    }

    @Test("a name built at run time, and a long one on the heap, are found as literals are")
    func builtNames() {
        let long: FieldNames = ["copyright_notice_url"]
        #expect(long.contains(String(["copyright", "notice", "url"].joined(separator: "_"))))
        #expect(Self.names.contains(String("image_") + String("id")))
        #expect(!FieldNames().contains("id"))
    }

    @Test("the validator's lists answer like sets of their names")
    func validatorLists() {
        let button: Set<String> = [
            "id", "label", "vocalization", "image_id", "sound_id", "hidden", "background_color", "border_color", "action",
            "actions", "load_board", "top", "left", "width", "height",
        ]
        for name in button.union(["url", "translations", "ext_talkgrid_glyph", "path", "rows"]) {
            #expect(AttributeNamesCheck.buttonFields.contains(name) == button.contains(name), "\(name)")
        }
    }
}
