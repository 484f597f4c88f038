import Foundation
import TalkGrid
import TalkGridCommandLine
import TalkGridStorage

/// The settings file a command about the person's settings acts on (`lock`, `level`): the named
/// set's own, else the set run last's, else the account's `config.json`. The first line it
/// prints says which.
struct PersonSettingsFile {
    let file: SettingsFile
    /// The file as the messages name it (`config.json` before there is one).
    let path: String

    /// The file for `named` (nil: the set run last, else the account's); nil, said as
    /// `talkgrid COMMAND: …`, when the named set is not there.
    static func chosen(for named: String?, command: String) -> PersonSettingsFile? {
        let environment = ProcessInfo.processInfo.environment
        var set = named
        if let named {
            guard named.hasPrefix(BoardInput.shippedPrefix) || FileManager.default.fileExists(atPath: named) else {
                Output.error("talkgrid \(command): \(CommandText.lockNoSet(set: named))")
                return nil
            }
        } else if case .present(let last) = LastSet(environment: environment).find() {
            set = last
        }
        let file = set.map { SettingsFile(forSetAt: $0, environment: environment) } ?? SettingsFile(environment: environment)
        let path = file.readPath ?? "config.json"
        let which =
            file.isTheSets
            ? CommandText.lockWhichSet(set: set ?? "", file: file.path ?? path)
            : CommandText.lockWhichAccount(file: path)
        Output.line(which.description)
        return PersonSettingsFile(file: file, path: path)
    }
}
