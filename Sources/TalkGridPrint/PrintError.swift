import TalkGridPictures

/// Why a set could not be printed.
public enum PrintError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The PDF could not be written where it was going (a full disk, a closed pipe).
    case writeFailed(reason: String)
    /// cairo refused to make or finish the PDF.
    case drawingFailed(reason: String)
    /// There was nothing to print.
    case noBoards

    public var description: String {
        switch self {
        case .writeFailed(let reason): "the PDF could not be written: \(reason)"
        case .drawingFailed(let reason): "the PDF could not be made: \(reason)"
        case .noBoards: "the set has no board to print"
        }
    }
}

/// What printing did: the pages, and the pictures that could not be drawn (each named once).
public struct PrintReport: Hashable, Sendable {
    /// The boards printed, one page each, in order.
    public var boardIDs: [String]
    /// How many pictures were drawn (a picture on several cells counts each time).
    public var picturesDrawn: Int
    /// Pictures that could not be read or decoded, in the order met; the glyph or label was printed alone.
    public var failedPictures: [PictureFailure]

    public init(boardIDs: [String] = [], picturesDrawn: Int = 0, failedPictures: [PictureFailure] = []) {
        self.boardIDs = boardIDs
        self.picturesDrawn = picturesDrawn
        self.failedPictures = failedPictures
    }
}

/// A picture that could not be printed, and why.
public struct PictureFailure: Error, Hashable, Sendable {
    /// Why a picture was not printed.
    public enum Cause: Hashable, Sendable {
        /// Its bytes cannot be read here (a web address, a missing file).
        case unreadable
        /// The bytes are not a picture that can be drawn.
        case undecodable(PictureError)
    }

    public var boardID: String
    public var imageID: String
    public var cause: Cause

    public init(boardID: String, imageID: String, cause: Cause) {
        self.boardID = boardID
        self.imageID = imageID
        self.cause = cause
    }
}
