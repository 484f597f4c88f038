/// How block art samples a picture down to the pixels chafa picks characters from (8 x 8 for each
/// character cell), keeping thin dark strokes dark.
///
/// Line art (ARASAAC, PCS, Noun Project: black strokes about 3 % of the picture wide) drawn in a
/// box of 4 x 2 cells has strokes under one of those pixels wide: averaged, they turn into a grey
/// smudge. Here each pixel's footprint in the larger picture is averaged as usual, then moved
/// towards the colour of the dark ink in it (pixels under ``inkLuma``) by four times the share of
/// the footprint the ink covers (fully from a quarter on): a stroke keeps about one pixel of full
/// ink, a flat area (light or dark) keeps its colour, and only dark ink spreads, so a photo changes
/// little. A character still averages a one-pixel stroke with its paper: in pictures up to 4 lines
/// high the ink then spreads by a pixel (``spread(_:radius:)``). Pure Swift over the pixels' bytes.
enum InkKeeping {
    /// Part of every block art's cache key: raise it when the sampling changes, so that art
    /// sampled before is not reused.
    static let version = "ink1"
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

    /// How far ink spreads in a picture `rows` lines high: one pixel (strokes at least 3 of the 8
    /// pixels a character is drawn from) up to 4 lines, none above (where that makes strokes bold
    /// blots and sampling alone keeps them dark enough).
    static func spreadRadius(rows: Int) -> Int {
        rows <= 4 ? 1 : 0
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
}
