import CGtk

/// A GTK widget: shown or hidden, laid out, styled by classes of the style sheet, named for the
/// screen reader (ATK, read by the AT-SPI registry).
@GLibMain
public class Widget: Object {
    /// Shows the widget and everything inside it.
    public func showAll() { gtk_widget_show_all(pointer) }

    /// Whether the widget is shown.
    public var isVisible: Bool {
        get { gtk_widget_get_visible(pointer) != 0 }
        set { gtk_widget_set_visible(pointer, newValue ? 1 : 0) }
    }

    /// Removes the widget from its container and the screen, and ends its signal handlers; it is
    /// let go when its last owner is.
    public func destroy() { gtk_widget_destroy(pointer) }

    /// Asks GTK to draw the widget again (in the next frame).
    public func redraw() { gtk_widget_queue_draw(pointer) }

    /// Lets the widget take a share of the space left over across (`horizontal`) and down
    /// (`vertical`); a direction not asked for stays as GTK has it.
    public func expand(horizontal: Bool = true, vertical: Bool = true) {
        if horizontal { gtk_widget_set_hexpand(pointer, 1) }
        if vertical { gtk_widget_set_vexpand(pointer, 1) }
    }

    /// Keeps the widget from taking a share of the space left over down the screen, even when a
    /// child of it asks to (the child then fills only the widget's own height).
    public func keepsHeight() { gtk_widget_set_vexpand(pointer, 0) }

    /// Whether the widget answers presses (greyed out when not).
    public var isSensitive: Bool {
        get { gtk_widget_get_sensitive(pointer) != 0 }
        set { gtk_widget_set_sensitive(pointer, newValue ? 1 : 0) }
    }

    /// Whether the widget can take the keyboard focus.
    public var canFocus: Bool {
        get { gtk_widget_get_can_focus(pointer) != 0 }
        set { gtk_widget_set_can_focus(pointer, newValue ? 1 : 0) }
    }

    /// The smallest size the widget is given, in pixels.
    public func setSize(width: Int, height: Int) { gtk_widget_set_size_request(pointer, Int32(width), Int32(height)) }

    /// Moves the keyboard focus to the widget.
    public func grabFocus() { gtk_widget_grab_focus(pointer) }

    /// Whether the widget has the keyboard focus and it should be seen (moved there by Tab or keys).
    public var showsFocus: Bool { gtk_widget_has_visible_focus(pointer) != 0 }

    /// The widget's size on screen, in pixels (0 before it is laid out).
    public var size: (width: Double, height: Double) {
        (Double(gtk_widget_get_allocated_width(pointer)), Double(gtk_widget_get_allocated_height(pointer)))
    }

    /// Adds a class of the style sheet (`button.control`).
    public func addStyleClass(_ name: String) { gtk_style_context_add_class(gtk_widget_get_style_context(pointer), name) }

    /// Removes a class of the style sheet.
    public func removeStyleClass(_ name: String) {
        gtk_style_context_remove_class(gtk_widget_get_style_context(pointer), name)
    }

    /// Adds or removes a class of the style sheet.
    public func setStyleClass(_ name: String, _ on: Bool) {
        if on { addStyleClass(name) } else { removeStyleClass(name) }
    }

    /// What a screen reader says the widget is (its role), its name and its description.
    public func describe(role: AccessibleRole? = nil, name: String? = nil, description: String? = nil) {
        let accessible = gtk_widget_get_accessible(pointer)
        if let role { atk_object_set_role(accessible, role.rawValue) }
        if let name { atk_object_set_name(accessible, name) }
        if let description { atk_object_set_description(accessible, description) }
    }

    /// Lets the widget hear the pointer enter and leave it (``Signal/enter``, ``Signal/leave``).
    public func receivesCrossings() {
        gtk_widget_add_events(pointer, Int32(talkgrid_gdk_enter_notify_mask | talkgrid_gdk_leave_notify_mask))
    }

    /// Asks for the pointer's moves over the widget (``Signal/pointerMoved``), before it is shown.
    public func receivesPointerMoves() {
        gtk_widget_add_events(pointer, Int32(talkgrid_gdk_pointer_motion_mask))
    }
}

/// What a screen reader says a widget is, where it is not what GTK says (ATK's roles).
public enum AccessibleRole: Int32, Sendable {
    /// A part of the window holding others (the board area).
    case panel = 38
    /// A line that tells what is happening (the message bar).
    case statusBar = 53
}

/// A widget holding others.
@GLibMain
public class Container: Widget {
    /// Puts `child` inside (a window or a button holds one).
    public func add(_ child: Widget) { gtk_container_add(pointer, child.pointer) }

    /// The empty space kept around what is inside, in pixels.
    public func setBorder(_ pixels: Int) { gtk_container_set_border_width(pointer, guint(pixels)) }
}
