/// Changes the set's own name and description (`ext_talkgrid_name`, `ext_talkgrid_description` in the manifest).
public struct SetBoardSetInfo: AuthoringEdit {
    public var name: String?
    public var description: SetCell.Field<String>?

    public init(name: String? = nil, description: SetCell.Field<String>? = nil) {
        self.name = name
        self.description = description
    }

    public func applied(to documents: BoardSetDocuments) throws(AuthoringError) -> AuthoringChange {
        guard var manifest = documents.manifest else { throw .needsBoardSet(what: CaregiverText(AuthoringTextKey.doingNameSet)) }
        let before = manifest
        if let name {
            guard !name.trimmingSpaces.isEmpty else { throw .nothingToChange(CaregiverText(AuthoringTextKey.nothingSetNeedsName)) }
            if let problem = LabelText.problem(in: name) { throw .unusableText(field: .fieldName, text: name, problem: problem) }
            manifest.setMember("ext_talkgrid_name", to: .text(name))
        }
        if let description {
            switch description {
            case .set(let text): manifest.setMember("ext_talkgrid_description", to: .text(text))
            case .remove: manifest.setMember("ext_talkgrid_description", to: nil)
            }
        }
        var differences: [CaregiverText] = []
        for (field, key) in [(AuthoringTextKey.fieldName, "ext_talkgrid_name"), (.fieldDescription, "ext_talkgrid_description")] {
            let old = before[key]?.string
            let new = manifest[key]?.string
            if old != new { differences.append(SetCell.change(field, from: old.map { .text($0) }, to: new.map { .text($0) })) }
        }
        guard !differences.isEmpty else { throw .nothingToChange(CaregiverText(AuthoringTextKey.nothingSetAsAsked)) }
        var result = documents
        result.manifest = manifest
        return AuthoringChange(
            documents: result, changedEntries: ["manifest.json"],
            summary: AuthoringText.summaryChangedSet(changes: CaregiverText.clauses(differences[0], Array(differences.dropFirst()))))
    }
}
