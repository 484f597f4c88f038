import Testing

@testable import TalkGrid

@Suite("Session: Edit boards, behind the caregiver lock")
struct EditBoardsTests {
    private static let lock = CaregiverLock(code: "2468", salt: Array("salt for the test".utf8))

    private func session(lock: CaregiverLock?) throws -> Session {
        let settings = SessionSettings(layout: .grid, keypad: .phone, speakOnSelect: false, caregiverLock: lock)
        return try Session(
            boardSet: SessionTestBoards.set(SessionTestBoards.board([["hi", "you"]])), settings: settings, surface: .window)
    }

    @Test("with the lock: the code first; a wrong code returns to the board; the right one starts editing on the board")
    func locked() throws {
        var session = try session(lock: Self.lock)
        #expect(!session.reduce(.editBoards).contains(.startEditing))
        #expect(session.mode == .enteringCode(CodeEntry(unlocks: .editing)))
        _ = try session.press("1 1 1")
        let refused = try session.effects("1")
        #expect(refused.announcements.map(\.kind) == [.codeRefused] && !refused.contains(.startEditing))
        #expect(session.mode == .board)

        _ = session.reduce(.editBoards)
        _ = try session.press("2 4 6")
        let effects = try session.effects("8")
        #expect(effects.contains(.startEditing))
        #expect(session.mode == .board)
    }

    @Test("without a lock: editing starts at once, on the board shown")
    func unlocked() throws {
        var session = try session(lock: nil)
        _ = try session.press("/")
        #expect(session.reduce(.editBoards) == [.startEditing])
        #expect(session.mode == .board)
    }
}
