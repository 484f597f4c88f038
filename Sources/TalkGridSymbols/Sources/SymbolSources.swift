import Foundation

/// Where the symbols' packages put their files on this computer, and where the index is cached.
///
/// Nothing needs configuring: CLDR and Noto are where Debian installs them, OpenMoji where
/// `scripts/setup` puts it (`$XDG_DATA_HOME/talkgrid/openmoji`, else
/// `~/.local/share/talkgrid/openmoji`, beside the natural voices), the cache in
/// `$XDG_CACHE_HOME/talkgrid/symbols`. `TALKGRID_CLDR` and `TALKGRID_EMOJI_FONT` name other places
/// (another distribution's, or none, as the tests do).
public struct SymbolSources: Sendable, Equatable {
    /// CLDR's `common` folder (holding `annotations/` and `annotationsDerived/`).
    public var cldr: String
    /// The OpenMoji folder (holding `svg/`, `LICENSE`, `version`).
    public var openMoji: String?
    /// Noto Color Emoji's font file.
    public var notoFont: String
    /// The folder of the cached indexes; nil keeps none.
    public var cache: String?
    /// The folder of the families' own libraries (`symbols add`), one folder each; nil: none.
    public var libraries: String?

    public init(cldr: String, openMoji: String?, notoFont: String, cache: String?, libraries: String? = nil) {
        self.cldr = cldr
        self.openMoji = openMoji
        self.notoFont = notoFont
        self.cache = cache
        self.libraries = libraries
    }

    /// The places the environment gives.
    public init(environment: [String: String]) {
        func folder(_ variable: String, _ fallback: String) -> String? {
            if let base = environment[variable], base.hasPrefix("/") { return base + "/talkgrid" }
            if let home = environment["HOME"], !home.isEmpty { return home + "/" + fallback + "/talkgrid" }
            return nil
        }
        let data = folder("XDG_DATA_HOME", ".local/share")
        self.init(
            cldr: environment["TALKGRID_CLDR"] ?? "/usr/share/unicode/cldr/common",
            openMoji: data.map { $0 + "/openmoji" },
            notoFont: environment["TALKGRID_EMOJI_FONT"] ?? "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf",
            cache: folder("XDG_CACHE_HOME", ".cache").map { $0 + "/symbols" }, libraries: data.map { $0 + "/symbol-libraries" })
    }

    /// The folder of OpenMoji's SVG files.
    public var openMojiPictures: String? { openMoji.map { $0 + "/svg" } }

    /// The packages whose files are not there.
    public var missing: [SymbolSource] {
        SymbolSource.allCases.filter { !isInstalled($0) }
    }

    /// Whether a package's files are there.
    public func isInstalled(_ source: SymbolSource) -> Bool {
        switch source {
        case .cldr: Self.exists(cldr + "/annotations/en.xml")
        case .openMoji: openMojiPictures.map { Self.exists($0 + "/1F34E.svg") } ?? false
        case .notoEmoji: Self.exists(notoFont)
        }
    }

    /// CLDR's annotation files for a language tag (`pt-BR`, `zh-Hant`, `es`), most particular
    /// first (a regional file holds only what differs from its language's): the CLDR language
    /// they are for, and the files, plain and derived; nil when CLDR has no such language.
    public func annotationFiles(for tag: String) -> (language: String, files: [String])? {
        let parts = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let base = parts.first?.lowercased(), !base.isEmpty, base.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        var names: [String] = []
        if parts.count > 1 {
            let second = parts[1]
            let shaped = second.count == 4 ? second.prefix(1).uppercased() + second.dropFirst().lowercased() : second.uppercased()
            if second.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) { names.append(base + "_" + shaped) }
        }
        names.append(base)
        var files: [String] = []
        var language: String?
        for name in names {
            let plain = cldr + "/annotations/" + name + ".xml"
            guard Self.exists(plain) else { continue }
            language = language ?? name
            files.append(plain)
            let derived = cldr + "/annotationsDerived/" + name + ".xml"
            if Self.exists(derived) { files.append(derived) }
        }
        return language.map { ($0, files) }
    }

    /// English's files, which name every picture.
    var englishFiles: [String] { annotationFiles(for: "en")?.files ?? [] }

    static func exists(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0
    }

    /// `path size mtime` of a file or folder, or `path -` when it is not there: what the cache's
    /// signature is made of.
    static func stamp(_ path: String) -> String {
        var status = stat()
        guard stat(path, &status) == 0 else { return path + " -" }
        return "\(path) \(status.st_size) \(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
    }
}
