import CGtk

/// A line (or lines) of text.
@GLibMain
public final class Label: Widget {
    /// The text shown.
    public private(set) var text: String

    public init(_ text: String = "", wraps: Bool = false, leading: Bool = false) {
        self.text = text
        super.init(taking: gtk_label_new(text))
        if wraps { gtk_label_set_line_wrap(pointer, 1) }
        if leading { gtk_label_set_xalign(pointer, 0) }
    }

    /// Shows `text`, only when it changed: a new text makes GTK measure and place the whole window again.
    public func setText(_ text: String) {
        guard text != self.text else { return }
        self.text = text
        gtk_label_set_text(pointer, text)
    }
}
