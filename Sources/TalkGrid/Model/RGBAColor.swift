/// A colour as OBF writes it (`rgb(255, 0, 0)`, `rgba(0,0,0,0.5)`, `#f00`, `#ff0000`).
public struct RGBAColor: Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    /// Opacity from 0 to 1.
    public var alpha: Double

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Whether the text is in the spec's `rgb()`/`rgba()` form rather than a lenient one such as `#hex`.
    public static func isSpecForm(_ text: String) -> Bool {
        let trimmed = text.trimmingSpaces.lowercased()
        return trimmed.hasPrefix("rgb(") || trimmed.hasPrefix("rgba(")
    }

    /// Reads a colour in any of the forms found in real files; nil when it is none of them.
    ///
    /// Channels outside 0–255 (alpha outside 0–1) are clamped; ``outOfRangeParts(of:)`` names them.
    public init?(parsing text: String) {
        guard let reading = Self.read(text) else { return nil }
        self = reading.color
    }

    /// The channels of an `rgb()`/`rgba()` colour that lie outside 0–255 (alpha outside 0–1, a
    /// percentage outside 0–100%), as written; empty when all are in range or the text is no colour.
    public static func outOfRangeParts(of text: String) -> [String] {
        read(text)?.outOfRange ?? []
    }

    /// A colour as read from text: the colour (clamped), the parts that had to be clamped, and
    /// whether the text is in the spec's `rgb()`/`rgba()` form. One reading serves all three questions.
    public struct Reading: Sendable {
        public var color: RGBAColor
        public var outOfRange: [String]
        public var isSpecForm: Bool
    }

    /// Reads a colour once for everything a loader asks of it; nil when the text is no colour.
    public static func reading(_ text: String) -> Reading? {
        if let color = plainRGB(text) { return Reading(color: color, outOfRange: [], isSpecForm: true) }
        guard let read = read(text) else { return nil }
        return Reading(color: read.color, outOfRange: read.outOfRange, isSpecForm: isSpecForm(text))
    }

    /// The common form `rgb(R, G, B)` with whole channels from 0 to 255, read from the bytes; nil for
    /// anything else (which ``read(_:)`` handles).
    private static func plainRGB(_ text: String) -> RGBAColor? {
        var text = text
        return text.withUTF8 { bytes -> RGBAColor? in
            guard bytes.count >= 10, bytes[0] == UInt8(ascii: "r"), bytes[1] == UInt8(ascii: "g"), bytes[2] == UInt8(ascii: "b"),
                bytes[3] == UInt8(ascii: "(")
            else { return nil }
            var index = 4
            var channels: (Int, Int, Int) = (0, 0, 0)
            for channel in 0..<3 {
                while index < bytes.count && bytes[index] == UInt8(ascii: " ") { index += 1 }
                var value = 0
                var digits = 0
                while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9"), digits < 3 {
                    value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
                    digits += 1
                    index += 1
                }
                guard digits > 0, value <= 255 else { return nil }
                while index < bytes.count && bytes[index] == UInt8(ascii: " ") { index += 1 }
                guard index < bytes.count, bytes[index] == UInt8(ascii: channel < 2 ? "," : ")") else { return nil }
                index += 1
                switch channel {
                case 0: channels.0 = value
                case 1: channels.1 = value
                default: channels.2 = value
                }
            }
            guard index == bytes.count else { return nil }
            return RGBAColor(red: UInt8(channels.0), green: UInt8(channels.1), blue: UInt8(channels.2))
        }
    }

    /// The colour, clamped, and the parts that had to be clamped.
    private static func read(_ text: String) -> (color: RGBAColor, outOfRange: [String])? {
        if let color = plainRGB(text) { return (color, []) }
        let trimmed = text.trimmingSpaces.lowercased()
        if trimmed.hasPrefix("#") {
            let hex = Array(trimmed.dropFirst())
            func byte(_ digits: [Character]) -> UInt8? { UInt8(String(digits), radix: 16) }
            switch hex.count {
            case 3, 4:
                guard let r = byte([hex[0], hex[0]]), let g = byte([hex[1], hex[1]]), let b = byte([hex[2], hex[2]])
                else { return nil }
                let a = hex.count == 4 ? byte([hex[3], hex[3]]).map { Double($0) / 255 } : 1
                guard let a else { return nil }
                return (RGBAColor(red: r, green: g, blue: b, alpha: a), [])
            case 6, 8:
                guard let r = byte(Array(hex[0..<2])), let g = byte(Array(hex[2..<4])), let b = byte(Array(hex[4..<6]))
                else { return nil }
                let a = hex.count == 8 ? byte(Array(hex[6..<8])).map { Double($0) / 255 } : 1
                guard let a else { return nil }
                return (RGBAColor(red: r, green: g, blue: b, alpha: a), [])
            default:
                return nil
            }
        }
        let isRGBA = trimmed.hasPrefix("rgba(")
        guard isRGBA || trimmed.hasPrefix("rgb("), trimmed.hasSuffix(")") else { return nil }
        let inner = trimmed.dropFirst(isRGBA ? 5 : 4).dropLast()
        let parts = inner.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
        guard parts.count == (isRGBA ? 4 : 3) || (!isRGBA && parts.count == 4) else { return nil }
        var channels: [UInt8] = []
        var outOfRange: [String] = []
        for part in parts.prefix(3) {
            let isPercent = part.hasSuffix("%")
            guard let number = Double(isPercent ? String(part.dropLast()) : part), number.isFinite else { return nil }
            let value = isPercent ? number * 2.55 : number
            if !(0...255).contains(value.rounded()) { outOfRange.append(part) }
            channels.append(UInt8(max(0, min(255, value.rounded()))))
        }
        var alpha = 1.0
        if parts.count == 4 {
            guard let a = Double(parts[3]), a.isFinite else { return nil }
            if !(0...1).contains(a) { outOfRange.append(parts[3]) }
            alpha = max(0, min(1, a))
        }
        return (RGBAColor(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha), outOfRange)
    }

    /// The spec form: `rgb(r, g, b)` or `rgba(r, g, b, a)`.
    public var description: String {
        alpha >= 1 ? "rgb(\(red), \(green), \(blue))" : "rgba(\(red), \(green), \(blue), \(alpha))"
    }

    /// Relative luminance (0 black to 1 white), for choosing readable text.
    public var luminance: Double {
        let linear = Self.linearChannels
        return 0.2126 * linear[Int(red)] + 0.7152 * linear[Int(green)] + 0.0722 * linear[Int(blue)]
    }

    /// Each 8-bit sRGB channel value made linear (WCAG's formula): a lookup table computed once.
    static let linearChannels: [Double] = (0...255).map { channel in
        let c = Double(channel) / 255
        return c <= 0.03928 ? c / 12.92 : power2point4((c + 0.055) / 1.055)
    }

    /// `x` to the power 2.4 for `x` in 0...1, without Foundation's `pow`: x² times the fifth root
    /// of x², the root found by Newton's method from above (it falls monotonically to the root).
    static func power2point4(_ x: Double) -> Double {
        let square = x * x
        guard square > 0 else { return 0 }
        var root = max(1, square)
        for _ in 0..<100 {
            let fourth = root * root * root * root
            let next = (4 * root + square / fourth) / 5
            if next >= root { break }
            root = next
        }
        return square * root
    }
}

extension String {
    /// The text without leading and trailing spaces, tabs and newlines.
    public var trimmingSpaces: String {
        // Most text starts and ends with a visible ASCII character: nothing to trim, no Unicode tables.
        if let first = utf8.first, let last = utf8.last, first > 0x20, first < 0x80, last > 0x20, last < 0x80 { return self }
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[start...end])
    }
}
