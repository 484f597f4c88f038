/// A board set whose boards have been through the validator's board checks, with their findings,
/// waiting for the checks of the set as a whole (``Validator/validate(_:)-(ReviewedBoardSet)``).
///
/// Made by ``Validator/review(_:)`` from a set held whole, or by ``Validator/load(_:)`` while
/// loading, in which case each board holds only ``SetWideJSON`` of its JSON: such a set is for
/// checking, counting and showing, never for writing back.
public struct ReviewedBoardSet: Sendable {
    /// The set.
    public let set: BoardSet
    /// Each board's review, in the set's board order.
    let reviews: [BoardReview]
    /// The options the boards were checked with.
    let options: ValidationOptions
    /// Each board as read, by entry, when the load kept them (``Validator/loadKeepingBoards(_:)``).
    var loaded: [String: LoadedBoard<BoardReview>] = [:]
}
