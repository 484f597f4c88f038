import TalkGrid

/// A picture ``CellPictureMaker`` made for a cell, and what it did to the file.
public struct MadeCellPicture: Sendable, Equatable {
    /// The picture to store in the set.
    public var picture: CellPicture
    /// The file's size, upright (a photo taken sideways: its height and width).
    public var original: PixelSize
    /// Whether it was turned upright by its camera's orientation.
    public var turned: Bool
    /// Whether it was cropped to a square.
    public var cropped: Bool
    /// Whether the stored picture differs from the file (turned, cropped, made smaller or saved again).
    public var changed: Bool

    public init(picture: CellPicture, original: PixelSize, turned: Bool, cropped: Bool, changed: Bool) {
        self.picture = picture
        self.original = original
        self.turned = turned
        self.cropped = cropped
        self.changed = changed
    }
}
