/// A size in pixels.
public struct PixelSize: Hashable, Sendable, Codable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public var description: String { "\(width)x\(height)" }

    /// The largest size with this size's proportions that fits in `box` (at least 1 x 1).
    public func fitted(into box: PixelSize) -> PixelSize {
        guard width > 0, height > 0, box.width > 0, box.height > 0 else { return PixelSize(width: 1, height: 1) }
        // Compare width / height against box.width / box.height without rounding.
        if width * box.height >= box.width * height {
            return PixelSize(width: box.width, height: max(1, (height * box.width + width / 2) / width))
        } else {
            return PixelSize(width: max(1, (width * box.height + height / 2) / height), height: box.height)
        }
    }
}
