/// An `.obz` or set folder's `manifest.json`: its format, its paths, and the files it does not list.
enum ManifestCheck: BoardCheck, SetCheck {
    /// `manifest-format`: manifest.json does not say "format": "open-board-0.1".
    static let manifestFormat = ValidationRule("manifest-format", .error)
    /// `manifest-id-mismatch`: the manifest lists a board under another id than the board's own.
    static let idMismatch = ValidationRule("manifest-id-mismatch", .error)
    /// `unlisted-file`: a file of the set that nothing lists or uses.
    static let unlistedFile = ValidationRule("unlisted-file", .warning)

    static var rules: [ValidationRule] { [manifestFormat, idMismatch, unlistedFile] }

    /// Gathers the files the board's images and sounds name by path, which count as used.
    static func check(_ board: Board, _ review: inout BoardReview) {
        for kind in ["images", "sounds"] {
            for element in board.document[kind]?.elements ?? [] {
                guard var path = element["path"]?.string else { continue }
                if kind == "images" { path = board.imagePath(path, ofImage: element["id"]?.scalarText) }
                review.mediaPaths.append(BoardSet.normalizedEntryPath(path))
            }
        }
    }

    static func check(_ context: inout ValidationContext) {
        guard let manifest = context.boardSet.manifest else { return }
        let set = context.boardSet
        let file = context.manifestFile
        let root = JSONPath.root

        if let source = set.source.split(separator: "/").last, source.lowercased().hasSuffix(".zip") {
            context.report(
                LoaderRules.fileExtension, .setArchiveExtension, file: set.source)
        }

        let format = manifest["format"]
        if format?.string != "open-board-0.1" {
            context.report(
                manifestFormat, format.map { .manifestFormatWrong(found: $0.quoted) } ?? .manifestFormatMissing, file: file,
                at: format ?? manifest, path: format == nil ? root : root.member("format"))
        }

        // The set's files that something lists or uses, marked by their place in `set.entries`: each path
        // is hashed once, to find it there, and the marks are numbers (about every file ends up marked).
        var listed = Set<Set<String>.Index>()
        listed.reserveCapacity(set.entries.count)
        /// Marks `entry` as listed; whether it is a file of the set.
        func list(_ entry: String) -> Bool {
            guard let index = set.entries.firstIndex(of: entry) else { return false }
            listed.insert(index)
            return true
        }
        _ = list("manifest.json")
        if let root = manifest["root"]?.string { _ = list(BoardSet.normalizedEntryPath(root)) }
        let paths = manifest["paths"]
        for member in paths?["boards"]?.members ?? [] {
            guard let path = member.value.string else { continue }
            let entry = BoardSet.normalizedEntryPath(path)
            _ = list(entry)
            guard let loadedID = set.boardIDsByPath[entry], let board = set.boards[loadedID],
                let ownID = board.document["id"]?.scalarText, ownID != member.key
            else { continue }
            context.report(
                idMismatch, .manifestIDMismatch(path: path, id: member.key, ownID: ownID), file: file,
                position: member.keyPosition, path: root.member("paths").member("boards").member(member.key))
        }
        for kind in ["images", "sounds"] {
            guard let node = paths?[kind], !node.isNull else { continue }
            let kindPath = root.member("paths").member(kind)
            let word: FindingTextKey = kind == "images" ? .kindImage : .kindSound
            guard let members = node.members else {
                context.report(
                    LoaderRules.invalidManifest, .manifestMediaPathsNotObject(kinds: kind, found: node.value.kindWord),
                    file: file, at: node, path: kindPath)
                continue
            }
            for member in members {
                guard let path = member.value.string else {
                    context.report(
                        LoaderRules.invalidManifest,
                        .manifestMediaPathNotText(kind: word, id: member.key, found: member.value.value.kindWord),
                        file: file, at: member.value, path: kindPath.member(member.key))
                    continue
                }
                if !list(BoardSet.normalizedEntryPath(path)) {
                    context.report(
                        LoaderRules.missingFile,
                        .manifestMediaMissing(kind: word, id: member.key, path: path),
                        file: file, at: member.value, path: kindPath.member(member.key))
                }
            }
        }

        // Files that boards name by path count as used even when the manifest forgets them.
        for (board, review) in zip(context.boards, context.reviews) {
            for path in review.mediaPaths { _ = list(path) }
            for cell in board.cells {
                if let path = cell.link?.path { _ = list(BoardSet.normalizedEntryPath(path)) }
            }
            _ = list(board.file)
        }
        let unlisted = set.entries.indices.lazy.filter { !listed.contains($0) }.map { set.entries[$0] }
        for entry in unlisted.filter({ !isClutter($0) }).sorted() {
            context.report(
                unlistedFile, .unlistedFile(entry: entry), file: file,
                at: paths ?? manifest, path: paths == nil ? root : root.member("paths"))
        }
    }

    /// Files that zip tools add by themselves.
    static func isClutter(_ entry: String) -> Bool {
        entry.hasPrefix("__MACOSX/") || entry == ".DS_Store" || entry.hasSuffix("/.DS_Store") || entry == "Thumbs.db"
    }
}
