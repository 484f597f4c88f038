/// What checking a picture found, as ``PictureCheckCache`` keeps it between runs.
public enum PictureVerdict: Hashable, Sendable {
    /// The picture decodes.
    case decodes
    /// The picture cannot be drawn, for this reason (in words, as the check gave it).
    case fails(String)
}
