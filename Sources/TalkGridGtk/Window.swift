import CGtk

/// A top-level window.
@GLibMain
public final class Window: Container {
    /// A new window, not shown yet (made once GTK started: ``Toolkit/start()``).
    public init() { super.init(taking: gtk_window_new(Int32(talkgrid_gtk_window_toplevel))) }

    /// The window's title (what the desktop's task list shows).
    public func setTitle(_ title: String) { gtk_window_set_title(pointer, title) }

    /// The size the window opens at.
    public func setDefaultSize(width: Int, height: Int) { gtk_window_set_default_size(pointer, Int32(width), Int32(height)) }

    /// Fills the screen (a kiosk).
    public func fullscreen() { gtk_window_fullscreen(pointer) }

    /// The clock that paces the window's frames, once shown ("before-paint", "after-paint").
    public var frameClock: Object? { gtk_widget_get_frame_clock(pointer).map { Object(taking: $0) } }
}
