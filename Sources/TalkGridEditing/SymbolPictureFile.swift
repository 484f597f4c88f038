import TalkGrid
import TalkGridCommandLine
import TalkGridPictures
import TalkGridPrint
import TalkGridSymbols

/// The picture file of a symbol, made for a cell: OpenMoji's SVG as it is, or Noto Color Emoji's
/// emoji drawn as a PNG, decoded once with the standard limits like any `--image` file, with its
/// licence and author.
package enum SymbolPictureFile {
    /// The symbol with this name, else the best match for the word, in the index's language.
    package static func symbol(_ text: String, in index: SymbolIndex) -> Symbol? {
        index.symbol(named: text) ?? index.bestMatch(for: text)?.symbol
    }

    /// The cell picture of `symbol`, or why there is none.
    package static func picture(of symbol: Symbol, from library: SymbolLibrary) -> Result<
        (CellPicture, SymbolPicture), SymbolPictureProblem
    > {
        guard let picture = library.picture(for: symbol) else { return .failure(.noPictures) }
        let bytes: [UInt8]
        switch picture.drawing {
        case .svg(let svg): bytes = svg
        case .file(let file, _): bytes = file
        case .emoji(let emoji):
            guard let png = EmojiPicture.png(emoji) else {
                return .failure(.notDrawn(symbol: symbol.id, reason: "pango and cairo could not draw it"))
            }
            bytes = png
        }
        do {
            let (format, pixels) = try PictureDecoder().inspect(bytes)
            var cell = CellPicture(
                contentType: format.contentType, bytes: bytes, width: pixels.width, height: pixels.height, name: picture.fileName)
            cell.license = picture.license
            return .success((cell, picture))
        } catch {
            return .failure(.notDrawn(symbol: symbol.id, reason: error.description))
        }
    }

    /// "picture red-apple 🍎 from OpenMoji (CC BY-SA 4.0)".
    package static func chosen(_ picture: SymbolPicture) -> CommandText {
        CommandText.symbolsChosen(
            symbol: picture.symbol.id, emoji: picture.symbol.emoji, source: picture.maker, license: picture.license.type)
    }
}

/// Why a symbol gives no picture.
package enum SymbolPictureProblem: Error, CustomStringConvertible {
    /// No word or name matched (`nearest`: the words spelt near it that have a picture).
    case noMatch(word: String, language: String, nearest: CommandText? = nil)
    /// Neither OpenMoji nor Noto Color Emoji is installed.
    case noPictures
    /// The picture could not be drawn or decoded.
    case notDrawn(symbol: String, reason: String)

    package var description: String {
        switch self {
        case .noMatch(let word, let language, let nearest):
            ([CommandText.symbolsNoMatch(word: word, language: language)] + (nearest.map { [$0] } ?? []))
                .map(\.description).joined(separator: "\n")
        case .noPictures: CommandText(.symbolsNoPictures).description
        case .notDrawn(let symbol, let reason):
            CommandText.symbolsNotDrawn(symbol: symbol, reason: reason).description
        }
    }
}
