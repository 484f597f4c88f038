import Testing

@testable import TalkGrid

@Suite("Display width")
struct DisplayWidthTests {
    @Test("ASCII letters take one column each, controls none")
    func ascii() {
        #expect(DisplayWidth.of("Hello, world!") == 13)
        #expect(DisplayWidth.of("") == 0)
        #expect(DisplayWidth.of("a\tb\u{7}") == 2)
        #expect(DisplayWidth.of(Character("\r\n")) == 0)
        #expect(DisplayWidth.of(Character("x")) == 1)
    }

    @Test("é is one column, precomposed or with a combining accent")
    func accents() {
        let precomposed = "\u{E9}"
        let combining = "e\u{301}"
        #expect(precomposed.count == 1 && combining.count == 1)
        #expect(DisplayWidth.of(precomposed) == 1)
        #expect(DisplayWidth.of(combining) == 1)
        #expect(DisplayWidth.of("caf\u{E9} cafe\u{301}") == 9)
        #expect(DisplayWidth.of(Unicode.Scalar(0x301)!) == 0)
    }

    @Test("Chinese, Japanese kana, Hangul and fullwidth forms take two columns")
    func wide() {
        #expect(DisplayWidth.of("中文") == 4)
        #expect(DisplayWidth.of("ひらがなカタカナ") == 16)
        #expect(DisplayWidth.of("한국어") == 6)
        // Hangul written as conjoining jamo: one syllable, two columns.
        #expect(DisplayWidth.of("\u{1112}\u{1161}\u{11AB}") == 2)
        #expect(DisplayWidth.of("Ａ") == 2)
        #expect(DisplayWidth.of("\u{3000}") == 2)
        #expect(DisplayWidth.of("ｱ") == 1)  // halfwidth katakana stays narrow
        #expect(DisplayWidth.of("我想喝水 please") == 15)
    }

    @Test(
        "emoji shown as pictures take two columns, once per grapheme",
        arguments: [
            "😀",  // Emoji_Presentation
            "❤️",  // text-default heart + VS16
            "👨‍👩‍👧",  // ZWJ family
            "🇪🇸",  // flag: regional indicator pair
            "1️⃣",  // keycap with VS16
            "#\u{20E3}",  // keycap without VS16
            "👍🏽",  // skin tone
            "☝🏽",  // text-default base + skin tone
            "🏳️‍🌈",  // flag ZWJ sequence
        ])
    func emoji(_ text: String) {
        #expect(text.count == 1)
        #expect(DisplayWidth.of(text) == 2)
    }

    @Test("text-default symbols without VS16 stay one column")
    func textPresentation() {
        #expect(DisplayWidth.of("\u{2764}") == 1)
        #expect(DisplayWidth.of("\u{2764}\u{FE0E}") == 1)
        #expect(DisplayWidth.of("1") == 1)
        #expect(DisplayWidth.of("→") == 1)
    }

    @Test("zero-width characters take no column")
    func zeroWidth() {
        #expect(DisplayWidth.of("a\u{200B}b") == 2)
        #expect(DisplayWidth.of("\u{AD}") == 0)
        #expect(DisplayWidth.of("\u{85}") == 0)
        #expect(DisplayWidth.of("\u{200D}") == 0)
        // Marks inside wide blocks: kana voicing marks, ideographic tone marks.
        #expect(DisplayWidth.of(Unicode.Scalar(0x3099)!) == 0)
        #expect(DisplayWidth.of(Unicode.Scalar(0x302A)!) == 0)
        #expect(DisplayWidth.of("か\u{3099}") == 2)
    }

    @Test("every scalar in the wide table is wide and no mark is in it")
    func tableHasNoMarks() {
        for range in DisplayWidth.wideRanges {
            for value in range where value % 7 == 0 || value == range.lowerBound || value == range.upperBound {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let category = scalar.properties.generalCategory
                #expect(category != .nonspacingMark && category != .enclosingMark, "U+\(String(value, radix: 16))")
                #expect(DisplayWidth.of(scalar) == 2)
            }
        }
    }

    @Test("emoji presentation outside the two blocks checked is never missed")
    func emojiBlocks() {
        for value in UInt32(0x300)..<0x3_0000 {
            guard let scalar = Unicode.Scalar(value), scalar.properties.isEmojiPresentation else { continue }
            #expect(
                (0x231A...0x2B55).contains(value) || (0x1F000...0x1FAFF).contains(value),
                "U+\(String(value, radix: 16))")
            #expect(DisplayWidth.of(scalar) == 2)
        }
    }

    @Test("the wide-range table is sorted and disjoint, so binary search is valid")
    func tableIsSorted() {
        for (previous, next) in zip(DisplayWidth.wideRanges, DisplayWidth.wideRanges.dropFirst()) {
            #expect(previous.upperBound < next.lowerBound)
        }
    }
}
