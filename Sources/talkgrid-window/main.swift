import TalkGridCommands
import TalkGridWindow

#if canImport(Glibc)
    import Glibc
#endif

// `talkgrid run --window` starts this program with its own arguments: the board in a GTK window.
// `talkgrid` blocks the signals it handles on its own thread, and exec keeps the mask: unblock them.
var noSignals = sigset_t()
sigemptyset(&noSignals)
pthread_sigmask(SIG_SETMASK, &noSignals, nil)

switch WindowRun.request(Array(CommandLine.arguments.dropFirst())) {
case .exit(let status):
    exit(status)
case .show(let run):
    let setup = run.setup
    let window = BoardWindow(
        store: setup.store(), media: setup.opened.media, speaker: setup.speaker,
        options: BoardWindow.Options(fullscreen: run.fullscreen, dwellMilliseconds: run.dwellMilliseconds))
    // No keypad saved or given: the first thing shown asks which way round it is (not for switches).
    window.asksKeypad = setup.asksKeypad
    guard window.run() else {
        WindowRun.noDisplay()
        exit(1)
    }
    await window.finish()
    setup.finish(problems: window.problems)
    exit(0)
}
