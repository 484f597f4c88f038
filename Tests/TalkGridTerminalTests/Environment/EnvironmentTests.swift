import Testing

@testable import TalkGridTerminal

@Suite("Terminal environment")
struct EnvironmentTests {
    @Test(
        "colour support from TERM, COLORTERM and NO_COLOR",
        arguments: [
            (["TERM": "xterm-256color", "COLORTERM": "truecolor"], ColorSupport.trueColor),
            (["TERM": "xterm", "COLORTERM": "24bit"], .trueColor),
            (["TERM": "xterm-256color"], .palette256),
            (["TERM": "screen-256color", "COLORTERM": "yes"], .palette256),
            (["TERM": "xterm"], .basic),
            ([:], .basic),
            (["TERM": "dumb", "COLORTERM": "truecolor"], .none),
            (["TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": ""], .none),
            (["TERM": "xterm-256color", "NO_COLOR": "1"], .none),
        ])
    func colorSupport(_ environment: [String: String], _ expected: ColorSupport) {
        #expect(ColorSupport(environment: environment) == expected)
    }

    @Test("the size of a terminal comes from the terminal")
    func sizeFromTerminal() throws {
        let pty = try PseudoTerminal(columns: 132, rows: 43)
        #expect(
            TerminalSize.current(of: pty.terminal, environment: ["COLUMNS": "10", "LINES": "5"])
                == TerminalSize(columns: 132, rows: 43))
    }

    @Test("without a terminal, COLUMNS and LINES, then 80 x 24")
    func sizeFallback() {
        let pipe = TestPipe()
        #expect(
            TerminalSize.current(of: pipe.writeEnd, environment: ["COLUMNS": "100", "LINES": "30"])
                == TerminalSize(columns: 100, rows: 30))
        #expect(
            TerminalSize.current(of: pipe.writeEnd, environment: ["COLUMNS": "100"])
                == TerminalSize(columns: 100, rows: 24))
        #expect(TerminalSize.current(of: pipe.writeEnd, environment: ["COLUMNS": "wide", "LINES": "-3"]) == .fallback)
        #expect(TerminalSize.current(of: pipe.writeEnd, environment: [:]) == TerminalSize(columns: 80, rows: 24))
    }
}
