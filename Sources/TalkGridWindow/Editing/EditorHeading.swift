import TalkGrid
import TalkGridGtk

/// The top row of a panel edit mode shows in place of the board (a cell's editor, the board's
/// settings): its heading, then Done and Cancel, always in the same place, never scrolled away.
@GLibMain
enum EditorHeading {
    /// The row; `done` and `cancel` are called when their buttons are pressed.
    static func row(
        _ heading: String, words: InterfaceWords, done: @escaping @GLibMain @Sendable () -> Void,
        cancel: @escaping @GLibMain @Sendable () -> Void
    ) -> Box {
        let top = Box(.row, spacing: 8)
        let label = Label(heading, wraps: true, leading: true)
        label.addStyleClass("title")
        label.expand(vertical: false)
        top.append(label, expand: true)
        let doneButton = button(.editDone, glyph: "✅", words: words)
        doneButton.connect(.clicked) { done() }
        let cancelButton = button(.editCancel, glyph: "✖️", words: words)
        cancelButton.connect(.clicked) { cancel() }
        top.append(doneButton)
        top.append(cancelButton)
        return top
    }

    /// A button of an editor: its glyph and word, named by the word for a screen reader.
    static func button(_ name: TextKey, glyph: String, words: InterfaceWords) -> Button {
        let button = Button()
        button.add(Label("\(glyph) \(words.text(name))"))
        button.describe(name: words.text(name))
        button.addStyleClass("control")
        return button
    }
}
