import Testing

@testable import TalkGrid

@Suite("Text layout")
struct TextLayoutTests {
    @Test("wraps at spaces")
    func wrapsAtSpaces() {
        #expect(TextLayout.wrap("I want a drink", width: 8) == ["I want a", "drink"])
        #expect(TextLayout.wrap("I want a drink", width: 6) == ["I want", "a", "drink"])
        #expect(TextLayout.wrap("  spaced   out  ", width: 20) == ["spaced out"])
        #expect(TextLayout.wrap("yes", width: 3) == ["yes"])
    }

    @Test("breaks a long word between graphemes")
    func longWord() {
        #expect(TextLayout.wrap("refrigerator", width: 5) == ["refri", "gerat", "or"])
        #expect(TextLayout.wrap("cafe\u{301}s", width: 4) == ["cafe\u{301}", "s"])
    }

    @Test("breaks after a slash or a hyphen inside a word, never before one, and never inside the parts")
    func slashAndHyphen() {
        #expect(TextLayout.wrap("color/visual", width: 9) == ["color/", "visual"])
        #expect(TextLayout.wrap("ice-cream cone", width: 10) == ["ice-cream", "cone"])
        #expect(TextLayout.wrap("ice-cream", width: 6) == ["ice-", "cream"])
        #expect(TextLayout.wrap("color/visual", width: 12) == ["color/visual"])
        #expect(TextLayout.wrap("-5 and --keys", width: 3) == ["-5", "and", "--k", "eys"], "a leading dash is no break")
        #expect(TextLayout.widestWord("color/visual all done") == 6)
        #expect(TextLayout.widestWord("我想") == 2)
    }

    @Test("a label's word wider than a line is shortened on its own line, never split over two")
    func shortenedWords() {
        #expect(TextLayout.wrap("refrigerator", width: 5, longWords: .shortened) == ["refr…"])
        #expect(TextLayout.wrap("a refrigerator door", width: 5, longWords: .shortened) == ["a", "refr…", "door"])
        #expect(TextLayout.wrap("color/visual", width: 5, longWords: .shortened) == ["colo…", "visu…"])
        #expect(TextLayout.wrap("big refrigerator door", width: 6, maxLines: 2, longWords: .shortened) == ["big", "refri…"])
        #expect(TextLayout.wrap("我想喝水", width: 4, longWords: .shortened) == ["我想", "喝水"])
    }

    @Test("Chinese breaks between characters, never inside one")
    func chinese() {
        #expect(TextLayout.wrap("我想喝水", width: 5) == ["我想", "喝水"])
        #expect(TextLayout.wrap("我想喝水", width: 4) == ["我想", "喝水"])
        #expect(TextLayout.wrap("我想喝水", width: 3) == ["我", "想", "喝", "水"])
        #expect(TextLayout.wrap("喝水 water", width: 6) == ["喝水", "water"])
        #expect(TextLayout.wrap("喝水water", width: 9) == ["喝水water"])
    }

    @Test("ellipsizes when the lines run out")
    func ellipsis() {
        #expect(TextLayout.wrap("I want a drink of water", width: 8, maxLines: 2) == ["I want a", "drink o…"])
        #expect(TextLayout.wrap("I want a drink", width: 6, maxLines: 2) == ["I want", "a…"])
        #expect(TextLayout.wrap("我想喝水", width: 4, maxLines: 1) == ["我…"])
        #expect(TextLayout.truncate("hello world", width: 5) == "hell…")
        #expect(TextLayout.truncate("hello", width: 5) == "hello")
        #expect(TextLayout.truncate("😀😀😀", width: 4) == "😀…")
        #expect(TextLayout.truncate("👨‍👩‍👧👨‍👩‍👧", width: 3) == "👨‍👩‍👧…")
    }

    @Test("a very long text is cut short with the ellipsis")
    func longText() {
        let text = String(repeating: "drink water ", count: 5_000)
        #expect(TextLayout.wrap(text, width: 11, maxLines: 2) == ["drink water", "drink wate…"])
        #expect(TextLayout.wrap(text, width: 5, maxLines: .max).count == 10_000)
    }

    @Test("nothing fits in no room")
    func degenerate() {
        #expect(TextLayout.wrap("word", width: 0).isEmpty)
        #expect(TextLayout.wrap("word", width: 4, maxLines: 0).isEmpty)
        #expect(TextLayout.wrap("   ", width: 4).isEmpty)
        #expect(TextLayout.wrap("中", width: 1) == ["…"])
    }

    @Test("controls never reach a line")
    func controls() {
        #expect(TextLayout.wrap("go\nhome\u{1B}[2J", width: 20) == ["go home [2J"])
    }

    @Test("pads and centres to an exact width")
    func padding() {
        #expect(TextLayout.pad("ab", width: 5) == "ab   ")
        #expect(TextLayout.pad("ab", width: 5, alignment: .center) == " ab  ")
        #expect(TextLayout.pad("ab", width: 5, alignment: .trailing) == "   ab")
        #expect(TextLayout.pad("中", width: 4, alignment: .center) == " 中 ")
        #expect(TextLayout.pad("toolong", width: 4) == "too…")
        #expect(DisplayWidth.of(TextLayout.pad("😀 hi 中文", width: 7, alignment: .center)) == 7)
    }

    static let samples: [String] = [
        "I want a drink of water please",
        "我想喝水，谢谢你",
        "한국어 텍스트를 입력하세요",
        "😀❤️👨‍👩‍👧🇪🇸1️⃣ family and flags 🏳️‍🌈",
        "cafe\u{301} na\u{303}o Ａｂｃ",
        "supercalifragilisticexpialidocious",
        "mixed 中文 and English 和 emoji 🎉 together",
        "a b c d e f g h i j k l m n o p",
        "",
        "x",
    ]

    @Test("wrapped lines never exceed the width and never split a grapheme", arguments: samples)
    func property(_ text: String) {
        let visible = text.filter { !$0.isWhitespace }
        // From 2 columns up: in 1 column a wide character can only show as "…".
        for width in 2...14 {
            for maxLines in 1...5 {
                let lines = TextLayout.wrap(text, width: width, maxLines: maxLines)
                #expect(lines.count <= maxLines)
                for line in lines {
                    #expect(DisplayWidth.of(line) <= width, "\(line) in \(width) columns")
                    #expect(!line.isEmpty)
                }
                // Without spaces and the ellipsis, the output is a prefix of the input's
                // grapheme clusters; the whole input unless it was ellipsized.
                let joined = lines.joined()
                let shown = joined.filter { !$0.isWhitespace && $0 != TextLayout.ellipsis }
                let isEllipsized = joined.last == TextLayout.ellipsis
                if isEllipsized {
                    #expect(visible.starts(with: shown), "\(lines) at \(width)x\(maxLines)")
                } else {
                    #expect(Array(shown) == Array(visible), "\(lines) at \(width)x\(maxLines)")
                }
            }
            let padded = TextLayout.pad(text, width: width, alignment: .center)
            #expect(DisplayWidth.of(padded) == width)
        }
    }
}
