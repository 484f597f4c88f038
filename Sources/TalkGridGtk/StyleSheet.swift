import CGtk

/// A style sheet (CSS) for every widget of the screen, over the theme's.
@GLibMain
public final class StyleSheet: Object {
    /// An empty style sheet, applied to the screen at the application's priority.
    public init() {
        super.init(adopting: gtk_css_provider_new())
        gtk_style_context_add_provider_for_screen(gdk_screen_get_default(), pointer, guint(talkgrid_gtk_style_priority_application))
    }

    /// Replaces the rules with `css`.
    public func load(_ css: String) { gtk_css_provider_load_from_data(pointer, css, -1, nil) }
}
