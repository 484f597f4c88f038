/// One board of a set as an editable JSON document: its id, its file in the set, and its JSON.
///
/// Edits change the JSON tree in place, so fields TalkGrid does not know and the order of
/// members survive; the decoded ``Board`` is only ever made from the document.
public struct BoardDocument: Equatable, Sendable {
    /// The board's id, as the loader read it.
    public var id: String
    /// The board's file in the set (`boards/home.obf`), or the file name of a single board.
    public var entry: String
    /// The board's JSON.
    public var json: JSONNode

    public init(id: String, entry: String, json: JSONNode) {
        self.id = id
        self.entry = entry
        self.json = json
    }

    /// The board's title, or its id when it has none.
    public var name: String { json["name"]?.string ?? id }
}
