import TalkGridGtk
import TalkGridStart
import TalkGridWindow

#if canImport(Glibc)
    import Glibc
#endif

// `talkgrid run --window` starts this program with its own arguments: the board in a GTK window.
// `talkgrid` blocks the signals it handles on its own thread, and exec keeps the mask: unblock them.
var noSignals = sigset_t()
sigemptyset(&noSignals)
pthread_sigmask(SIG_SETMASK, &noSignals, nil)

// The set is opened on another thread while GTK starts on this one.
let arguments = Array(CommandLine.arguments.dropFirst())
let request = WindowToolkit.BackgroundWork { WindowRun.request(arguments) }
let toolkit = WindowToolkit.start()

switch request.value {
case .exit(let status):
    exit(status)
case .show(let run):
    guard let toolkit else {
        WindowRun.noDisplay()
        exit(1)
    }
    let setup = run.setup
    // This thread owns GLib's main context (the toolkit started on it): the window runs here.
    let ending = GLibMain.assumeIsolated {
        let window = BoardWindow(
            window: toolkit.window, store: setup.store(), media: setup.opened.media, speaker: setup.speaker,
            settings: setup.settingsDisk,
            options: BoardWindow.Options(
                fullscreen: run.fullscreen, dwellMilliseconds: run.dwellMilliseconds, pictureCache: run.pictureCache,
                setPath: run.setPath, opened: setup.opened, editor: run.editor, startsEditing: run.edit))
        return window.run()
    }
    await ending.finish()
    setup.finish(problems: ending.problems)
    exit(0)
}
