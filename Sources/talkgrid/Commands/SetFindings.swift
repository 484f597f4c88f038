import Synchronization
import TalkGrid
import TalkGridStorage

/// What is wrong with a set, found the one way `validate` and `info` both use: the same
/// validator, options and checks, over the same pictures. Only the pictures' decoding differs:
/// `validate` decodes each one (``SetPictureInspection``, on every core); `info` stays quick and
/// counts them instead, and says that they were not decoded.
struct SetFindings {
    /// Whether the pictures are decoded or only counted.
    enum Pictures {
        case decoded(SetMedia)
        case counted
    }

    /// The findings, in the validator's order.
    var diagnostics: [Diagnostic]
    /// How many distinct pictures (files and data URIs) the set's images name.
    var pictures: Int
    /// Whether those pictures were decoded (else their `undecodable-picture` findings are not known).
    var picturesDecoded: Bool

    init(_ set: BoardSet, options: ValidationOptions, pictures: Pictures) {
        let inspection: CountedPictures
        switch pictures {
        case .decoded(let media): inspection = CountedPictures(decoding: SetPictureInspection(media: media))
        case .counted: inspection = CountedPictures(decoding: nil)
        }
        diagnostics = Validator(options: options, pictures: inspection).validate(set)
        self.pictures = inspection.count
        picturesDecoded = inspection.decoding != nil
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
