/// The pictures themselves: each image's file or data URI must decode (only when the caller
/// gives a ``PictureInspection``; `talkgrid validate` does).
enum PictureCheck: SetCheck {
    /// `undecodable-picture`: an image's picture cannot be drawn.
    static let undecodablePicture = ValidationRule(
        "undecodable-picture", .error, .undecodablePictureSummary, explanation: .undecodablePictureExplanation)

    static var rules: [ValidationRule] { [undecodablePicture] }

    static func check(_ context: inout ValidationContext) {
        guard let inspection = context.pictures else { return }
        // Each image entry that names a picture, with the key of its picture (the data URI or the file).
        var uses: [(file: String, path: JSONPath, at: JSONNode, key: String, picture: Int, isData: Bool)] = []
        // A picture used by many boards is decoded once: the first use names it.
        var firstUse: [String: Int] = [:]
        var pictures: [SetPicture] = []
        for board in context.boards {
            let file = context.file(of: board)
            for item in context.objects(board.document["images"], path: JSONPath.root.member("images")) {
                guard let imageID = item.node["id"]?.scalarText else { continue }
                let data = item.node["data"].flatMap { $0.string?.hasPrefix("data:") == true ? $0 : nil }
                let pathNode = item.node["path"].flatMap { $0.string != nil ? $0 : nil }
                guard let at = data ?? pathNode, let text = at.string else { continue }
                let key = data != nil ? text : BoardSet.normalizedEntryPath(text)
                let picture: Int
                if let first = firstUse[key] {
                    picture = first
                } else {
                    picture = pictures.count
                    firstUse[key] = picture
                    pictures.append(SetPicture(imageID: imageID, boardID: board.id))
                }
                uses.append((file, item.path, at, key, picture, data != nil))
            }
        }
        let problems = inspection.problems(of: pictures)
        for use in uses {
            guard let found = problems[use.picture] else { continue }
            let member = use.isData ? "data" : "path"
            let text: FindingText =
                use.isData ? .pictureDataUndecodable(problem: found) : .pictureFileUndecodable(file: use.key, problem: found)
            context.report(undecodablePicture, text, file: use.file, at: use.at, path: use.path.member(member))
        }
    }
}
