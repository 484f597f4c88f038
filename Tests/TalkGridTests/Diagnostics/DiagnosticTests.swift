import Testing

@testable import TalkGrid

/// A finding is a plain value: a changed copy is its own.
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

    @Test("a line beyond 32 bits is kept as it is, never wrapped")
    func hugeLine() {
        var far = Self.found
        far.line = Int(Int32.max) + 10
        #expect(far.line == Int(Int32.max) + 10)
        #expect(far.place.hasPrefix("\(far.file):\(Int(Int32.max) + 10)"))
    }

    @Test("regrading gives a loader's finding the catalogue's grade")
    func regrading() {
        let graded = Validator.regraded(Diagnostic(.warning, code: "invalid-json", .jsonEmpty, file: "a.obf"))
        #expect(graded.severity == .error)
        #expect(graded.code == "invalid-json")
        #expect(Validator.regraded(Self.found) == Self.found)
    }
}
