/// "Did you mean …?": the known names nearest to one a person typed, the one helper every
/// command, option, board id, cell position and voice uses.
///
/// A name is near when it is a few edits away (one for short names, two for longer ones, a third
/// of the length for long ids: insertions, deletions, substitutions, swaps of neighbours, case
/// ignored), or when one name starts the other (`valid` for `validate`, `i-want` for `i-want-1`).
public enum NearestNames {
    /// At most `limit` known names near `typed`, nearest first (ties in the order given).
    public static func nearest(to typed: String, among known: [String], limit: Int = 3) -> [String] {
        let word = Array(typed.lowercased())
        guard !word.isEmpty else { return [] }
        let allowed = word.count <= 4 ? 1 : max(2, word.count / 3)
        var scored: [(name: String, score: Int, order: Int)] = []
        for (order, name) in known.enumerated() {
            let candidate = Array(name.lowercased())
            guard candidate != word else { continue }
            let distance = editDistance(word, candidate)
            if distance <= allowed {
                scored.append((name, distance * 2, order))
            } else if word.count >= 3, candidate.starts(with: word) || word.starts(with: candidate) {
                // A name cut short or run on: after the close spellings, shorter differences first.
                scored.append((name, 2 * allowed + 1 + abs(candidate.count - word.count), order))
            }
        }
        scored.sort { ($0.score, $0.order) < ($1.score, $1.order) }
        return scored.prefix(limit).map(\.name)
    }

    /// The nearest known name, if one is near.
    public static func nearestOne(to typed: String, among known: [String]) -> String? {
        nearest(to: typed, among: known, limit: 1).first
    }

    /// What a message adds after "there is no X": the near names as a question, else every known
    /// name when they are few, else how many there are and the command that lists them (a list of
    /// 457 ids is never the answer).
    public static func hint(for typed: String, among known: [String], listedBy command: String) -> CaregiverText {
        let near = nearest(to: typed, among: known)
        if !near.isEmpty {
            return ReportText.didYouMean(names: quotedAlternatives(near))
        }
        if known.count <= shortListLimit {
            return ReportText.knownNames(names: known.map { "\"\($0)\"" }.joined(separator: ", "))
        }
        return ReportText.knownNamesCounted(count: known.count, command: command)
    }

    /// The most names listed whole when none is near.
    public static let shortListLimit = 12

    /// `"a"`, `"a", "b"`: the names quoted, nearest first.
    static func quotedAlternatives(_ names: [String]) -> String {
        names.map { "\"\($0)\"" }.joined(separator: ", ")
    }

    /// Insertions, deletions, substitutions and swaps of neighbours that turn one word into the
    /// other (the optimal string alignment distance).
    public static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
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
