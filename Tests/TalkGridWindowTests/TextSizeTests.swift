import Testing

@testable import TalkGridWindow

/// The window's seven text sizes: steps, the desktop's scale, and what each size makes larger.
@Suite("Text size")
struct TextSizeTests {
    @Test("steps stay within 1 to 7, and Ctrl-plus and Ctrl-minus move one step")
    func steps() {
        #expect(TextSize(step: 0).step == 1)
        #expect(TextSize(step: 9).step == 7)
        #expect(TextSize(step: 4).changed(by: 1).step == 5)
        #expect(TextSize(step: 4).changed(by: -1).step == 3)
        #expect(TextSize(step: 7).changed(by: 1).step == 7)
        #expect(TextSize(step: 1).changed(by: -1).step == 1)
    }

    @Test("the desktop's text scale picks the nearest step: 1.0 the standard one")
    func desktopScale() {
        #expect(TextSize(desktopScale: 1.0).step == 4)
        #expect(TextSize(desktopScale: 1.25).step == 5)
        #expect(TextSize(desktopScale: 2.0).step == 7)
        #expect(TextSize(desktopScale: 0.5).step == 1)
    }

    @Test("only 6 and 7 are accessibility sizes; labels grow with each step, the bar's text at most 1.3 times")
    func sizes() {
        #expect((1...7).filter { TextSize(step: $0).isAccessibilitySize } == [6, 7])
        let labels = (1...7).map { TextSize(step: $0).labelPixels }
        #expect(labels == labels.sorted() && Set(labels).count == 7)
        #expect(TextSize(step: 4).labelPixels == 22)
        #expect(TextSize(step: 7).messagePoints == 20 * 1.3)
        #expect(TextSize(step: 7).controlPoints == 14 * 1.3)
    }

    @Test("the style sheet carries the size's points and high contrast's colours")
    func styleSheet() {
        let standard = WindowStyle(contrast: false, textSize: TextSize(step: 4)).css
        #expect(standard.contains("box.message label { font-size: 20pt"))
        #expect(standard.contains("button.control label { font-size: 14pt; }"))
        #expect(standard.contains("transition: none"))
        let contrast = WindowStyle(contrast: true, textSize: TextSize(step: 7)).css
        #expect(contrast.contains("box.message label { font-size: 26pt"))
        #expect(contrast.contains("window { background: #000000; color: #ffffff; }"))
        #expect(contrast.contains("border: 2px solid #ffff00"))
    }
}
