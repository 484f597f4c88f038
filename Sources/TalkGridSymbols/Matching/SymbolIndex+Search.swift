extension SymbolIndex {
    /// The pictures whose words match `text`, best first: core words, then names, keywords,
    /// plurals, words inside longer names, then beginnings of words; among equals, a match in
    /// a core word or the name before one in a keyword, a name holding the word, fewer keywords, then CLDR's order.
    public func search(_ text: String, limit: Int = 20) -> [SymbolMatch] {
        let query = SearchText.folded(text)
        guard !query.isEmpty else { return [] }
        let singulars = Array(PluralForms.singulars(of: query).dropFirst())
        let unspaced = SearchText.isUnspaced(query)
        let queryWords = query.utf8.split(separator: 0x20).map(Array.init)
        var found: [(rank: (Int, Int, Int, Int, Int), match: SymbolMatch)] = []
        for (position, words) in folded.enumerated() {
            guard let (kind, place) = Self.bestKind(query, queryWords, singulars, unspaced, words) else { continue }
            // Among equals: a name that holds the word (`cold face` for cold), then fewer keywords
            // (a picture with few is about them: `envelope` for letter), then CLDR's order.
            let nameHolds = words.name.map { name in name.utf8.split(separator: 0x20).contains { $0.elementsEqual(query.utf8) } } ?? false
            let rank = (kind.rawValue, place.rawValue, nameHolds ? 0 : 1, words.keywords.count, position)
            found.append((rank, SymbolMatch(symbol: symbols[position], kind: kind)))
        }
        found.sort { $0.rank < $1.rank }
        return found.prefix(limit).map(\.match)
    }

    /// The best match for a cell's label: the whole label, else its longest word that matches
    /// (`go out` → `go`), so a phrase still finds a picture; nil when nothing matches.
    public func bestMatch(for label: String) -> SymbolMatch? {
        if let whole = search(label, limit: 1).first { return whole }
        let words = SearchText.folded(label).split(separator: " ").map(String.init).filter { $0.count >= 2 }
        let tried = words.sorted { $0.count > $1.count }
        for word in tried {
            if let match = search(word, limit: 1).first, match.kind <= .plural { return match }
        }
        return nil
    }

    /// Which of a picture's words matched: among matches of one kind, a core word first, then the name.
    private enum Place: Int {
        case coreWord, name, keyword
    }

    /// How well one picture's words match, and where.
    private static func bestKind(
        _ query: String, _ queryWords: [[UInt8]], _ singulars: [String], _ unspaced: Bool, _ words: FoldedWords
    ) -> (SymbolMatch.Kind, Place)? {
        if words.coreWords.contains(query) { return (.coreWord, .coreWord) }
        if words.name == query { return (.name, .name) }
        if words.keywords.contains(query) { return (.keyword, .keyword) }
        for singular in singulars {
            if words.coreWords.contains(singular) { return (.plural, .coreWord) }
            if words.name == singular { return (.plural, .name) }
            if words.keywords.contains(singular) { return (.plural, .keyword) }
        }
        // On UTF-8 bytes (the words are folded already): comparing Characters was most of a search's time.
        func containsWord(_ text: String) -> Bool {
            if unspaced { return text.utf8.count > query.utf8.count && text.utf8.contains(bytes: query.utf8) }
            let textWords = text.utf8.split(separator: 0x20)
            guard textWords.count > 1 else { return false }
            return queryWords.allSatisfy { word in textWords.contains { $0.elementsEqual(word) } }
        }
        if words.coreWords.contains(where: containsWord) { return (.word, .coreWord) }
        if let name = words.name, containsWord(name) { return (.word, .name) }
        if words.keywords.contains(where: containsWord) { return (.word, .keyword) }
        guard query.count >= 3, !unspaced else { return nil }
        func hasPrefix(_ text: String) -> Bool {
            text.utf8.split(separator: 0x20).contains { $0.starts(with: query.utf8) }
        }
        if let name = words.name, hasPrefix(name) { return (.prefix, .name) }
        if words.keywords.contains(where: hasPrefix) { return (.prefix, .keyword) }
        return nil
    }
}

extension String.UTF8View {
    /// Whether `bytes` occur in the text.
    fileprivate func contains(bytes: String.UTF8View) -> Bool {
        guard let first = bytes.first else { return true }
        var start = startIndex
        while let found = self[start...].firstIndex(of: first) {
            if self[found...].starts(with: bytes) { return true }
            start = index(after: found)
        }
        return false
    }
}
