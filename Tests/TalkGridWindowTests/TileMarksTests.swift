import CGtk
import Foundation
import TalkGrid
import TalkGridPrint
import Testing

@testable import TalkGridWindow

/// The marks drawn over a tile's face, drawn into an image in memory (cairo, no X server) and
/// read back pixel by pixel.
@Suite("Tile marks")
struct TileMarksTests {
    /// A white image of `width` x `height`, `draw` run on it, then the colour at each point asked.
    final class Image {
        let surface: OpaquePointer
        let context: OpaquePointer
        let width: Int

        init(width: Int, height: Int) {
            self.width = width
            surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height))
            context = cairo_create(surface)
            cairo_set_source_rgb(context, 1, 1, 1)
            cairo_paint(context)
        }

        deinit {
            cairo_destroy(context)
            cairo_surface_destroy(surface)
        }

        /// The pixel at `x`, `y` as red, green and blue (0 to 255).
        func pixel(_ x: Int, _ y: Int) -> (red: Int, green: Int, blue: Int) {
            cairo_surface_flush(surface)
            let stride = Int(cairo_image_surface_get_stride(surface))
            let data = cairo_image_surface_get_data(surface)!
            let word = (data + y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
            return (Int((word >> 16) & 0xff), Int((word >> 8) & 0xff), Int(word & 0xff))
        }
    }

    @Test("the scanning frame is black outside the cell and yellow on its edge, the middle untouched")
    func scanFrame() {
        let image = Image(width: 100, height: 100)
        TileMarks.scanFrame(PageRect(x: 10, y: 10, width: 80, height: 80), reach: 5, margin: TileFace.margin, on: image.context)
        #expect(image.pixel(9, 50) == (0, 0, 0))
        let yellow = image.pixel(12, 50)
        #expect(yellow.red == 255 && yellow.green > 200 && yellow.blue == 0)
        #expect(image.pixel(50, 50) == (255, 255, 255))
    }

    @Test("a cell outside the zoom region is faded, not hidden")
    func dim() {
        let image = Image(width: 40, height: 40)
        cairo_set_source_rgb(image.context, 0, 0, 0)
        cairo_paint(image.context)
        TileMarks.dim(PageRect(x: 0, y: 0, width: 40, height: 40), on: image.context)
        let faded = image.pixel(20, 20)
        #expect(faded.red > 100 && faded.red < 170)
    }

    @Test("the focus ring is blue inside the tile's edge, cyan in high contrast")
    func focusRing() {
        let image = Image(width: 60, height: 60)
        TileMarks.focusRing(width: 60, height: 60, contrast: false, on: image.context)
        let blue = image.pixel(2, 30)
        #expect(blue.blue > 150 && blue.red < 60)
        #expect(image.pixel(30, 30) == (255, 255, 255))
        let contrast = Image(width: 60, height: 60)
        TileMarks.focusRing(width: 60, height: 60, contrast: true, on: contrast.context)
        #expect(contrast.pixel(2, 30) == (0, 255, 255))
    }

    @Test("the dwell ring fills clockwise from the top, as far as the time rested")
    func dwellRing() {
        let box = PageRect(x: 0, y: 0, width: 200, height: 200)
        let quarter = Image(width: 200, height: 200)
        TileMarks.dwellRing(box, progress: 0.25, on: quarter.context)
        let full = Image(width: 200, height: 200)
        TileMarks.dwellRing(box, progress: 1, on: full.context)
        // The ring's centre and radius, as the mark places them (the unfilled ring is grey, the filled part blue).
        let radius = 24.0
        let (x, y) = (200 - radius - 6, radius + 6)
        func isBlue(_ image: Image, at angle: Double) -> Bool {
            let point = image.pixel(Int(x + radius * cos(angle)), Int(y + radius * sin(angle)))
            return point.blue > 150 && point.red < 60
        }
        #expect(isBlue(quarter, at: -Double.pi / 4))
        #expect(!isBlue(quarter, at: Double.pi))
        #expect(isBlue(full, at: Double.pi))
        #expect(isBlue(full, at: Double.pi / 2))
    }
}
