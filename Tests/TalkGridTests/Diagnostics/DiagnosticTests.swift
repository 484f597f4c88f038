import Testing

@testable import TalkGrid

/// A finding is a value although its fields sit in a shared box: a changed copy is its own.
@Suite("Diagnostics: a finding is a value")
struct DiagnosticTests {
    static let found = Diagnostic(
        .warning, code: "numeric-id", .jsonEmpty, file: "set/boards/home.obf", position: TextPosition(line: 12, column: 7, offset: 0),
        path: JSONPath.root.member("buttons").index(3).member("id"), subject: "id")

    @Test("changing a copy's fields leaves the original as it was")
    func copyOnWrite() {
        var changed = Self.found
        changed.severity = .error
        changed.line = 40
        changed.path = "$.images[0]"
        #expect(Self.found.severity == .warning)
        #expect(Self.found.line == 12)
        #expect(Self.found.path == "$.buttons[3].id")
        #expect(changed.severity == .error)
        #expect(changed.line == 40)
        #expect(changed.column == 7)
        #expect(changed.code == "numeric-id")
        #expect(changed != Self.found)
    }

    @Test("findings made apart with the same fields are equal and hash alike")
    func equalByFields() {
        let again = Diagnostic(
            .warning, code: "numeric-id", .jsonEmpty, file: "set/boards/home.obf", position: TextPosition(line: 12, column: 7, offset: 0),
            path: JSONPath.root.member("buttons").index(3).member("id"), subject: "id")
        #expect(again == Self.found)
        #expect(Set([again, Self.found]).count == 1)
        var other = again
        other.subject = nil
        #expect(other != Self.found)
    }

    @Test("a line beyond 32 bits is kept at the largest one rather than wrapping")
    func hugeLine() {
        var far = Self.found
        far.line = Int.max
        #expect(far.line == Int(Int32.max))
    }

    @Test("regrading gives a loader's finding the catalogue's grade")
    func regrading() {
        let graded = Validator.regraded(Diagnostic(.warning, code: "invalid-json", .jsonEmpty, file: "a.obf"))
        #expect(graded.severity == .error)
        #expect(graded.code == "invalid-json")
        #expect(Validator.regraded(Self.found) == Self.found)
    }

    @Test("a place kept for a later finding gives back its line and column; a huge one is clamped, not wrapped")
    func keptPlace() {
        let place = FindingPlace(TextPosition(line: 789, column: 7, offset: 40_000))
        #expect(place.position.line == 789)
        #expect(place.position.column == 7)
        #expect(MemoryLayout<FindingPlace>.size == 8)
        #expect(FindingPlace(TextPosition(line: Int.max, column: 1, offset: 0)).position.line == Int(Int32.max))
    }
}
