import Foundation
import TalkGrid
import TalkGridGtk
import TalkGridPrint
import TalkGridSpeech
import TalkGridStore

/// The cell editor: every field of a cell as a labelled widget a screen reader names ("Label",
/// "Spoken text", "Picture", "Search pictures", "Picture file", "Sound", "Record", "Stop", "Play",
/// "Opens board", "Colour", "Hidden", "Level", "Remove cell", "Done"), shown in place of the board while it is open. It keeps a ``CellDraft``; Done hands
/// it over to be saved as one step of the history, Cancel (or Escape) leaves the cell as it was.
@GLibMain
final class CellEditorView {
    /// The editor: its title and Done and Cancel over the fields, which scroll when the text is large.
    let box = Box(.column, spacing: 8)
    private let scrolled = ScrolledArea()
    /// The fields, a name before each (a form of two columns).
    private let form = TalkGridGtk.Grid(spacing: 10)
    private var formRows = 0
    private(set) var draft: CellDraft
    /// The voice being recorded ("Record" until "Stop"), nil when none is.
    var recorder: VoiceRecorder?
    let original: CellDraft

    private let words: InterfaceWords
    private let labelEntry = Entry()
    private let spokenEntry = Entry()
    /// The label in each of the set's other languages, and a button taking the symbols' word for it.
    private var translationEntries: [Entry] = []
    private var suggestionButtons: [(button: Button, label: Label)] = []
    private var suggested: [String?] = []
    private let searchEntry = Entry()
    /// The pictures found, ``resultsPerRow`` a row: a search finds up to 12, and a single row of
    /// them was wider than the form, so the window grew past a 1280-pixel screen (and its slow
    /// new layout held the results' first frame back).
    private let results = TalkGridGtk.Grid(spacing: 8)
    private static let resultsPerRow = 6
    private let pictureNote = Label(wraps: true, leading: true)
    private let pictureFileEntry = Entry()
    private let pictureChooser: FileChooserButton
    private let squareCheck: CheckButton
    private let soundEntry = Entry()
    private let soundChooser: FileChooserButton
    private let recordButton = Button()
    private let stopButton = Button()
    private let playButton = Button()
    private let soundNote = Label(wraps: true, leading: true)
    private let opensList = ChoiceList()
    private let goToBoard = Button()
    private let colourList = ChoiceList()
    private let anyColourEntry = Entry(placeholder: "#ffcc00")
    private let hiddenCheck: CheckButton
    /// The cell's vocabulary level: every level, or 1 to 5.
    private let levelList = ChoiceList()
    private let removeButton = Button()
    private let removeQuestion = Label(wraps: true, leading: true)
    private let removeYes = Button()
    private let removeNo = Button()
    private let removeRow = Box(.row, spacing: 8)
    private var removeAsked = 0
    private var resultTiles: [ResultTile] = []
    /// The set's boards a cell may open (id and name).
    private let boards: [(id: String, name: String)]
    private let resultPictures: SearchPictures

    /// Called with the draft when Done is pressed.
    var onDone: (CellDraft) -> Void = { _ in }
    var onCancel: () -> Void = {}
    /// Called once the removal was confirmed twice.
    var onRemove: (CellDraft) -> Void = { _ in }
    /// Called with the words typed into "Search pictures" (Enter).
    var onSearch: (String) -> Void = { _ in }
    /// Called when "Move" is pressed: where the cell goes is touched next.
    var onMove: (CellDraft) -> Void = { _ in }
    /// Called with the label as it changes (its translations are suggested).
    var onLabelChanged: (String) -> Void = { _ in }
    /// Called with the board the cell opens ("Go to its board").
    var onGoToBoard: (String) -> Void = { _ in }
    /// Called with a picture file's path and whether it is cut to a square.
    var onPictureFile: (String, Bool) -> Void = { _, _ in }
    /// Called with a sound file's path.
    var onSoundFile: (String) -> Void = { _ in }
    /// Called when "Record" is pressed, and when "Stop" is.
    var onRecord: () -> Void = {}
    var onStop: () -> Void = {}
    /// Called with the sound to play ("Play"): the new one, else the cell's own (`.asItIs`).
    var onPlay: (CellDraft.Sound) -> Void = { _ in }

    /// An editor of `draft`; `boards`: the set's boards (id and name) a cell may open.
    init(draft: CellDraft, title: String, boards: [(id: String, name: String)], words: InterfaceWords, painter: CellPainter) {
        self.draft = draft
        original = draft
        self.words = words
        self.boards = boards
        hiddenCheck = CheckButton(words.text(TextKey.editHidden))
        squareCheck = CheckButton(words.text(TextKey.editSquare))
        pictureChooser = FileChooserButton(
            title: words.text(TextKey.editChoosePictureFile), kind: words.text(TextKey.editPictureFiles),
            endings: Self.pictureEndings)
        soundChooser = FileChooserButton(
            title: words.text(TextKey.editChooseSoundFile), kind: words.text(TextKey.editSoundFiles), endings: Self.soundEndings)
        resultPictures = SearchPictures(painter: painter)
        box.addStyleClass("editor")
        box.expand()

        box.append(
            EditorHeading.row(title, words: words, done: { [weak self] in self?.done() }, cancel: { [weak self] in self?.onCancel() }))
        form.setBorder(4)
        scrolled.add(form)
        scrolled.expand()
        box.append(scrolled, expand: true)

        labelEntry.text = draft.label
        labelEntry.expand(vertical: false)
        labelEntry.connect(.changed) { [weak self] in self?.draftChanged() }
        labelEntry.connect(.activate) { [weak self] in self?.done() }
        field(.editLabel, labelEntry)
        // The label in each other language of the set, with the symbols' word for it where they know it.
        for translation in draft.translations {
            let entry = Entry()
            entry.text = translation.text
            entry.expand(vertical: false)
            entry.connect(.changed) { [weak self] in self?.draftChanged() }
            entry.connect(.activate) { [weak self] in self?.done() }
            let name = words.text(
                InterfaceText.editLabelIn(language: LanguageName.name(of: translation.language) ?? translation.language))
            entry.describe(name: name)
            let row = Box(.row, spacing: 8)
            row.append(entry, expand: true)
            let use = Button()
            let useLabel = Label()
            use.add(useLabel)
            use.addStyleClass("control")
            let index = translationEntries.count
            use.connect(.clicked) { [weak self] in self?.useSuggestion(index) }
            row.append(use)
            let label = Label(name, leading: true)
            label.addStyleClass("field")
            form.attach(label, row: formRows, column: 0)
            form.attach(row, row: formRows, column: 1)
            formRows += 1
            translationEntries.append(entry)
            suggestionButtons.append((use, useLabel))
            suggested.append(nil)
        }
        spokenEntry.text = draft.spokenText
        spokenEntry.connect(.changed) { [weak self] in self?.draftChanged() }
        spokenEntry.connect(.activate) { [weak self] in self?.done() }
        field(.editSpokenText, spokenEntry)

        // The picture: search the symbols, or none.
        let searchRow = Box(.row, spacing: 8)
        searchEntry.describe(name: words.text(TextKey.editSearchPictures))
        searchEntry.text = draft.label
        searchEntry.expand(vertical: false)
        searchRow.append(searchEntry, expand: true)
        let search = textButton(.editSearchPictures, glyph: "🔍")
        search.connect(.clicked) { [weak self] in self?.search() }
        searchRow.append(search)
        let noPicture = textButton(.editNoPicture, glyph: "🚫")
        noPicture.connect(.clicked) { [weak self] in
            guard let self else { return }
            self.draft.picture = .none
            for tile in resultTiles { tile.button.setStyleClass("chosen", false) }
            pictureNote.setText(words.text(TextKey.editNoPicture))
        }
        searchRow.append(noPicture)
        searchEntry.connect(.activate) { [weak self] in self?.search() }
        field(.editPicture, searchRow, named: false)
        results.describe(name: words.text(TextKey.editPicture))
        field(nil, results)
        field(nil, pictureNote)

        // A picture file (a phone photo), by its path or GTK's file chooser, cut to a square if asked.
        let pictureFileRow = Box(.row, spacing: 8)
        pictureFileEntry.expand(vertical: false)
        pictureFileEntry.describe(name: words.text(TextKey.editPictureFile))
        pictureFileEntry.connect(.activate) { [weak self] in self?.readPictureFile() }
        pictureFileEntry.connect(.changed) { [weak self] in
            guard let self, Self.namesFile(pictureFileEntry.text, endings: Self.pictureEndings) else { return }
            readPictureFile()
        }
        pictureFileRow.append(pictureFileEntry, expand: true)
        Self.face(pictureChooser, .editChoosePictureFile, words: words)
        pictureChooser.onChosen = { [weak self] path in
            self?.pictureFileEntry.text = path  // read as the entry changes
        }
        pictureFileRow.append(pictureChooser)
        squareCheck.describe(name: words.text(TextKey.editSquare))
        squareCheck.connect(.toggled) { [weak self] in
            guard let self, Self.namesFile(pictureFileEntry.text, endings: Self.pictureEndings) else { return }
            readPictureFile()
        }
        pictureFileRow.append(squareCheck)
        field(.editPictureFile, pictureFileRow, named: false)

        // Its sound: a file (WAV, MP3, Ogg), recorded, played, or none.
        let soundFileRow = Box(.row, spacing: 8)
        soundEntry.expand(vertical: false)
        soundEntry.describe(name: words.text(TextKey.editSound))
        soundEntry.connect(.activate) { [weak self] in self?.readSoundFile() }
        soundEntry.connect(.changed) { [weak self] in
            guard let self, Self.namesFile(soundEntry.text, endings: Self.soundEndings) else { return }
            readSoundFile()
        }
        soundFileRow.append(soundEntry, expand: true)
        Self.face(soundChooser, .editChooseSoundFile, words: words)
        soundChooser.onChosen = { [weak self] path in
            self?.soundEntry.text = path  // read as the entry changes
        }
        soundFileRow.append(soundChooser)
        field(.editSound, soundFileRow, named: false)
        let soundRow = Box(.row, spacing: 8)
        soundRow.setHomogeneous(true)
        for (button, key, glyph) in [(recordButton, TextKey.editRecord, "⏺️"), (stopButton, .editStop, "⏹️"), (playButton, .editPlay, "▶️")] {
            button.add(Label("\(glyph) \(words.text(key))"))
            button.describe(name: words.text(key))
            button.addStyleClass("control")
            soundRow.append(button, expand: true)
        }
        recordButton.connect(.clicked) { [weak self] in self?.onRecord() }
        stopButton.connect(.clicked) { [weak self] in self?.onStop() }
        playButton.connect(.clicked) { [weak self] in
            guard let self else { return }
            onPlay(self.draft.sound)
        }
        let noSound = textButton(.editNoSound, glyph: "🔇")
        noSound.connect(.clicked) { [weak self] in
            guard let self else { return }
            self.draft.sound = .none
            soundNote.setText(self.words.text(TextKey.editNoSound))
            showSoundButtons(recording: false)
        }
        soundRow.append(noSound, expand: true)
        field(nil, soundRow)
        field(nil, soundNote)

        // What it does.
        opensList.setEntries(opensEntries(newBoardName: draft.label))
        opensList.chosen = Self.id(of: draft.opens)
        opensList.connect(.changed) { [weak self] in self?.draftChanged() }
        let opensRow = Box(.row, spacing: 8)
        opensList.expand(vertical: false)
        opensList.describe(name: words.text(TextKey.editOpensBoard))
        opensRow.append(opensList, expand: true)
        goToBoard.add(Label("➡️ \(words.text(TextKey.editGoToBoard))"))
        goToBoard.describe(name: words.text(TextKey.editGoToBoard))
        goToBoard.addStyleClass("control")
        goToBoard.connect(.clicked) { [weak self] in
            guard let self, case .board(let id) = original.opens else { return }
            onGoToBoard(id)
        }
        opensRow.append(goToBoard)
        field(.editOpensBoard, opensRow, named: false)

        // Its colour: the Fitzgerald key by part of speech, or any.
        colourList.setEntries(
            [("as-it-is", words.text(TextKey.editColourAsItIs)), ("none", words.text(TextKey.editColourNone))]
                + FitzgeraldColour.allCases.map { ($0.rawValue, words.text($0.name)) })
        colourList.chosen = "as-it-is"
        colourList.connect(.changed) { [weak self] in self?.draftChanged() }
        field(.editColour, colourList)
        anyColourEntry.connect(.changed) { [weak self] in self?.draftChanged() }
        field(.editAnyColour, anyColourEntry)

        hiddenCheck.isActive = draft.hidden
        hiddenCheck.describe(name: words.text(TextKey.editHidden))
        hiddenCheck.connect(.toggled) { [weak self] in self?.draftChanged() }
        field(nil, hiddenCheck)
        levelList.setEntries(
            [("", words.text(TextKey.editLevelEvery))]
                + VocabularyLevel.levels.map { (String($0), words.text(InterfaceText.levelNumber(level: $0))) })
        levelList.chosen = draft.level.map(String.init) ?? ""
        levelList.connect(.changed) { [weak self] in self?.draftChanged() }
        field(.editLevel, levelList)

        // Remove: asked twice, undoable.
        if !draft.isNew {
            removeButton.add(Label("🗑️ \(words.text(TextKey.editRemoveCell))"))
            removeButton.describe(name: words.text(TextKey.editRemoveCell))
            removeButton.addStyleClass("control")
            removeButton.connect(.clicked) { [weak self] in self?.askRemove() }
            let move = textButton(.editMove, glyph: "↔️")
            move.connect(.clicked) { [weak self] in
                guard let self else { return }
                onMove(original)
            }
            let arrange = Box(.row, spacing: 8)
            arrange.setHomogeneous(true)
            arrange.append(move, expand: true)
            arrange.append(removeButton, expand: true)
            field(nil, arrange)
            removeQuestion.addStyleClass("notice")
            field(nil, removeQuestion)
            for (button, key) in [(removeYes, TextKey.editRemoveYes), (removeNo, .editRemoveNo)] {
                button.add(Label(words.text(key)))
                button.describe(name: words.text(key))
                button.addStyleClass("control")
                removeRow.append(button, expand: true)
            }
            removeYes.connect(.clicked) { [weak self] in self?.confirmRemove() }
            removeNo.connect(.clicked) { [weak self] in self?.keepCell() }
            field(nil, removeRow)
        }
        resultPictures.onReady = { [weak self] in
            for tile in self?.resultTiles ?? [] { tile.area.redraw() }
        }
    }

    /// Shows the editor, the keyboard in its first field.
    func shown() {
        box.showAll()
        removeRow.isVisible = false
        removeQuestion.isVisible = false
        goToBoard.isVisible = { if case .board = original.opens { return true } else { return false } }()
        showSoundButtons(recording: false)
        for (index, use) in suggestionButtons.enumerated() { use.button.isVisible = suggested[index] != nil }
        labelEntry.grabFocus()
    }

    // MARK: Fields

    /// One row of the form: the field's name (nil: none), then `widget`, which a screen reader
    /// names the same unless `named` is false (it names its parts itself).
    private func field(_ name: TextKey?, _ widget: Widget, named: Bool = true) {
        if let name {
            let label = Label(words.text(name), leading: true)
            label.addStyleClass("field")
            form.attach(label, row: formRows, column: 0)
            if named { widget.describe(name: words.text(name)) }
        }
        widget.expand(vertical: false)
        form.attach(widget, row: formRows, column: 1)
        formRows += 1
    }

    private func textButton(_ name: TextKey, glyph: String) -> Button { EditorHeading.button(name, glyph: glyph, words: words) }

    /// A file button's face: a folder and its words ("Choose a picture file"), its name the same.
    private static func face(_ chooser: FileChooserButton, _ name: TextKey, words: InterfaceWords) {
        chooser.add(Label("📂 \(words.text(name))"))
        chooser.describe(name: words.text(name))
        chooser.addStyleClass("control")
    }

    /// No board, each board of the set, and a new one titled after the cell.
    private func opensEntries(newBoardName: String) -> [(id: String, text: String)] {
        [("", words.text(TextKey.editOpensNothing))] + boards.map { ("board:" + $0.id, $0.name) } + [
            ("new", words.text(InterfaceText.editOpensNewBoard(name: newBoardName.trimmingSpaces)))
        ]
    }

    private static func id(of opens: CellDraft.Opens) -> String {
        switch opens {
        case .nothing: ""
        case .board(let id): "board:" + id
        case .newBoard: "new"
        }
    }

    /// Reads the widgets into the draft.
    private func draftChanged() {
        if labelEntry.text != draft.label {
            // The new board is titled after the cell: its entry names the label typed.
            draft.label = labelEntry.text
            let chosen = opensList.chosen
            opensList.setEntries(opensEntries(newBoardName: draft.label))
            opensList.chosen = chosen
            onLabelChanged(draft.label)
        }
        draft.label = labelEntry.text
        draft.spokenText = spokenEntry.text
        switch opensList.chosen ?? "" {
        case "new": draft.opens = .newBoard
        case let id where id.hasPrefix("board:"): draft.opens = .board(String(id.dropFirst("board:".count)))
        default: draft.opens = .nothing
        }
        let any = anyColourEntry.text.trimmingSpaces
        if !any.isEmpty {
            draft.colour = .any(any)
        } else {
            switch colourList.chosen ?? "as-it-is" {
            case "none": draft.colour = .none
            case let name: draft.colour = FitzgeraldColour(rawValue: name).map(CellDraft.Colour.key) ?? .asItIs
            }
        }
        draft.hidden = hiddenCheck.isActive
        draft.level = levelList.chosen.flatMap { Int($0) }
        for (index, entry) in translationEntries.enumerated() where draft.translations.indices.contains(index) {
            draft.translations[index].text = entry.text
        }
    }

    // MARK: Other languages

    /// The symbols' words for the label in the other languages (language → word): each shows as
    /// "Use “…”" beside a translation that is empty or differs more than in case and accents
    /// (``CellDraft/suggestion(_:beside:)``).
    func showSuggestions(_ words: [String: String]) {
        for (index, translation) in draft.translations.enumerated() {
            suggested[index] = CellDraft.suggestion(words[translation.language], beside: translationEntries[index].text)
            guard let word = suggested[index] else {
                suggestionButtons[index].button.isVisible = false
                continue
            }
            let text = self.words.text(InterfaceText.editUseSuggestion(word: word))
            suggestionButtons[index].label.setText(text)
            suggestionButtons[index].button.describe(name: text)
            suggestionButtons[index].button.showAll()
        }
    }

    private func useSuggestion(_ index: Int) {
        guard let word = suggested[index] else { return }
        translationEntries[index].text = word
        suggested[index] = nil
        suggestionButtons[index].button.isVisible = false
        translationEntries[index].grabFocus()
    }

    func done() {
        draftChanged()
        onDone(draft)
    }

    // MARK: Removing

    private func askRemove() {
        removeAsked = 1
        removeQuestion.setText(words.text(InterfaceText.editRemoveAsk(label: original.label)))
        removeQuestion.isVisible = true
        removeRow.isVisible = true
        removeNo.grabFocus()
        // The question stands at the bottom of a form that may be taller than the window: once it
        // is laid out, the form scrolls to it, so the caregiver sees what is asked.
        GLibMain.after(milliseconds: 150) { [weak self] in self?.scrolled.scrollToEnd() }
    }

    private func confirmRemove() {
        guard removeAsked >= 1 else { return askRemove() }
        if removeAsked == 1 {
            removeAsked = 2
            removeQuestion.setText(words.text(InterfaceText.editRemoveAskAgain(label: original.label)))
            removeNo.grabFocus()
            return
        }
        onRemove(original)
    }

    private func keepCell() {
        removeAsked = 0
        removeQuestion.isVisible = false
        removeRow.isVisible = false
        removeButton.grabFocus()
    }

    // MARK: Pictures

    private func search() {
        let word = searchEntry.text.trimmingSpaces
        guard !word.isEmpty else { return }
        onSearch(word)
    }

    /// Shows the pictures a search found, each a button named by its symbol, drawn as a cell.
    func showResults(_ found: [PictureChoice], for word: String) {
        for tile in resultTiles { tile.button.destroy() }
        resultTiles = []
        resultPictures.show(found)
        guard !found.isEmpty else {
            pictureNote.setText(words.text(InterfaceText.noticeNoPictures(word: word)))
            return
        }
        pictureNote.setText("")
        for (index, choice) in found.enumerated() {
            let tile = ResultTile(choice: choice)
            tile.button.connect(.clicked) { [weak self, weak tile] in
                guard let self, let tile else { return }
                draft.picture = .found(tile.choice)
                for other in resultTiles { other.button.setStyleClass("chosen", other === tile) }
                pictureNote.setText("\(words.text(TextKey.editPicture)): \(tile.choice.emoji) \(tile.choice.id)")
            }
            tile.area.connect(.draw) { [weak self, weak tile] drawing in
                guard let self, let tile else { return false }
                resultPictures.draw(tile.choice, size: tile.area.size, on: drawing.cairo)
                return true
            }
            results.attach(tile.button, row: index / Self.resultsPerRow, column: index % Self.resultsPerRow)
            resultTiles.append(tile)
        }
        results.showAll()
        resultTiles.first?.button.grabFocus()
    }

    // MARK: Files and sounds

    static let pictureEndings = ["png", "jpg", "jpeg", "gif", "webp", "svg"]
    static let soundEndings = ["wav", "mp3", "ogg", "oga"]

    /// Whether `text` is the path of a file with one of `endings` (a path pasted or chosen is
    /// read at once; one typed is read when it is whole, or on Enter).
    private static func namesFile(_ text: String, endings: [String]) -> Bool {
        let path = text.trimmingSpaces
        guard let ending = path.split(separator: ".").last, endings.contains(ending.lowercased()) else { return false }
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
    }

    private func readPictureFile() {
        let path = pictureFileEntry.text.trimmingSpaces
        guard !path.isEmpty else { return }
        pictureNote.setText("")
        onPictureFile(path, squareCheck.isActive)
    }

    /// A picture file was read and made fit for a cell: it is the cell's picture once Done is pressed.
    func pictureRead(_ picture: CellPicture, from path: String) {
        draft.picture = .file(picture)
        for tile in resultTiles { tile.button.setStyleClass("chosen", false) }
        let made = words.text(
            InterfaceText.editPictureMade(
                file: fileName(path), width: "\(picture.width)", height: "\(picture.height)",
                kilobytes: "\((picture.bytes.count + 1023) / 1024)"))
        pictureNote.setText(made)
    }

    /// Why the picture file cannot be used (the picture stays as it was).
    func pictureRefused(_ reason: String) { pictureNote.setText(reason) }

    private func readSoundFile() {
        let path = soundEntry.text.trimmingSpaces
        guard !path.isEmpty else { return }
        soundNote.setText("")
        onSoundFile(path)
    }

    /// A sound was read from a file or recorded and made fit for a cell: the cell's sound once
    /// Done is pressed.
    func soundMade(_ sound: CellSound) {
        draft.sound = .made(sound)
        soundNote.setText(
            words.text(InterfaceText.editSoundMade(name: sound.name, seconds: Self.seconds(sound.duration))))
        showSoundButtons(recording: false)
    }

    /// What the sound is doing now, or why there is none (no microphone, a file refused).
    func soundNote(_ text: String, recording: Bool) {
        soundNote.setText(text)
        showSoundButtons(recording: recording)
    }

    /// Record while not recording, Stop while recording; Play when there is a sound to play.
    private func showSoundButtons(recording: Bool) {
        recordButton.isSensitive = !recording
        stopButton.isSensitive = recording
        let playable: Bool
        switch draft.sound {
        case .asItIs: playable = original.hasSound
        case .none: playable = false
        case .made: playable = true
        }
        playButton.isSensitive = playable && !recording
        if recording { stopButton.grabFocus() }
    }

    /// Seconds with one decimal ("1.7").
    private static func seconds(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

    private func fileName(_ path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }

    /// A picture found: a button (named by its symbol) holding its drawing.
    @GLibMain
    final class ResultTile {
        let choice: PictureChoice
        let button = Button()
        let area = DrawingArea()

        init(choice: PictureChoice) {
            self.choice = choice
            button.add(area)
            button.addStyleClass("result")
            button.describe(name: choice.id, description: choice.emoji)
            area.setSize(width: 96, height: 96)
        }
    }
}
