import TalkGrid

/// One of Cboard's per-language strings files (`{"cboard.symbol.yes": "Yes", ...}`), for `labelKey`s.
public struct CboardStrings: Equatable, Sendable {
    /// The language, from the file's name (`es-ES.json` → `es-ES`).
    public var locale: String
    public var texts: [String: String]

    public init(locale: String, texts: [String: String]) {
        self.locale = locale
        self.texts = texts
    }

    /// Reads a parsed strings file.
    init(_ root: JSONNode, locale: String, file: String) throws(ImportError) {
        guard let members = root.members else {
            throw .invalidSource(path: file, line: root.position.line, reason: "a strings file is a JSON object of \"key\": \"text\"")
        }
        self.locale = locale
        var texts: [String: String] = [:]
        for member in members {
            if let text = member.value.string, texts[member.key] == nil { texts[member.key] = text }
        }
        self.texts = texts
    }

    /// The words a key stands for when no strings file has it: its last part, split where the
    /// case changes (`cboard.symbol.iWant` → `i want`, `symbol.foodFruit.apple_pie` → `apple pie`).
    public static func readable(_ key: String) -> String {
        let last = key.split(separator: ".").last.map(String.init) ?? key
        var words = ""
        var previousWasLower = false
        for character in last {
            if character == "_" || character == "-" {
                words += " "
                previousWasLower = false
                continue
            }
            if character.isUppercase && previousWasLower { words += " " }
            words += character.lowercased()
            previousWasLower = character.isLowercase || character.isNumber
        }
        return words.trimmingSpaces
    }
}
