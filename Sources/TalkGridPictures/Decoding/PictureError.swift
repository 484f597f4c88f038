import TalkGrid
import TalkGridShipped

/// Why a picture was not decoded.
public enum PictureError: Error, Hashable, Sendable, CustomStringConvertible, CaregiverTextConvertible {
    /// The file holds no bytes.
    case empty
    /// The file is larger than the limit.
    case fileTooLarge(bytes: Int, limit: Int)
    /// The bytes are none of PNG, JPEG, GIF, WebP or SVG.
    case unknownFormat
    /// The picture declares more pixels than the limits allow.
    case dimensionsTooLarge(width: Int, height: Int, limits: PictureLimits)
    /// The picture declares a width or height of 0.
    case noPixels
    /// An SVG refers to something outside itself (a file, a web address); TalkGrid never follows
    /// such references.
    case svgReference(CaregiverText)
    /// An SVG's document type declares more than plain-text entities (see ``SVGDocumentType``).
    case svgDocumentType(CaregiverText)
    /// A `data:` URI that is not base64 (or percent-encoded) picture data.
    case invalidDataURI
    /// The decoding library refused the bytes, with its reason.
    case undecodable(format: PictureFormat, reason: String)
    /// The picture's bytes could not be read (a missing file, a damaged archive entry), with the reason.
    case unreadable(String)

    public var caregiverText: CaregiverText {
        switch self {
        case .empty: CaregiverText(PictureTextKey.empty)
        case .fileTooLarge(let bytes, let limit):
            PictureText.fileTooLarge(bytes: bytes, limit: limit)
        case .unknownFormat: CaregiverText(PictureTextKey.unknownFormat)
        case .dimensionsTooLarge(let width, let height, let limits):
            PictureText.dimensionsTooLarge(width: width, height: height, side: limits.maxSide, pixels: limits.maxPixels)
        case .noPixels: CaregiverText(PictureTextKey.noPixels)
        case .svgReference(let what): PictureText.svgReference(what: what)
        case .svgDocumentType(let what): PictureText.svgDocumentType(what: what)
        case .invalidDataURI: CaregiverText(PictureTextKey.invalidDataURI)
        case .undecodable(let format, let reason):
            PictureText.undecodable(format: format.rawValue.uppercased(), reason: reason)
        case .unreadable(let reason): PictureText.unreadable(reason: reason)
        }
    }

    /// The words, in the command line's language (English today), from its catalogue.
    public var description: String { ShippedContent.commandLineWords.text(self) }
}
