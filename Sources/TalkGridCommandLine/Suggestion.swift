import TalkGrid

/// "Did you mean ...?" for a mistyped command or option, from ``NearestNames`` (the one helper
/// board ids, cell positions and voices use too).
package enum Suggestion {
    /// The known word nearest to `typed`, if one is near.
    package static func nearest(to typed: String, among known: [String]) -> String? {
        NearestNames.nearestOne(to: typed, among: known)
    }

    /// The message with ` (did you mean 'validate'?)` added when a known word is near, else the message.
    package static func hinted(_ message: CommandText, for typed: String, among known: [String], prefix: String = "") -> CommandText {
        guard let near = nearest(to: typed, among: known) else { return message }
        return CommandText.usageDidYouMean(message: message.description, suggestion: prefix + near)
    }
}
