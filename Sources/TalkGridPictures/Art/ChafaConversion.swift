import CChafa
import TalkGrid

/// Turns composed pixels into terminal art with libchafa: the only type that calls chafa.
enum ChafaConversion {
    /// The art for `box`: opaque pixels, for pixel outputs exactly `request.boxPixels` in size, for
    /// block art as sampled for it (`request.blockPixels`; chafa scales any other size itself).
    static func art(of box: Pixbuf, request: ArtRequest) -> PictureArt {
        guard let config = chafa_canvas_config_new() else { return .blocks(BlockArt(columns: 0, rows: 0, cells: [])) }
        defer { chafa_canvas_config_unref(config) }
        let columns = max(1, request.columns)
        let rows = max(1, request.rows)
        chafa_canvas_config_set_geometry(config, gint(columns), gint(rows))
        chafa_canvas_config_set_bg_color(config, request.background.packed)
        switch request.output {
        case .blocks(let colors):
            chafa_canvas_config_set_pixel_mode(config, CHAFA_PIXEL_MODE_SYMBOLS)
            chafa_canvas_config_set_canvas_mode(config, canvasMode(for: colors))
            if colors == .none { chafa_canvas_config_set_fg_color(config, 0x000000) }
            // Block elements, shades and spaces: in every common terminal font. Sextants
            // (U+1FB00) are finer but missing from fonts such as DejaVu Sans Mono: only where the
            // terminal draws them (``BlockSymbols``).
            let symbols = chafa_symbol_map_new()
            defer { chafa_symbol_map_unref(symbols) }
            var tags = CHAFA_SYMBOL_TAG_BLOCK.rawValue | CHAFA_SYMBOL_TAG_SPACE.rawValue
            if request.symbols == .sextants { tags |= CHAFA_SYMBOL_TAG_SEXTANT.rawValue }
            chafa_symbol_map_add_by_tags(symbols, ChafaSymbolTags(rawValue: tags))
            chafa_symbol_map_remove_by_tags(symbols, CHAFA_SYMBOL_TAG_BAD)
            chafa_canvas_config_set_symbol_map(config, symbols)
        case .kitty, .sixel, .iterm:
            chafa_canvas_config_set_pixel_mode(config, pixelMode(for: request.output))
            chafa_canvas_config_set_canvas_mode(config, CHAFA_CANVAS_MODE_TRUECOLOR)
            chafa_canvas_config_set_cell_geometry(config, gint(request.cellPixels.width), gint(request.cellPixels.height))
        case .off:
            return .blocks(BlockArt(columns: 0, rows: 0, cells: []))
        }
        guard let canvas = chafa_canvas_new(config) else { return .blocks(BlockArt(columns: 0, rows: 0, cells: [])) }
        defer { chafa_canvas_unref(canvas) }
        box.withPixels { pixels, channels, stride in
            chafa_canvas_draw_all_pixels(
                canvas, channels == 4 ? CHAFA_PIXEL_RGBA8_UNASSOCIATED : CHAFA_PIXEL_RGB8, pixels.baseAddress, gint(box.width),
                gint(box.height), gint(stride))
        }
        if case .blocks(let colors) = request.output {
            return .blocks(blockArt(of: canvas, columns: columns, rows: rows, colors: colors))
        }
        return .pixels(columns: columns, rows: rows, bytes: printed(canvas))
    }

    private static func canvasMode(for colors: BlockColors) -> ChafaCanvasMode {
        switch colors {
        case .trueColor: CHAFA_CANVAS_MODE_TRUECOLOR
        // 240 colours: the 256-colour palette without the 16 that each terminal theme redefines.
        case .palette256: CHAFA_CANVAS_MODE_INDEXED_240
        // Two colours, ink and paper, with reverse video (plain FGBG crashes in chafa 1.12).
        case .none: CHAFA_CANVAS_MODE_FGBG_BGFG
        }
    }

    private static func pixelMode(for output: PictureOutput) -> ChafaPixelMode {
        switch output {
        case .kitty: CHAFA_PIXEL_MODE_KITTY
        case .iterm: CHAFA_PIXEL_MODE_ITERM2
        default: CHAFA_PIXEL_MODE_SIXELS
        }
    }

    /// The characters and colours chafa chose, cell by cell.
    private static func blockArt(of canvas: OpaquePointer, columns: Int, rows: Int, colors: BlockColors) -> BlockArt {
        var cells: [BlockArt.Cell] = []
        cells.reserveCapacity(columns * rows)
        for y in 0..<rows {
            for x in 0..<columns {
                let character = Unicode.Scalar(chafa_canvas_get_char_at(canvas, gint(x), gint(y))) ?? " "
                var foreground: gint = -1
                var background: gint = -1
                chafa_canvas_get_colors_at(canvas, gint(x), gint(y), &foreground, &background)
                if colors == .none {
                    // Ink is black; a cell whose foreground is the paper is drawn inverted.
                    cells.append(BlockArt.Cell(character: character, foreground: nil, background: nil, inverse: foreground > 0))
                } else {
                    cells.append(
                        BlockArt.Cell(
                            character: character,
                            foreground: foreground >= 0 ? RGBColor(packed: UInt32(foreground)) : nil,
                            background: background >= 0 ? RGBColor(packed: UInt32(background)) : nil))
                }
            }
        }
        return BlockArt(columns: columns, rows: rows, cells: cells)
    }

    /// The escape sequences chafa prints for a pixel canvas.
    private static func printed(_ canvas: OpaquePointer) -> [UInt8] {
        guard let database = chafa_term_db_get_default(), let terminal = chafa_term_db_get_fallback_info(database) else { return [] }
        defer { chafa_term_info_unref(terminal) }
        guard let text = chafa_canvas_print(canvas, terminal) else { return [] }
        defer { g_string_free(text, 1) }
        guard let start = text.pointee.str else { return [] }
        return start.withMemoryRebound(to: UInt8.self, capacity: Int(text.pointee.len)) {
            Array(UnsafeBufferPointer(start: $0, count: Int(text.pointee.len)))
        }
    }
}
