import CGtk

/// A GTK signal, by its name and what its handler receives and answers. Every signal reaches
/// Swift through one trampoline (``SignalHandler/marshal``): GLib hands it the signal's values
/// as `GValue`s, and the signal's description reads them.
public struct Signal<Argument, Answer>: Sendable {
    /// The signal's name, as GTK spells it ("clicked", "key-press-event").
    public let name: String
    /// Reads the handler's argument from the signal's values (the emitting object first).
    let argument: @Sendable (SignalValues) -> Argument
    /// Writes the handler's answer into the signal's return value (nothing for a signal without one).
    let answer: @Sendable (Answer) -> SignalAnswer
}

/// What a signal's handler answers, as GLib's return value.
enum SignalAnswer: Sendable {
    case none
    case boolean(Bool)
}

/// The values a signal was emitted with: the emitting object, then the signal's own.
// @unchecked Sendable: lent for one emission, read on GTK's thread during it and never kept.
struct SignalValues: @unchecked Sendable {
    let values: UnsafePointer<GValue>?
    let count: Int

    /// The pointer carried by the value at `index` (an object, a boxed event or cairo context); nil when absent.
    func pointer(_ index: Int) -> OpaquePointer? {
        guard let values, index < count else { return nil }
        return g_value_peek_pointer(values + index).map(OpaquePointer.init)
    }
}

extension Signal where Argument == Void, Answer == Void {
    /// A signal whose handler takes nothing and answers nothing.
    init(_ name: String) {
        self.init(name: name, argument: { _ in () }, answer: { _ in .none })
    }

    /// A button was pressed (click, touch, Space, a screen reader's action).
    public static var clicked: Signal { Signal("clicked") }
    /// The widget is being destroyed (a window: closed).
    public static var destroy: Signal { Signal("destroy") }
    /// An entry's text changed.
    public static var changed: Signal { Signal("changed") }
    /// Enter was pressed in an entry.
    public static var activate: Signal { Signal("activate") }
    /// A popover was closed.
    public static var closed: Signal { Signal("closed") }
    /// A check box was ticked or unticked.
    public static var toggled: Signal { Signal("toggled") }
    /// A file in a watched folder was made, changed, moved or removed (``FolderMonitor``).
    public static var folderChanged: Signal { Signal("changed") }
    /// A widget was given its size and place on screen (shown, the window resized).
    public static var sizeAllocate: Signal { Signal("size-allocate") }
    /// A frame clock begins a frame (its layout and paint follow).
    public static var beforePaint: Signal { Signal("before-paint") }
    /// A frame clock has painted a frame.
    public static var afterPaint: Signal { Signal("after-paint") }
}

extension Signal where Answer == Bool {
    /// An event signal: the handler answers whether it handled the event (true: GTK stops there).
    init(event name: String, _ read: @escaping @Sendable (OpaquePointer) -> Argument) {
        self.init(
            name: name,
            argument: { values in read(values.pointer(1)!) },
            answer: { .boolean($0) })
    }
}

extension Signal where Argument == KeyPress, Answer == Bool {
    /// A key was pressed while the window has the focus.
    public static var keyPress: Signal {
        Signal(event: "key-press-event") { event in
            var keysym: guint = 0
            var state: guint = 0
            gdk_event_get_keyval(event, &keysym)
            gdk_event_get_state(event, &state)
            return KeyPress(keysym: keysym, control: state & talkgrid_gdk_control_mask != 0)
        }
    }
}

extension Signal where Argument == Void, Answer == Bool {
    /// The window was moved or resized (the new size is given out after the handler).
    public static var configure: Signal { Signal(event: "configure-event") { _ in () } }
}

extension Signal where Argument == PointerCrossing, Answer == Bool {
    /// The pointer entered the widget (needs ``Widget/receivesCrossings()``).
    public static var enter: Signal {
        Signal(event: "enter-notify-event") { PointerCrossing(crossing: .entered, screen: .onScreen(of: $0)) }
    }
    /// The pointer left the widget.
    public static var leave: Signal { Signal(event: "leave-notify-event") { PointerCrossing(crossing: .left, screen: .onScreen(of: $0)) } }
}

extension Signal where Argument == DrawingContext, Answer == Bool {
    /// The widget is drawn: the handler draws on the context and answers whether the drawing is
    /// done (true: GTK draws nothing more of it).
    public static var draw: Signal { Signal(event: "draw") { DrawingContext(cairo: $0) } }
}

/// A key pressed: its X11 key symbol and whether Control was held.
public struct KeyPress: Sendable, Equatable {
    public var keysym: UInt32
    public var control: Bool
}

/// The pointer entering or leaving a widget.
public enum Crossing: Sendable {
    case entered, left
}

/// The pointer entering or leaving a widget, and where it was on the screen then.
public struct PointerCrossing: Sendable, Equatable {
    public var crossing: Crossing
    /// The pointer's place in the screen's pixels.
    public var screen: PointerPlace
}

/// The cairo context a widget is drawn on, lent for one "draw" handler.
// @unchecked Sendable: lent for one "draw" emission, on GTK's thread, and not kept.
public struct DrawingContext: @unchecked Sendable {
    /// The cairo context (`cairo_t *`), for cairo's calls.
    public let cairo: OpaquePointer
}

/// The one trampoline every signal goes through: GLib calls ``marshal`` with the box as the
/// closure's data, and ``release`` when the connection ends.
final class SignalHandler: Sendable {
    let handle: @GLibMain @Sendable (SignalValues) -> SignalAnswer
    init(_ handle: @escaping @GLibMain @Sendable (SignalValues) -> SignalAnswer) { self.handle = handle }

    static let marshal: GClosureMarshal = { closure, returnValue, count, values, _, _ in
        guard let closure, let data = talkgrid_closure_data(closure) else { return }
        let handler = Unmanaged<SignalHandler>.fromOpaque(data).takeUnretainedValue()
        let lent = SignalValues(values: values, count: Int(count))
        let answer = GLibMain.assumeIsolated { handler.handle(lent) }
        if case .boolean(let value) = answer, let returnValue { g_value_set_boolean(returnValue, value ? 1 : 0) }
    }

    static let release: GClosureNotify = { data, _ in
        guard let data else { return }
        Unmanaged<SignalHandler>.fromOpaque(data).release()
    }
}
