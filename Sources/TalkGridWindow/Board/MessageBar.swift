import CGtk
import TalkGrid
import TalkGridGtk
import TalkGridPrint

/// The message bar over the board: each word picked, with its picture (the cell's picture, glyph
/// or emoji) above it, as a small cell, so that a person who does not read checks the sentence by
/// its symbols; the hint when the message is empty. One height whatever it shows, so that the
/// board never moves when the first word comes. A screen reader reads it as a status bar named by
/// the message's words; while the scanning highlight rests on it, it has the cells' frame.
@GLibMain
final class MessageBar {
    let box = Box(.row)
    private let hint = Label(wraps: true, leading: true)
    let symbols = DrawingArea()
    private var accessible = AccessibleText()
    /// The words shown, in order (none: the hint shows).
    private(set) var words: [Message.Word] = []
    /// Whether the message is being spoken (a speaker's mark before the words).
    private(set) var isSpeaking = false
    /// Called when the words must be drawn, with the drawing area's context.
    var onDraw: (MessageBar, OpaquePointer) -> Void = { _, _ in }

    init() {
        box.addStyleClass("message")
        box.describe(role: .statusBar)
        hint.addStyleClass("hint")
        box.append(hint, expand: true)
        box.append(symbols, expand: true)
        symbols.connect(.draw) { [weak self] context in
            guard let self else { return false }
            onDraw(self, context.cairo)
            return true
        }
    }

    /// Shows `words` (or `hint` when there are none) in a bar whose words are `height` pixels high;
    /// a screen reader reads `text`.
    func show(words: [Message.Word], speaking: Bool, hint hintText: String, text: String, height: Int) {
        accessible.tell(box, name: text, description: "")
        hint.setText(hintText)
        let showsWords = !words.isEmpty
        if hint.isVisible == showsWords { hint.isVisible = !showsWords }
        if symbols.isVisible != showsWords { symbols.isVisible = showsWords }
        if symbols.size.height != Double(height) { symbols.setSize(width: -1, height: height) }
        box.setSize(width: -1, height: height)
        if words != self.words || speaking != isSpeaking {
            self.words = words
            isSpeaking = speaking
            symbols.redraw()
        }
    }

    func redraw() { symbols.redraw() }

    func setStyleClass(_ name: String, _ on: Bool) { box.setStyleClass(name, on) }

    var isVisible: Bool {
        get { box.isVisible }
        set { box.isVisible = newValue }
    }
}

/// Where the message bar's words go: one small cell each, side by side from the left, each as wide
/// as its word needs (at least as wide as its picture); when they do not all fit, the last ones
/// (the words just picked) show, after a mark that more came before.
struct MessageLayout: Equatable {
    /// A word's cell: the word's place in the message and its box.
    struct Placed: Equatable {
        var index: Int
        var box: PageRect
    }

    var placed: [Placed]
    /// Whether words at the start are left out.
    var leavesOutStart: Bool

    /// The layout of words with `labels` (and whether each has a picture) in a bar `width` x
    /// `height`, its words' letters `letters` pixels high; `leading` pixels are kept at the left
    /// (the speaker's mark).
    init(labels: [(label: String, hasArt: Bool)], width: Double, height: Double, letters: Double, leading: Double = 0) {
        let gap = 6.0
        let widths = labels.map { word -> Double in
            let text = Self.estimatedWidth(of: word.label, letters: letters) + 12
            return word.hasArt ? max(text, height * 0.85) : text
        }
        // From the last word back, as many as fit.
        var first = labels.count
        var used = leading
        let more = height * 0.5
        while first > 0 {
            let next = used + widths[first - 1] + gap
            let room = first - 1 > 0 ? width - more : width
            if next > room { break }
            used = next
            first -= 1
        }
        leavesOutStart = first > 0
        var x = leading + (leavesOutStart ? more : 0)
        placed = []
        for index in first..<labels.count {
            placed.append(Placed(index: index, box: PageRect(x: x, y: 0, width: widths[index], height: height)))
            x += widths[index] + gap
        }
    }

    /// About how wide `text` is in letters `letters` pixels high (the cell's label shrinks to fit
    /// where it is wider): Chinese characters a square each, others about 0.6 of it.
    static func estimatedWidth(of text: String, letters: Double) -> Double {
        text.unicodeScalars.reduce(0) { width, scalar in
            width + letters * ((0x2E80...0x9FFF).contains(scalar.value) || (0xAC00...0xD7AF).contains(scalar.value) ? 1.0 : 0.6)
        }
    }
}
