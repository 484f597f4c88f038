import Foundation
import TalkGridCommandLine
import TalkGridEditing
import TalkGridPictures
import TalkGridStore

/// What `talkgrid-window` is asked to show: the run's arguments read as `talkgrid run` reads
/// them, the set opened and checked, the session set up; the window's own settings beside.
public struct WindowRun {
    /// The window's answer to the arguments: a run to show, or the exit status (help was
    /// printed, an argument or the set was wrong).
    public enum Request {
        case show(WindowRun)
        case exit(Int32)
    }

    public let setup: RunSetup
    /// The window fills the screen.
    public let fullscreen: Bool
    /// The set's path as given (nil: the shipped set), watched for changes made meanwhile.
    public let setPath: String?
    /// The window opens in edit mode (`--edit`).
    public let edit: Bool
    /// Opens the set's editor (when edit mode starts), or says why it cannot be edited on screen.
    public let editor: @Sendable () -> Result<any SetEditing, SetNotEditable>
    /// How long the pointer rests on a cell to pick it; nil: dwell is off.
    public let dwellMilliseconds: Int?
    /// The disk cache of the cells' pictures at their tiles' size, for the next start
    /// (`$XDG_CACHE_HOME/talkgrid/tiles`, at most 128 MiB); nil without a home.
    public let pictureCache: DiskCache?

    /// Reads `arguments` (those of `talkgrid run`, `--window` among them) and sets the run up.
    public static func request(_ arguments: [String]) -> Request {
        var options: RunOptions
        switch CommandRequest<RunOptions>.options(arguments, command: "run", usage: RunOptions.usage, help: RunOptions.help) {
        case .success(let value): options = value
        case .failure(let stop): return .exit(stop.status)
        }
        options.openingLastSet()
        guard let (opened, voices) = options.open(),
            let setup = RunSetup.make(opened: opened, voices: voices, options: options)
        else { return .exit(ExitStatus.failure) }
        return .show(
            WindowRun(
                setup: setup, fullscreen: options.fullscreen, setPath: options.path, edit: options.edit,
                editor: { [path = options.path] in SetEditor.opening(path).map { $0 } },
                dwellMilliseconds: options.dwellMilliseconds,
                pictureCache: DiskCache.standardFolder(environment: ProcessInfo.processInfo.environment, kind: "tiles").map {
                    DiskCache(folder: $0, limit: 128 << 20)
                }))
    }
}

extension WindowRun {
    /// Says that no window could be opened (no display the toolkit can reach).
    public static func noDisplay() {
        Output.error("talkgrid run: \(CommandText(.runWindowNoDisplay))")
    }
}
