import CGtk

/// A button that opens GTK's file chooser, over the window, when pressed; ``onChosen`` is
/// called with the path of the file chosen. Its face is what the caller puts inside (a glyph
/// and words, as any button's).
///
/// The chooser is made when the button is pressed, not with the button: GTK's own
/// GtkFileChooserButton builds its whole chooser dialog as it is made (100-200 ms each on a
/// busy two-core machine), and every cell editor the caregiver opens holds two.
@GLibMain
public final class FileChooserButton: Container {
    private let title: String
    private let kind: String
    private let endings: [String]
    /// Called with the path of the file chosen.
    public var onChosen: (String) -> Void = { _ in }

    /// A button whose chooser is titled `title` and offers the files whose names end with one
    /// of `endings` (`wav`, in small or capital letters), named `kind` in its list of kinds.
    public init(title: String, kind: String, endings: [String]) {
        self.title = title
        self.kind = kind
        self.endings = endings
        super.init(taking: gtk_button_new())
        connect(.clicked) { [weak self] in self?.choose() }
    }

    /// Runs the chooser (GTK's modal dialog, its own loop until the person chooses or cancels).
    private func choose() {
        let toplevel = gtk_widget_get_toplevel(pointer)
        let window = toplevel.flatMap { gtk_widget_is_toplevel($0) != 0 ? $0 : nil }
        guard
            let native = gtk_file_chooser_native_new(
                title, window, Int32(talkgrid_gtk_file_chooser_action_open), nil, nil)
        else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(native)) }
        let filter = gtk_file_filter_new()
        gtk_file_filter_set_name(filter, kind)
        for ending in endings {
            gtk_file_filter_add_pattern(filter, "*." + ending.lowercased())
            gtk_file_filter_add_pattern(filter, "*." + ending.uppercased())
        }
        // The chooser takes the filter's floating reference.
        gtk_file_chooser_add_filter(native, filter)
        guard gtk_native_dialog_run(native) == Int32(talkgrid_gtk_response_accept), let name = gtk_file_chooser_get_filename(native)
        else { return }
        defer { g_free(name) }
        onChosen(String(cString: name))
    }
}
