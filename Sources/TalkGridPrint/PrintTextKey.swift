import TalkGrid

/// The name of one text of the printed pages in the command line's word catalogue
/// (`Interface/command-line/en.json`): the words of each page's footer.
public enum PrintTextKey: String, WordKey {
    public static let catalogueSection = "print"

    /// The page's place in the PDF: "page {number} of {count}".
    case footerPage
}
