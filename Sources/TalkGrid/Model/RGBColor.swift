/// An opaque colour, 8 bits a channel: what a cell, a picture's pixel or a printed page is drawn
/// with, once a board's ``RGBAColor`` has been laid over its background.
public struct RGBColor: Hashable, Sendable, Codable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    public static let black = RGBColor(red: 0, green: 0, blue: 0)
    public static let white = RGBColor(red: 255, green: 255, blue: 255)

    /// `color` painted over white paper (white when there is none).
    public init(onPaper color: RGBAColor?) {
        guard let color else {
            self = .white
            return
        }
        let alpha = max(0, min(1, color.alpha))
        func mix(_ channel: UInt8) -> UInt8 { UInt8((Double(channel) * alpha + 255 * (1 - alpha)).rounded()) }
        self.init(red: mix(color.red), green: mix(color.green), blue: mix(color.blue))
    }

    /// From a packed `0xRRGGBB`, as C libraries such as chafa pass colours.
    public init(packed: UInt32) {
        self.init(red: UInt8((packed >> 16) & 0xFF), green: UInt8((packed >> 8) & 0xFF), blue: UInt8(packed & 0xFF))
    }

    /// The colour packed as `0xRRGGBB`.
    public var packed: UInt32 { UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue) }

    /// Relative luminance from 0 (black) to 1 (white), WCAG's formula, for choosing readable text colours.
    public var luminance: Double {
        let linear = RGBAColor.linearChannels
        return 0.2126 * linear[Int(red)] + 0.7152 * linear[Int(green)] + 0.0722 * linear[Int(blue)]
    }

    /// Black or white, whichever is easier to read on this colour.
    public var readableTextColor: RGBColor {
        // Contrast against black is (L + 0.05) / 0.05, against white 1.05 / (L + 0.05).
        let luminance = luminance
        return (luminance + 0.05) / 0.05 >= 1.05 / (luminance + 0.05) ? .black : .white
    }
}

extension RGBAColor {
    /// The opaque colour as a board colour.
    public init(_ color: RGBColor) { self.init(red: color.red, green: color.green, blue: color.blue) }
}
