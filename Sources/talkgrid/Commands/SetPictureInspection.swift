import Foundation
import Synchronization
import TalkGrid
import TalkGridPictures
import TalkGridStorage

/// The validator's view into a set's pictures: read through the set's ``SetMedia`` and decoded
/// with ``PictureDecoder``'s standard limits (at a small size: to check, not to show), on every core:
/// files are read one at a time under the media's lock, pictures decoded side by side.
///
/// A picture whose identity (``MediaIdentity``: told from the file's status or the archive's
/// directory, without reading it) decoded before under the same limits is not decoded again
/// (``PictureCheckCache``); so checking an unchanged set a second time decodes nothing.
final class SetPictureInspection: PictureInspection {
    let media: SetMedia
    let decoder = PictureDecoder()
    /// The verdicts of earlier runs, when there is a cache.
    let cache: PictureCheckCache?
    private let counts = Mutex((decoded: 0, known: 0))

    init(media: SetMedia, cache: PictureCheckCache?) {
        self.media = media
        self.cache = cache
    }

    /// How many pictures were decoded here, and how many were known from earlier runs.
    var decodedCount: Int { counts.withLock { $0.decoded } }
    var knownCount: Int { counts.withLock { $0.known } }

    func problem(withImage imageID: String, onBoard boardID: String) -> String? {
        let identity = cache == nil ? nil : media.imageIdentity(imageID, onBoard: boardID)
        if let identity, cache?.decodedBefore(identity) == true {
            counts.withLock { $0.known += 1 }
            return nil
        }
        guard let file = media.image(imageID, onBoard: boardID) else { return nil }
        counts.withLock { $0.decoded += 1 }
        do {
            _ = try decoder.inspect(file.bytes)
            if let identity { cache?.noteDecoded(identity) }
            return nil
        } catch {
            return error.description
        }
    }

    func problems(of pictures: [SetPicture]) -> [String?] {
        defer { cache?.save() }
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
