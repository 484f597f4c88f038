import Testing

@testable import TalkGrid

@Suite("Authoring: checking an edit before saving")
struct EditReviewTests {
    @Test("an edit that adds an error is caught; one that keeps the set clean passes")
    func newErrors() throws {
        let (source, set, documents) = try AuthoringTestSets.shipped()
        var unlabel = SetCell(boardID: "home", slot: GridSlot(row: 0, column: 0))
        unlabel.label = .remove
        let broken = try AuthoringTestSets.reload(try unlabel.applied(to: documents), over: source)
        let review = EditReview(before: set, after: broken)
        #expect(!review.isAcceptable)
        #expect(review.newErrors.contains { $0.code == "missing-label" && $0.file == "sets/first-words/boards/home.obf" })

        var relabel = SetCell(boardID: "home", slot: GridSlot(row: 0, column: 0))
        relabel.label = .set("I would like")
        let fine = try AuthoringTestSets.reload(try relabel.applied(to: documents), over: source)
        #expect(EditReview(before: set, after: fine).isAcceptable)
    }

    @Test("errors the set already had are not the edit's fault, and fixed ones are counted")
    func existingErrors() {
        let old = Diagnostic(
            .error, code: "missing-label", ButtonFieldsCheck.buttonNoLabel(), file: "a.obf",
            position: TextPosition(line: 3, column: 1, offset: 9))
        var moved = old
        moved.line = 7
        let other = Diagnostic(.error, code: "invalid-color", .colorUnreadable(field: "border_color", found: "1"), file: "a.obf")
        let warning = Diagnostic(.warning, code: "word-moves", DescriptionCheck.noDescription(), file: "a.obf")
        #expect(EditReview(before: [old], after: [moved, warning]).isAcceptable)
        #expect(EditReview(before: [old], after: [moved, moved]).newErrors.count == 1)
        #expect(EditReview(before: [old, other], after: [moved]).fixedErrorCount == 1)
    }
}
