import CGtk

/// A part of the window that scrolls up and down when what it holds is taller (the editor at
/// the largest text sizes).
@GLibMain
public final class ScrolledArea: Container {
    public init() {
        super.init(taking: gtk_scrolled_window_new(nil, nil))
        gtk_scrolled_window_set_policy(pointer, Int32(talkgrid_gtk_policy_never), Int32(talkgrid_gtk_policy_automatic))
    }

    /// Scrolls to the end of what it holds (where a question just shown at its bottom stands).
    public func scrollToEnd() {
        guard let adjustment = gtk_scrolled_window_get_vadjustment(pointer) else { return }
        gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment))
    }
}
