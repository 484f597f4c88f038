import TalkGrid

/// Runs one edit on the set at a path: open, apply, (confirm), validate, save, report.
enum AuthoringRun {
    /// The exit status of editing the set at `path` with the edit `makeEdit` builds.
    ///
    /// `confirm` is asked, with the change the edit would make, before anything is written. An
    /// edit refused only because it would replace something (``AuthoringError/needsReplace``) is
    /// asked about on a terminal (Yes/No) and made again with `replace` when the answer is yes.
    static func perform(
        path: String, command: String, force: Bool, replace: Bool = false,
        confirm: ((EditableBoardSet, AuthoringChange) -> Bool)? = nil,
        _ makeEdit: (EditableBoardSet, EditPermissions) throws(AuthoringError) -> any AuthoringEdit
    ) -> Int32 {
        let editable: EditableBoardSet
        let change: AuthoringChange
        do {
            editable = try EditableBoardSet(opening: path)
            try editable.requireEditable()
        } catch {
            Output.error("talkgrid \(command): \(error)")
            return ExitStatus.failure
        }
        var permissions = EditPermissions(replace: replace, force: force)
        do {
            change = try makeEdit(editable, permissions).applied(to: editable.documents)
        } catch  where error.needsReplace && !permissions.replace && Confirmation.askedReplacing("\(error)", command: command) {
            permissions.replace = true
            do {
                change = try makeEdit(editable, permissions).applied(to: editable.documents)
            } catch {
                Output.error("talkgrid \(command): \(error)")
                return ExitStatus.failure
            }
        } catch {
            Output.error("talkgrid \(command): \(error)")
            return ExitStatus.failure
        }
        if let confirm, !confirm(editable, change) { return ExitStatus.failure }
        return editable.save(change, force: force, command: command)
    }

    /// What the person allowed for an edit: `--replace` (or a Yes), `--force`.
    struct EditPermissions {
        /// A cell or link already there may be replaced.
        var replace: Bool
        /// The change may be saved even when it adds an error (such as a link to a board not made yet).
        var force: Bool
    }
}
