import Foundation
import TalkGrid
import TalkGridCommandLine
import TalkGridPictures

/// The picture file `cell set --image FILE` names: read (bounded) and made fit for a cell by
/// ``CellPictureMaker`` (a photo turned upright, made smaller, cropped when asked), so that only a
/// picture TalkGrid and other apps can draw goes into a board.
package enum CellPictureFile {
    /// The most bytes a picture file may have (a phone photo has a few MB; what is stored is at most 200 KB).
    package static let maxBytes = PictureLimits.standard.maxBytes

    /// The picture, or why it cannot be one.
    package static func read(_ path: String, crop: CellPictureMaker.Crop? = nil) -> Result<MadeCellPicture, CellPictureProblem> {
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
            return .success(try CellPictureMaker().picture(from: bytes, name: url.lastPathComponent, crop: crop))
        } catch {
            return .failure(.undecodable(file: path, reason: error.description))
        }
    }

    /// What was done to the file, when it was changed ("photo.jpg was made 450 x 600 pixels ...").
    package static func report(_ made: MadeCellPicture, file: String) -> [CommandText] {
        guard made.changed else { return [] }
        let picture = made.picture
        var lines = [
            CommandText.cellImageMade(
                file: file, width: "\(picture.width)", height: "\(picture.height)", kilobytes: "\((picture.bytes.count + 1023) / 1024)",
                originalWidth: "\(made.original.width)", originalHeight: "\(made.original.height)")
        ]
        if made.turned { lines.append(CommandText(.cellImageTurned)) }
        return lines
    }
}

/// Why a file cannot be a cell's picture.
package enum CellPictureProblem: Error, CustomStringConvertible {
    /// The file is missing or cannot be read.
    case unreadable(file: String, reason: String)
    /// More than ``CellPictureFile/maxBytes``.
    case tooLarge(file: String, bytes: Int)
    /// Not a PNG, JPEG, GIF, WebP or SVG that decodes within the limits.
    case undecodable(file: String, reason: String)

    package var description: String {
        switch self {
        case .unreadable(let file, let reason):
            CommandText.cellImageUnreadable(file: file, reason: reason).description
        case .tooLarge(let file, let bytes):
            CommandText.cellImageTooLarge(file: file, size: "\(bytes >> 20) MiB", limit: "\(CellPictureFile.maxBytes >> 20) MiB")
                .description
        case .undecodable(let file, let reason):
            CommandText.cellImageUndecodable(file: file, reason: reason).description
        }
    }
}
