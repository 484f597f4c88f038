import TalkGrid
import TalkGridRun
import TalkGridShipped
import TalkGridSpeech
import TalkGridStorage
import TalkGridStore
import TalkGridTerminal

/// A board loop on an in-memory terminal with a recording speaker: keys in, frames and
/// utterances out.
struct LoopHarness {
    let loop: BoardLoop
    let terminal: InMemoryTerminal
    let speaker = RecordingSpeaker()

    /// A loop over a shipped set (or `boardSet`), at `columns` x `rows`.
    init(
        set name: String = "first-words", boardSet: BoardSet? = nil, settings: SessionSettings = SessionSettings(),
        columns: Int = 100, rows: Int = 30, interpreter: EffectInterpreter = EffectInterpreter(),
        settingsFile: SettingsFile? = nil
    ) throws {
        let set = try boardSet ?? ShippedContent.boardSet(named: name) ?? BoardSet(rootID: "", boards: [:], boardOrder: [])
        terminal = InMemoryTerminal(size: TerminalSize(columns: columns, rows: rows))
        loop = BoardLoop(
            session: try Session(boardSet: set, settings: settings), terminal: terminal, colorSupport: .trueColor,
            speaker: speaker, interpreter: interpreter, settingsFile: settingsFile, savedSettings: SavedSettings())
    }

    /// The key presses a keyboard sends for `typed` (`"11\r"`: 1, 1, Enter).
    static func keys(_ typed: String) -> [KeyPress] {
        var decoder = KeyDecoder()
        return decoder.decode(Array(typed.utf8)) + decoder.finish()
    }

    /// Presses keys one by one through the loop; false once the loop has ended.
    @discardableResult
    func type(_ typed: String) async -> Bool {
        for key in Self.keys(typed) {
            guard await loop.handle(.input(.key(key))) else { return false }
        }
        // The settings are saved as they would be between a person's keys.
        guard await loop.waitForSaves() else { return false }
        return true
    }

    /// The screen's text.
    var screen: String { terminal.screen.text }

    /// The texts of the utterances spoken so far.
    var spoken: [String] { speaker.utterances.map(\.text) }
}
