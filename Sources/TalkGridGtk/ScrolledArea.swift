import CGtk

/// A part of the window that scrolls up and down when what it holds is taller (the editor at
/// the largest text sizes).
@GLibMain
public final class ScrolledArea: Container {
    public init() {
        super.init(taking: gtk_scrolled_window_new(nil, nil))
        gtk_scrolled_window_set_policy(pointer, Int32(talkgrid_gtk_policy_never), Int32(talkgrid_gtk_policy_automatic))
    }
}
