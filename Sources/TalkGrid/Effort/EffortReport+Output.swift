extension EffortReport {
    /// The report as `talkgrid effort --json` prints it: `{"words": [{"word", "board", "keys",
    /// "scanPresses"}, ...], "averageKeys", "averageScanPresses"}`.
    public var json: JSONNode {
        .object([
            (
                "words",
                .array(
                    words.map { word in
                        .object([
                            ("word", JSONNode(.string(word.word))),
                            ("board", JSONNode(.string(word.boardID))),
                            ("keys", JSONNode(.number(JSONNumber(word.keys)))),
                            ("scanPresses", JSONNode(.number(JSONNumber(word.scanPresses)))),
                        ])
                    })
            ),
            ("averageKeys", JSONNode(.number(JSONNumber(text: Self.rounded(averageKeys))))),
            ("averageScanPresses", JSONNode(.number(JSONNumber(text: Self.rounded(averageScanPresses))))),
        ])
    }

    /// The report for a caregiver: the averages, the costliest words (by scan presses, then keys)
    /// with their keys, and a summary per board, to put frequent words where they are cheap.
    public func text(costliest count: Int = 15) -> String {
        var lines = [
            "\(words.count) word\(words.count == 1 ? "" : "s") on \(boards.count) board\(boards.count == 1 ? "" : "s") reached from the root",
            "  Average: \(Self.rounded(averageKeys)) number keys, \(Self.rounded(averageScanPresses)) step-scan presses",
        ]
        if !unreachableBoardIDs.isEmpty {
            lines.append("  Not reached (not counted): \(unreachableBoardIDs.joined(separator: ", "))")
        }
        let costliest = words.sorted {
            ($0.scanPresses, $0.keys, $1.word) > ($1.scanPresses, $1.keys, $0.word)
        }.prefix(count)
        if !costliest.isEmpty {
            lines += ["", "Costliest words (scan presses, keys, the keys to press):"]
            let width = costliest.map { DisplayWidth.of($0.word) }.max() ?? 0
            for word in costliest {
                let padding = String(repeating: " ", count: max(0, width - DisplayWidth.of(word.word)))
                lines.append(
                    "  \(word.word)\(padding)  \(Self.padded(word.scanPresses, 4)) \(Self.padded(word.keys, 3))  "
                        + word.keySequence.map(\.token).joined(separator: " ") + "  (\(word.boardID))")
            }
        }
        lines += ["", "Boards (presses to open: keys / scan; words found cheapest there; their average keys / scan):"]
        for board in boards {
            lines.append(
                "  \(board.name) (\(board.boardID)): open \(board.keysToOpen) / \(board.scanPressesToOpen); "
                    + "\(board.wordCount) word\(board.wordCount == 1 ? "" : "s")"
                    + (board.wordCount == 0
                        ? "" : ", average \(Self.rounded(board.averageKeys)) / \(Self.rounded(board.averageScanPresses))"))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A number with at most two decimals, as JSON and the text show it (`3`, `4.5`, `2.33`).
    static func rounded(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let whole = hundredths / 100
        let fraction = hundredths % 100
        if fraction == 0 { return String(whole) }
        return fraction % 10 == 0 ? "\(whole).\(fraction / 10)" : "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    private static func padded(_ number: Int, _ width: Int) -> String {
        let text = String(number)
        return String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
