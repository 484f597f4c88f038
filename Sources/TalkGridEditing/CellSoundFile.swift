import Foundation
import TalkGrid
import TalkGridCommandLine
import TalkGridSpeech

/// The sound file `cell set --sound FILE` names: read (bounded) and made fit for a cell by
/// ``CellSoundMaker`` (silence trimmed, at the voice's loudness, saved as WAV).
package enum CellSoundFile {
    /// The sound, or why it cannot be one.
    package static func read(_ path: String) -> Result<CellSound, CellSoundProblem> {
        let url = URL(fileURLWithPath: path)
        guard let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int else {
            return .failure(.unreadable(file: path, reason: "there is no such file"))
        }
        do {
            guard size <= CellSoundMaker.maxFileBytes else {
                throw AudioClipError.fileTooLarge(megabytes: (size + (1 << 20) - 1) >> 20, limit: CellSoundMaker.maxFileBytes >> 20)
            }
            let bytes = Array(try Data(contentsOf: url))
            let name = url.deletingPathExtension().lastPathComponent + ".wav"
            return .success(try CellSoundMaker().sound(fromFile: bytes, name: name))
        } catch let problem as AudioClipError {
            return .failure(.unusable(file: path, reason: problem.description))
        } catch {
            return .failure(.unreadable(file: path, reason: error.localizedDescription))
        }
    }
}

/// Why a file cannot be a cell's sound.
package enum CellSoundProblem: Error, CustomStringConvertible {
    /// The file is missing or cannot be read.
    case unreadable(file: String, reason: String)
    /// Not a sound TalkGrid plays, silent, or too long.
    case unusable(file: String, reason: String)
    /// No voice could be recorded (no PulseAudio, no microphone), in its own words.
    case notRecorded(String)

    package var description: String {
        switch self {
        case .unreadable(let file, let reason):
            CommandText.cellSoundUnreadable(file: file, reason: reason).description
        case .unusable(let file, let reason): CommandText.cellSoundUnusable(file: file, reason: reason).description
        case .notRecorded(let reason): reason
        }
    }
}
