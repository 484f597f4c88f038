import Foundation
import TalkGrid
import TalkGridPictures

/// The picture file `cell set --image FILE` names: read (bounded) and decoded once with the
/// standard limits, so that only a picture TalkGrid and other apps can draw goes into a board.
enum CellPictureFile {
    /// The most bytes a cell's picture may have (a symbol is rarely over 100 KiB; a photo should be made smaller first).
    static let maxBytes = 2 << 20

    /// The picture, or why it cannot be one.
    static func read(_ path: String) -> Result<CellPicture, CellPictureProblem> {
        let url = URL(fileURLWithPath: path)
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
        guard let size else { return .failure(.unreadable(file: path, reason: "there is no such file")) }
        guard size <= maxBytes else { return .failure(.tooLarge(file: path, bytes: size)) }
        let bytes: [UInt8]
        do {
            bytes = Array(try Data(contentsOf: url))
        } catch {
            return .failure(.unreadable(file: path, reason: error.localizedDescription))
        }
        do {
            let (format, pixels) = try PictureDecoder().inspect(bytes)
            let picture = CellPicture(
                contentType: format.contentType, bytes: bytes, width: pixels.width, height: pixels.height, name: url.lastPathComponent)
            return .success(picture)
        } catch {
            return .failure(.undecodable(file: path, reason: error.description))
        }
    }
}

/// Why a file cannot be a cell's picture.
enum CellPictureProblem: Error, CustomStringConvertible {
    /// The file is missing or cannot be read.
    case unreadable(file: String, reason: String)
    /// More than ``CellPictureFile/maxBytes``.
    case tooLarge(file: String, bytes: Int)
    /// Not a PNG, JPEG, GIF, WebP or SVG that decodes within the limits.
    case undecodable(file: String, reason: String)

    var description: String {
        switch self {
        case .unreadable(let file, let reason):
            CommandText(.cellImageUnreadable, ["file": .text(file), "reason": .text(reason)]).description
        case .tooLarge(let file, let bytes):
            CommandText(
                .cellImageTooLarge,
                ["file": .text(file), "size": .text("\(bytes / 1024) KiB"), "limit": .text("\(CellPictureFile.maxBytes >> 20) MiB")]
            ).description
        case .undecodable(let file, let reason):
            CommandText(.cellImageUndecodable, ["file": .text(file), "reason": .text(reason)]).description
        }
    }
}
