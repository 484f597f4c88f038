import TalkGrid
import TalkGridPictures
import TalkGridStorage

/// The validator's view into a set's pictures: read through the set's ``SetMedia`` and decoded
/// with ``PictureDecoder``'s standard limits (at a small size: to check, not to show).
struct SetPictureInspection: PictureInspection {
    let media: SetMedia
    let decoder = PictureDecoder()

    func problem(withImage imageID: String, onBoard boardID: String) -> String? {
        guard let file = media.image(imageID, onBoard: boardID) else { return nil }
        do {
            _ = try decoder.inspect(file.bytes)
            return nil
        } catch {
            return error.description
        }
    }
}
