import Foundation
import TalkGridTestSupport
import Testing

/// `talkgrid run --window` where no window can be opened, and its options' mistakes: a clear
/// message and an exit status, never a hang or a crash.
@Suite("starting the window")
struct WindowLaunchTests {
    @Test("with no display the run says so and ends with status 1")
    func noDisplay() throws {
        let run = try TalkGridBinary.run(["run", "--window", "--no-audio"], environment: ["DISPLAY": "", "WAYLAND_DISPLAY": ""])
        #expect(run.status == 1)
        #expect(run.error.contains("there is no display to open a window on"), "\(run.error)")
    }

    @Test("a text size or a dwell time out of range is a usage error, before anything opens")
    func usageErrors() throws {
        let size = try TalkGridBinary.run(["run", "--window", "--text-size", "9"], environment: ["DISPLAY": ""])
        #expect(size.status == 2)
        #expect(size.error.contains("--text-size takes a number from 1 to 7, not \"9\""), "\(size.error)")
        let dwell = try TalkGridBinary.run(["run", "--window", "--dwell", "0.1"], environment: ["DISPLAY": ""])
        #expect(dwell.status == 2)
        #expect(dwell.error.contains("--dwell takes seconds from 0.5 to 5"), "\(dwell.error)")
    }
}
