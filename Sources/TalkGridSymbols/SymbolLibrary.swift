import Foundation
import TalkGrid
import TalkGridShipped

/// The symbols on this computer: the index for a language (cached), and a picture's file.
///
/// The one place that reads the packages' files; the matching itself is ``SymbolIndex``'s.
public struct SymbolLibrary: Sendable {
    public var sources: SymbolSources
    /// The core-word table's bytes (the shipped one unless a test gives another).
    public var coreWordBytes: [UInt8]?

    /// The most bytes an OpenMoji SVG may have (the largest is about 60 KiB).
    static let maxPictureBytes = 1 << 20

    public init(sources: SymbolSources, coreWordBytes: [UInt8]? = ShippedContent.file(at: CoreWordTable.shippedPath)) {
        self.sources = sources
        self.coreWordBytes = coreWordBytes
    }

    /// What a look-up found: the index, the packages that are missing, and whether CLDR has the language.
    public struct Lookup: Sendable {
        public var index: SymbolIndex
        public var missing: [SymbolSource]
        /// False when CLDR (if installed) has no words in the language asked for: only the core table's are there.
        public var hasLanguage: Bool
    }

    /// The index for a language tag (`es`, `pt-BR`, `zh`), from the cache when it is up to date,
    /// else built and kept.
    public func lookup(language tag: String) -> Lookup {
        let missing = sources.missing
        let found = sources.annotationFiles(for: tag)
        let language = found?.language ?? SearchText.folded(tag).split(separator: " ").first.map(String.init) ?? "en"
        let english = sources.englishFiles
        let languageFiles = found?.files ?? []
        let pictures = sources.openMojiPictures
        let table = coreWordBytes ?? []
        let signature =
            ((english + languageFiles).map(SymbolSources.stamp) + [pictures.map(SymbolSources.stamp) ?? "-", SHA256.hexDigest(table)])
            .joined(separator: " | ")
        let cache = sources.cache.map(SymbolIndexCache.init)
        let index: SymbolIndex
        if let kept = cache?.index(language: language, signature: signature) {
            index = kept
        } else {
            let builder = SymbolIndexBuilder(
                english: english.map(Self.annotations), words: languageFiles.map(Self.annotations),
                openMoji: pictures.map(Self.openMojiNames) ?? [],
                coreWords: try? CoreWordTable(parsing: table, file: CoreWordTable.shippedPath))
            index = builder.index(language: language)
            cache?.keep(index, signature: signature)
        }
        let coreLanguages = (try? CoreWordTable(parsing: table, file: CoreWordTable.shippedPath))?.languages ?? []
        let hasLanguage = found != nil || (!sources.isInstalled(.cldr) && coreLanguages.contains(language))
        // The families' own pictures come first among equals; they are few, read each time, never cached.
        let own = ownLibraries(language: language).flatMap { $0.symbols() }
        guard !own.isEmpty else { return Lookup(index: index, missing: missing, hasLanguage: hasLanguage) }
        let ownIndex = SymbolIndex(language: index.language, symbols: own)
        let joined = SymbolIndex(language: index.language, symbols: own + index.symbols, folded: ownIndex.folded + index.folded)
        return Lookup(index: joined, missing: missing, hasLanguage: hasLanguage)
    }

    /// The families' own libraries whose pictures are named in `language` (its base language: `pt` for `pt-BR`).
    public func ownLibraries(language: String? = nil) -> [OwnLibrary] {
        guard let folder = sources.libraries, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        let base = language.map { SearchText.folded($0).split(separator: " ").first.map(String.init) ?? $0 }
        return names.sorted().compactMap { name in
            let file = folder + "/" + name + "/" + OwnLibrary.descriptionFile
            guard let bytes = Self.read(file, limit: 16 << 20), let library = try? OwnLibrary(parsing: bytes, file: file) else {
                return nil
            }
            guard let base else { return library }
            let libraryBase = library.language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() }
            return libraryBase == base.split(separator: "_").first.map(String.init) ? library : nil
        }
    }

    /// The picture file for a symbol: OpenMoji's SVG, else Noto's emoji; nil when neither package is installed.
    public func picture(for symbol: Symbol) -> SymbolPicture? {
        if let name = symbol.library {
            guard let folder = sources.libraries, let file = symbol.file,
                let library = ownLibraries().first(where: { $0.name == name }),
                let bytes = Self.read(folder + "/" + name + "/pictures/" + file, limit: 16 << 20)
            else { return nil }
            let ending = file.split(separator: ".").last.map { $0.lowercased() } ?? "png"
            return SymbolPicture(symbol: symbol, drawing: .file(bytes, fileExtension: ending), source: nil, license: library.pictureLicense)
        }
        if let file = symbol.openMoji, let folder = sources.openMojiPictures, let bytes = Self.read(folder + "/" + file + ".svg") {
            return SymbolPicture(symbol: symbol, drawing: .svg(bytes), source: .openMoji, license: SymbolPicture.openMojiLicense(file))
        }
        guard sources.isInstalled(.notoEmoji) else { return nil }
        return SymbolPicture(symbol: symbol, drawing: .emoji(symbol.emoji), source: .notoEmoji, license: SymbolPicture.notoLicense)
    }

    private static func annotations(_ path: String) -> CLDRAnnotations {
        CLDRAnnotations(parsing: read(path, limit: 16 << 20) ?? [])
    }

    private static func openMojiNames(_ folder: String) -> Set<String> {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return Set(names.filter { $0.hasSuffix(".svg") }.map { String($0.dropLast(4)) })
    }

    private static func read(_ path: String, limit: Int = maxPictureBytes) -> [UInt8]? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: limit + 1), data.count <= limit else { return nil }
        return Array(data)
    }
}
