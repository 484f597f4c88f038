extension EffortReport {
    /// The report as `talkgrid effort --json` prints it: `{"words": [{"word", "board", "keys",
    /// "scanPresses"}, ...], "averageKeys", "averageScanPresses", "speakScanPresses",
    /// "speakScanPressesThroughControls"}`.
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
            ("speakScanPresses", JSONNode(.number(JSONNumber(speakScanPresses)))),
            ("speakScanPressesThroughControls", JSONNode(.number(JSONNumber(speakScanPressesThroughControls)))),
        ])
    }

    /// The report for a caregiver: the averages, the costliest words (by scan presses, then keys)
    /// with their keys, and a summary per board, to put frequent words where they are cheap.
    public func text(costliest count: Int = 15, in interface: InterfaceWords) -> String {
        func said(_ text: CaregiverText) -> String { interface.text(text) }
        func said(_ key: ReportTextKey) -> String { interface.text(CaregiverText(key)) }
        var lines = [
            said(
                ReportText.effortReached(
                    words: ReportText.countWords(count: words.count), boards: ReportText.countBoards(count: boards.count))),
            said(ReportText.effortAverage(keys: Self.rounded(averageKeys), scan: Self.rounded(averageScanPresses))),
            said(ReportText.effortSpeak(scan: speakScanPresses, controls: speakScanPressesThroughControls)),
        ]
        if !unreachableBoardIDs.isEmpty {
            lines.append(said(ReportText.effortNotReached(boards: unreachableBoardIDs.joined(separator: ", "))))
        }
        let costliest = words.sorted {
            ($0.scanPresses, $0.keys, $1.word) > ($1.scanPresses, $1.keys, $0.word)
        }.prefix(count)
        if !costliest.isEmpty {
            lines += ["", said(.effortCostliestTitle)]
            let width = costliest.map { DisplayWidth.of($0.word) }.max() ?? 0
            for word in costliest {
                let padding = String(repeating: " ", count: max(0, width - DisplayWidth.of(word.word)))
                lines.append(
                    "  \(word.word)\(padding)  \(Self.padded(word.scanPresses, 4)) \(Self.padded(word.keys, 3))  "
                        + word.keySequence.map(\.token).joined(separator: " ") + "  (\(word.boardID))")
            }
        }
        lines += ["", said(.effortBoardsTitle)]
        for board in boards {
            let (keys, scan) = (board.keysToOpen, board.scanPressesToOpen)
            let words = ReportText.countWords(count: board.wordCount)
            guard board.wordCount > 0 else {
                lines.append(said(ReportText.effortBoard(name: board.name, id: board.boardID, keys: keys, scan: scan, words: words)))
                continue
            }
            lines.append(
                said(
                    ReportText.effortBoardWithAverage(
                        name: board.name, id: board.boardID, keys: keys, scan: scan, words: words,
                        averageKeys: Self.rounded(board.averageKeys), averageScan: Self.rounded(board.averageScanPresses))))
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
