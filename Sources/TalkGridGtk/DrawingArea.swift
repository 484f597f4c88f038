import CGtk

/// A surface the program draws itself (``Signal/draw``).
@GLibMain
public final class DrawingArea: Widget {
    public init() { super.init(taking: gtk_drawing_area_new()) }
}
