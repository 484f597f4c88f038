/// A button's link that names its board both by id and by path, found by ``LinkCheck``'s board
/// part for its set part, which looks both up in the set.
struct LinkByIDAndPath: Equatable, Sendable {
    /// The index of the button in the board's `buttons`.
    var button: Int
    var id: String
    var path: String
    /// Where the link's `path` is.
    var position: TextPosition
}
