/// An opaque colour, 8 bits a channel.
public struct PictureColor: Hashable, Sendable, Codable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// From a packed `0xRRGGBB`.
    init(packed: UInt32) {
        self.init(red: UInt8((packed >> 16) & 0xFF), green: UInt8((packed >> 8) & 0xFF), blue: UInt8(packed & 0xFF))
    }

    var packed: UInt32 { UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue) }

    public static let white = PictureColor(red: 255, green: 255, blue: 255)
    public static let black = PictureColor(red: 0, green: 0, blue: 0)
}
