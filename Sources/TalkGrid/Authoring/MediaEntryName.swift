/// Where a cell's new picture or sound goes in a set folder: the file that already has the same
/// bytes, else a new file named after the one it came from, which no entry uses.
enum MediaEntryName {
    /// The entry for a file called `name` (`Red Apple.png`), and whether it is a new file: among the
    /// `entries` ending in one of `endings`, the first whose bytes are the same (`sameBytes`), else
    /// `folder/stem.fileExtension` with `-2`, `-3` … added until no entry has it, whatever the letter case.
    static func place(
        _ name: String, fileExtension: String, folder: String, endings: [String], among entries: Set<String>,
        sameBytes: (String) -> Bool
    ) -> (entry: String, isNew: Bool) {
        let candidates = entries.filter { entry in endings.contains(where: { entry.lowercased().hasSuffix("." + $0) }) }
        if let shared = candidates.sorted().first(where: sameBytes) { return (shared, false) }
        let taken = Set(entries.map { $0.lowercased() })
        let stem = CellPicture.safeStem(name)
        var candidate = "\(folder)/\(stem).\(fileExtension)"
        var number = 2
        while taken.contains(candidate.lowercased()) {
            candidate = "\(folder)/\(stem)-\(number).\(fileExtension)"
            number += 1
        }
        return (candidate, true)
    }
}
