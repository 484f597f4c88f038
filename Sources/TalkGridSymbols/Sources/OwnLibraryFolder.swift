import Foundation

/// Adds a family's picture folder to TalkGrid's data folder as an ``OwnLibrary``: every picture
/// file whose name gives words and whose bytes the caller's check accepts is copied into
/// `symbol-libraries/NAME/pictures/`, described in `library.json`. The library is made beside its
/// place and moved there whole, so a library is never half there.
public struct OwnLibraryFolder: Sendable {
    /// The folder of the libraries (``SymbolSources/libraries``).
    public var libraries: String

    /// The most bytes one picture may have (a symbol is rarely over 100 KB; a photo is not a symbol).
    public static let maxPictureBytes = 4 << 20
    /// How deep the family's folder is searched (a downloaded archive often holds a folder or two).
    static let maxDepth = 4
    /// The endings of picture files.
    static let pictureEndings: Set<String> = ["png", "jpg", "jpeg", "gif", "webp", "svg"]

    public init(libraries: String) {
        self.libraries = libraries
    }

    /// What adding a library did.
    public struct Added: Sendable {
        public var library: OwnLibrary
        /// The pictures left out, each with why (`check`'s reason, or that its name gives no word).
        public var skipped: [(file: String, reason: Skipped)]
    }

    /// Why a file of the folder is not in the library.
    public enum Skipped: Sendable, Equatable {
        /// Its name is digits only: no word to find it by.
        case noWords
        /// Larger than ``OwnLibraryFolder/maxPictureBytes``.
        case tooLarge(bytes: Int)
        /// The check refused it (it cannot be drawn), with the check's reason.
        case refused(String)
    }

    /// Why a library was not added.
    public enum Problem: Error, Sendable, Equatable {
        case unusableName(String)
        case noFolder(String)
        case exists(name: String, folder: String)
        case noPictures(folder: String)
        case cannotWrite(folder: String, reason: String)
    }

    /// Adds the pictures of `folder` as the library `name` (`replace`: over a library of that name).
    /// `check` gives why a picture's bytes cannot be drawn, nil when they can.
    public func add(
        folder: String, name: String, licence: String, language: String, replace: Bool, check: ([UInt8]) -> String?
    ) throws(Problem) -> Added {
        guard OwnLibrary.isUsableName(name) else { throw .unusableName(name) }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else { throw .noFolder(folder) }
        let target = libraries + "/" + name
        if FileManager.default.fileExists(atPath: target), !replace { throw .exists(name: name, folder: target) }

        let building = libraries + "/.\(name).new-\(getpid())"
        let manager = FileManager.default
        do {
            try? manager.removeItem(atPath: building)
            try manager.createDirectory(atPath: building + "/pictures", withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(folder: libraries, reason: error.localizedDescription)
        }
        var pictures: [OwnLibrary.Picture] = []
        var skipped: [(file: String, reason: Skipped)] = []
        var taken = Set<String>()
        for relative in Self.pictureFiles(in: folder) {
            let fileName = (relative as NSString).lastPathComponent
            guard let words = OwnLibrary.words(fromFileName: fileName) else {
                skipped.append((relative, .noWords))
                continue
            }
            let path = folder + "/" + relative
            let size = ((try? manager.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
            guard size <= Self.maxPictureBytes else {
                skipped.append((relative, .tooLarge(bytes: size)))
                continue
            }
            guard let bytes = manager.contents(atPath: path).map(Array.init) else {
                skipped.append((relative, .refused("it cannot be read")))
                continue
            }
            if let reason = check(bytes) {
                skipped.append((relative, .refused(reason)))
                continue
            }
            var stored = fileName
            var number = 2
            while taken.contains(stored.lowercased()) {
                let ending = (fileName as NSString).pathExtension
                stored = (fileName as NSString).deletingPathExtension + "-\(number)." + ending
                number += 1
            }
            taken.insert(stored.lowercased())
            do {
                try Data(bytes).write(to: URL(fileURLWithPath: building + "/pictures/" + stored))
            } catch {
                try? manager.removeItem(atPath: building)
                throw .cannotWrite(folder: libraries, reason: error.localizedDescription)
            }
            pictures.append(OwnLibrary.Picture(file: stored, words: [words]))
        }
        guard !pictures.isEmpty else {
            try? manager.removeItem(atPath: building)
            throw .noPictures(folder: folder)
        }
        let library = OwnLibrary(name: name, licence: licence, language: language, pictures: pictures)
        do {
            try Data(library.json).write(to: URL(fileURLWithPath: building + "/" + OwnLibrary.descriptionFile))
            let old = libraries + "/.\(name).old-\(getpid())"
            if manager.fileExists(atPath: target) { try manager.moveItem(atPath: target, toPath: old) }
            try manager.moveItem(atPath: building, toPath: target)
            try? manager.removeItem(atPath: old)
        } catch {
            try? manager.removeItem(atPath: building)
            throw .cannotWrite(folder: libraries, reason: error.localizedDescription)
        }
        return Added(library: library, skipped: skipped)
    }

    /// The picture files under `folder` (by their endings, symbolic links not followed), as paths
    /// relative to it, sorted.
    static func pictureFiles(in folder: String) -> [String] {
        var found: [String] = []
        func walk(_ relative: String, depth: Int) {
            let path = relative.isEmpty ? folder : folder + "/" + relative
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
            for name in names.sorted() where !name.hasPrefix(".") && name != "__MACOSX" {
                let child = relative.isEmpty ? name : relative + "/" + name
                var status = stat()
                guard lstat(folder + "/" + child, &status) == 0 else { continue }
                if status.st_mode & S_IFMT == S_IFDIR {
                    if depth < maxDepth { walk(child, depth: depth + 1) }
                } else if status.st_mode & S_IFMT == S_IFREG, pictureEndings.contains((name as NSString).pathExtension.lowercased()) {
                    found.append(child)
                }
            }
        }
        walk("", depth: 0)
        return found
    }
}
