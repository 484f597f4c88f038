import Foundation
import TalkGrid
import TalkGridCommandLine
import TalkGridStorage

/// A new set made in a folder, as `talkgrid new` makes it: only in a new folder or an empty one,
/// its files written as the set's first history step, and nothing left behind when that fails.
package enum NewSetFolder {
    /// Why no set can be made at `folder`, naming what is there; nil when it can: a new folder in an
    /// existing one outside every set, or an empty folder (what a rolled-back import left is empty too).
    package static func refusal(of folder: String) -> String? {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
            guard isFolder.boolValue else { return CommandText.newFolderIsFile(folder: folder).description }
            if FileManager.default.fileExists(atPath: folder + "/manifest.json") {
                return CommandText.newFolderIsSet(folder: folder).description
            }
            let contents = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            guard contents.allSatisfy({ $0 == SetHistory.folderName }) else {
                return CommandText.newFolderNotEmpty(folder: folder).description
            }
        } else {
            // A slash typed in a name: the folders before it must be there (nothing is made on a guess).
            let parent = PathText.parent(of: folder)
            var parentIsFolder: ObjCBool = false
            if !parent.isEmpty, !FileManager.default.fileExists(atPath: parent, isDirectory: &parentIsFolder) || !parentIsFolder.boolValue {
                return CommandText.newNoParentFolder(parent: parent, folder: folder).description
            }
        }
        return OutputFile.refusal(writingInto: folder)?.description
    }

    /// Makes the set `change` writes (``NewBoardSet/documents(source:)``) in `folder`, made when it
    /// is not there: the set's first history step, written with its journal so that a crash leaves
    /// no half set; when it fails (a full disk), what this made is removed again. Throws why, in words.
    package static func make(_ change: AuthoringChange, in folder: String) throws(AuthoringFailure) {
        let folderExisted = FileManager.default.fileExists(atPath: folder)
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw AuthoringFailure(
                CommandText.newCannotCreate(folder: folder, reason: error.localizedDescription))
        }
        let files = change.changedEntries.compactMap { entry in
            change.documents.bytes(of: entry).map { FileChange(entry: entry, content: .bytes($0)) }
        }
        do {
            try SetHistory(root: folder, command: "new").apply(
                files, command: "new", summary: "\(change.summary)", time: Int64(Date().timeIntervalSince1970), isCreation: true)
        } catch {
            // The files were rolled back; remove what was made here.
            if folderExisted {
                try? FileManager.default.removeItem(atPath: folder + "/" + SetHistory.folderName)
                try? FileManager.default.removeItem(atPath: folder + "/boards")
            } else {
                try? FileManager.default.removeItem(atPath: folder)
            }
            throw AuthoringFailure(CommandText.newNothingCreated(reason: error))
        }
    }
}
