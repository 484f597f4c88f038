import CGtk

/// A GObject this program holds a reference to (swift-system's `FileDescriptor` for GLib's
/// objects): made by a subclass's initialiser, which sinks the floating reference GTK gives a
/// new widget, and let go in `deinit`. Widgets a container holds live on in the container; a
/// widget removed with ``Widget/destroy()`` is finalised when its last owner lets it go.
@GLibMain
public class Object {
    /// The object, for this module's calls into C.
    let pointer: OpaquePointer

    /// Takes a reference to `pointer`: sinks a new widget's floating one, or adds one to an
    /// object GTK owns (a window, a frame clock).
    init(taking pointer: OpaquePointer) {
        self.pointer = pointer
        g_object_ref_sink(UnsafeMutableRawPointer(pointer))
    }

    /// Keeps the reference a new object was made with (not floating: a style provider).
    init(adopting pointer: OpaquePointer) {
        self.pointer = pointer
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(pointer))
    }

    /// Calls `handler` on GTK's thread each time the object emits `signal`; what it returns is
    /// the signal's answer (for an event: whether it was handled). The handler lives as long as
    /// the connection: until the object is destroyed or finalised.
    @discardableResult
    public func connect<Argument, Answer>(
        _ signal: Signal<Argument, Answer>, _ handler: @escaping @GLibMain @Sendable (Argument) -> Answer
    ) -> UInt {
        let box = SignalHandler { values in signal.answer(handler(signal.argument(values))) }
        return UInt(
            talkgrid_connect(
                UnsafeMutableRawPointer(pointer), signal.name, SignalHandler.marshal, Unmanaged.passRetained(box).toOpaque(),
                SignalHandler.release))
    }
}
