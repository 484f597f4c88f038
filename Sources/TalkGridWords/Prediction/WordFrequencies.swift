import Foundation

/// How common the words of a language are: wordfreq's list as `scripts/words-data.py` converts it
/// (`words-LANG.tsv`: `word<TAB>band`, most frequent first; band b is a frequency of 10^(-b/100)).
public struct WordFrequencies: Sendable {
    /// Each word (in lower case) and its band.
    private var bands: [String: Int32]
    /// The words, most frequent first.
    public private(set) var words: [String]

    /// The list's lines; a line that is not `word<TAB>number` is skipped. Read as bytes (a
    /// language's list is some 30,000 lines, read while a board starts).
    public init(text: String) {
        var text = text
        self = text.withUTF8 { Self(bytes: $0) }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        let tab = UInt8(ascii: "\t")
        let newline = UInt8(ascii: "\n")
        let lines = bytes.reduce(into: 1) { count, byte in if byte == newline { count += 1 } }
        bands = Dictionary(minimumCapacity: lines)
        words = []
        words.reserveCapacity(lines)
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != newline { end += 1 }
            defer { start = end + 1 }
            guard let split = (start..<end).first(where: { bytes[$0] == tab }), let band = Self.number(bytes[(split + 1)..<end]) else {
                continue
            }
            let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<split]), as: UTF8.self)
            guard bands[word] == nil else { continue }
            bands[word] = band
            words.append(word)
        }
    }

    /// A band written in decimal digits (an optional minus sign, a carriage return after it
    /// allowed); nil for anything else.
    private static func number(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> Int32? {
        var digits = digits
        if digits.last == UInt8(ascii: "\r") { digits = digits.dropLast() }
        let negative = digits.first == UInt8(ascii: "-")
        if negative { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.count <= 9 else { return nil }
        var value: Int32 = 0
        for byte in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int32(byte - UInt8(ascii: "0"))
        }
        return negative ? -value : value
    }

    /// How many words the list has.
    public var count: Int { words.count }

    /// How often the word occurs (a share of all words: 0.01 for one word in a hundred); nil when
    /// the list does not have it.
    public func frequency(of word: String) -> Double? {
        guard let band = bands[word] ?? bands[word.lowercased()] else { return nil }
        return Self.frequency(band: Int(band))
    }

    /// wordfreq's bands: a hundred to each power of ten.
    static func frequency(band: Int) -> Double {
        pow(10, -Double(band) / 100)
    }
}
