extension CaregiverText {
    /// Parts of one sentence, one after another ("A; B; C"), the separator from the catalogue.
    public static func clauses(_ first: CaregiverText, _ rest: [CaregiverText]) -> CaregiverText {
        guard let next = rest.first else { return first }
        return AuthoringText.joinClauses(first: first, rest: clauses(next, Array(rest.dropFirst())))
    }
}

extension CaregiverText {
    /// Items of a list, one after another ("A, B, C"), the separator from the catalogue.
    public static func items(_ first: CaregiverText, _ rest: [CaregiverText]) -> CaregiverText {
        guard let next = rest.first else { return first }
        return AuthoringText.joinItems(first: first, rest: items(next, Array(rest.dropFirst())))
    }
}

extension ShortList {
    /// The items as one argument: the first `limit` of them joined with the catalogue's separator
    /// ("A, B, C"), then "and N more" when there are more.
    public static func listed(_ items: [InterfaceText.Argument], limit: Int = defaultLimit) -> InterfaceText.Argument {
        let (shown, more) = parts(items, limit: limit)
        var list = shown.last ?? .text("")
        for item in shown.dropLast().reversed() {
            list = .caregiver(AuthoringText.joinItems(first: item, rest: list))
        }
        guard more > 0 else { return list }
        return .caregiver(AuthoringText.listAndMore(list: list, count: more))
    }
}
