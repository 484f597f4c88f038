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

    /// Fills the screen (a kiosk): full screen where a window manager or a kiosk compositor makes
    /// it so, and as large as the screen where none runs (a bare X server).
    public func fullscreen() {
        if let display = gdk_display_get_default(),
            let monitor = gdk_display_get_primary_monitor(display) ?? gdk_display_get_monitor(display, 0)
        {
            var area = cairo_rectangle_int_t()
            gdk_monitor_get_geometry(monitor, &area)
            gtk_window_move(pointer, area.x, area.y)
            gtk_window_resize(pointer, area.width, area.height)
        }
        gtk_window_fullscreen(pointer)
    }

    /// Gives out the sizes the window's contents ask for now, as the next frame's layout would: a
    /// size read after it is the one the frame paints at.
    public func giveOutSizes() { gtk_container_check_resize(pointer) }

    /// Runs `drawing` with a cairo context on a surface like the window's own (on X11 a pixmap in
    /// the X server), to draw ahead what later frames paint: a surface made similar to its target
    /// is like the ones a frame's are. Nothing is drawn while the window is not on screen yet.
    public func drawingAhead(_ drawing: (OpaquePointer) -> Void) {
        guard let window = gtk_widget_get_window(pointer),
            let surface = gdk_window_create_similar_surface(window, CAIRO_CONTENT_COLOR_ALPHA, 1, 1)
        else { return }
        defer { cairo_surface_destroy(surface) }
        guard let context = cairo_create(surface) else { return }
        defer { cairo_destroy(context) }
        drawing(context)
    }

    /// The clock that paces the window's frames, once shown ("before-paint", "after-paint").
    public var frameClock: Object? { gtk_widget_get_frame_clock(pointer).map { Object(taking: $0) } }
}
