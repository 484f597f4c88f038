import Dispatch
import TalkGrid
import TalkGridGtk
import TalkGridSpeech
import TalkGridStore

/// The cell editor's pictures and sounds from files, its recordings and Play: files are read
/// and made fit for a cell as `talkgrid cell set --image` and `--sound` make them, off GTK's
/// thread; a voice is recorded through PulseAudio (``VoiceRecorder``) for at most 30 seconds,
/// trimmed and made as loud as the voice (``CellSoundMaker``), and played back at once. Without
/// a microphone or PulseAudio the editor says so and everything else works.
extension BoardWindow {
    /// Connects the editor's picture file, sound file, Record, Stop and Play.
    func connectMedia(of view: CellEditorView, boardID: String, soundID: String?) {
        view.onPictureFile = { [weak self] path, square in
            guard let self, let editor else { return }
            editQueue.async {
                let read = editor.readPicture(path, square: square)
                GLibMain.post { [weak self] in
                    guard let view = self?.cellEditor else { return }
                    switch read {
                    case .success(let chosen): view.pictureRead(chosen, from: path)
                    case .failure(let refused): view.pictureRefused(refused.reason)
                    }
                }
            }
        }
        view.onSoundFile = { [weak self] path in
            guard let self, let editor else { return }
            editQueue.async {
                let read = editor.readSound(path)
                GLibMain.post { [weak self] in
                    guard let view = self?.cellEditor else { return }
                    switch read {
                    case .success(let sound): view.soundMade(sound)
                    case .failure(let refused): view.soundNote(refused.reason, recording: false)
                    }
                }
            }
        }
        view.onRecord = { [weak self] in self?.startRecording() }
        view.onStop = { [weak self] in self?.stopRecording() }
        view.onPlay = { [weak self] sound in
            guard let self else { return }
            switch sound {
            case .made(let made): play(made.bytes, contentType: made.contentType)
            case .asItIs:
                guard let soundID, let file = pictures.currentMedia.sound(soundID, onBoard: boardID) else { return }
                play(file.bytes, contentType: file.contentType)
            case .none: break
            }
        }
    }

    /// Plays a sound's bytes through the board's speaker (into a WAV file too with `--speak-to`).
    private func play(_ bytes: [UInt8], contentType: String?) {
        guard let speaker, let clip = try? AudioClip(decoding: bytes, contentType: contentType) else { return }
        Task { await speaker.play(clip) }
    }

    /// "Record": starts recording from the microphone (connecting to PulseAudio off GTK's thread).
    private func startRecording() {
        guard let view = cellEditor, view.recorder == nil else { return }
        let words = store.words
        view.soundNote(
            words.text(InterfaceText.editRecording(seconds: 0, limit: CellSoundMaker.maxSeconds)), recording: true
        )
        DispatchQueue.global(qos: .userInitiated).async {
            let started = Result { () throws(RecordingUnavailable) in try VoiceRecorder() }
            GLibMain.post { [weak self] in
                guard let self, let view = cellEditor else {
                    if case .success(let recorder) = started { _ = recorder.stop() }
                    return
                }
                switch started {
                case .success(let recorder):
                    view.recorder = recorder
                    showRecording(recorder)
                case .failure(let problem):
                    view.soundNote(Self.words(for: problem, in: words), recording: false)
                }
            }
        }
    }

    /// The seconds recorded, four times a second, until it is stopped or ends by itself (30 s).
    private func showRecording(_ recorder: VoiceRecorder) {
        guard let view = cellEditor, view.recorder === recorder else { return }
        if recorder.hasEnded { return stopRecording() }
        let seconds = Int(recorder.seconds)
        view.soundNote(
            store.words.text(InterfaceText.editRecording(seconds: seconds, limit: CellSoundMaker.maxSeconds)),
            recording: true)
        GLibMain.after(milliseconds: 250) { [weak self] in self?.showRecording(recorder) }
    }

    /// "Stop" (or the time limit): the recording is trimmed, made as loud as the voice and played
    /// back; `thenSave`: the editor's Done was pressed while recording, and the cell is saved with it.
    func stopRecording(thenSave: Bool = false) {
        guard let view = cellEditor, let recorder = view.recorder else { return }
        view.recorder = nil
        let words = store.words
        DispatchQueue.global(qos: .userInitiated).async {
            let clip = recorder.stop()
            let problem = recorder.problem
            let made = Result { () throws(AudioClipError) in try CellSoundMaker().sound(from: clip, name: "recording.wav") }
            GLibMain.post { [weak self] in
                guard let self, let view = cellEditor else { return }
                switch made {
                case .success(let sound):
                    view.soundMade(sound)
                    play(sound.bytes, contentType: sound.contentType)
                    if thenSave { view.done() }
                case .failure(let unusable):
                    let reason = problem.map { "\($0); \(unusable.description)" } ?? unusable.description
                    view.soundNote(words.text(InterfaceText.editRecordingUnusable(reason: reason)), recording: false)
                }
            }
        }
    }

    /// Why there is no recording, naming what to do instead.
    private static func words(for problem: RecordingUnavailable, in words: InterfaceWords) -> String {
        switch problem {
        case .noLibrary(let reason): words.text(InterfaceText.editRecordNoLibrary(reason: reason))
        case .noSoundServer(let reason): words.text(InterfaceText.editRecordNoSoundServer(reason: reason))
        }
    }
}
