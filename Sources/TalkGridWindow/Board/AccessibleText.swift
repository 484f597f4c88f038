import TalkGridGtk

/// What a screen reader was last told of one widget, its name (the word) and description (what
/// else it is): told again only when it changes, since each change is announced.
struct AccessibleText {
    private var told: (name: String, description: String)?

    /// Tells the screen reader `widget`'s name and description, when they changed.
    @GLibMain
    mutating func tell(_ widget: Widget, name: String, description: String) {
        guard told?.name != name || told?.description != description else { return }
        told = (name, description)
        widget.describe(name: name, description: description)
    }
}
