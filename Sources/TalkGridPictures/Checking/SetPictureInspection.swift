import Foundation
import Synchronization
import TalkGrid
import TalkGridStorage

/// The validator's view into a set's pictures: read through the set's ``SetMedia`` and decoded
/// with ``PictureDecoder``'s standard limits (at a small size: to check, not to show), on every core:
/// files are read one at a time under the media's lock, pictures decoded in parallel.
///
/// A picture whose identity (``MediaIdentity``: told from the file's status or the archive's
/// directory, without reading it) was checked before under the same conditions is not decoded
/// again (``PictureCheckCache`` keeps what was found, a failure's reason too); so checking an
/// unchanged set a second time decodes nothing.
package final class SetPictureInspection: PictureInspection {
    package let media: SetMedia
    package let decoder = PictureDecoder()
    /// The verdicts of earlier runs, when there is a cache.
    package let cache: PictureCheckCache?
    private let counts = Mutex((decoded: 0, known: 0))

    package init(media: SetMedia, cache: PictureCheckCache?) {
        self.media = media
        self.cache = cache
    }

    /// How many pictures were decoded here, and how many were known from earlier runs.
    package var decodedCount: Int { counts.withLock { $0.decoded } }
    package var knownCount: Int { counts.withLock { $0.known } }

    package func problem(withImage imageID: String, onBoard boardID: String) -> String? {
        problems(of: [SetPicture(imageID: imageID, boardID: boardID)])[0]
    }

    /// Decodes the picture and notes the verdict under its identity; its problem, or nil.
    private func decodedProblem(withImage imageID: String, onBoard boardID: String, identity: MediaIdentity?) -> String? {
        guard let file = media.image(imageID, onBoard: boardID) else { return nil }
        counts.withLock { $0.decoded += 1 }
        let problem: String?
        do {
            _ = try decoder.inspect(file.bytes)
            problem = nil
        } catch {
            problem = error.description
        }
        if let identity { cache?.note(identity, problem.map(PictureVerdict.fails) ?? .decodes) }
        return problem
    }

    package func problems(of pictures: [SetPicture]) -> [String?] {
        defer { cache?.save() }
        // Every identity told at once (one status per file, on every core), then only the pictures
        // not known before are decoded.
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let identities =
            cache == nil
            ? [MediaIdentity?](repeating: nil, count: pictures.count)
            : media.imageIdentities(
                of: pictures.map { ($0.imageID, $0.boardID) }, workers: ParallelMap.workers(for: pictures.count, cores: cores, limit: 8))
        let known = cache?.verdicts(of: identities) ?? [PictureVerdict?](repeating: nil, count: pictures.count)
        let unknown = pictures.indices.filter { known[$0] == nil }
        counts.withLock { $0.known += pictures.count - unknown.count }
        let workers = ParallelMap.workers(for: unknown.count, cores: cores, limit: 8)
        let found = ParallelMap.map(count: unknown.count, workers: workers) { position in
            let index = unknown[position]
            return decodedProblem(withImage: pictures[index].imageID, onBoard: pictures[index].boardID, identity: identities[index])
        }
        var results = known.map { verdict -> String? in
            if case .fails(let reason)? = verdict { reason } else { nil }
        }
        for (position, index) in unknown.enumerated() { results[index] = found[position] }
        return results
    }
}
