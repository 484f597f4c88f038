import TalkGrid
import TalkGridShipped

/// Why a board file, folder or archive could not be opened, read or written.
///
/// Each ``caregiverText`` says what is wrong and where, in words a caregiver understands (the
/// command line's catalogue); `description` is those words in the command line's language.
public enum StorageError: Error, Equatable, Sendable, CustomStringConvertible, CaregiverTextConvertible {
    /// Nothing exists at the path.
    case notFound(path: String)
    /// The system refused access to the path (file permissions).
    case permissionDenied(path: String)
    /// The path could not be read for another reason (the system's words in `reason`).
    case unreadable(path: String, reason: String)
    /// `shipped:NAME` names no board set built into TalkGrid; `known` are the names that do.
    case noSuchShippedSet(name: String, known: [String])
    /// A folder was given, but it holds no `manifest.json`, so it is not a board set.
    case folderWithoutManifest(path: String)
    /// The file is not a zip archive libzip can read, or the archive is damaged.
    case damagedArchive(path: String, reason: String)
    /// One entry of the archive cannot be unpacked (its bytes fail their CRC-32, its compressed data
    /// is broken, it is encrypted): the archive is damaged there, its other entries may be whole.
    case damagedEntry(archive: String, entry: String, reason: String)
    /// An archive entry's name would place a file outside the board set (zip slip), or is malformed.
    case unsafeEntryName(archive: String, entry: String, problem: UnsafeEntryName)
    /// An archive entry is a symbolic link; links are never followed.
    case symbolicLinkEntry(archive: String, entry: String)
    /// Two archive entries have the same name, so which one is meant is ambiguous.
    case duplicateEntry(archive: String, entry: String)
    /// Two entries of an archive name the same file (`entry`) but hold different bytes; `first` and `second` as stored.
    case differentEntriesOfOneName(archive: String, entry: String, first: String, second: String)
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
    /// The settings file's caregiver lock cannot be read, and saving another setting would lose
    /// it: nothing was saved (`talkgrid lock reset` sets a new code).
    case settingsLockUnreadable(path: String)

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

    public var caregiverText: CaregiverText {
        switch self {
        case .notFound(let path): StorageText.errorNotFound(path: path)
        case .permissionDenied(let path): StorageText.errorPermissionDenied(path: path)
        case .unreadable(let path, let reason): StorageText.errorUnreadable(path: path, reason: reason)
        case .noSuchShippedSet(let name, let known):
            StorageText.errorNoSuchShippedSet(name: name, known: known.joined(separator: ", "))
        case .folderWithoutManifest(let path): StorageText.errorFolderWithoutManifest(path: path)
        case .damagedArchive(let path, let reason): StorageText.errorDamagedArchive(path: path, reason: reason)
        case .damagedEntry(let archive, let entry, let reason):
            StorageText.errorDamagedEntry(archive: archive, entry: Self.visible(entry), reason: reason)
        case .unsafeEntryName(let archive, let entry, let problem):
            StorageText.errorUnsafeEntryName(archive: archive, entry: Self.visible(entry), problem: CaregiverText(problem.explanation))
        case .symbolicLinkEntry(let archive, let entry):
            StorageText.errorSymbolicLinkEntry(archive: archive, entry: Self.visible(entry))
        case .duplicateEntry(let archive, let entry):
            StorageText.errorDuplicateEntry(archive: archive, entry: Self.visible(entry))
        case .differentEntriesOfOneName(let archive, let entry, let first, let second):
            StorageText.errorDifferentEntriesOfOneName(
                archive: archive, entry: Self.visible(entry), first: Self.visible(first), second: Self.visible(second))
        case .tooManyEntries(let source, let count, let limit):
            StorageText.errorTooManyEntries(source: source, count: count, limit: limit)
        case .archiveTooLarge(let archive, let declaredBytes, let limit):
            StorageText.errorArchiveTooLarge(archive: archive, size: Self.bytes(declaredBytes), limit: Self.bytes(limit))
        case .entryTooLarge(let source, let entry, let limit):
            StorageText.errorEntryTooLarge(source: source, entry: Self.visible(entry), limit: Self.bytes(UInt64(limit)))
        case .suspiciousCompression(let archive, let entry, let ratioLimit):
            StorageText.errorSuspiciousCompression(archive: archive, entry: Self.visible(entry), ratio: ratioLimit)
        case .nestedTooDeeply(let source, let entry, let limit):
            StorageText.errorNestedTooDeeply(source: source, entry: Self.visible(entry), limit: limit)
        case .outsideFolder(let folder, let entry):
            StorageText.errorOutsideFolder(folder: folder, entry: Self.visible(entry))
        case .symbolicLinkInFolder(let folder, let entry):
            StorageText.errorSymbolicLinkInFolder(folder: folder, entry: Self.visible(entry))
        case .notARegularFile(let path): StorageText.errorNotARegularFile(path: path)
        case .notAFolder(let path): StorageText.errorNotAFolder(path: path)
        case .destinationNotEmpty(let path): StorageText.errorDestinationNotEmpty(path: path)
        case .diskFull(let path): StorageText.errorDiskFull(path: path)
        case .writeFailed(let path, let reason): StorageText.errorWriteFailed(path: path, reason: reason)
        case .settingsLockUnreadable(let path): StorageText.errorSettingsLockUnreadable(path: path)
        }
    }

    /// The words, in the command line's language (English today), from its catalogue.
    public var description: String { ShippedContent.commandLineWords.text(self) }

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

    /// A byte count in the largest whole unit, with one decimal when it has one (`1.5 MiB`).
    private static func bytes(_ count: UInt64) -> InterfaceText.Argument {
        let units: [(UInt64, (InterfaceText.Argument) -> CaregiverText)] = [
            (1 << 30, { StorageText.sizeGiB(size: $0) }), (1 << 20, { StorageText.sizeMiB(size: $0) }),
            (1 << 10, { StorageText.sizeKiB(size: $0) }),
        ]
        for (size, unit) in units where count >= size {
            let tenths = Int(count / size) * 10 + Int((count % size) * 10 / size)
            return .caregiver(unit(.decimal(tenths, places: 1)))
        }
        return .caregiver(StorageText.sizeBytes(size: Int(count)))
    }
}

extension StorageError.UnsafeEntryName {
    /// Completes the sentence "the archive holds a file named X that ...".
    var explanation: StorageTextKey {
        switch self {
        case .absolute: .entryAbsolute
        case .driveLetter: .entryDriveLetter
        case .parentFolder: .entryParentFolder
        case .nulCharacter: .entryNulCharacter
        case .empty: .entryEmpty
        }
    }
}
