import CGtk

#if canImport(Glibc)
    import Glibc
#endif

/// GTK itself: started once on the thread that will run the window (which then owns GLib's main
/// context: ``GLibMain``), its main loop, and what the desktop asks for (text scale, theme).
public enum Toolkit {
    /// Starts GTK on this thread and makes it the main context's owner; false when no display can
    /// be reached.
    public static func start() -> Bool {
        // GTK 3 asks the X server for OpenGL while it opens the display (loading the GL driver:
        // 55 of the 60 ms gtk_init took under Xvfb); the board draws with cairo only, so GL is off
        // unless the person's environment asks for it.
        setenv("GDK_GL", "disable", 0)
        guard gtk_init_check(nil, nil) != 0 else { return false }
        // This thread owns the main context from now on (gtk_main acquires it again, as its owner),
        // so the window is built on ``GLibMain`` before the loop runs.
        return g_main_context_acquire(g_main_context_default()) != 0
    }

    /// Runs GTK's main loop until ``quit()``.
    @GLibMain public static func run() { gtk_main() }

    /// Ends the main loop ``run()`` runs.
    @GLibMain public static func quit() { gtk_main_quit() }

    /// Ends the main loop when the process receives one of `signals` (SIGTERM, SIGINT, SIGHUP):
    /// GLib runs the handler on the main loop, not inside the signal.
    @GLibMain public static func quit(onSignals signals: [Int32]) {
        for signal in signals {
            g_unix_signal_add(
                signal,
                { _ in
                    gtk_main_quit()
                    return 1
                }, nil)
        }
    }

    /// The desktop's text scale (1.0: the standard size).
    @GLibMain public static var desktopTextScale: Double { talkgrid_gtk_text_scale() }

    /// The desktop's theme's name ("Adwaita", "HighContrast"); nil when unknown.
    @GLibMain public static var themeName: String? {
        guard let name = talkgrid_gtk_theme_name() else { return nil }
        defer { g_free(name) }
        return String(cString: name)
    }
}
