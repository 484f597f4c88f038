import TalkGrid

/// How block art samples a picture down to the pixels chafa picks characters from (8 x 8 for each
/// character cell), keeping thin dark strokes dark.
///
/// Line art (ARASAAC, PCS, Noun Project: black strokes about 3 % of the picture wide) drawn in a
/// box of 4 x 2 cells has strokes under one of those pixels wide: averaged, they turn into a grey
/// smudge. Here each pixel's footprint in the larger picture is averaged as usual, then moved
/// towards the colour of the dark ink in it (pixels under ``inkLuma``) by four times the share of
/// the footprint the ink covers (fully from a quarter on): a stroke keeps about one pixel of full
/// ink, a flat area (light or dark) keeps its colour, and only dark ink spreads, so a photo changes
/// little. A character still averages a one-pixel stroke with its paper: in true colour its darker
/// colour is then drawn towards the ink under it (``inked(_:from:)``), in fewer colours the ink of a
/// small picture spreads by a pixel first (``spread(_:radius:)``). Pure Swift over the pixels' bytes.
enum InkKeeping {
    /// Part of every block art's cache key: raise it when the sampling changes, so that art
    /// sampled before is not reused.
    static let version = "ink3"
    /// The luma (0–255) under which a pixel counts as ink.
    static let inkLuma = 96
    /// How much the ink's share of a footprint counts: 4, so a stroke a quarter of the footprint
    /// wide (a 1-pixel stroke in a picture composed 4 times finer) is drawn as full ink.
    static let inkGain = 4

    /// `pixels` (RGB or RGBA, opaque) sampled down to `size`; each pixel of `size` stands for a
    /// whole block of `pixels` (their sizes are multiples; else the remainder is left out).
    static func sampled(_ pixels: PixelRows, to size: PixelSize) -> PixelImage {
        let width = max(1, size.width)
        let height = max(1, size.height)
        let footprintWidth = max(1, pixels.width / width)
        let footprintHeight = max(1, pixels.height / height)
        let count = footprintWidth * footprintHeight
        let channels = pixels.channels
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                var sum = (0, 0, 0)
                var ink = (0, 0, 0)
                var inkCount = 0
                for row in 0..<footprintHeight {
                    let sourceY = min(pixels.height - 1, y * footprintHeight + row)
                    var index = sourceY * pixels.rowStride + min(pixels.width - 1, x * footprintWidth) * channels
                    for _ in 0..<footprintWidth {
                        let red = Int(pixels.bytes[index])
                        let green = Int(pixels.bytes[index + 1])
                        let blue = Int(pixels.bytes[index + 2])
                        sum = (sum.0 + red, sum.1 + green, sum.2 + blue)
                        if (77 * red + 150 * green + 29 * blue) >> 8 < inkLuma {
                            ink = (ink.0 + red, ink.1 + green, ink.2 + blue)
                            inkCount += 1
                        }
                        index += channels
                    }
                }
                // The weight of the ink in 0...count: its share of the footprint times the gain.
                let weight = min(count, inkCount * inkGain)
                func blended(_ total: Int, _ inkTotal: Int) -> UInt8 {
                    let mean = total / count
                    guard inkCount > 0 else { return UInt8(clamping: mean) }
                    return UInt8(clamping: mean + (inkTotal / inkCount - mean) * weight / count)
                }
                let target = (y * width + x) * 4
                rgba[target] = blended(sum.0, ink.0)
                rgba[target + 1] = blended(sum.1, ink.1)
                rgba[target + 2] = blended(sum.2, ink.2)
            }
        }
        return PixelImage(width: width, height: height, rgba: rgba)
    }

    /// How far ink spreads in a picture `rows` lines high drawn in `colors`: in true colour not at
    /// all (``inked(_:from:)`` keeps a thin stroke's colour, and spreading would make strokes blots);
    /// in 256 colours or none, where a character's colours are chafa's, one pixel up to 4 lines
    /// (strokes at least 3 of the 8 pixels a character is drawn from), none above.
    static func spreadRadius(rows: Int, colors: BlockColors) -> Int {
        colors != .trueColor && rows <= 4 ? 1 : 0
    }

    /// `image` with its ink spread by `radius` pixels each way: each pixel takes the darkest ink
    /// pixel around it (only ink spreads; lighter colours stay as they are).
    static func spread(_ image: PixelImage, radius: Int) -> PixelImage {
        guard radius > 0 else { return image }
        let width = image.width
        let height = image.height
        var luma = [Int](repeating: 0, count: width * height)
        for index in 0..<(width * height) {
            let pixel = index * 4
            luma[index] = (77 * Int(image.rgba[pixel]) + 150 * Int(image.rgba[pixel + 1]) + 29 * Int(image.rgba[pixel + 2])) >> 8
        }
        var rgba = image.rgba
        for y in 0..<height {
            for x in 0..<width {
                var darkest = y * width + x
                for dy in max(0, y - radius)...min(height - 1, y + radius) {
                    for dx in max(0, x - radius)...min(width - 1, x + radius) where luma[dy * width + dx] < luma[darkest] {
                        darkest = dy * width + dx
                    }
                }
                guard darkest != y * width + x, luma[darkest] < inkLuma else { continue }
                for channel in 0..<3 { rgba[(y * width + x) * 4 + channel] = image.rgba[darkest * 4 + channel] }
            }
        }
        return PixelImage(width: width, height: height, rgba: rgba)
    }

    /// How strongly a character's darker colour is drawn towards the ink of its cell: a colour
    /// that is 40 % of the way from the character's lighter colour to the ink becomes the ink.
    static let inkPull = 2.5

    /// `art` (true colour, chafa's choice for `sampled`, 8 x 8 of its pixels a character) with
    /// each two-coloured character's darker colour drawn towards the ink under it: a character
    /// can only place ink in halves, quadrants and eighths, and chafa gives a thin stroke in the
    /// middle of one the average of the stroke and its paper; here that grey becomes the stroke's
    /// own colour (the character's shape, a little thicker than the stroke, keeps the ink).
    static func inked(_ art: BlockArt, from sampled: PixelImage) -> BlockArt {
        guard sampled.width == art.columns * 8, sampled.height == art.rows * 8 else { return art }
        var cells = art.cells
        for row in 0..<art.rows {
            for column in 0..<art.columns {
                let index = row * art.columns + column
                let cell = cells[index]
                guard cell.character != " ", cell.character != "█", let foreground = cell.foreground,
                    let background = cell.background, let ink = inkColor(in: sampled, column: column, row: row)
                else { continue }
                let foregroundIsDarker = luma(foreground) < luma(background)
                let (dark, light) = foregroundIsDarker ? (foreground, background) : (background, foreground)
                let span = Double(luma(light) - luma(ink))
                guard span > 0 else { continue }
                let share = min(1, max(0, Double(luma(light) - luma(dark)) / span * inkPull))
                func mixed(_ paper: UInt8, _ ink: UInt8) -> UInt8 {
                    UInt8(clamping: Int((Double(paper) + (Double(ink) - Double(paper)) * share).rounded()))
                }
                let drawn = RGBColor(
                    red: mixed(light.red, ink.red), green: mixed(light.green, ink.green), blue: mixed(light.blue, ink.blue))
                if foregroundIsDarker { cells[index].foreground = drawn } else { cells[index].background = drawn }
            }
        }
        return BlockArt(columns: art.columns, rows: art.rows, cells: cells)
    }

    /// The mean colour of the ink pixels in one character's 8 x 8 pixels; nil when it has none.
    private static func inkColor(in image: PixelImage, column: Int, row: Int) -> RGBColor? {
        var sum = (0, 0, 0)
        var count = 0
        for y in (row * 8)..<(row * 8 + 8) {
            for x in (column * 8)..<(column * 8 + 8) {
                let pixel = image[x, y]
                let color = RGBColor(red: pixel.red, green: pixel.green, blue: pixel.blue)
                guard luma(color) < inkLuma else { continue }
                sum = (sum.0 + Int(pixel.red), sum.1 + Int(pixel.green), sum.2 + Int(pixel.blue))
                count += 1
            }
        }
        guard count > 0 else { return nil }
        return RGBColor(red: UInt8(sum.0 / count), green: UInt8(sum.1 / count), blue: UInt8(sum.2 / count))
    }

    /// Luma from 0 (black) to 255 (white), as ink is told from paper.
    static func luma(_ color: RGBColor) -> Int {
        (77 * Int(color.red) + 150 * Int(color.green) + 29 * Int(color.blue)) >> 8
    }
}
