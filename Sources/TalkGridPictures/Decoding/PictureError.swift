/// Why a picture was not decoded.
public enum PictureError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file holds no bytes.
    case empty
    /// The file is larger than the limit.
    case fileTooLarge(bytes: Int, limit: Int)
    /// The bytes are none of PNG, JPEG, GIF or SVG.
    case unknownFormat
    /// The picture declares more pixels than the limits allow.
    case dimensionsTooLarge(width: Int, height: Int, limits: PictureLimits)
    /// The picture declares a width or height of 0.
    case noPixels
    /// An SVG refers to something outside itself (a file, a web address) or declares XML entities;
    /// TalkGrid never follows such references.
    case svgReference(String)
    /// A `data:` URI that is not base64 (or percent-encoded) picture data.
    case invalidDataURI
    /// The decoding library refused the bytes, with its reason.
    case undecodable(format: PictureFormat, reason: String)
    /// The picture's bytes could not be read (a missing file, a damaged archive entry), with the reason.
    case unreadable(String)

    public var description: String {
        switch self {
        case .empty:
            "the picture file is empty"
        case .fileTooLarge(let bytes, let limit):
            "the picture file has \(bytes) bytes, more than the \(limit) allowed"
        case .unknownFormat:
            "the picture is not PNG, JPEG, GIF or SVG"
        case .dimensionsTooLarge(let width, let height, let limits):
            "the picture declares \(width) x \(height) pixels, more than allowed (at most \(limits.maxSide) a side "
                + "and \(limits.maxPixels) pixels in all)"
        case .noPixels:
            "the picture has no pixels (a width or height of 0)"
        case .svgReference(let what):
            "the SVG refers to \(what); TalkGrid draws only self-contained SVG pictures"
        case .invalidDataURI:
            "the data: URI holds no base64 picture data"
        case .undecodable(let format, let reason):
            "the \(format.rawValue.uppercased()) picture cannot be decoded: \(reason)"
        case .unreadable(let reason):
            "the picture cannot be read: \(reason)"
        }
    }
}
