/// The occurrences of one well-known app's field (outside `ext_`) on one kind of object: counted,
/// and located at the first.
struct AppFieldUse: Equatable, Sendable {
    /// The app that writes the field.
    var app: String
    /// The kind of object it was found on (`button`, `image`, ...).
    var what: String
    var field: String
    /// Where it was first found.
    var file: String
    var position: TextPosition
    var path: JSONPath
    /// How many times, and in how many files.
    var count = 1
    var fileCount = 1
    /// The last file it was counted in.
    var lastFile: String

    /// Counts one more occurrence in `file`.
    mutating func count(in file: String) {
        count += 1
        if lastFile != file {
            fileCount += 1
            lastFile = file
        }
    }

    /// Adds the occurrences `other` counted (the same app field, in files after this one's).
    mutating func add(_ other: AppFieldUse) {
        count += other.count
        fileCount += other.fileCount - (other.file == lastFile ? 1 : 0)
        lastFile = other.lastFile
    }
}
