/// `talkgrid validate SET --fix`: the findings about `manifest.json`'s pictures and sounds that have
/// one safe fix, fixed as one change (so `undo` takes all of it back):
/// - a picture or sound listed at a file that is not in the set: the listing goes;
/// - a picture or sound file listed but used by no board (what a removed or re-pictured cell left
///   behind before TalkGrid took such files out itself): the listing and the file go.
///
/// Each fix is a note naming what went.
public struct FixManifest: AuthoringEdit {
    public init() {}

    public func applied(to documents: BoardSetDocuments) throws(AuthoringError) -> AuthoringChange {
        guard var manifest = documents.manifest else { throw .needsBoardSet(what: CaregiverText(AuthoringTextKey.doingFix)) }
        guard documents.damagedBoards.isEmpty else {
            // A board that could not be read may use what looks unused: fix nothing rather than guess.
            throw .nothingToChange(CaregiverText(AuthoringTextKey.nothingFixDamaged))
        }
        let inUse = documents.mediaInUse
        var result = documents
        var removed: [String] = []
        var notes: [CaregiverText] = []
        for kind in ["images", "sounds"] {
            guard let listed = manifest["paths"]?[kind]?.members else { continue }
            for member in listed {
                guard let path = member.value.string else { continue }
                let entry = BoardSet.normalizedEntryPath(path)
                if !documents.entries.contains(entry) {
                    notes.append(AuthoringText.noteFixedMissingListing(id: member.key, file: path))
                } else if !inUse.contains(entry) {
                    if !removed.contains(entry) {
                        removed.append(entry)
                        result.removeFile(entry)
                    }
                    notes.append(AuthoringText.noteFixedUnusedFile(file: path, id: member.key))
                } else {
                    continue
                }
                manifest.updateMember("paths", adding: .object([])) { paths in
                    paths.updateMember(kind, adding: .object([])) { $0.setMember(member.key, to: nil) }
                }
            }
        }
        guard !notes.isEmpty else { throw .nothingToChange(CaregiverText(AuthoringTextKey.nothingToFix)) }
        result.manifest = manifest
        return AuthoringChange(
            documents: result, changedEntries: ["manifest.json"], removedEntries: removed,
            summary: AuthoringText.summaryFixedManifest(count: notes.count), notes: notes)
    }
}
