import Foundation
import TalkGridStorage

/// A built ``SymbolIndex`` kept as a file, one per language (`symbols/es.index`), so a search
/// reads one small file instead of parsing CLDR's XML and listing OpenMoji's folder each time.
///
/// The file says what it was built from (each source's path, size and time, and the core
/// table's digest): when a package is installed, updated or removed it no longer matches and
/// the index is built again. At most ``maxFiles`` languages are kept (the least recently built
/// go first); the folder is safe to delete.
///
/// What it buys: a search in a warm cache takes a few milliseconds where building the index
/// takes about a third of a second (measured in docs/symbols.md).
public struct SymbolIndexCache: Sendable {
    public var folder: String

    /// The most language files kept.
    public static let maxFiles = 12

    /// The format and the builder's version: raised when either changes, so older indexes are built again.
    static let header = "talkgrid-symbols 2"

    public init(folder: String) {
        self.folder = folder
    }

    func file(for language: String) -> String { folder + "/" + language + ".index" }

    /// The index kept for `language`, when it was built from sources with this `signature`.
    public func index(language: String, signature: String) -> SymbolIndex? {
        guard let data = FileManager.default.contents(atPath: file(for: language)) else { return nil }
        return Self.decode(Array(data), language: language, signature: signature)
    }

    /// Keeps `index`; a failure only means the next search builds it again.
    public func keep(_ index: SymbolIndex, signature: String) {
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try? AtomicFile.write(Self.encode(index, signature: signature), to: file(for: index.language))
        trim()
    }

    /// Removes the oldest language files beyond ``maxFiles``.
    private func trim() {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: folder) else { return }
        let files = names.filter { $0.hasSuffix(".index") }.map { folder + "/" + $0 }
        guard files.count > Self.maxFiles else { return }
        let dated = files.map { ($0, (try? manager.attributesOfItem(atPath: $0)[.modificationDate] as? Date) ?? .distantPast) }
        for (path, _) in dated.sorted(by: { $0.1 < $1.1 }).prefix(files.count - Self.maxFiles) {
            try? manager.removeItem(atPath: path)
        }
    }

    // MARK: The file

    /// Fields of a line are separated by tabs, words inside a field by U+001F.
    static let wordSeparator: Character = "\u{1F}"

    static func encode(_ index: SymbolIndex, signature: String) -> [UInt8] {
        var text = "\(header)\n\(clean(signature))\n\(clean(index.language))\n"
        for (symbol, folded) in zip(index.symbols, index.folded) {
            let fields = [
                clean(symbol.id), clean(symbol.emoji), clean(symbol.openMoji ?? ""), clean(symbol.name ?? ""), joined(symbol.keywords),
                joined(symbol.coreWords), clean(folded.name ?? ""), joined(folded.keywords), joined(folded.coreWords),
                symbol.name == nil ? "0" : "1",
            ]
            text += fields.joined(separator: "\t") + "\n"
        }
        return Array(text.utf8)
    }

    static func decode(_ bytes: [UInt8], language: String, signature: String) -> SymbolIndex? {
        // Bytes, not Characters: splitting 4,000 lines by grapheme was most of a search's time.
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        guard lines.count >= 3, string(lines[0]) == header, string(lines[1]) == clean(signature), string(lines[2]) == clean(language)
        else { return nil }
        var symbols: [Symbol] = []
        var folded: [SymbolIndex.FoldedWords] = []
        symbols.reserveCapacity(lines.count)
        folded.reserveCapacity(lines.count)
        for line in lines.dropFirst(3) where !line.isEmpty {
            let fields = line.split(separator: 0x09, omittingEmptySubsequences: false)
            guard fields.count == 10 else { return nil }
            let hasName = fields[9].first == UInt8(ascii: "1")
            symbols.append(
                Symbol(
                    id: string(fields[0]), emoji: string(fields[1]), openMoji: fields[2].isEmpty ? nil : string(fields[2]),
                    name: hasName ? string(fields[3]) : nil, keywords: split(fields[4]), coreWords: split(fields[5])))
            folded.append(
                SymbolIndex.FoldedWords(coreWords: split(fields[8]), name: hasName ? string(fields[6]) : nil, keywords: split(fields[7])))
        }
        return SymbolIndex(language: language, symbols: symbols, folded: folded)
    }

    private static func string(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }

    private static func split(_ field: ArraySlice<UInt8>) -> [String] {
        field.isEmpty ? [] : field.split(separator: 0x1F, omittingEmptySubsequences: false).map(string)
    }

    private static func joined(_ words: [String]) -> String { words.map(clean).joined(separator: String(wordSeparator)) }

    /// A field without the characters that separate fields, words and lines.
    private static func clean(_ text: String) -> String {
        guard text.contains(where: { $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == wordSeparator }) else { return text }
        return String(text.map { $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == wordSeparator ? " " : $0 })
    }
}
