import CLibZip

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A zip archive opened read-only: its central directory, and one entry's bytes on request.
///
/// This is the only type that calls libzip. Opening reads the central directory only; nothing
/// is decompressed until `read(entryAt:maxBytes:compression:)` asks for it. Not `Sendable` on
/// purpose: a libzip handle is not thread-safe (never used concurrently from two threads).
public final class ZipArchive {
    /// One entry as the central directory describes it (sizes are declared, not trusted).
    public struct Entry: Sendable, Equatable {
        /// The position in the central directory.
        public var index: Int
        /// The name as stored (converted to UTF-8), not yet checked.
        public var name: String
        /// The size the archive declares once unpacked.
        public var uncompressedSize: UInt64
        /// The size the archive declares packed.
        public var compressedSize: UInt64
        /// Whether the name ends with `/`, or the Unix mode says folder.
        public var isDirectory: Bool
        /// The Unix type and permission bits, when the entry was made on Unix.
        public var unixMode: UInt32?
        /// The CRC-32 of the unpacked bytes the archive declares (checked when the entry is read), when it declares one.
        public var crc: UInt32? = nil
        /// The compression method (0 stored, 8 deflate), when the archive says.
        public var compressionMethod: UInt16? = nil

        /// Whether the Unix mode marks the entry as a symbolic link.
        public var isSymbolicLink: Bool {
            guard let unixMode else { return false }
            return unixMode & 0o170000 == 0o120000
        }
    }

    /// The compression-ratio check applied while an entry is read.
    public struct RatioCheck: Sendable, Equatable {
        /// The largest unpacked-to-packed ratio accepted ...
        public var maxRatio: Int
        /// ... once more than this many bytes have been unpacked.
        public var graceBytes: Int

        public init(maxRatio: Int, graceBytes: Int) {
            self.maxRatio = maxRatio
            self.graceBytes = graceBytes
        }
    }

    /// The path the archive was opened from.
    public let path: String
    private let handle: OpaquePointer
    private let fileSize: UInt64

    /// Opens the archive at `path` read-only and reads its central directory.
    ///
    /// libzip converts every entry's DOS date with `mktime`; with `TZ` unset, glibc then checks
    /// `/etc/localtime` once per entry, which dominates opening an archive of thousands of
    /// images. A program can set `TZ=:/etc/localtime` at start (when unset) to make that free.
    public init(path: String) throws(StorageError) {
        self.path = path
        if let problem = talkgrid_zip_load() { throw .unreadable(path: path, reason: String(cString: problem)) }
        var code: Int32 = 0
        guard let handle = zip_open(path, ZIP_RDONLY, &code) else {
            let savedErrno = errno
            throw Self.openError(path: path, code: code, systemError: savedErrno)
        }
        self.handle = handle
        fileSize = (try? FileSystem.size(of: path)) ?? UInt64.max
    }

    deinit {
        zip_discard(handle)
    }

    /// The number of entries in the central directory.
    public var entryCount: Int {
        Int(max(zip_get_num_entries(handle, 0), 0))
    }

    /// The central-directory record of the entry at `index`.
    public func entry(at index: Int) throws(StorageError) -> Entry {
        var stat = zip_stat_t()
        zip_stat_init(&stat)
        guard zip_stat_index(handle, UInt64(index), ZIP_FL_ENC_GUESS, &stat) == 0, let cName = stat.name else {
            throw .damagedArchive(path: path, reason: String(cString: zip_strerror(handle)))
        }
        let name = String(cString: cName)
        var system: UInt8 = 0
        var attributes: UInt32 = 0
        var unixMode: UInt32?
        if zip_file_get_external_attributes(handle, UInt64(index), 0, &system, &attributes) == 0,
            system == UInt8(ZIP_OPSYS_UNIX)
        {
            unixMode = attributes >> 16
        }
        let isDirectory = name.hasSuffix("/") || (unixMode.map { $0 & 0o170000 == 0o040000 } ?? false)
        return Entry(
            index: index, name: name,
            uncompressedSize: stat.valid & UInt64(ZIP_STAT_SIZE) != 0 ? stat.size : 0,
            compressedSize: stat.valid & UInt64(ZIP_STAT_COMP_SIZE) != 0 ? stat.comp_size : 0,
            isDirectory: isDirectory, unixMode: unixMode,
            crc: stat.valid & UInt64(ZIP_STAT_CRC) != 0 ? stat.crc : nil,
            compressionMethod: stat.valid & UInt64(ZIP_STAT_COMP_METHOD) != 0 ? stat.comp_method : nil)
    }

    /// Every entry, in central-directory order.
    public func entries() throws(StorageError) -> [Entry] {
        var result: [Entry] = []
        result.reserveCapacity(entryCount)
        for index in 0..<entryCount { result.append(try entry(at: index)) }
        return result
    }

    /// Unpacks the entry at `index`, refusing it as soon as more than `maxBytes` come out (the
    /// declared size is not trusted) or, with `compression`, as soon as the ratio is too high.
    public func read(entryAt index: Int, maxBytes: Int, compression: RatioCheck? = nil) throws(StorageError) -> [UInt8] {
        let record = try entry(at: index)
        guard let file = zip_fopen_index(handle, UInt64(index), 0) else {
            throw .damagedEntry(archive: path, entry: record.name, reason: String(cString: zip_strerror(handle)))
        }
        defer { zip_fclose(file) }
        // Packed bytes cannot exceed the archive itself, whatever the directory claims.
        let packed = max(min(record.compressedSize, fileSize), 1)
        // An honest bomb is refused by its declared sizes before anything is unpacked; one that
        // lies is caught while unpacking, by the ratio to its packed size or by `maxBytes`.
        if let compression, record.uncompressedSize > UInt64(compression.graceBytes),
            record.uncompressedSize / packed > UInt64(compression.maxRatio)
        {
            throw .suspiciousCompression(archive: path, entry: record.name, ratioLimit: compression.maxRatio)
        }
        let expected = Int(min(record.uncompressedSize, UInt64(max(maxBytes, 0)), 1 << 24))
        var bytes: [UInt8] = []
        bytes.reserveCapacity(expected)
        // A step of at most 64 KiB, no larger than the entry needs (one byte more, to see its end):
        // zeroing 64 KiB for each small picture cost more than unpacking it.
        var chunk = [UInt8](repeating: 0, count: min(1 << 16, expected + 1))
        while true {
            // Ask for one byte beyond the limit so an entry of exactly `maxBytes` still passes.
            let wanted = min(chunk.count, maxBytes + 1 - bytes.count)
            let count = chunk.withUnsafeMutableBytes { zip_fread(file, $0.baseAddress!, UInt64(wanted)) }
            if count < 0 {
                throw .damagedEntry(archive: path, entry: record.name, reason: String(cString: zip_file_strerror(file)))
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<Int(count)])
            if bytes.count > maxBytes {
                throw .entryTooLarge(source: path, entry: record.name, limit: maxBytes)
            }
            if let compression, bytes.count > compression.graceBytes,
                UInt64(bytes.count) / packed > UInt64(compression.maxRatio)
            {
                throw .suspiciousCompression(archive: path, entry: record.name, ratioLimit: compression.maxRatio)
            }
        }
        return bytes
    }

    private static func openError(path: String, code: Int32, systemError: Int32) -> StorageError {
        switch code {
        case ZIP_ER_NOENT: return .notFound(path: path)
        case ZIP_ER_OPEN where systemError == EACCES || systemError == EPERM: return .permissionDenied(path: path)
        default:
            var error = zip_error_t()
            zip_error_init_with_code(&error, code)
            defer { zip_error_fini(&error) }
            return .damagedArchive(path: path, reason: String(cString: zip_error_strerror(&error)))
        }
    }
}

extension ZipArchive {
    /// How an entry is packed when an archive is built.
    public enum Compression: Sendable, Equatable {
        /// Stored as is (already-compressed images and sounds).
        case stored
        /// Deflated at the default level.
        case deflated
    }

    /// Builds a zip archive in memory, entry by entry, with exactly the names, modes and times
    /// given: the layer under `ZipWriter`, and the tool tests use to craft hostile archives.
    ///
    /// Not `Sendable` on purpose: it owns a libzip handle.
    @_spi(ZipCrafting)
    public final class Builder {
        private let source: OpaquePointer
        private let handle: OpaquePointer
        private var isClosed = false
        private var count = 0
        /// The name used in errors (the file the archive is meant for).
        public let displayPath: String

        /// Starts an empty in-memory archive.
        public init(displayPath: String) throws(StorageError) {
            self.displayPath = displayPath
            if let problem = talkgrid_zip_load() { throw .writeFailed(path: displayPath, reason: String(cString: problem)) }
            var error = zip_error_t()
            zip_error_init(&error)
            defer { zip_error_fini(&error) }
            guard let source = zip_source_buffer_create(nil, 0, 0, &error) else {
                throw .writeFailed(path: displayPath, reason: String(cString: zip_error_strerror(&error)))
            }
            zip_source_keep(source)
            guard let handle = zip_open_from_source(source, ZIP_TRUNCATE, &error) else {
                zip_source_free(source)
                throw .writeFailed(path: displayPath, reason: String(cString: zip_error_strerror(&error)))
            }
            self.source = source
            self.handle = handle
        }

        deinit {
            if !isClosed { zip_discard(handle) }
            zip_source_free(source)
        }

        /// Adds a file entry named exactly `name` (no checks: any name libzip accepts).
        ///
        /// `unixMode` holds type and permission bits (`0o100644` a file, `0o120777` a link);
        /// the date is 1980-01-01 00:00 in DOS form, independent of the time zone.
        public func addFile(
            named name: String, bytes: [UInt8], compression: Compression = .deflated,
            unixMode: UInt32 = 0o100644
        ) throws(StorageError) {
            guard let buffer = malloc(max(bytes.count, 1)) else { throw .writeFailed(path: displayPath, reason: "out of memory") }
            bytes.withUnsafeBytes { raw in
                if let base = raw.baseAddress { memcpy(buffer, base, raw.count) }
            }
            try add(name: name, buffer: buffer, count: bytes.count, compression: compression, unixMode: unixMode)
        }

        /// Adds a file entry of `count` zero bytes without building them in Swift (zip bombs in tests).
        public func addZeros(
            named name: String, count byteCount: Int, compression: Compression = .deflated,
            unixMode: UInt32 = 0o100644
        ) throws(StorageError) {
            guard let buffer = calloc(max(byteCount, 1), 1) else { throw .writeFailed(path: displayPath, reason: "out of memory") }
            try add(name: name, buffer: buffer, count: byteCount, compression: compression, unixMode: unixMode)
        }

        /// Adds a folder entry (`name` should end with `/`).
        public func addFolder(named name: String, unixMode: UInt32 = 0o040755) throws(StorageError) {
            let index = zip_dir_add(handle, name, ZIP_FL_ENC_UTF_8)
            guard index >= 0 else { throw failure() }
            try finishEntry(UInt64(index), unixMode: unixMode)
        }

        /// Writes the central directory and returns the whole archive.
        public func finish() throws(StorageError) -> [UInt8] {
            if count == 0 {
                // libzip removes an archive left empty; an empty zip is just its end record.
                zip_discard(handle)
                isClosed = true
                return [0x50, 0x4B, 0x05, 0x06] + [UInt8](repeating: 0, count: 18)
            }
            guard zip_close(handle) == 0 else { throw failure() }
            isClosed = true
            guard zip_source_open(source) == 0 else { throw sourceFailure() }
            defer { zip_source_close(source) }
            var stat = zip_stat_t()
            zip_stat_init(&stat)
            guard zip_source_stat(source, &stat) == 0, stat.valid & UInt64(ZIP_STAT_SIZE) != 0 else {
                throw sourceFailure()
            }
            var bytes = [UInt8](repeating: 0, count: Int(stat.size))
            var filled = 0
            while filled < bytes.count {
                let got = bytes.withUnsafeMutableBytes { raw in
                    zip_source_read(source, raw.baseAddress! + filled, UInt64(raw.count - filled))
                }
                guard got > 0 else { throw sourceFailure() }
                filled += Int(got)
            }
            return bytes
        }

        private func add(
            name: String, buffer: UnsafeMutableRawPointer, count byteCount: Int, compression: Compression,
            unixMode: UInt32
        ) throws(StorageError) {
            guard let entrySource = zip_source_buffer(handle, buffer, UInt64(byteCount), 1) else {
                free(buffer)
                throw failure()
            }
            let index = zip_file_add(handle, name, entrySource, ZIP_FL_ENC_UTF_8)
            guard index >= 0 else {
                zip_source_free(entrySource)
                throw failure()
            }
            let method = compression == .stored ? ZIP_CM_STORE : ZIP_CM_DEFLATE
            guard zip_set_file_compression(handle, UInt64(index), method, 0) == 0 else { throw failure() }
            try finishEntry(UInt64(index), unixMode: unixMode)
        }

        private func finishEntry(_ index: UInt64, unixMode: UInt32) throws(StorageError) {
            // DOS date 1980-01-01 (day 1, month 1, year 0), time 00:00:00.
            let dosDate: UInt16 = (1 << 5) | 1
            guard zip_file_set_dostime(handle, index, 0, dosDate, 0) == 0,
                zip_file_set_external_attributes(handle, index, 0, UInt8(ZIP_OPSYS_UNIX), unixMode << 16) == 0
            else { throw failure() }
            count += 1
        }

        private func failure() -> StorageError {
            .writeFailed(path: displayPath, reason: String(cString: zip_strerror(handle)))
        }

        private func sourceFailure() -> StorageError {
            .writeFailed(path: displayPath, reason: String(cString: zip_error_strerror(zip_source_error(source))))
        }
    }
}
