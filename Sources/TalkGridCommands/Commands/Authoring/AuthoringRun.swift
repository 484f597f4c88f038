import TalkGrid
import TalkGridCommandLine
import TalkGridEditing
import TalkGridStorage

/// Runs one edit on the set at a path: open, apply, (confirm), validate, save, report.
enum AuthoringRun {
    /// The exit status of editing the set at `path` with the edit `makeEdit` builds.
    ///
    /// The set is read, checked and written under its lock (``SetHistory/whileLocked(_:)``), so an
    /// edit that meets another waits for it and then applies itself to what the other saved.
    /// Questions are asked before the lock is taken (a person may take their time): on a terminal
    /// the edit is worked out once to ask about it, then again under the lock, and it is saved
    /// only if it is still the change the person said yes to.
    ///
    /// `confirm` is asked, with the change the edit would make, before anything is written. An
    /// edit refused only because it would replace something (``AuthoringError/needsReplace``) is
    /// asked about on a terminal (Yes/No) and made again with `replace` when the answer is yes.
    static func perform(
        path: String, command: String, force: Bool, replace: Bool = false,
        confirm: ((EditableBoardSet, AuthoringChange) -> Bool)? = nil,
        _ makeEdit: (EditableBoardSet, EditPermissions) throws(AuthoringError) -> any AuthoringEdit
    ) -> Int32 {
        let path = EditableBoardSet.setPath(for: path)
        var permissions = EditPermissions(replace: replace, force: force)
        var answered: String?
        if Confirmation.canAsk {
            switch prepare(path: path, command: command, permissions: &permissions, asking: true, makeEdit) {
            case .failure(let failed): return failed.status
            case .success(let (editable, change, _)):
                if let confirm, !confirm(editable, change) { return ExitStatus.failure }
                answered = "\(change.summary)"
            }
        }
        guard let root = SetHistory.root(forSetAt: path) else {
            // Not a set that can be changed in place: opening it says why.
            if case .failure(let failed) = prepare(path: path, command: command, permissions: &permissions, asking: false, makeEdit) {
                return failed.status
            }
            return ExitStatus.failure
        }
        return Interruption.whileChangingFiles {
            saveLocked(
                root: root, path: path, command: command, force: force, answered: answered, confirm: confirm, permissions: &permissions,
                makeEdit)
        }
    }

    /// Works the edit out again under the set's lock and saves it, if it is still what was answered.
    private static func saveLocked(
        root: String, path: String, command: String, force: Bool, answered: String?,
        confirm: ((EditableBoardSet, AuthoringChange) -> Bool)?, permissions: inout EditPermissions,
        _ makeEdit: (EditableBoardSet, EditPermissions) throws(AuthoringError) -> any AuthoringEdit
    ) -> Int32 {
        do {
            return try SetHistory(root: root, command: command).whileLocked {
                let editable: EditableBoardSet
                let change: AuthoringChange
                let kept: KeptOpenSet?
                switch prepare(path: path, command: command, permissions: &permissions, asking: false, keeping: true, makeEdit) {
                case .failure(let failed): return failed.status
                case .success(let prepared): (editable, change, kept) = prepared
                }
                if let answered {
                    guard "\(change.summary)" == answered else {
                        Output.error("talkgrid \(command): \(CommandText.editChangedWhileAsked(now: "\(change.summary)"))")
                        return ExitStatus.failure
                    }
                } else if let confirm, !confirm(editable, change) {
                    return ExitStatus.failure
                }
                // A set folder, its boards read and checked once: only the boards the edit changes are read and checked again.
                var checked: CheckedChange?
                if let kept {
                    switch kept.check(change) {
                    case .success(let (made, _)): checked = made
                    case .failure(let error):
                        Output.error("talkgrid \(command): \(CommandText.editNotReadBack(reason: error))")
                        return ExitStatus.failure
                    }
                }
                return editable.save(change, force: force, command: command, checked: checked)
            }
        } catch {
            Output.error("talkgrid \(command): \(CommandText.editNotSaved(reason: error))")
            return ExitStatus.failure
        }
    }

    /// Opens the set and works the edit out; on a terminal (`asking`) a refusal to replace is
    /// asked about, and a yes is kept in `permissions`. A failure is printed; its exit status returned.
    /// `keeping`: a set folder is read by the validator as it is opened, each board checked as it is
    /// read (``KeptOpenSet``), so the edit is checked by reading again only what it changes.
    private static func prepare(
        path: String, command: String, permissions: inout EditPermissions, asking: Bool, keeping: Bool = false,
        _ makeEdit: (EditableBoardSet, EditPermissions) throws(AuthoringError) -> any AuthoringEdit
    ) -> Result<(EditableBoardSet, AuthoringChange, KeptOpenSet?), Failed> {
        let editable: EditableBoardSet
        var kept: KeptOpenSet?
        do {
            if keeping {
                (editable, kept) = try KeptOpenSet.openingForEdit(path)
            } else {
                editable = try EditableBoardSet(opening: path)
            }
            try editable.requireEditable()
        } catch {
            Output.error("talkgrid \(command): \(error)")
            return .failure(Failed())
        }
        do {
            return .success((editable, try Self.change(makeEdit(editable, permissions), on: editable), kept))
        } catch  where asking && error.needsReplace && !permissions.replace && Confirmation.askedReplacing("\(error)", command: command) {
            permissions.replace = true
            do {
                return .success((editable, try Self.change(makeEdit(editable, permissions), on: editable), kept))
            } catch {
                Output.error("talkgrid \(command): \(error)")
                return .failure(Failed())
            }
        } catch {
            Output.error("talkgrid \(command): \(error)")
            return .failure(Failed())
        }
    }

    /// The change an edit makes, with the pictures and sounds it leaves unused taken out of the set (the manifest stays true).
    private static func change(_ edit: any AuthoringEdit, on editable: EditableBoardSet) throws(AuthoringError) -> AuthoringChange {
        try edit.applied(to: editable.documents).releasingUnusedMedia(from: editable.documents)
    }

    /// A failure already printed: the command ends with exit status 1.
    struct Failed: Error {
        var status: Int32 { ExitStatus.failure }
    }

    /// What the person allowed for an edit: `--replace` (or a Yes), `--force`.
    struct EditPermissions {
        /// A cell or link already there may be replaced.
        var replace: Bool
        /// The change may be saved even when it adds an error (such as a link to a board not made yet).
        var force: Bool
    }
}
