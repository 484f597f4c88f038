import Foundation

/// Waiting for what a test expects, never a fixed sleep: the condition is looked at every
/// tenth of a second until it holds or the time is up.
public enum Waiting {
    /// Whether `condition` held within `seconds`.
    public static func until(seconds: Double = 10, _ condition: () throws -> Bool) rethrows -> Bool {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            if try condition() { return true }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return try condition()
    }

    /// The WAV files in `folder` (a run's `--speak-to`), in the order they were written.
    public static func wavFiles(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".wav") }.sorted().map { folder.appendingPathComponent($0) }
    }
}
