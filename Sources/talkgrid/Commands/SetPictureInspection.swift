import Foundation
import Synchronization
import TalkGrid
import TalkGridPictures
import TalkGridStorage

/// The validator's view into a set's pictures: read through the set's ``SetMedia`` and decoded
/// with ``PictureDecoder``'s standard limits (at a small size: to check, not to show), on every core:
/// files are read one at a time under the media's lock, pictures decoded side by side.
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

    func problems(of pictures: [SetPicture]) -> [String?] {
        let workers = min(max(ProcessInfo.processInfo.activeProcessorCount, 1), 8, pictures.count)
        guard workers > 1 else { return pictures.map { problem(withImage: $0.imageID, onBoard: $0.boardID) } }
        let results = Mutex([String?](repeating: nil, count: pictures.count))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: pictures.count, by: workers) {
                let found = problem(withImage: pictures[index].imageID, onBoard: pictures[index].boardID)
                if let found { results.withLock { $0[index] = found } }
            }
        }
        return results.withLock { $0 }
    }
}
