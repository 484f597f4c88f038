import Foundation

/// A colour to draw with, as red, green and blue; the renderer maps it to what the terminal
/// can show.
public struct TerminalColor: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    public static let black = TerminalColor(red: 0, green: 0, blue: 0)
    public static let white = TerminalColor(red: 255, green: 255, blue: 255)

    /// Relative luminance from 0 (black) to 1 (white), for choosing readable text colours.
    public var luminance: Double {
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.039_28 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// Black or white, whichever is easier to read on this colour.
    public var readableTextColor: TerminalColor {
        // Contrast against black is (L + 0.05) / 0.05, against white 1.05 / (L + 0.05).
        let luminance = luminance
        return (luminance + 0.05) / 0.05 >= 1.05 / (luminance + 0.05) ? .black : .white
    }
}
