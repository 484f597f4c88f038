import Foundation
import TalkGridTestSupport
import Testing

/// The keypad as a person meets it in the real binary under tmux: the first run's question, and a
/// keypad with Num Lock off (tmux sends its keys as the arrows and editing keys they are then).
@Suite("talkgrid keypad under tmux", .serialized, .enabled(if: TerminalPane.tmuxIsInstalled, "tmux is not installed"))
struct KeypadTests {
    typealias Pane = TerminalPane

    @Test(
        "the first run asks for the key at the top left: Home (the keypad's 7, Num Lock off) chooses numpad, saved, and the next run does not ask"
    )
    func firstRunChoosesNumpad() throws {
        let first = try Pane(["run", "--no-audio"], asksKeypad: true)
        defer { first.kill() }
        var screen = try first.waitFor("Press the key at the top left")
        #expect(screen.contains("?") && screen.contains("Skip"))
        #expect(!screen.contains("Pick words"), "the board waits behind the question")
        try first.send("x")  // not an answer: the question stays
        try first.send("Home")
        screen = try first.waitFor("Pick words")
        // The numpad: 7 8 9 on the top row, and the arrows a keypad sends with Num Lock off are its digits.
        #expect(screen.contains(" 7 ") && screen.contains("I want"))
        try first.send("Right")  // the keypad's 6: Yes
        try first.waitFor("👍 Yes")
        try first.send("Down")  // the keypad's 2: Help
        try first.waitFor("👍 Yes  🆘 Help")
        try first.send("C-c")
        try first.waitFor("DONE")
        let saved = try String(contentsOf: first.configFile, encoding: .utf8)
        #expect(saved.contains("\"keypad\": \"numpad\""), "config.json: \(saved)")

        let second = try Pane(["run", "--no-audio"], config: saved, asksKeypad: true)
        defer { second.kill() }
        screen = try second.waitFor("Pick words")
        #expect(!screen.contains("Press the key at the top left"))
        try second.send("Up")  // the keypad's 8: I feel (a folder)
        try second.waitFor("🙂 I feel")
        try second.send("C-c")
        try second.waitFor("DONE")
    }

    @Test("the question can be skipped (Enter): the phone keypad stays and is saved; a keypad given for the run never asks")
    func skippedAndGiven() throws {
        let skipped = try Pane(["run", "--no-audio"], asksKeypad: true)
        defer { skipped.kill() }
        try skipped.waitFor("Press the key at the top left")
        try skipped.send("Enter")
        var screen = try skipped.waitFor("Pick words")
        #expect(screen.contains(" 1 ") && screen.contains("I want"))
        // The phone keypad: an arrow keeps its meaning (down turns the page; this board has one).
        try skipped.send("Down")
        try skipped.waitFor("only one page")
        try skipped.send("C-c")
        try skipped.waitFor("DONE")
        let saved = try String(contentsOf: skipped.configFile, encoding: .utf8)
        #expect(saved.contains("\"keypad\": \"phone\""), "config.json: \(saved)")

        let given = try Pane(["run", "--no-audio", "--keypad", "numpad"], asksKeypad: true)
        defer { given.kill() }
        screen = try given.waitFor("Pick words")
        #expect(!screen.contains("Press the key at the top left"))
        try given.send("C-c")
        try given.waitFor("DONE")
        #expect(!FileManager.default.fileExists(atPath: given.configFile.path), "nothing was chosen, nothing saved")
    }
}
