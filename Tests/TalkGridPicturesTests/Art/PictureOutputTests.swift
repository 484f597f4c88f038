import TalkGrid
import Testing

@testable import TalkGridPictures

@Suite("Picture output per terminal")
struct PictureOutputTests {
    @Test(
        "auto picks what each terminal is known to draw",
        arguments: [
            (["TERM": "xterm-kitty", "KITTY_WINDOW_ID": "1"], PictureOutput.kitty),
            (["TERM": "xterm-ghostty", "COLORTERM": "truecolor"], .kitty),
            (["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"], .iterm),
            (["TERM": "xterm-256color", "LC_TERMINAL": "iTerm2"], .iterm),
            (["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"], .iterm),
            (["TERM": "foot"], .sixel),
            (["TERM": "mlterm"], .sixel),
            (["TERM": "xterm-256color", "KONSOLE_VERSION": "230804"], .sixel),
            (["TERM": "xterm-256color", "KONSOLE_VERSION": "210800"], .blocks(.palette256)),
            (["TERM": "xterm-256color", "COLORTERM": "truecolor"], .blocks(.trueColor)),
            (["TERM": "xterm-256color", "VTE_VERSION": "7006"], .blocks(.palette256)),
            (["TERM": "linux"], .blocks(.palette256)),
            (["TERM": "dumb"], .off),
        ] as [([String: String], PictureOutput)])
    func detection(environment: [String: String], expected: PictureOutput) {
        #expect(PictureOutput.detect(environment: environment) == expected)
    }

    @Test("Inside tmux or screen it is blocks, even in kitty (tmux passes no kitty or sixel pictures)")
    func multiplexers() {
        let kittyInTmux = ["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0", "KITTY_WINDOW_ID": "3", "COLORTERM": "truecolor"]
        #expect(PictureOutput.detect(environment: kittyInTmux) == .blocks(.trueColor))
        #expect(PictureOutput.detect(environment: ["TERM": "screen-256color", "STY": "1.pts"]) == .blocks(.palette256))
        #expect(PictureOutput.detect(environment: ["TERM": "screen"]) == .blocks(.palette256))
    }

    @Test("NO_COLOR draws block art by shape alone and keeps pixel pictures")
    func noColor() {
        #expect(PictureOutput.detect(environment: ["TERM": "xterm-256color", "NO_COLOR": "1"]) == .blocks(.none))
        #expect(PictureOutput.detect(environment: ["TERM": "xterm-kitty", "NO_COLOR": ""]) == .kitty)
    }

    @Test("A setting other than auto is taken as said; blocks follow the terminal's colours")
    func settings() {
        let tmux = ["TERM": "tmux-256color", "TMUX": "x"]
        #expect(SymbolsSetting.kitty.output(environment: tmux) == .kitty)
        #expect(SymbolsSetting.sixel.output(environment: tmux) == .sixel)
        #expect(SymbolsSetting.iterm.output(environment: tmux) == .iterm)
        #expect(SymbolsSetting.off.output(environment: tmux) == .off)
        #expect(SymbolsSetting.blocks.output(environment: ["COLORTERM": "24bit"]) == .blocks(.trueColor))
        #expect(SymbolsSetting.auto.output(environment: tmux) == .blocks(.palette256))
        #expect(SymbolsSetting(rawValue: "iterm") == .iterm)
    }
}
