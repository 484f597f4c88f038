import CGtk
import TalkGrid
import TalkGridGtk

/// The first run's keypad question in the window, as the terminal asks it: a keypad drawn large
/// with its top-left key marked, one line ("Press the key at the top left") and a large Skip
/// button (a person with a touch screen and no keypad skips it). The key pressed is read by
/// ``KeypadAnswer``.
@GLibMain
final class KeypadQuestionView {
    let box = Box(.column, spacing: 16)
    private let picture = DrawingArea()
    private let skip = Button()
    /// Called when Skip is pressed.
    var onSkip: () -> Void = {}

    init(words: InterfaceWords) {
        box.expand(horizontal: false)
        picture.expand(horizontal: false)
        let question = words.text(TextKey.keypadQuestion)
        picture.describe(name: question)
        let label = Label(question)
        label.addStyleClass("message")
        skip.add(Label("\(words.name(of: .enter)): \(words.text(TextKey.keypadQuestionSkip))"))
        skip.addStyleClass("control")
        skip.describe(name: words.text(TextKey.keypadQuestionSkip))
        box.append(picture, expand: true)
        box.append(label)
        box.append(skip)
        picture.connect(.draw) { [weak picture] drawing in
            guard let picture else { return false }
            let (width, height) = picture.size
            KeypadQuestionView.drawKeypad(width: width, height: height, on: drawing.cairo)
            return true
        }
        skip.connect(.clicked) { [weak self] in self?.onSkip() }
    }

    /// Three rows of three keys, the top-left one yellow with a question mark.
    nonisolated static func drawKeypad(width: Double, height: Double, on context: OpaquePointer) {
        let side = max(10, min(width, height) / 3.4)
        let left = (width - side * 3) / 2
        let top = (height - side * 3) / 2
        for row in 0..<3 {
            for column in 0..<3 {
                let x = left + Double(column) * side + 6
                let y = top + Double(row) * side + 6
                let asked = row == 0 && column == 0
                cairo_rectangle(context, x, y, side - 12, side - 12)
                if asked { cairo_set_source_rgb(context, 1, 0.84, 0) } else { cairo_set_source_rgb(context, 0.9, 0.9, 0.88) }
                cairo_fill_preserve(context)
                cairo_set_line_width(context, asked ? 6 : 2)
                if asked { cairo_set_source_rgb(context, 0, 0, 0) } else { cairo_set_source_rgb(context, 0.6, 0.6, 0.6) }
                cairo_stroke(context)
                if asked {
                    cairo_select_font_face(context, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD)
                    cairo_set_font_size(context, side * 0.5)
                    cairo_move_to(context, x + (side - 12) * 0.32, y + (side - 12) * 0.68)
                    cairo_show_text(context, "?")
                }
            }
        }
    }
}
