/// The pictures themselves: each image's file or data URI must decode (only when the caller
/// gives a ``PictureInspection``; `talkgrid validate` does). A finding names the picture as a
/// caregiver knows it, by the word of the cell that shows it and the board's name, next to its file.
enum PictureCheck: BoardCheck, SetCheck {
    static let undecodablePicture = ValidationRule(
        "undecodable-picture", .error, fix: "talkgrid cell set SET BOARD ROW,COL --image FILE (or --symbol WORD)",
        summary: "an image's picture cannot be drawn",
        explanation: """
            The file (or data URI) an image names must be a PNG, JPEG, GIF, WebP or self-contained SVG picture that decodes: \
            not empty, not damaged, at most 16 MiB, at most 8,192 pixels a side and 16.7 million pixels in all (4096 x \
            4096), and an SVG that refers to no other file or web address. An SVG's document type may declare plain-text \
            entities (as Adobe Illustrator writes for its namespaces, <!ENTITY ns_svg "http://www.w3.org/2000/svg">): at \
            most 64, each at most 1,024 bytes with no markup or other entity inside, their uses adding at most 1 MiB; \
            entities outside the picture (SYSTEM, PUBLIC), parameter entities and other declarations are refused, and the \
            DTD a document type names is never read. The finding names the cell that shows the picture and its board. \
            Replace the file with a working picture of a sensible size (AAC symbols are usually 250 to 600 pixels square).
            """)

    static var rules: [ValidationRule] { [undecodablePicture] }

    static let cellPictureFileUndecodable = FindingMessage(
        "cellPictureFileUndecodable", #"the picture of "{word}" on "{board}" ({file}): {problem}"#)
    static let cellPictureDataUndecodable = FindingMessage(
        "cellPictureDataUndecodable", #"the picture of "{word}" on "{board}" (its data: URI): {problem}"#)
    static let pictureFileUndecodable = FindingMessage(
        "pictureFileUndecodable", #"a picture on "{board}" that no cell shows ({file}): {problem}"#)
    static let pictureDataUndecodable = FindingMessage(
        "pictureDataUndecodable", #"a picture on "{board}" that no cell shows (a data: URI): {problem}"#)

    static var messages: [FindingMessage] {
        [cellPictureFileUndecodable, cellPictureDataUndecodable, pictureFileUndecodable, pictureDataUndecodable]
    }

    /// Gathers the board's image entries that name a picture.
    static func check(_ board: Board, _ review: inout BoardReview) {
        let images = board.document["images"]
        guard let count = images?.elements?.count, count > 0 else { return }
        // The word of the first cell showing each image.
        var words: [String: String] = [:]
        for cell in board.cells {
            guard let imageID = cell.imageID, words[imageID] == nil else { continue }
            let word = cell.label.isEmpty ? (cell.vocalization ?? "") : cell.label
            if !word.isEmpty { words[imageID] = word }
        }
        for item in review.objects(images, path: JSONPath.root.member("images")) {
            guard let imageID = item.node["id"]?.scalarText else { continue }
            let data = item.node["data"].flatMap { $0.string?.hasPrefix("data:") == true ? $0 : nil }
            let pathNode = item.node["path"].flatMap { $0.string != nil ? $0 : nil }
            guard let at = data ?? pathNode, let text = at.string else { continue }
            review.pictureUses.append(
                PictureUse(
                    imageID: imageID, word: words[imageID],
                    key: data != nil ? text : BoardSet.normalizedEntryPath(board.imagePath(text, ofImage: imageID)),
                    index: item.index, isData: data != nil, position: at.position))
        }
    }

    /// Asks the inspection about each picture once (the first use names it) and reports every use of a bad one.
    static func check(_ context: inout ValidationContext) {
        guard let inspection = context.pictures else { return }
        // The number of each use's picture, use after use (board by board): the first use names it.
        var numbers: [Int] = []
        var firstUse: [String: Int] = [:]
        var pictures: [SetPicture] = []
        for (board, review) in zip(context.boards, context.reviews) {
            for use in review.pictureUses {
                if let first = firstUse[use.key] {
                    numbers.append(first)
                } else {
                    numbers.append(pictures.count)
                    firstUse[use.key] = pictures.count
                    pictures.append(SetPicture(imageID: use.imageID, boardID: board.id))
                }
            }
        }
        let problems = inspection.problems(of: pictures)
        var number = numbers.makeIterator()
        for (board, review) in zip(context.boards, context.reviews) {
            for use in review.pictureUses {
                guard let picture = number.next(), let found = problems[picture] else { continue }
                let name = board.name.isEmpty ? board.id : board.name
                let text: FindingText =
                    switch (use.word, use.isData) {
                    case (let word?, true):
                        cellPictureDataUndecodable(word: word, board: name, problem: found)
                    case (let word?, false):
                        cellPictureFileUndecodable(word: word, board: name, file: use.key, problem: found)
                    case (nil, true): pictureDataUndecodable(board: name, problem: found)
                    case (nil, false): pictureFileUndecodable(board: name, file: use.key, problem: found)
                    }
                context.report(
                    undecodablePicture, text, file: review.file, position: use.position,
                    path: JSONPath.root.member("images").index(use.index).member(use.isData ? "data" : "path"))
            }
        }
    }
}
