import TalkGrid
import TalkGridGtk

/// A control of the bar over the board (Speak, Clear, Back, Menu …): a button with its word and
/// key, named for the screen reader, greyed when it does nothing now, framed while scanned.
@GLibMain
final class ControlButton {
    let key: Key
    let button = Button()
    private let label = Label(wraps: true)
    /// What the screen reader was last told.
    private var accessible = AccessibleText()

    init(key: Key) {
        self.key = key
        button.add(label)
        button.addStyleClass("control")
        button.canFocus = true
    }

    /// Shows `text`; a screen reader says `name`, its key the `description`.
    func show(text: String, name: String, description: String, available: Bool, highlighted: Bool) {
        label.setText(text)
        accessible.tell(button, name: name, description: description)
        if button.isSensitive != available { button.isSensitive = available }
        button.setStyleClass("scanned", highlighted)
    }
}
