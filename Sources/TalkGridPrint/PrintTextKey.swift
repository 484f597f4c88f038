import TalkGrid

/// The name of one text of the printed pages in the command line's word catalogue
/// (`Interface/command-line/en.json`): the words of each page's footer and of its folder cells.
public enum PrintTextKey: String, WordKey {
    public static let catalogueSection = "print"

    /// The page's place in the PDF: "page {number} of {count}".
    case footerPage
    /// A folder cell's band: the board it opens and its page, "→ {board} · page {page}".
    case folderOpens
    /// A folder cell's band when the board it opens is not printed: "→ {board}".
    case folderOpensUnprinted
}
