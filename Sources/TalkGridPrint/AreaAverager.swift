import TalkGrid
import TalkGridPictures

/// Shrinks decoded pixel rows to a smaller size by averaging the area each new pixel covers (a
/// box filter: every source pixel counts by how much of it falls inside the new pixel), flattening
/// them onto an opaque colour on the way; writes cairo's RGB24 layout (one 32-bit word a pixel).
///
/// One pass over the source in integers, with no copy of the picture at its own size: a page's
/// pictures are decoded at their own size (PNG cannot be decoded smaller) and printed at a
/// fraction of it, so this is the step every picture goes through. Colour is averaged
/// premultiplied by alpha (a transparent pixel's colour counts for nothing, and transparent
/// pixels, most of a symbol, are skipped), and the average is then flattened onto the background.
struct AreaAverager {
    /// Each new pixel's share of the source along one axis: the run of source pixels it covers
    /// and their weights in 4096ths, summing to exactly 4096.
    struct Axis {
        /// New pixel `i` covers source pixels from `first[i]` on, weighted by
        /// `weights[firstWeight[i] ..< firstWeight[i + 1]]`.
        var first: [Int]
        var firstWeight: [Int]
        var weights: [UInt32]

        /// The shares of `source` pixels in each of `target` (at most `source`) new pixels.
        init(source: Int, target: Int) {
            let scale = Double(source) / Double(target)
            first = []
            firstWeight = [0]
            weights = []
            first.reserveCapacity(target)
            firstWeight.reserveCapacity(target + 1)
            weights.reserveCapacity(source + target)
            for index in 0..<target {
                let start = Double(index) * scale
                let end = index == target - 1 ? Double(source) : Double(index + 1) * scale
                // Rounding the running share (not each one) makes the weights add up to 4096 exactly.
                func share(_ position: Double) -> UInt32 { UInt32(((position - start) / (end - start) * 4096).rounded()) }
                var covered: UInt32 = 0
                var pixel = min(source - 1, Int(start))
                first.append(pixel)
                repeat {
                    let upTo = share(min(Double(pixel + 1), end))
                    weights.append(upTo - covered)
                    covered = upTo
                    pixel += 1
                } while pixel < source && Double(pixel) < end
                firstWeight.append(weights.count)
            }
        }
    }

    let target: PixelSize
    private let columns: Axis
    private let rows: Axis

    /// An averager from pictures of `source` size to `target` (each side at most the source's).
    init(from source: PixelSize, to target: PixelSize) {
        precondition(target.width <= source.width && target.height <= source.height && target.width > 0 && target.height > 0)
        self.target = target
        columns = Axis(source: source.width, target: target.width)
        rows = Axis(source: source.height, target: target.height)
    }

    /// Writes the shrunk, flattened picture into `output`: `target.height` rows of `target.width`
    /// words `0xFFRRGGBB`, `outputStride` bytes apart.
    func shrink(_ pixels: PixelRows, onto background: RGBColor, into output: UnsafeMutableRawPointer, outputStride: Int) {
        let width = target.width
        // One source row averaged across, and the weighted sum of such rows for the new row being
        // made: red, green and blue premultiplied by alpha (in 255ths of a colour step), and
        // alpha, each times 16.
        var across = [SIMD4<UInt32>](repeating: .zero, count: width)
        var sum = [SIMD4<UInt32>](repeating: .zero, count: width)
        let paper = SIMD4<UInt32>(UInt32(background.red), UInt32(background.green), UInt32(background.blue), 0)
        let base = pixels.bytes.baseAddress!
        var rowInAcross = -1
        across.withUnsafeMutableBufferPointer { across in
            sum.withUnsafeMutableBufferPointer { sum in
                for newRow in 0..<target.height {
                    sum.update(repeating: .zero)
                    var sourceRow = rows.first[newRow]
                    for tap in rows.firstWeight[newRow]..<rows.firstWeight[newRow + 1] {
                        if sourceRow != rowInAcross {
                            let row = base + sourceRow * pixels.rowStride
                            if pixels.channels == 4 {
                                average(row: row, stride: 4, alpha: true, into: across)
                            } else {
                                average(row: row, stride: pixels.channels, alpha: false, into: across)
                            }
                            rowInAcross = sourceRow
                        }
                        let weight = SIMD4<UInt32>(repeating: rows.weights[tap])
                        for column in 0..<width { sum[column] &+= weight &* across[column] }
                        sourceRow += 1
                    }
                    let line = (output + newRow * outputStride).assumingMemoryBound(to: UInt32.self)
                    // Over the paper: colour + paper * (opaque - alpha). The colours' sums are at
                    // most 255 * 255 * 16 * 4096, and the rounding half fits beside them in 32 bits.
                    let whole: UInt32 = 255 * 65_536
                    for column in 0..<width {
                        let total = sum[column]
                        let colour = (total &+ paper &* (whole &- total[3]) &+ whole / 2) / whole
                        line[column] = 0xFF00_0000 | colour[0] << 16 | colour[1] << 8 | colour[2]
                    }
                }
            }
        }
    }

    /// One source row averaged across into `across`. `stride` is the bytes a pixel; `alpha`
    /// whether the fourth is its alpha (else the pixel is opaque).
    @inline(__always)
    private func average(row: UnsafePointer<UInt8>, stride: Int, alpha: Bool, into across: UnsafeMutableBufferPointer<SIMD4<UInt32>>) {
        columns.first.withUnsafeBufferPointer { first in
            columns.firstWeight.withUnsafeBufferPointer { firstWeight in
                columns.weights.withUnsafeBufferPointer { weights in
                    for column in 0..<across.count {
                        var total = SIMD4<UInt32>.zero
                        var pixel = row + first[column] &* stride
                        for tap in firstWeight[column]..<firstWeight[column &+ 1] {
                            let opacity = alpha ? UInt32(pixel[3]) : 255
                            if opacity != 0 {
                                let colour = SIMD4<UInt32>(UInt32(pixel[0]), UInt32(pixel[1]), UInt32(pixel[2]), 1)
                                total &+= colour &* (opacity &* weights[tap])
                            }
                            pixel += stride
                        }
                        // At most 255 * 255 * 4096; kept in 16ths so that a row's sum fits 32 bits.
                        across[column] = (total &+ 128) &>> 8
                    }
                }
            }
        }
    }
}
