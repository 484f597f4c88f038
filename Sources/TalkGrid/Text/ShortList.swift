/// A list of texts kept short enough to read in a message: a few entries, each shortened, then
/// how many more there are.
///
/// Reports such as "texts still untranslated" can name thousands of entries, some of them pages
/// long; printing them whole buries the point of the message.
public enum ShortList {
    /// The most entries listed by default.
    public static let defaultLimit = 20
    /// The most columns of one quoted text by default.
    public static let defaultWidth = 60

    /// The text in quotes, shortened with "…" to at most `width` columns (control characters shown as spaces).
    public static func quoted(_ text: String, width: Int = defaultWidth) -> String {
        "\"" + TextLayout.truncate(text, width: width) + "\""
    }

    /// The entries joined with ", ": the first `limit` of them, then "and N more" when there are more.
    public static func joined(_ entries: [String], limit: Int = defaultLimit) -> String {
        let (shown, more) = parts(entries, limit: limit)
        return more > 0 ? shown.joined(separator: ", ") + " and \(more) more" : shown.joined(separator: ", ")
    }

    /// The entries to show (at least one, at most `limit`) and how many more there are.
    static func parts<Entry>(_ entries: [Entry], limit: Int) -> (shown: [Entry], more: Int) {
        let shown = Array(entries.prefix(max(1, limit)))
        return (shown, entries.count - shown.count)
    }
}
