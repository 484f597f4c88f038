import Foundation
import TalkGrid
import Testing

@testable import TalkGridPictures

@Suite("Picture art")
struct PictureArtistTests {
    let artist = PictureArtist()
    /// 2 x 1 pixels: blue, then red.
    let bluered = PixelImage(width: 2, height: 1, rgba: [0, 0, 255, 255, 255, 0, 0, 255])
    let cell = PixelSize(width: 4, height: 8)

    func pixels(_ output: PictureOutput) throws -> [UInt8] {
        let art = artist.art(for: bluered, request: ArtRequest(columns: 2, rows: 1, cellPixels: cell, output: output, background: .white))
        guard case .pixels(2, 1, let bytes) = art else {
            Issue.record("expected pixels over 2 x 1 cells")
            return []
        }
        return bytes
    }

    /// The base64 payloads of kitty graphics commands (`ESC _ G keys ; payload ESC \`), joined.
    func kittyPayload(_ text: String) -> (keys: [String], payload: [UInt8]) {
        var keys: [String] = []
        var payload = ""
        for command in text.components(separatedBy: "\u{1B}\\") where command.hasPrefix("\u{1B}_G") {
            let body = command.dropFirst(3)
            let parts = body.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
            keys.append(String(parts[0]))
            if parts.count > 1 { payload += parts[1] }
        }
        return (keys, Base64.decode(payload) ?? [])
    }

    @Test("kitty: one transmit-and-show command for 8 x 8 RGBA pixels over 2 x 1 cells, the picture centred on white")
    func kittyBytes() throws {
        let text = String(decoding: try pixels(.kitty), as: UTF8.self)
        let (keys, payload) = kittyPayload(text)
        #expect(keys.first == "a=T,f=32,s=8,v=8,c=2,r=1,m=1")
        #expect(keys.last == "m=0")
        #expect(payload.count == 8 * 8 * 4)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(payload[((y * 8 + x) * 4)..<((y * 8 + x) * 4 + 4)]) }
        #expect(pixel(0, 0) == [255, 255, 255, 255])  // the background above the picture
        #expect(pixel(0, 3) == [0, 0, 255, 255])  // blue on the left
        #expect(pixel(7, 3) == [255, 0, 0, 255])  // red on the right
        #expect(pixel(7, 7) == [255, 255, 255, 255])
    }

    @Test("sixel: a DCS sixel string with raster attributes 8 pixels wide and a blue and a red register")
    func sixelBytes() throws {
        let text = String(decoding: try pixels(.sixel), as: UTF8.self)
        #expect(text.hasPrefix("\u{1B}P0;1;0q\"1;1;8;"))
        #expect(text.hasSuffix("\u{1B}\\"))
        #expect(text.contains(";2;0;0;100"))  // blue, in sixel's percentages
        #expect(text.contains(";2;100;0;0"))  // red
        // The data uses only sixel characters, colour introducers, repeats and line controls.
        let body = text.dropFirst(text.firstIndex(of: "q")!.utf16Offset(in: text) + 1).dropLast(2)
        #expect(body.allSatisfy { ("?"..."~").contains($0) || "#;!$-\"0123456789".contains($0) })
    }

    @Test("iTerm2: an OSC 1337 inline file, 2 x 1 cells, whose payload is a picture file")
    func itermBytes() throws {
        let text = String(decoding: try pixels(.iterm), as: UTF8.self)
        let header = "\u{1B}]1337;File=inline=1;width=2;height=1;preserveAspectRatio=0:"
        #expect(text.hasPrefix(header))
        let payload = text.dropFirst(header.count).prefix { $0 != "\u{07}" && $0 != "\u{1B}" }
        let file = Base64.decode(String(payload)) ?? []
        #expect(file.starts(with: Array("II*\0".utf8)))  // TIFF, little-endian
        #expect(text.hasSuffix("\u{07}") || text.hasSuffix("\u{1B}\\"))
    }

    @Test("Block art fills the box; transparent line art stands on the light background")
    func blocksOnBackground() throws {
        let request = ArtRequest(
            columns: 12, rows: 6, output: .blocks(.trueColor), background: RGBColor(red: 250, green: 245, blue: 230))
        guard case .blocks(let art) = try artist.art(for: PictureFixtures.bytes("line-art.png"), request: request) else {
            Issue.record("expected block art")
            return
        }
        #expect(art.columns == 12 && art.rows == 6 && art.cells.count == 72)
        // The corners are the background; somewhere the ink is black.
        let corner = art[0, 0]
        #expect(corner.character == " " ? corner.background == request.background : corner.foreground == request.background)
        let colors = art.cells.flatMap { [$0.foreground, $0.background] }.compactMap { $0 }
        #expect(colors.contains { $0.red < 60 && $0.green < 60 && $0.blue < 60 })
        #expect(Set(art.cells.map(\.character)).count > 1)
    }

    @Test(
        "An Illustrator SVG and a WebP become block art for the screen: the apple's red is there",
        arguments: ["illustrator.svg", "apple.webp"])
    func otherAppsPictures(name: String) throws {
        let request = ArtRequest(
            columns: 8, rows: 4, output: .blocks(.trueColor), background: RGBColor(red: 250, green: 245, blue: 230))
        guard case .blocks(let art) = try artist.art(for: PictureFixtures.bytes(name), request: request) else {
            Issue.record("expected block art")
            return
        }
        let colors = art.cells.flatMap { [$0.foreground, $0.background] }.compactMap { $0 }
        #expect(colors.contains { $0.red > 180 && $0.green < 80 && $0.blue < 80 }, "no red in \(name)'s art")
    }

    @Test("256-colour art uses only colours of the xterm palette's cube and greys; NO_COLOR art has no colour")
    func colourDepths() throws {
        let apple = PictureFixtures.bytes("apple.png")
        guard
            case .blocks(let palette) = try artist.art(
                for: apple, request: ArtRequest(columns: 10, rows: 5, output: .blocks(.palette256), background: .white)),
            case .blocks(let plain) = try artist.art(
                for: apple, request: ArtRequest(columns: 10, rows: 5, output: .blocks(.none), background: .white))
        else {
            Issue.record("expected block art")
            return
        }
        let cube: Set<UInt8> = [0, 95, 135, 175, 215, 255]
        for color in palette.cells.flatMap({ [$0.foreground, $0.background] }).compactMap({ $0 }) {
            let isCube = cube.contains(color.red) && cube.contains(color.green) && cube.contains(color.blue)
            let isGrey = color.red == color.green && color.green == color.blue
            #expect(isCube || isGrey)
        }
        #expect(plain.cells.allSatisfy { $0.foreground == nil && $0.background == nil })
        #expect(plain.cells.contains { $0.character != " " })
    }

    @Test("Block art uses block elements only (every common terminal font has them)")
    func blockCharacters() throws {
        guard
            case .blocks(let art) = try artist.art(
                for: PictureFixtures.bytes("house.svg"),
                request: ArtRequest(columns: 20, rows: 8, output: .blocks(.trueColor), background: .white))
        else {
            Issue.record("expected block art")
            return
        }
        #expect(art.cells.allSatisfy { $0.character == " " || (0x2580...0x259F).contains($0.character.value) })
    }

    @Test("Where the terminal draws sextants, block art uses them too: finer than blocks alone")
    func sextants() throws {
        let request = ArtRequest(columns: 20, rows: 8, output: .blocks(.trueColor), background: .white, symbols: .sextants)
        guard case .blocks(let art) = try artist.art(for: PictureFixtures.bytes("house.svg"), request: request) else {
            Issue.record("expected block art")
            return
        }
        let sextant: ClosedRange<UInt32> = 0x1FB00...0x1FB3B
        #expect(art.cells.contains { sextant.contains($0.character.value) }, "no sextant in the house")
        #expect(
            art.cells.allSatisfy {
                $0.character == " " || (0x2580...0x259F).contains($0.character.value) || sextant.contains($0.character.value)
            })
        #expect(
            ArtKey(content: ContentDigest(of: "x"), request: request).fileName
                != ArtKey(
                    content: ContentDigest(of: "x"),
                    request: ArtRequest(columns: 20, rows: 8, output: .blocks(.trueColor), background: .white)
                ).fileName)
    }

    @Test(
        "sextants only where the terminal draws them itself; inside tmux or screen, or in an unknown terminal, blocks",
        arguments: [
            (["KITTY_WINDOW_ID": "1"], BlockSymbols.sextants), (["TERM": "foot"], .sextants), (["TERM_PROGRAM": "WezTerm"], .sextants),
            (["VTE_VERSION": "7006"], .sextants), (["VTE_VERSION": "6003"], .blocks), (["TERM": "xterm-256color"], .blocks),
            (["KITTY_WINDOW_ID": "1", "TMUX": "/tmp/tmux-0/default,1,0"], .blocks),
            (["TERM": "screen-256color", "VTE_VERSION": "7006"], .blocks),
            ([:], .blocks),
        ])
    func sextantDetection(environment: [String: String], expected: BlockSymbols) {
        #expect(BlockSymbols(environment: environment) == expected)
    }
}
