import TalkGrid

/// A family's own picture library, added with `talkgrid symbols add FOLDER --name NAME --licence TEXT`:
/// a downloaded ARASAAC or Mulberry folder, its pictures named by their words (`biscuit.png`,
/// `cup_of_tea.svg`), in one language. Kept in TalkGrid's data folder beside OpenMoji
/// (`symbol-libraries/NAME/`: the pictures in `pictures/`, this description in `library.json`) and
/// searched with the emoji, its pictures first among equals; its licence goes into the cells that use them.
public struct OwnLibrary: Sendable, Equatable {
    /// One picture: its file in `pictures/`, and the words its name gives.
    public struct Picture: Sendable, Equatable {
        public var file: String
        public var words: [String]

        public init(file: String, words: [String]) {
            self.file = file
            self.words = words
        }
    }

    /// `mulberry`: lower-case ASCII letters, digits and `-` (it starts the pictures' ids).
    public var name: String
    /// The licence as the family gives it (`CC BY-SA 4.0, Mulberry Symbols`), carried into each cell's picture.
    public var licence: String
    /// The language the pictures are named in (`en`, `es`).
    public var language: String
    public var pictures: [Picture]

    /// The description's file name in the library's folder.
    public static let descriptionFile = "library.json"

    public init(name: String, licence: String, language: String, pictures: [Picture]) {
        self.name = name
        self.licence = licence
        self.language = language
        self.pictures = pictures
    }

    /// Reads `library.json`: `{"name": ..., "licence": ..., "language": ..., "pictures": [{"file": ..., "words": [...]}]}`.
    public init(parsing bytes: [UInt8], file: String) throws(JSONParseError) {
        let root = try JSONParser.parse(bytes, file: file)
        name = root["name"]?.string ?? ""
        licence = root["licence"]?.string ?? ""
        language = root["language"]?.string ?? "en"
        pictures = (root["pictures"]?.elements ?? []).compactMap { element in
            guard let file = element["file"]?.string, !file.contains("/") else { return nil }
            return Picture(file: file, words: element["words"]?.elements?.compactMap(\.string) ?? [])
        }
    }

    /// The description as `library.json` holds it.
    public var json: [UInt8] {
        func text(_ value: String) -> JSONNode { JSONNode(.string(value)) }
        return JSONWriter.prettyBytes(
            .object([
                ("name", text(name)), ("licence", text(licence)), ("language", text(language)),
                ("pictures", .array(pictures.map { .object([("file", text($0.file)), ("words", .array($0.words.map(text)))]) })),
            ]))
    }

    /// Whether a name can name a library: 1 to 40 lower-case ASCII letters, digits and `-`, starting with a letter.
    public static func isUsableName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first), name.unicodeScalars.count <= 40 else { return false }
        return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }

    /// The words a picture's file name gives: `cup_of_tea-2.png` → `cup of tea`, `Biscuit (1).jpg` →
    /// `Biscuit`; nil when it gives none (a name of digits only, as ARASAAC's numbered downloads).
    public static func words(fromFileName file: String) -> String? {
        var stem = Substring(file)
        if let dot = stem.lastIndex(of: ".") { stem = stem[..<dot] }
        let parts = stem.split(whereSeparator: { $0 == "_" || $0 == "-" || $0 == " " || $0 == "(" || $0 == ")" || $0 == "." })
        var words = parts.map(String.init)
        while let last = words.last, last.allSatisfy(\.isNumber) { words.removeLast() }
        guard !words.isEmpty, words.contains(where: { $0.contains(where: \.isLetter) }) else { return nil }
        return words.joined(separator: " ")
    }

    /// The library's pictures as symbols of the index: ids `name-words` (`mulberry-cup-of-tea`), each
    /// picture's words as its core words.
    func symbols() -> [Symbol] {
        var taken = Set<String>()
        return pictures.map { picture in
            var id = name + "-" + Symbol.id(fromName: picture.words.first ?? "")
            if id.hasSuffix("-") { id += "picture" }
            var unique = id
            var number = 2
            while taken.contains(unique) {
                unique = "\(id)-\(number)"
                number += 1
            }
            taken.insert(unique)
            var symbol = Symbol(id: unique, emoji: "", coreWords: picture.words)
            symbol.library = name
            symbol.file = picture.file
            return symbol
        }
    }

    /// The licence as an OBF image's `license`: the family's text as its type, the library as its author.
    public var pictureLicense: PictureLicense {
        PictureLicense(type: licence, copyrightNoticeURL: "", sourceURL: "", authorName: name, authorURL: "")
    }
}
