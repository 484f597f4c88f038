extension Board {
    /// `text`, an image's `path` as its board's JSON gives it, in the decoded image's copy when that
    /// reads the same, so what a check keeps for the set does not hold the JSON's own copy alive.
    func imagePath(_ text: String, ofImage id: String?) -> String {
        guard let id, let decoded = images.withImage(id, { $0.path }) ?? nil, decoded.utf8.elementsEqual(text.utf8) else { return text }
        return decoded
    }
}
