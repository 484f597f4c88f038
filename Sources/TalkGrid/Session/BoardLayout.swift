/// How a board is shown and operated: in its own grid shape, or as a list of rows.
public enum BoardLayout: String, Hashable, Sendable, CaseIterable {
    /// The board's grid, cells picked by keypad position (zooming when it has more than 3 x 3 slots).
    case grid
    /// One cell per line in reading order, keys 1–9 from the top, `+`/`-` for the next/previous nine.
    case rows
}
