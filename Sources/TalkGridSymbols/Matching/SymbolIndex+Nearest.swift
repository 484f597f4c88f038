extension SymbolIndex {
    /// The words that have a picture and are spelt nearest to `text` (a typo, a British or
    /// American spelling, a plural the search does not know): at most `limit`, nearest first, each
    /// once; words a few letters away at most (a third of the word's length, at least 2). For a
    /// search that found nothing, so the caregiver sees which word to type instead.
    public func nearestWords(to text: String, limit: Int = 5) -> [String] {
        let query = Array(SearchText.folded(text).unicodeScalars)
        guard !query.isEmpty else { return [] }
        let most = max(2, query.count / 3)
        var best: [String: (distance: Int, order: Int)] = [:]
        var order = 0
        for (symbol, words) in zip(symbols, folded) {
            let shown = symbol.coreWords + (symbol.name.map { [$0] } ?? []) + symbol.keywords
            let compared = words.coreWords + (words.name.map { [$0] } ?? []) + words.keywords
            for (word, folded) in zip(shown, compared) {
                order += 1
                let scalars = Array(folded.unicodeScalars)
                guard abs(scalars.count - query.count) <= most, scalars != query else { continue }
                let distance = Self.editDistance(query, scalars, atMost: most)
                guard distance <= most else { continue }
                let key = word.lowercased()
                if let known = best[key], known.distance <= distance { continue }
                best[key] = (distance, order)
            }
        }
        return best.sorted { ($0.value.distance, $0.value.order) < ($1.value.distance, $1.value.order) }.prefix(limit).map(\.key)
    }

    /// Levenshtein distance (insert, delete, replace one character), or more than `limit` once it
    /// cannot be `limit` or less.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], atMost limit: Int) -> Int {
        guard !a.isEmpty else { return b.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowBest = current[0]
            for j in stride(from: 1, through: b.count, by: 1) {
                let replace = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(replace, previous[j] + 1, current[j - 1] + 1)
                rowBest = min(rowBest, current[j])
            }
            if rowBest > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
