/// Why a board file, folder or archive could not be opened, read or written.
///
/// Each `description` says what is wrong and where, in words a caregiver understands.
public enum StorageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Nothing exists at the path.
    case notFound(path: String)
    /// The system refused access to the path (file permissions).
    case permissionDenied(path: String)
    /// The path could not be read for another reason (the system's words in `reason`).
    case unreadable(path: String, reason: String)
    /// A folder was given, but it holds no `manifest.json`, so it is not a board set.
    case folderWithoutManifest(path: String)
    /// The file is not a zip archive libzip can read, or the archive is damaged.
    case damagedArchive(path: String, reason: String)
    /// An archive entry's name would place a file outside the board set (zip slip), or is malformed.
    case unsafeEntryName(archive: String, entry: String, problem: UnsafeEntryName)
    /// An archive entry is a symbolic link; links are never followed.
    case symbolicLinkEntry(archive: String, entry: String)
    /// Two archive entries have the same name, so which one is meant is ambiguous.
    case duplicateEntry(archive: String, entry: String)
    /// The archive or folder has more entries than the limit allows.
    case tooManyEntries(source: String, count: Int, limit: Int)
    /// The entries of the archive together claim more bytes than the limit allows.
    case archiveTooLarge(archive: String, declaredBytes: UInt64, limit: UInt64)
    /// One entry unpacks to more bytes than the limit allows (checked while reading).
    case entryTooLarge(source: String, entry: String, limit: Int)
    /// One entry unpacks to far more than it occupies in the archive, as a zip bomb does.
    case suspiciousCompression(archive: String, entry: String, ratioLimit: Int)
    /// Folders inside the board set are nested deeper than the limit allows.
    case nestedTooDeeply(source: String, entry: String, limit: Int)
    /// A file path asked of a folder would leave that folder, or passes through a symbolic link.
    case outsideFolder(folder: String, entry: String)
    /// A file in a board-set folder is a symbolic link; links are never followed.
    case symbolicLinkInFolder(folder: String, entry: String)
    /// The path names something that is neither a regular file nor a folder (a device, a pipe).
    case notARegularFile(path: String)
    /// The path was expected to be a folder.
    case notAFolder(path: String)
    /// The destination folder already holds files and replacing them was not asked for.
    case destinationNotEmpty(path: String)
    /// The disk (or the user's quota) is full; nothing was changed.
    case diskFull(path: String)
    /// Writing failed for another reason (the system's words in `reason`); nothing was changed.
    case writeFailed(path: String, reason: String)

    /// What is wrong with an archive entry's name.
    public enum UnsafeEntryName: String, Error, Sendable, Equatable {
        /// Starts at the file-system root (`/x`, `\x`, `\\server\x`).
        case absolute
        /// Starts with a Windows drive letter (`C:\x`).
        case driveLetter
        /// Has a `..` component that climbs out of the set.
        case parentFolder
        /// Contains a NUL character.
        case nulCharacter
        /// Is empty once `.` and empty components are removed.
        case empty
    }

    public var description: String {
        switch self {
        case .notFound(let path):
            "\(path): there is no file or folder here; check the name and the folder it is in"
        case .permissionDenied(let path):
            "\(path): this computer account is not allowed to open it (check the file permissions)"
        case .unreadable(let path, let reason):
            "\(path): could not be read (\(reason))"
        case .folderWithoutManifest(let path):
            "\(path): this folder is not a board set, because it has no manifest.json; "
                + "open a single .obf board file or a folder that has manifest.json"
        case .damagedArchive(let path, let reason):
            "\(path): the zip archive is damaged or not a zip archive (\(reason))"
        case .unsafeEntryName(let archive, let entry, let problem):
            "\(archive): refused, the archive holds a file named \"\(Self.visible(entry))\" that "
                + problem.explanation + "; the archive may be unsafe and was not opened"
        case .symbolicLinkEntry(let archive, let entry):
            "\(archive): refused, the archive holds a link \"\(Self.visible(entry))\" to another place; "
                + "links are not followed, so the archive was not opened"
        case .duplicateEntry(let archive, let entry):
            "\(archive): refused, the archive holds two files named \"\(Self.visible(entry))\"; "
                + "it is unclear which one is meant"
        case .tooManyEntries(let source, let count, let limit):
            "\(source): refused, it holds \(count) files, more than the \(limit) a board set may have"
        case .archiveTooLarge(let archive, let declaredBytes, let limit):
            "\(archive): refused, its files would unpack to \(Self.bytes(declaredBytes)), "
                + "more than the \(Self.bytes(limit)) allowed"
        case .entryTooLarge(let source, let entry, let limit):
            "\(source): refused \"\(Self.visible(entry))\", it is larger than the \(Self.bytes(UInt64(limit))) allowed"
        case .suspiciousCompression(let archive, let entry, let ratioLimit):
            "\(archive): refused \"\(Self.visible(entry))\", it unpacks to more than \(ratioLimit) times its "
                + "packed size, as a zip bomb does"
        case .nestedTooDeeply(let source, let entry, let limit):
            "\(source): refused \"\(Self.visible(entry))\", it is nested in more than \(limit) folders"
        case .outsideFolder(let folder, let entry):
            "\(folder): refused \"\(Self.visible(entry))\", it points outside the board-set folder"
        case .symbolicLinkInFolder(let folder, let entry):
            "\(folder): refused \"\(Self.visible(entry))\", it is a link to another place and links are not followed"
        case .notARegularFile(let path):
            "\(path): this is not a regular file (it may be a device or a pipe)"
        case .notAFolder(let path):
            "\(path): this is a file, but a folder was expected"
        case .destinationNotEmpty(let path):
            "\(path): this folder already holds files; choose an empty or new folder"
        case .diskFull(let path):
            "\(path): not saved, the disk is full; the previous version is unchanged"
        case .writeFailed(let path, let reason):
            "\(path): not saved (\(reason)); the previous version is unchanged"
        }
    }

    /// Shows control characters in an entry name as escapes so the message stays on one line.
    private static func visible(_ name: String) -> String {
        var text = ""
        for scalar in name.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F {
                text += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    /// A byte count in the largest whole unit.
    private static func bytes(_ count: UInt64) -> String {
        let units: [(UInt64, String)] = [(1 << 30, "GiB"), (1 << 20, "MiB"), (1 << 10, "KiB")]
        for (size, unit) in units where count >= size {
            let whole = count / size
            let tenth = (count % size) * 10 / size
            return tenth == 0 ? "\(whole) \(unit)" : "\(whole).\(tenth) \(unit)"
        }
        return "\(count) bytes"
    }
}

extension StorageError.UnsafeEntryName {
    /// Completes the sentence "the archive holds a file named X that ...".
    var explanation: String {
        switch self {
        case .absolute: "starts at the top of the disk instead of inside the board set"
        case .driveLetter: "names a Windows drive instead of a place inside the board set"
        case .parentFolder: "uses \"..\" to reach outside the board set"
        case .nulCharacter: "contains a NUL character"
        case .empty: "is empty"
        }
    }
}
