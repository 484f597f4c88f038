/// What a check sees while it runs: the set, the options, and the findings so far.
struct ValidationContext {
    /// The set being validated.
    let boardSet: BoardSet
    /// The caller's options.
    let options: ValidationOptions
    /// How to look inside pictures, when the caller can.
    let pictures: (any PictureInspection)?
    /// What the checks found.
    private(set) var diagnostics: [Diagnostic] = []

    init(set: BoardSet, options: ValidationOptions, pictures: (any PictureInspection)? = nil) {
        self.boardSet = set
        self.options = options
        self.pictures = pictures
    }

    /// The boards in the order they were read, root first.
    var boards: [Board] { boardSet.boardOrder.compactMap { boardSet.boards[$0] } }

    /// Whether the set came with a manifest (an `.obz` or a set folder) rather than a single `.obf`.
    var isPackage: Bool { boardSet.manifest != nil }

    /// The name of a board's file in diagnostics, as the loader names it.
    func file(of board: Board) -> String {
        isPackage ? boardSet.source + "/" + board.file : board.file
    }

    /// The name of the manifest in diagnostics.
    var manifestFile: String { boardSet.source + "/manifest.json" }

    /// Reports a finding about `node` (the value at fault) at `path`, graded as `rule` says.
    mutating func report(_ rule: ValidationRule, _ text: FindingText, file: String, at node: JSONNode, path: JSONPath) {
        report(rule, text, file: file, position: node.position, path: path)
    }

    /// Reports a finding at an explicit position (a member's key, for instance).
    mutating func report(
        _ rule: ValidationRule, _ text: FindingText, file: String, position: TextPosition, path: JSONPath, subject: String? = nil
    ) {
        diagnostics.append(Diagnostic(rule, text, file: file, position: position, path: path, subject: subject))
    }

    /// Reports a finding about a file as a whole (no line, no JSON path).
    mutating func report(_ rule: ValidationRule, _ text: FindingText, file: String) {
        diagnostics.append(Diagnostic(rule, text, file: file))
    }

    /// Each visible-or-not button object of a board with its index and path (non-objects skipped).
    func buttons(of board: Board) -> [(index: Int, node: JSONNode, path: JSONPath)] {
        objects(board.document["buttons"], path: JSONPath.root.member("buttons"))
    }

    /// The objects of an array node, with their indexes and paths.
    func objects(_ list: JSONNode?, path: JSONPath) -> [(index: Int, node: JSONNode, path: JSONPath)] {
        guard let elements = list?.elements else { return [] }
        return elements.enumerated().compactMap { index, element in
            element.members == nil ? nil : (index, element, path.index(index))
        }
    }
}

extension JSONNode {
    /// The value in words for messages, shortened when long.
    var quoted: String {
        let text = JSONWriter.compactString(self)
        return text.count > 40 ? String(text.prefix(37)) + "..." : text
    }

    /// The member with the given key, with its key position.
    func member(_ key: String) -> JSONMember? {
        members?.first { $0.key == key }
    }
}
