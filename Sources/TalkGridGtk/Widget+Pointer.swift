import CGtk

/// Where the first pointer button was pressed or let go, in the widget's own pixels.
public struct PointerPlace: Sendable, Equatable {
    public var x: Double
    public var y: Double
}

extension Signal where Argument == PointerPlace, Answer == Bool {
    /// A pointer button was pressed on the widget (the handler answers false to let the widget have it too).
    public static var buttonPress: Signal { Signal(event: "button-press-event") { PointerPlace(event: $0) } }
    /// The button pressed on the widget was let go, wherever the pointer is now (the widget keeps
    /// the pointer from the press to the release).
    public static var buttonRelease: Signal { Signal(event: "button-release-event") { PointerPlace(event: $0) } }
    /// The pointer moved over the widget, to this place in the screen's pixels (needs
    /// ``Widget/receivesPointerMoves()``).
    public static var pointerMoved: Signal { Signal(event: "motion-notify-event") { PointerPlace.onScreen(of: $0) } }
}

extension PointerPlace {
    fileprivate init(event: OpaquePointer) {
        var x = 0.0
        var y = 0.0
        _ = gdk_event_get_coords(event, &x, &y)
        self.init(x: x, y: y)
    }

    /// Where a pointer event (`GdkEvent *`) happened in the screen's pixels.
    static func onScreen(of event: OpaquePointer) -> PointerPlace {
        var x = 0.0
        var y = 0.0
        _ = gdk_event_get_root_coords(event, &x, &y)
        return PointerPlace(x: x, y: y)
    }
}

extension Widget {
    /// `place` (in this widget's pixels) in its parent's pixels, with the parent's size; nil without a parent.
    public func inParent(_ place: PointerPlace) -> (place: PointerPlace, width: Double, height: Double)? {
        guard let parent = gtk_widget_get_parent(pointer) else { return nil }
        var x: Int32 = 0
        var y: Int32 = 0
        guard gtk_widget_translate_coordinates(pointer, parent, Int32(place.x), Int32(place.y), &x, &y) != 0 else { return nil }
        return (
            PointerPlace(x: Double(x), y: Double(y)), Double(gtk_widget_get_allocated_width(parent)),
            Double(gtk_widget_get_allocated_height(parent))
        )
    }
}
