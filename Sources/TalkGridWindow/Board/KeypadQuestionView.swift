import CGtk
import TalkGrid

/// The first run's keypad question in the window, as the terminal asks it: a keypad drawn large
/// with its top-left key marked, one line ("Press the key at the top left") and a large Skip
/// button (a person with a touch screen and no keypad skips it). The key pressed is read by
/// ``KeypadAnswer``.
final class KeypadQuestionView {
    let box: OpaquePointer
    private let picture: OpaquePointer
    /// Called when Skip is pressed.
    var onSkip: () -> Void = {}

    init(words: InterfaceWords) {
        box = gtk_box_new(Int32(talkgrid_gtk_orientation_vertical), 16)!
        gtk_widget_set_vexpand(box, 1)
        picture = gtk_drawing_area_new()!
        gtk_widget_set_vexpand(picture, 1)
        let question = words.text(TextKey.keypadQuestion)
        atk_object_set_name(gtk_widget_get_accessible(picture), question)
        let label = gtk_label_new(question)!
        gtk_style_context_add_class(gtk_widget_get_style_context(label), "message")
        let skip = gtk_button_new()!
        let skipLabel = gtk_label_new("\(words.name(of: .enter)): \(words.text(TextKey.keypadQuestionSkip))")!
        gtk_container_add(skip, skipLabel)
        gtk_style_context_add_class(gtk_widget_get_style_context(skip), "control")
        atk_object_set_name(gtk_widget_get_accessible(skip), words.text(TextKey.keypadQuestionSkip))
        gtk_box_pack_start(box, picture, 1, 1, 0)
        gtk_box_pack_start(box, label, 0, 1, 0)
        gtk_box_pack_start(box, skip, 0, 1, 0)
        let me = Unmanaged.passUnretained(self).toOpaque()
        talkgrid_on_draw(
            picture,
            { widget, context, _ in
                guard let widget, let context else { return 0 }
                KeypadQuestionView.drawKeypad(
                    width: Double(gtk_widget_get_allocated_width(widget)), height: Double(gtk_widget_get_allocated_height(widget)),
                    on: context)
                return 1
            }, nil)
        talkgrid_on_widget(
            skip, "clicked",
            { _, data in
                guard let data else { return }
                Unmanaged<KeypadQuestionView>.fromOpaque(data).takeUnretainedValue().onSkip()
            }, me)
    }

    /// Three rows of three keys, the top-left one yellow with a question mark.
    static func drawKeypad(width: Double, height: Double, on context: OpaquePointer) {
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
