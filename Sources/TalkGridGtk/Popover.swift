import CGtk

/// A small window over another widget, pointing at it (a question, a cell's editor); hidden
/// until ``popUp()``, ``Signal/closed`` when the person closes it.
@GLibMain
public final class Popover: Container {
    /// The widget it points at.
    public let anchor: Widget

    public init(pointingAt anchor: Widget) {
        self.anchor = anchor
        super.init(taking: gtk_popover_new(anchor.pointer))
    }

    public func popUp() { gtk_popover_popup(pointer) }
    public func popDown() { gtk_popover_popdown(pointer) }
}
