/// The figures a therapist reads about one period of the usage record (see `docs/reports.md` for
/// each one's definition and how it follows PeRT's and CoughDrop's). Pure: made from the record's
/// events; the command prints it, writes it as JSON, or draws it on a page.
public struct UsageReport: Equatable, Sendable {
    /// The first and last day of the period (local dates, both included).
    public var from: LocalDate
    public var to: LocalDate
    /// Messages spoken.
    public var messages: Int
    /// Words in the messages spoken.
    public var words: Int
    /// Different words among them (lower case).
    public var differentWords: Int
    /// Words said this period that were never said before it (as the record goes back), alphabetical.
    public var newWords: [String]
    /// Mean length of utterance in words: words ÷ messages (0 without messages).
    public var meanLengthOfUtterance: Double
    /// Words per minute over the time the messages took to build; nil when none was timed.
    public var wordsPerMinute: Double?
    /// The fastest message's words per minute; nil when none was timed.
    public var peakWordsPerMinute: Double?
    /// The share (0-1) of words said that are on the language's core list; nil without a list.
    public var coreShare: Double?
    /// The language of the core list used (the language most words were said in).
    public var language: String
    /// Picks by how they were made.
    public var picksByMethod: [PickMethod: Int]
    /// Picks by what they added (words from symbol cells, letters, predictions...).
    public var picksByUnit: [UsageEvent.Unit: Int]
    /// Deletes and clears.
    public var deletes: Int
    public var clears: Int
    /// The most used words, most first (ties alphabetical), at most ``topCount``.
    public var topWords: [WordCount]
    /// Words said on each day of the period, in order (days without any count 0).
    public var wordsPerDay: [DayCount]
    /// Words said by weekday (0 Monday … 6 Sunday) and hour (0-23): `heatMap[weekday][hour]`.
    public var heatMap: [[Int]]

    /// How many most used words are listed.
    public static let topCount = 20
    /// A message that took longer than this to build (seconds) is left out of the rates: the person
    /// was doing something else in between.
    public static let longestTimedMessage = 600

    public struct WordCount: Hashable, Sendable {
        public var word: String
        public var count: Int
        /// The board and cell the word was picked from most often in the period (its picture on
        /// the printed report); nil when it was never picked from a cell (spelled, typed elsewhere).
        public var board: String?
        public var cell: String?
        public init(word: String, count: Int, board: String? = nil, cell: String? = nil) {
            self.word = word
            self.count = count
            self.board = board
            self.cell = cell
        }
    }

    public struct DayCount: Hashable, Sendable {
        public var date: LocalDate
        public var words: Int
        public init(date: LocalDate, words: Int) {
            self.date = date
            self.words = words
        }
    }

    /// The report of `from`…`to` from the events of the whole record (oldest first; the ones before
    /// the period tell which words are new).
    public init(events: [RecordedEvent], from: LocalDate, to: LocalDate) {
        self.from = from
        self.to = to
        messages = 0
        words = 0
        picksByMethod = [:]
        picksByUnit = [:]
        deletes = 0
        clears = 0
        heatMap = Array(repeating: Array(repeating: 0, count: 24), count: 7)
        var counts: [String: Int] = [:]
        var saidBefore: Set<String> = []
        var perDay: [LocalDate: Int] = [:]
        // Words said by language, and how many of them are on that language's core list.
        var languages: [String: Int] = [:]
        var coreWords: [String: Int] = [:]
        // The language and core list of each language tag the record holds, found once a tag.
        var languageOfTag: [String: (language: String, core: Set<String>?)] = [:]
        var timedWords = 0
        var timedSeconds = 0
        var peak: Double?
        var composingSince: UsageTime?
        // How often each cell's text was picked from each cell ("board\tcell"); split into words
        // once per different text, after the loop.
        var cellsOfText: [String: [String: Int]] = [:]
        for recorded in events {
            let event = recorded.event
            let date = recorded.time.date
            let inPeriod = date >= from && date <= to
            switch event.action {
            case .pick, .delete:
                if composingSince == nil { composingSince = recorded.time }
            case .said, .clear:
                break
            }
            defer {
                if event.action == .said || event.action == .clear { composingSince = nil }
            }
            if event.action == .said, !inPeriod, date < from {
                saidBefore.formUnion(Self.words(in: event.text))
            }
            guard inPeriod else { continue }
            switch event.action {
            case .pick:
                picksByMethod[event.method, default: 0] += 1
                picksByUnit[event.unit, default: 0] += 1
                if let cell = event.cell, event.unit == .word || event.unit == .predicted {
                    cellsOfText[event.text, default: [:]][event.board + "\t" + cell, default: 0] += 1
                }
            case .delete:
                deletes += 1
            case .clear:
                clears += 1
            case .said:
                let said = Self.words(in: event.text)
                messages += 1
                words += said.count
                for word in said { counts[word, default: 0] += 1 }
                let (language, core) =
                    languageOfTag[event.language]
                    ?? {
                        let tag = event.language.split(separator: "+").first.map(String.init) ?? event.language
                        let language = LanguageTag.language(of: tag)
                        return (language, CoreVocabulary.words(for: language))
                    }()
                languageOfTag[event.language] = (language, core)
                languages[language, default: 0] += said.count
                if let core { coreWords[language, default: 0] += said.count { core.contains($0) } }
                perDay[date, default: 0] += said.count
                heatMap[date.weekday][recorded.time.hour] += said.count
                if let start = composingSince, !said.isEmpty {
                    let seconds = max(1, Int(recorded.time.seconds - start.seconds))
                    if seconds <= Self.longestTimedMessage {
                        timedWords += said.count
                        timedSeconds += seconds
                        let rate = Double(said.count) * 60 / Double(seconds)
                        peak = max(peak ?? 0, rate)
                    }
                }
            }
        }
        var cellsOfWord: [String: [String: Int]] = [:]
        for (text, places) in cellsOfText {
            for word in Self.words(in: text) {
                for (place, count) in places { cellsOfWord[word, default: [:]][place, default: 0] += count }
            }
        }
        differentWords = counts.count
        newWords = counts.keys.filter { !saidBefore.contains($0) }.sorted()
        meanLengthOfUtterance = messages == 0 ? 0 : Double(words) / Double(messages)
        wordsPerMinute = timedSeconds == 0 ? nil : Double(timedWords) * 60 / Double(timedSeconds)
        peakWordsPerMinute = peak
        topWords = counts.map { WordCount(word: $0.key, count: $0.value) }
            .sorted { $0.count != $1.count ? $0.count > $1.count : $0.word < $1.word }
            .prefix(Self.topCount).map { top in
                var top = top
                let place = cellsOfWord[top.word]?.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }?.key
                if let parts = place?.split(separator: "\t", maxSplits: 1), parts.count == 2 {
                    top.board = String(parts[0])
                    top.cell = String(parts[1])
                }
                return top
            }
        let mainLanguage = languages.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }?.key ?? "en"
        language = mainLanguage
        if CoreVocabulary.words(for: mainLanguage) != nil, let said = languages[mainLanguage], said > 0 {
            coreShare = Double(coreWords[mainLanguage] ?? 0) / Double(said)
        } else {
            coreShare = nil
        }
        var days: [DayCount] = []
        var day = from
        while day <= to {
            days.append(DayCount(date: day, words: perDay[day] ?? 0))
            day = day.adding(days: 1)
        }
        wordsPerDay = days
    }
}
