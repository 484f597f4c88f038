import Foundation
import Synchronization
import TalkGrid
import TalkGridStorage

/// What is wrong with a set, found the one way `validate` and `info` both use: the same
/// validator, options and checks, over the same pictures. Only the pictures' decoding differs:
/// `validate` decodes each one (``SetPictureInspection``, in parallel on every core; those checked unchanged
/// before are known from the cache of ``PictureCheckCache``, failures too); `info` stays quick and counts them
/// instead, and says that they were not decoded.
package struct SetFindings {
    /// Whether the pictures are decoded or only counted.
    package enum Pictures {
        case decoded(SetMedia)
        case counted
    }

    /// The findings, in the validator's order.
    package var diagnostics: [Diagnostic]
    /// How many distinct pictures (files and data URIs) the set's images name.
    package var pictures: Int
    /// Whether those pictures were checked (else their `undecodable-picture` findings are not known).
    package var picturesDecoded: Bool
    /// Of the pictures checked, how many were decoded now and how many were known from an earlier run.
    package var decodedNow = 0
    package var knownBefore = 0

    /// The findings about `opened`, opened for checking with `options` (``OpenedBoardSet/init(checking:with:limits:)``).
    package init(_ opened: OpenedBoardSet, options: ValidationOptions, pictures: Pictures) {
        let inspection: CountedPictures
        switch pictures {
        case .decoded(let media):
            let cache = PictureCheckCache.standardPath(environment: ProcessInfo.processInfo.environment).map {
                PictureCheckCache(path: $0, conditions: PictureDecoder().inspectionConditions)
            }
            inspection = CountedPictures(decoding: SetPictureInspection(media: media, cache: cache))
        case .counted: inspection = CountedPictures(decoding: nil)
        }
        let validator = Validator(options: options, pictures: inspection)
        diagnostics = validator.validate(opened.reviewed ?? validator.review(opened.boardSet))
        self.pictures = inspection.count
        picturesDecoded = inspection.decoding != nil
        decodedNow = inspection.decoding?.decodedCount ?? 0
        knownBefore = inspection.decoding?.knownCount ?? 0
    }
}

/// A picture inspection that counts the pictures it is asked about and decodes them only when
/// it has a decoding inspection to ask.
private final class CountedPictures: PictureInspection {
    let decoding: SetPictureInspection?
    private let asked = Mutex(0)

    init(decoding: SetPictureInspection?) {
        self.decoding = decoding
    }

    var count: Int { asked.withLock { $0 } }

    func problem(withImage imageID: String, onBoard boardID: String) -> String? {
        problems(of: [SetPicture(imageID: imageID, boardID: boardID)])[0]
    }

    func problems(of pictures: [SetPicture]) -> [String?] {
        asked.withLock { $0 += pictures.count }
        return decoding?.problems(of: pictures) ?? pictures.map { _ in nil }
    }
}
