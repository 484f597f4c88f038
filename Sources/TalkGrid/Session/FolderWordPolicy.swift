/// Whether picking a folder cell (one that opens another board) also adds its word to the message.
///
/// The default, `whenVocalized`, follows what authors mean: most folders are categories
/// ("Food and drink", "People") that only navigate, and adding their label would put words in the
/// message the person never chose. An author who wants the word said gives the cell an explicit
/// `vocalization` (a folder "I want" that opens the food board), and then it is added.
public enum FolderWordPolicy: String, Hashable, Sendable, CaseIterable {
    /// Add the word only when the cell has a `vocalization`.
    case whenVocalized
    /// Always add the cell's word (vocalization, else label).
    case always
    /// Never add a word; folder cells only navigate.
    case never
}
