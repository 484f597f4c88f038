extension BoardSet {
    /// The set's name as a person knows it (a printed footer, a notice): the manifest's name
    /// (`ext_talkgrid_name`, else `name`), else the last part of `path`, its file or folder.
    public func name(path: String) -> String {
        if case .object(let members)? = manifest?.value,
            case .string(let name)? = members.first(where: { $0.key == "ext_talkgrid_name" || $0.key == "name" })?.value.value,
            !name.isEmpty
        {
            return name
        }
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        return trimmed.split(separator: "/").last.map(String.init) ?? path
    }
}
