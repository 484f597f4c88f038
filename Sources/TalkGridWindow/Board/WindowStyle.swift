/// The window's style sheet: its text sizes and colours (TalkGrid's high contrast setting or the
/// desktop's theme). Nothing moves by itself (Reduce Motion): the theme's transitions are turned
/// off; the dwell ring is the one thing that fills over time.
struct WindowStyle: Equatable {
    var contrast: Bool
    var textSize: TextSize

    /// The rules, as CSS.
    var css: String {
        let text = contrast ? "#ffffff" : "#1b1b1b"
        let background = contrast ? "#000000" : "#f4f4f0"
        return """
            * { transition: none; animation: none; }
            window { background: \(background); color: \(text); }
            label.title { font-size: \(Int(textSize.controlPoints * 1.2))pt; font-weight: bold; }
            box.message { padding: 6px; background: \(contrast ? "#000000" : "#ffffff"); border: 2px solid \(contrast ? "#ffff00" : "#8a8a8a"); border-radius: 8px; }
            box.message label { font-size: \(Int(textSize.messagePoints))pt; }
            box.message.scanned { border: 4px solid #000000; box-shadow: inset 0 0 0 4px #ffd500; padding: 4px; }
            label.notice { font-size: \(Int(textSize.controlPoints))pt; }
            button.control label { font-size: \(Int(textSize.controlPoints))pt; }
            button.control { padding: 8px; \(contrast ? "background: #000000; color: #ffffff; border: 2px solid #ffff00;" : "") }
            button.control.scanned { box-shadow: inset 0 0 0 4px #000000, inset 0 0 0 8px #ffd500; }
            button.tile { padding: 0; margin: 0; border: none; min-width: 0; min-height: 0; }
            label.field { font-size: \(Int(textSize.controlPoints))pt; font-weight: bold; margin-top: 6px; }
            entry, combobox, checkbutton label, .editor label { font-size: \(Int(textSize.controlPoints))pt; }
            entry { padding: 6px; \(contrast ? "background: #000000; color: #ffffff; border: 2px solid #ffff00;" : "") }
            combobox button, checkbutton check { \(contrast ? "background: #000000; color: #ffffff; border: 2px solid #ffff00;" : "") }
            button.add-cell { border: 3px dashed \(contrast ? "#ffff00" : "#8a8a8a"); background: \(contrast ? "#000000" : "#fbfbf8"); color: \(text); }
            button.add-cell label { font-size: \(Int(textSize.controlPoints))pt; }
            button.result { padding: 2px; }
            button.result.chosen { box-shadow: inset 0 0 0 5px \(contrast ? "#ffff00" : "#1b6e20"); }
            """
    }
}
