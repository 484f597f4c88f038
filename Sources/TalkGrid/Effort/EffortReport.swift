/// How many presses each word of a board set costs: for every distinct text a cell adds to the
/// message (its vocalization, else its label) reachable from the root board, the fewest number-key
/// presses and the fewest step-scan presses that add it to an empty message, starting on the root
/// board at the top level and opening folders on the way (grid layout).
///
/// Each count is minimised on its own (a word on two boards may be cheapest by keys on one and by
/// scanning on the other); `boardID` is where the fewest keys reach it. The counts are the same
/// for both keypads (positions do not change); only the key sequences differ.
public struct EffortReport: Equatable, Sendable {
    /// One word and what it costs.
    public struct Word: Equatable, Sendable {
        public var word: String
        public var boardID: String
        /// The cell on that board that adds it.
        public var cellID: String
        public var keys: Int
        public var scanPresses: Int
        /// The number keys that add it, folders included.
        public var keySequence: [Key]
    }

    /// One board reached from the root: what opening it costs and its words' average cost.
    public struct BoardSummary: Equatable, Sendable {
        public var boardID: String
        public var name: String
        public var keysToOpen: Int
        public var scanPressesToOpen: Int
        /// The words whose cheapest place (by keys) is this board.
        public var wordCount: Int
        public var averageKeys: Double
        public var averageScanPresses: Double
    }

    /// The words, cheapest first (by keys, then scan presses, then text).
    public var words: [Word]
    /// The boards reached from the root, in the order they are reached.
    public var boards: [BoardSummary]
    /// Boards of the set no folder reaches from the root (their words are not counted).
    public var unreachableBoardIDs: [String]
    public var averageKeys: Double
    public var averageScanPresses: Double
    /// Step-scan presses that speak the message once a word is in it, from the first item of the
    /// root board's top level (where the highlight starts after a word): Select on the message
    /// bar. With the number keys it is one press too (Enter).
    public var speakScanPresses: Int
    /// The same the other way, through Controls: Next up to Controls, Select, then Select on Speak.
    public var speakScanPressesThroughControls: Int

    public init(boardSet: BoardSet, keypad: Keypad = .phone) {
        var pickCosts: [String: [String: PickCost]] = [:]
        func costs(of board: Board) -> [String: PickCost] {
            if let known = pickCosts[board.id] { return known }
            let computed = PickCost.costs(on: board, keypad: keypad)
            pickCosts[board.id] = computed
            return computed
        }
        let byKeys = Self.shortestPaths(in: boardSet, costs: costs, by: \.keys)
        let byScan = Self.shortestPaths(in: boardSet, costs: costs, by: \.scanPresses)

        var found: [String: Word] = [:]
        var foundScan: [String: Int] = [:]
        var wordCounts: [String: (count: Int, keys: Int, scan: Int)] = [:]
        for boardID in byKeys.order {
            guard let board = boardSet.boards[boardID], let toOpen = byKeys.reached[boardID],
                let scanToOpen = byScan.reached[boardID]
            else { continue }
            let boardCosts = costs(of: board)
            for cell in board.cells {
                guard let text = Self.addedText(of: cell), let cost = boardCosts[cell.id] else { continue }
                let keys = toOpen.cost + cost.keys
                let scan = scanToOpen.cost + cost.scanPresses
                foundScan[text] = min(foundScan[text] ?? .max, scan)
                if let known = found[text], known.keys <= keys { continue }
                found[text] = Word(
                    word: text, boardID: boardID, cellID: cell.id, keys: keys, scanPresses: scan,
                    keySequence: toOpen.keySequence + cost.keySequence)
            }
        }
        words = found.values.map { word in
            var word = word
            word.scanPresses = foundScan[word.word] ?? word.scanPresses
            return word
        }
        .sorted { first, second in
            if first.keys != second.keys { return first.keys < second.keys }
            if first.scanPresses != second.scanPresses { return first.scanPresses < second.scanPresses }
            // Byte order: deterministic, and much cheaper than Unicode ordering on tens of thousands of words.
            return first.word.utf8.lexicographicallyPrecedes(second.word.utf8)
        }
        for word in words {
            let sums = wordCounts[word.boardID] ?? (0, 0, 0)
            wordCounts[word.boardID] = (sums.count + 1, sums.keys + word.keys, sums.scan + word.scanPresses)
        }
        boards = byKeys.order.compactMap { id in
            guard let board = boardSet.boards[id], let keys = byKeys.reached[id], let scan = byScan.reached[id] else {
                return nil
            }
            let sums = wordCounts[id] ?? (0, 0, 0)
            return BoardSummary(
                boardID: id, name: board.name, keysToOpen: keys.cost, scanPressesToOpen: scan.cost,
                wordCount: sums.count, averageKeys: Self.average(sums.keys, sums.count),
                averageScanPresses: Self.average(sums.scan, sums.count))
        }
        unreachableBoardIDs = boardSet.boardOrder.filter { byKeys.reached[$0] == nil }
        (speakScanPresses, speakScanPressesThroughControls) = Self.pressesToSpeak(on: boardSet.boards[boardSet.rootID], keypad: keypad)
        averageKeys = Self.average(words.reduce(0) { $0 + $1.keys }, words.count)
        averageScanPresses = Self.average(words.reduce(0) { $0 + $1.scanPresses }, words.count)
    }

    /// The text a cell adds to the message, as the session's pick does with the default folder
    /// rule (``PickStep/addsWord(_:folderWords:)``): its vocalization, else its label, for a plain
    /// cell; a folder or a cell with actions only with a vocalization; none for a suffix.
    public static func addedText(of cell: Cell) -> String? {
        guard PickStep.addsWord(cell) else { return nil }
        let text = cell.vocalization ?? cell.label
        return text.allSatisfy(\.isWhitespace) ? nil : text
    }

    /// The presses that speak a message on a board's top level: by the message bar, and through Controls.
    private static func pressesToSpeak(on board: Board?, keypad: Keypad) -> (bar: Int, controls: Int) {
        let targets = board.map { ScanItem.targets(of: SelectionRule.keyMap(for: $0, zoomPath: [], keypad: keypad)) } ?? []
        let items = ScanItem.boardLevel(targets: targets, atTopLevel: true, messageHasWords: true)
        let bar = ScanItem.pressesToSpeak(from: items, layout: .grid) ?? 0
        let controls = ScanItem.pressesToSpeak(from: items.filter { $0 != .message }, layout: .grid) ?? 0
        return (bar, controls)
    }

    private static func average(_ total: Int, _ count: Int) -> Double {
        count == 0 ? 0 : Double(total) / Double(count)
    }

    /// The cheapest way to open a board from the root.
    struct Route {
        var cost: Int
        var keySequence: [Key]
    }

    /// Dijkstra over the boards: a folder cell's pick cost is the edge to the board it opens
    /// (which always opens at its top level, so what follows does not depend on the way there).
    /// Costs are small whole numbers, so the queue is an array of buckets, one per cost; within a
    /// bucket, boards come in the order they were found.
    private static func shortestPaths(
        in boardSet: BoardSet, costs: (Board) -> [String: PickCost], by metric: KeyPath<PickCost, Int>
    ) -> (reached: [String: Route], order: [String]) {
        var reached: [String: Route] = [:]
        var order: [String] = []
        var best: [String: Int] = [boardSet.rootID: 0]
        var buckets: [[(id: String, route: Route)]] = [[(boardSet.rootID, Route(cost: 0, keySequence: []))]]
        var cost = 0
        while cost < buckets.count {
            var index = 0
            while index < buckets[cost].count {
                let (id, route) = buckets[cost][index]
                index += 1
                guard reached[id] == nil, best[id] == route.cost else { continue }
                reached[id] = route
                order.append(id)
                guard let board = boardSet.boards[id] else { continue }
                let boardCosts = costs(board)
                for cell in board.cells {
                    guard let link = cell.link, let step = boardCosts[cell.id], let target = boardSet.board(for: link),
                        reached[target.id] == nil
                    else { continue }
                    let candidate = route.cost + step[keyPath: metric]
                    if let known = best[target.id], known <= candidate { continue }
                    best[target.id] = candidate
                    while buckets.count <= candidate { buckets.append([]) }
                    buckets[candidate].append(
                        (target.id, Route(cost: candidate, keySequence: route.keySequence + step.keySequence)))
                }
            }
            buckets[cost] = []
            cost += 1
        }
        return (reached, order)
    }
}
