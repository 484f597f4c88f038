import TalkGrid

/// The picture file a symbol gives a cell: OpenMoji's SVG when it is installed, else the emoji
/// for Noto Color Emoji to draw (as a PNG, by the caller: drawing is the printing module's).
public struct SymbolPicture: Sendable, Equatable {
    /// What the picture is made of.
    public enum Drawing: Sendable, Equatable {
        /// An SVG file's bytes.
        case svg([UInt8])
        /// The emoji, to be drawn with Noto Color Emoji.
        case emoji(String)
        /// A family's own picture file (PNG, JPEG, GIF, WebP or SVG) and its name's ending.
        case file([UInt8], fileExtension: String)
    }

    public var symbol: Symbol
    public var drawing: Drawing
    /// The package it comes from; nil for a family's own library (``Symbol/library``).
    public var source: SymbolSource?
    public var license: PictureLicense

    /// The file's name in a set: the picture's id (`red-apple.svg`, `red-apple.png`).
    public var fileName: String {
        switch drawing {
        case .svg: symbol.id + ".svg"
        case .emoji: symbol.id + ".png"
        case .file(_, let ending): symbol.id + "." + ending
        }
    }

    /// Who made the picture, as a caregiver knows them: `OpenMoji`, `Noto Color Emoji`, or the library's name.
    public var maker: String {
        switch source {
        case .openMoji: "OpenMoji"
        case .notoEmoji: "Noto Color Emoji"
        case .cldr, nil: symbol.library ?? "CLDR"
        }
    }

    /// OpenMoji's licence and author, for one picture.
    public static func openMojiLicense(_ file: String) -> PictureLicense {
        PictureLicense(
            type: "CC BY-SA 4.0", copyrightNoticeURL: "https://creativecommons.org/licenses/by-sa/4.0/",
            sourceURL: "https://openmoji.org/library/emoji-\(file)/", authorName: "OpenMoji", authorURL: "https://openmoji.org/")
    }

    /// Noto Color Emoji's licence and author.
    public static let notoLicense = PictureLicense(
        type: "SIL Open Font License 1.1", copyrightNoticeURL: "https://openfontlicense.org/",
        sourceURL: "https://github.com/googlefonts/noto-emoji", authorName: "Google", authorURL: "https://fonts.google.com/noto")
}
