/// A recorded sound for a cell, as `cell set --sound FILE` or `--record` gives it: a WAV file
/// already made fit for a cell at the edge (silence trimmed, at the voice's loudness).
///
/// In a set folder it becomes a file of the set (``entry``, under `sounds/`, listed in the
/// manifest), or the file that already holds the same bytes; a single board file keeps it inside,
/// as a `data:` URI. The edit's history carries it like a picture: undo, the journal and export.
public struct CellSound: Sendable, Equatable {
    /// `audio/wav` (what TalkGrid makes), or `audio/mpeg`, `audio/ogg`.
    public var contentType: String
    public var bytes: [UInt8]
    /// How long it plays, in seconds (OBF's `duration`).
    public var duration: Double
    /// The file's name (`hello.wav`, `recording.wav`), to name the set's file and say what changed.
    public var name: String
    /// The set's file that holds the sound (`sounds/hello.wav`), or nil to keep it inside the board.
    public var entry: String?
    /// Whether ``entry`` is a new file the edit writes (false: the set already has these bytes there).
    public var isNewFile = false

    public init(contentType: String, bytes: [UInt8], duration: Double, name: String) {
        self.contentType = contentType
        self.bytes = bytes
        self.duration = duration
        self.name = name
    }

    /// The sound placed in a set holding `entries`: in the sound file that already has the same
    /// bytes, else in a new file under `sounds/` named after ``name`` that no entry uses.
    public func placed(among entries: Set<String>, sameBytes: (String) -> Bool) -> CellSound {
        var placed = self
        (placed.entry, placed.isNewFile) = MediaEntryName.place(
            name, fileExtension: fileExtension, folder: "sounds", endings: Self.fileExtensions, among: entries, sameBytes: sameBytes)
        return placed
    }

    /// The file name ending for ``contentType``.
    public var fileExtension: String {
        switch contentType.lowercased() {
        case "audio/mpeg", "audio/mp3": "mp3"
        case "audio/ogg", "audio/vorbis": "ogg"
        default: "wav"
        }
    }

    /// The endings of files that can hold a sound.
    static let fileExtensions = ["wav", "mp3", "ogg"]

    /// The sound as a `data:` URI.
    public var dataURI: String { "data:\(contentType);base64," + Base64.encode(bytes) }
}
