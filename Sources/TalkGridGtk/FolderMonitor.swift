import CGtk

/// A folder watched for changes (GIO's file monitor: inotify on Linux): ``Signal/folderChanged``
/// each time a file in it is made, changed, moved or removed, on GTK's thread.
@GLibMain
public final class FolderMonitor: Object {
    /// Watches the folder at `path`; nil when it cannot be watched (not there, no inotify left).
    public init?(path: String) {
        let file = g_file_new_for_path(path)
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        guard let monitor = g_file_monitor_directory(file, 0, nil, nil) else { return nil }
        super.init(adopting: monitor)
        g_file_monitor_set_rate_limit(monitor, 50)
    }

    /// Stops watching (the monitor says nothing more).
    public func cancel() { _ = g_file_monitor_cancel(pointer) }
}
