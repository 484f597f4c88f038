import CGtk

/// A list to choose one entry from, shown closed with the chosen one (GTK's combo box of texts;
/// ``Signal/changed`` when another is chosen). A screen reader names it and its entries, and
/// chooses one by its selection.
@GLibMain
public final class ChoiceList: Widget {
    public init() { super.init(taking: gtk_combo_box_text_new()) }

    /// Replaces the entries with `entries` (each an id and the words shown).
    public func setEntries(_ entries: [(id: String, text: String)]) {
        gtk_combo_box_text_remove_all(pointer)
        for entry in entries { gtk_combo_box_text_append(pointer, entry.id, entry.text) }
    }

    /// The chosen entry's id; setting an id that is not there chooses nothing.
    public var chosen: String? {
        get { gtk_combo_box_get_active_id(pointer).map { String(cString: $0) } }
        set { _ = gtk_combo_box_set_active_id(pointer, newValue) }
    }
}
