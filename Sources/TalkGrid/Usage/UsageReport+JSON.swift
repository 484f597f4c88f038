extension UsageReport {
    /// The report as JSON, for a spreadsheet or another program: the same figures, keys in English.
    public var json: JSONNode {
        func member(_ key: String, _ value: JSONValue) -> JSONMember { JSONMember(key: key, value: JSONNode(value)) }
        func number(_ value: Int) -> JSONValue { .number(JSONNumber(value)) }
        func decimal(_ value: Double?) -> JSONValue {
            guard let value else { return .null }
            return .number(JSONNumber(text: String((value * 100).rounded() / 100)))
        }
        func object(_ counts: [(String, Int)]) -> JSONValue { .object(counts.map { member($0.0, number($0.1)) }) }
        return JSONNode(
            .object([
                member("from", .string(from.text)),
                member("to", .string(to.text)),
                member("messages", number(messages)),
                member("words", number(words)),
                member("differentWords", number(differentWords)),
                member("newWords", .array(newWords.map { JSONNode(.string($0)) })),
                member("meanLengthOfUtteranceInWords", decimal(meanLengthOfUtterance)),
                member("wordsPerMinute", decimal(wordsPerMinute)),
                member("peakWordsPerMinute", decimal(peakWordsPerMinute)),
                member("coreWordShare", decimal(coreShare)),
                member("language", .string(language)),
                member("picksByMethod", object(PickMethod.allCases.compactMap { m in picksByMethod[m].map { (m.rawValue, $0) } })),
                member("picksByAdded", object(UsageEvent.Unit.allCases.compactMap { u in picksByUnit[u].map { (u.rawValue, $0) } })),
                member("deletes", number(deletes)),
                member("clears", number(clears)),
                member(
                    "topWords",
                    .array(topWords.map { JSONNode(.object([member("word", .string($0.word)), member("count", number($0.count))])) })),
                member(
                    "wordsPerDay",
                    .array(
                        wordsPerDay.map { JSONNode(.object([member("date", .string($0.date.text)), member("words", number($0.words))])) })),
                member(
                    "wordsByWeekdayAndHour",
                    .array(heatMap.map { JSONNode(.array($0.map { JSONNode(number($0)) })) })),
            ]))
    }
}
