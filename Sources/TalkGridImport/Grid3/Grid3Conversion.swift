/// What converting each grid of a gridset shares: the gridset's file and language, the board id
/// of every grid, the named styles and the archive's files. The same for every grid, so grids can
/// be converted in parallel.
struct Grid3Conversion: Sendable {
    /// The gridset as the user named it.
    let file: String
    /// The gridset's language: the locale of every board.
    let locale: String
    /// The board id of every grid, by the grid's name.
    let boardIDByName: [String: String]
    let styles: Grid3Styles
    let files: Grid3Gridset.Files
}
