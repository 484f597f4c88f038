import TalkGrid

extension BoardInput {
    /// The board set folder that holds `path` when `path` is inside one without being a set itself
    /// (a board file `sam/boards/home.obf`, a folder `sam/boards`): the nearest folder above it
    /// with a `manifest.json`, named as the path was (`sam`, or `..` from inside); nil otherwise.
    ///
    /// A change given such a path is a change of that set, recorded in its one history.
    public static func enclosingSet(of path: String) -> String? {
        guard !path.hasPrefix(shippedPrefix) else { return nil }
        switch try? FileSystem.kind(of: path) {
        case .folder:
            if (try? FileSystem.kind(of: path + "/manifest.json")) == .regularFile { return nil }
        case .regularFile:
            guard let file = try? FileSystem.openFile(path), let signature = try? FileSystem.readPrefix(file, count: 4, path: path),
                signature != zipLocalFileSignature && signature != emptyZipSignature
            else { return nil }
        default: return nil
        }
        var shown = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        guard var real = FileSystem.realPath(shown) else { return nil }
        while real != "/" {
            real = PathText.folder(of: real)
            shown =
                if shown == "." || shown == ".." || shown.hasSuffix("/..") {
                    shown + "/.."
                } else {
                    PathText.folder(of: shown)
                }
            if shown == "./.." { shown = ".." }
            if (try? FileSystem.kind(of: real + "/manifest.json")) == .regularFile { return shown }
        }
        return nil
    }
}
