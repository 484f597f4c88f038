import TalkGrid

/// Maps RGB colours to the terminal palettes: the xterm 256-colour palette and the 16 basic
/// ANSI colours.
public enum ColorPalette {
    /// The six levels of each channel in the 6 x 6 x 6 colour cube (indexes 16–231).
    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The 16 basic colours as xterm shows them by default (0–7 normal, 8–15 bright).
    static let basicColors: [RGBColor] = [
        .init(red: 0, green: 0, blue: 0), .init(red: 205, green: 0, blue: 0),
        .init(red: 0, green: 205, blue: 0), .init(red: 205, green: 205, blue: 0),
        .init(red: 0, green: 0, blue: 238), .init(red: 205, green: 0, blue: 205),
        .init(red: 0, green: 205, blue: 205), .init(red: 229, green: 229, blue: 229),
        .init(red: 127, green: 127, blue: 127), .init(red: 255, green: 0, blue: 0),
        .init(red: 0, green: 255, blue: 0), .init(red: 255, green: 255, blue: 0),
        .init(red: 92, green: 92, blue: 255), .init(red: 255, green: 0, blue: 255),
        .init(red: 0, green: 255, blue: 255), .init(red: 255, green: 255, blue: 255),
    ]

    /// The index (16–255) of the nearest colour in the cube or the grey ramp. The first 16
    /// entries are left out: terminals let people change them.
    public static func nearest256(_ color: RGBColor) -> Int {
        func nearestLevel(_ channel: UInt8) -> Int {
            let value = Int(channel)
            var best = 0
            for index in 1..<cubeLevels.count where abs(cubeLevels[index] - value) < abs(cubeLevels[best] - value) {
                best = index
            }
            return best
        }
        let (r, g, b) = (nearestLevel(color.red), nearestLevel(color.green), nearestLevel(color.blue))
        let cubeColor = RGBColor(
            red: UInt8(cubeLevels[r]), green: UInt8(cubeLevels[g]), blue: UInt8(cubeLevels[b]))
        let cubeIndex = 16 + 36 * r + 6 * g + b

        // Grey ramp 232–255: levels 8, 18, ..., 238.
        let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
        let greyStep = max(0, min(23, (average - 8 + 5) / 10))
        let greyLevel = UInt8(8 + 10 * greyStep)
        let greyColor = RGBColor(red: greyLevel, green: greyLevel, blue: greyLevel)

        return distance(color, greyColor) < distance(color, cubeColor) ? 232 + greyStep : cubeIndex
    }

    /// The index (0–15) of the nearest basic colour.
    public static func nearestBasic(_ color: RGBColor) -> Int {
        var best = 0
        var bestDistance = Int.max
        for (index, candidate) in basicColors.enumerated() {
            let candidateDistance = distance(color, candidate)
            if candidateDistance < bestDistance {
                best = index
                bestDistance = candidateDistance
            }
        }
        return best
    }

    /// A perceptual distance ("redmean" weighted squared RGB distance), scaled to integers.
    static func distance(_ a: RGBColor, _ b: RGBColor) -> Int {
        let meanRed = (Int(a.red) + Int(b.red)) / 2
        let dr = Int(a.red) - Int(b.red)
        let dg = Int(a.green) - Int(b.green)
        let db = Int(a.blue) - Int(b.blue)
        return ((512 + meanRed) * dr * dr) / 256 + 4 * dg * dg + ((767 - meanRed) * db * db) / 256
    }
}
