/// "Did you mean ...?" for a mistyped command or option: the closest known word, when it is close.
enum Suggestion {
    /// The known word nearest to `typed` (at most two edits away, or one for short words), if any.
    static func nearest(to typed: String, among known: [String]) -> String? {
        let word = Array(typed.lowercased())
        let limit = word.count <= 4 ? 1 : 2
        var best: (word: String, distance: Int)?
        for candidate in known {
            let distance = editDistance(word, Array(candidate.lowercased()))
            if distance <= limit, distance < best?.distance ?? .max { best = (candidate, distance) }
        }
        if best == nil, let prefixed = known.first(where: { $0.hasPrefix(typed.lowercased()) && typed.count >= 3 }) {
            return prefixed  // `valid` for `validate`
        }
        return best?.word
    }

    /// The message with ` (did you mean 'validate'?)` added when a known word is near, else the message.
    static func hinted(_ message: CommandText, for typed: String, among known: [String], prefix: String = "") -> CommandText {
        guard let near = nearest(to: typed, among: known) else { return message }
        return CommandText(.usageDidYouMean, ["message": .text(message.description), "suggestion": .text(prefix + near)])
    }

    /// Insertions, deletions, substitutions and swaps of neighbours that turn one word into the other.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { current[j] = min(current[j], before[j - 2] + 1) }
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
