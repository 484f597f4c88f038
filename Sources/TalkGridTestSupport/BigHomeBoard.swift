import TalkGrid

/// An 11 x 16 home board as big real sets have them: a core vocabulary by part of speech, in the
/// Fitzgerald key's colours, an emoji on most cells, a few empty slots, a row of folders (each
/// opening an empty board). The board the zoom's tests print and press keys on.
public enum BigHomeBoard {
    /// The set: the home board and its folders' boards.
    public static func boardSet() -> BoardSet {
        let rows: [(colour: RGBAColor, words: [String])] = [
            (
                Self.people,
                ["I", "you", "he", "she", "we", "they", "it", "me", "my", "your", "mom", "dad", "friend", "teacher", "baby", "people"]
            ),
            (
                Self.verbs,
                [
                    "want", "go", "like", "eat", "drink", "play", "stop", "help", "look", "make", "get", "give", "put", "open", "turn",
                    "come",
                ]
            ),
            (
                Self.verbs,
                [
                    "feel", "see", "hear", "read", "sleep", "walk", "run", "sit", "wash", "draw", "sing", "dance", "finish", "wait",
                    "think", "know",
                ]
            ),
            (
                Self.describing,
                [
                    "more", "good", "bad", "big", "little", "hot", "cold", "happy", "sad", "tired", "sick", "hurt", "funny", "new", "same",
                    "different",
                ]
            ),
            (
                Self.describing,
                [
                    "red", "blue", "green", "yellow", "black", "white", "fast", "slow", "all done", "again", "not", "very", "all", "some",
                    "color/visual", "quiet",
                ]
            ),
            (
                Self.things,
                [
                    "water", "juice", "milk", "apple", "banana", "bread", "cookie", "pizza", "ball", "book", "car", "phone", "music", "toy",
                    "bed", "shoes",
                ]
            ),
            (
                Self.places,
                [
                    "home", "school", "park", "shop", "outside", "inside", "bathroom", "kitchen", "car ride", "doctor", "pool", "beach",
                    "zoo", "library", "garden", "church",
                ]
            ),
            (Self.little, ["in", "on", "up", "down", "off", "out", "here", "there", "with", "to", "and", "the", "a", "of", "for", "now"]),
            (
                Self.questions,
                [
                    "what", "where", "who", "when", "why", "how", "which", "yes", "no", "please", "thank you", "hello", "goodbye", "sorry",
                    "excuse me", "wow",
                ]
            ),
            (
                Self.things,
                [
                    "cat", "dog", "bird", "fish", "horse", "cow", "duck", "tree", "flower", "sun", "rain", "snow", "moon", "star", "sky",
                    "grass",
                ]
            ),
            (
                Self.folders,
                [
                    "food", "drinks", "animals", "body", "clothes", "feelings", "colors", "numbers", "letters", "time", "weather", "toys",
                    "games", "family", "school things", "more words",
                ]
            ),
        ]
        let glyphs: [String: String] = [
            "I": "🙋", "you": "👉", "we": "👫", "mom": "👩", "dad": "👨", "friend": "🧑‍🤝‍🧑", "baby": "👶", "want": "🤲", "go": "🚶",
            "like": "👍", "eat": "🍴", "drink": "🥤", "play": "🧸", "stop": "🛑", "help": "🆘", "look": "👀", "make": "🔨",
            "open": "🔓", "see": "👁", "hear": "👂", "read": "📖", "sleep": "😴", "run": "🏃", "sing": "🎤", "dance": "💃",
            "more": "➕", "good": "😊", "bad": "😞", "big": "🐘", "little": "🐭", "hot": "🔥", "cold": "🧊", "happy": "😀",
            "sad": "😢", "tired": "🥱", "sick": "🤒", "red": "🟥", "blue": "🟦", "green": "🟩", "yellow": "🟨", "black": "⬛",
            "white": "⬜", "all done": "✅", "not": "🚫", "water": "💧", "juice": "🧃", "milk": "🥛", "apple": "🍎",
            "banana": "🍌", "bread": "🍞", "cookie": "🍪", "pizza": "🍕", "ball": "⚽", "book": "📕", "car": "🚗", "phone": "📱",
            "music": "🎵", "bed": "🛏", "shoes": "👟", "home": "🏠", "school": "🏫", "park": "🌳", "shop": "🏪", "doctor": "🩺",
            "pool": "🏊", "beach": "🏖", "zoo": "🦁", "up": "⬆", "down": "⬇", "what": "❓", "yes": "✅", "no": "❌",
            "hello": "👋", "cat": "🐱", "dog": "🐶", "bird": "🐦", "fish": "🐟", "horse": "🐴", "cow": "🐮", "duck": "🦆",
            "tree": "🌲", "flower": "🌸", "sun": "🌞", "rain": "🌧", "snow": "❄", "moon": "🌙", "star": "⭐", "food": "🍽",
            "drinks": "🥤", "animals": "🐾", "feelings": "💛", "colors": "🎨", "numbers": "🔢", "time": "⏰", "toys": "🧸",
        ]
        var cells: [Cell] = []
        var slots: [[String?]] = []
        var boards: [String: Board] = [:]
        for (row, line) in rows.enumerated() {
            var slotRow: [String?] = []
            for (column, word) in line.words.enumerated() {
                // A few empty slots, as real boards keep room for words to come.
                if (row * 16 + column) % 37 == 36 {
                    slotRow.append(nil)
                    continue
                }
                let id = "c\(row)-\(column)"
                let opens = line.colour == Self.folders
                if opens {
                    let folder = Board(
                        id: "f-\(word)", name: word, locale: "en", grid: Grid(rows: 1, columns: 1, slots: [[nil]]), cells: [])
                    boards[folder.id] = folder
                }
                cells.append(
                    Cell(
                        id: id, label: word, glyph: glyphs[word], link: opens ? BoardLink(id: "f-\(word)") : nil,
                        backgroundColor: line.colour))
                slotRow.append(id)
            }
            slots.append(slotRow)
        }
        let board = Board(id: "home", name: "Home", locale: "en", glyph: "🏠", grid: Grid(rows: 11, columns: 16, slots: slots), cells: cells)
        boards["home"] = board
        return BoardSet(rootID: "home", boards: boards, boardOrder: ["home"] + boards.keys.filter { $0 != "home" }.sorted())
    }

    private static let people = RGBAColor(red: 255, green: 236, blue: 140)
    private static let verbs = RGBAColor(red: 190, green: 235, blue: 170)
    private static let describing = RGBAColor(red: 170, green: 205, blue: 245)
    private static let things = RGBAColor(red: 255, green: 205, blue: 160)
    private static let places = RGBAColor(red: 225, green: 200, blue: 240)
    private static let little = RGBAColor(red: 245, green: 245, blue: 245)
    private static let questions = RGBAColor(red: 250, green: 190, blue: 215)
    private static let folders = RGBAColor(red: 255, green: 175, blue: 120)
}
