/// What a number key leads to at the current zoom level.
public enum KeyTarget: Hashable, Sendable {
    /// The key picks this cell.
    case cell(id: String, row: Int, column: Int)
    /// The key zooms into this region (which holds at least one visible cell).
    case region(GridRegion, KeypadPosition)
}
