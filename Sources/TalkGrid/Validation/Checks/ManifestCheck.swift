/// An `.obz` or set folder's `manifest.json`: its format, its paths, and the files it does not list.
enum ManifestCheck: BoardCheck, SetCheck {
    /// `manifest-format`: manifest.json does not say "format": "open-board-0.1".
    static let manifestFormat = ValidationRule("manifest-format", .error, .manifestFormatSummary, explanation: .manifestFormatExplanation)
    /// `manifest-id-mismatch`: the manifest lists a board under another id than the board's own.
    static let idMismatch = ValidationRule(
        "manifest-id-mismatch", .error, .manifestIdMismatchSummary, explanation: .manifestIdMismatchExplanation)
    /// `unlisted-file`: a file of the set that nothing lists or uses.
    static let unlistedFile = ValidationRule("unlisted-file", .warning, .unlistedFileSummary, explanation: .unlistedFileExplanation)

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

        var listed: Set<String> = ["manifest.json"]
        listed.reserveCapacity(set.entries.count)  // about every file of the set ends up in it
        if let root = manifest["root"]?.string { listed.insert(BoardSet.normalizedEntryPath(root)) }
        let paths = manifest["paths"]
        for member in paths?["boards"]?.members ?? [] {
            guard let path = member.value.string else { continue }
            let entry = BoardSet.normalizedEntryPath(path)
            listed.insert(entry)
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
                let entry = BoardSet.normalizedEntryPath(path)
                listed.insert(entry)
                if !set.entries.contains(entry) {
                    context.report(
                        LoaderRules.missingFile,
                        .manifestMediaMissing(kind: word, id: member.key, path: path),
                        file: file, at: member.value, path: kindPath.member(member.key))
                }
            }
        }

        // Files that boards name by path count as used even when the manifest forgets them.
        for (board, review) in zip(context.boards, context.reviews) {
            for path in review.mediaPaths { listed.insert(path) }
            for cell in board.cells {
                if let path = cell.link?.path { listed.insert(BoardSet.normalizedEntryPath(path)) }
            }
            listed.insert(board.file)
        }
        for entry in set.entries.lazy.filter({ !listed.contains($0) && !isClutter($0) }).sorted() {  // lazy: no second set
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
