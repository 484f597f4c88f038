/// A picture for a cell, as `cell set --image FILE` gives it: the file's bytes, already decoded
/// once at the edge (so only a picture TalkGrid and other apps can draw gets here).
///
/// In a set folder it becomes a file of the set (``entry``, under `images/`, listed in the
/// manifest), or the file that already holds the same bytes; a single board file keeps it inside,
/// as a `data:` URI. Either way the edit's history carries it: undo, the crash-safe journal and
/// export treat it like any other change.
public struct CellPicture: Sendable, Equatable {
    /// `image/png`, `image/jpeg`, `image/gif`, `image/webp` or `image/svg+xml`.
    public var contentType: String
    public var bytes: [UInt8]
    public var width: Int
    public var height: Int
    /// The file's name, to say what changed.
    public var name: String
    /// The set's file that holds the picture (`images/apple.png`), or nil to keep it inside the
    /// board as a `data:` URI.
    public var entry: String?
    /// Whether ``entry`` is a new file the edit writes (false: the set already has these bytes there).
    public var isNewFile = false
    /// The picture's licence and author, written into the OBF image's `license` (nil: none is known,
    /// and a licence the image had is removed with the picture it was for).
    public var license: PictureLicense?

    public init(contentType: String, bytes: [UInt8], width: Int, height: Int, name: String) {
        self.contentType = contentType
        self.bytes = bytes
        self.width = width
        self.height = height
        self.name = name
    }

    /// The picture placed in a set holding `entries`: in the picture file that already has the
    /// same bytes (`sameBytes` compares an entry's bytes with ``bytes``), else in a new file under
    /// `images/` named after ``name``, which no entry uses, whatever the letter case.
    public func placed(among entries: Set<String>, sameBytes: (String) -> Bool) -> CellPicture {
        var placed = self
        (placed.entry, placed.isNewFile) = MediaEntryName.place(
            name, fileExtension: fileExtension, folder: "images", endings: Self.fileExtensions, among: entries, sameBytes: sameBytes)
        return placed
    }

    /// The file name ending for ``contentType``.
    public var fileExtension: String { Self.fileExtension(of: contentType) ?? "png" }

    /// The file name ending for a picture's MIME type (`image/svg+xml` → `svg`), as the set's
    /// picture files are named; nil for a type that is not a picture OBF apps draw.
    public static func fileExtension(of contentType: String) -> String? {
        switch contentType.lowercased() {
        case "image/png": "png"
        case "image/jpeg", "image/jpg": "jpg"
        case "image/gif": "gif"
        case "image/webp": "webp"
        case "image/svg+xml", "image/svg": "svg"
        default: nil
        }
    }

    /// The endings of files that can hold a picture.
    static let fileExtensions = ["png", "jpg", "jpeg", "gif", "webp", "svg"]

    /// A file name's stem kept to letters, digits, `-` and `_` (other characters become `-`), so
    /// the entry reads the same in every zip tool and file system; `picture` when nothing is left.
    static func safeStem(_ name: String) -> String {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        let stem = parts.count > 1 ? parts.dropLast().joined(separator: ".") : name
        var safe = ""
        for scalar in stem.unicodeScalars {
            let keep =
                (scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))) || scalar == "-" || scalar == "_"
            if keep {
                safe.unicodeScalars.append(scalar)
            } else if !safe.hasSuffix("-") {
                safe += "-"
            }
        }
        let trimmed = safe.drop { $0 == "-" }.reversed().drop { $0 == "-" }.reversed()
        return trimmed.isEmpty ? "picture" : String(String(trimmed).prefix(64))
    }

    /// The picture as a `data:` URI.
    public var dataURI: String { "data:\(contentType);base64," + Base64.encode(bytes) }
}
