/// Which board a person means by the word they typed: its id (`home`), the id with other
/// capitals (`Home`), or its name as the board shows it (`Food`, `I want`).
public enum BoardNames {
    /// The id of the board `typed` names among `boards` (each id with its name): the id itself;
    /// else the one id equal to it ignoring case; else the one board whose name is equal to it
    /// ignoring case and the spaces around it. `typed` itself when none or several match, so
    /// the "no board" message names what was typed.
    public static func id(for typed: String, among boards: [(id: String, name: String?)]) -> String {
        if boards.contains(where: { $0.id == typed }) { return typed }
        let wanted = typed.trimmingSpaces.lowercased()
        let byID = boards.filter { $0.id.lowercased() == wanted }
        if byID.count == 1 { return byID[0].id }
        let byName = boards.filter { $0.name?.trimmingSpaces.lowercased() == wanted }
        if byName.count == 1 { return byName[0].id }
        return typed
    }
}

extension BoardSet {
    /// The id of the board `typed` names: its id, the id in other capitals, or its name as shown
    /// (see ``BoardNames``); `typed` when no one board matches.
    public func boardID(named typed: String) -> String {
        BoardNames.id(for: typed, among: boardOrder.map { ($0, boards[$0]?.name) })
    }
}
