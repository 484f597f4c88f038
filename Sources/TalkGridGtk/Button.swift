import CGtk

/// A button (``Signal/clicked`` when pressed: a click, a touch, Space, a screen reader's action).
@GLibMain
public final class Button: Container {
    /// A button without a frame (`framed` false: its face is drawn by the program) or with the theme's.
    public init(framed: Bool = true) {
        super.init(taking: gtk_button_new())
        if !framed { gtk_button_set_relief(pointer, Int32(talkgrid_gtk_relief_none)) }
    }
}
