import CGtk

/// A line of text the person types (``Signal/changed`` as it changes, ``Signal/activate`` on Enter).
@GLibMain
public final class Entry: Widget {
    /// An empty entry; `placeholder` shows, greyed, while it is empty.
    public init(placeholder: String? = nil) {
        super.init(taking: gtk_entry_new())
        if let placeholder { gtk_entry_set_placeholder_text(pointer, placeholder) }
    }

    /// The text typed.
    public var text: String {
        get { gtk_entry_get_text(pointer).map { String(cString: $0) } ?? "" }
        set { gtk_entry_set_text(pointer, newValue) }
    }
}
