import CGtk

/// A check box with its words beside it (``Signal/toggled`` when it is ticked or unticked).
@GLibMain
public final class CheckButton: Container {
    public init(_ label: String) { super.init(taking: gtk_check_button_new_with_label(label)) }

    /// Whether it is ticked.
    public var isActive: Bool {
        get { gtk_toggle_button_get_active(pointer) != 0 }
        set { gtk_toggle_button_set_active(pointer, newValue ? 1 : 0) }
    }
}
