import Foundation

/// Where natural voices live: TalkGrid's data folder, `$XDG_DATA_HOME/talkgrid` (else
/// `~/.local/share/talkgrid`).
///
/// ```
/// talkgrid/sherpa-onnx/           the engine: libsherpa-onnx-c-api.so, libonnxruntime.so, version
/// talkgrid/voices/MODEL/          one natural voice: model.onnx (with sherpa-onnx's metadata),
///                                 tokens.txt, voice.json (the Piper voice's own), installed.json
/// ```
public struct NaturalVoiceFolders: Equatable, Sendable {
    /// TalkGrid's data folder.
    public var data: String

    public init(data: String) {
        self.data = data
    }

    /// The data folder the environment names; nil without `XDG_DATA_HOME` and `HOME`.
    public init?(environment: [String: String]) {
        if let folder = environment["XDG_DATA_HOME"], folder.hasPrefix("/") {
            self.init(data: folder + "/talkgrid")
        } else if let home = environment["HOME"], !home.isEmpty {
            self.init(data: home + "/.local/share/talkgrid")
        } else {
            return nil
        }
    }

    /// The folder of the engine's libraries.
    public var engine: String { data + "/sherpa-onnx" }

    /// The engine library TalkGrid opens (onnxruntime is found beside it).
    public var engineLibrary: String { engine + "/" + Self.engineLibraryName }

    /// The file name of sherpa-onnx's C API library.
    static let engineLibraryName = "libsherpa-onnx-c-api.so"
    /// The file name of onnxruntime, which the C API library opens from its own folder.
    static let runtimeLibraryName = "libonnxruntime.so"

    /// The folder holding every installed natural voice.
    public var voices: String { data + "/voices" }

    /// One voice's folder.
    public func voice(_ model: String) -> NaturalVoiceFiles {
        NaturalVoiceFiles(folder: voices + "/" + model)
    }

    /// Whether a text can name a voice's folder: letters, digits, `-`, `_` and `.`, not
    /// beginning with a dot, at most 64 characters (no path can escape the voices folder).
    public static func isModelName(_ name: String) -> Bool {
        guard !name.isEmpty, name.utf8.count <= 64, name.first != "." else { return false }
        return name.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_.".unicodeScalars.contains(scalar))
        }
    }
}

/// The files of one installed natural voice.
public struct NaturalVoiceFiles: Equatable, Sendable {
    public var folder: String

    /// The model, with the metadata sherpa-onnx reads added.
    public var model: String { folder + "/model.onnx" }
    /// The phoneme table in sherpa-onnx's form (`symbol id` per line).
    public var tokens: String { folder + "/tokens.txt" }
    /// The Piper voice's own configuration (`MODEL.onnx.json`), as it came.
    public var configuration: String { folder + "/voice.json" }
    /// What TalkGrid wrote when it installed the voice: each file's size and SHA-256, where it came from.
    public var record: String { folder + "/installed.json" }
}
