import CGtk

/// A button that opens GTK's file chooser (``Signal/fileSet`` once a file is chosen); it shows
/// the chosen file's name.
@GLibMain
public final class FileChooserButton: Widget {
    /// A chooser titled `title` that offers the files whose names end with one of `endings`
    /// (`wav`, in small or capital letters), named `kind` in its list of kinds.
    public init(title: String, kind: String, endings: [String]) {
        super.init(taking: gtk_file_chooser_button_new(title, Int32(talkgrid_gtk_file_chooser_action_open)))
        let filter = gtk_file_filter_new()
        gtk_file_filter_set_name(filter, kind)
        for ending in endings {
            gtk_file_filter_add_pattern(filter, "*." + ending.lowercased())
            gtk_file_filter_add_pattern(filter, "*." + ending.uppercased())
        }
        // The chooser takes the filter's floating reference.
        gtk_file_chooser_add_filter(pointer, filter)
    }

    /// The path of the file chosen; nil before one is.
    public var path: String? {
        guard let name = gtk_file_chooser_get_filename(pointer) else { return nil }
        defer { g_free(name) }
        return String(cString: name)
    }
}
