extension BoardDocument {
    /// The grid's size as its `order` gives it: rows, and the longest row's columns.
    public var gridSize: (rows: Int, columns: Int) {
        let order = json["grid"]?["order"]?.elements ?? []
        return (order.count, order.map { $0.elements?.count ?? 0 }.max() ?? 0)
    }

    /// The buttons, when `buttons` is an array (an empty list when it is missing).
    var buttons: [JSONNode] { json["buttons"]?.elements ?? [] }

    /// The button with the given id.
    func button(id: String) -> JSONNode? { buttons.first { $0["id"]?.scalarText == id } }

    /// Fails unless the board has a `grid.order` of rows and, if any, a `buttons` array, so edits are safe.
    func requireEditableGrid() throws(AuthoringError) {
        guard let order = json["grid"]?["order"]?.elements, order.allSatisfy({ $0.elements != nil }) else {
            throw .malformedBoard(board: id, reason: CaregiverText(AuthoringTextKey.malformedNoGridOrder))
        }
        if let buttons = json["buttons"], buttons.elements == nil {
            throw .malformedBoard(board: id, reason: CaregiverText(AuthoringTextKey.malformedButtonsNotList))
        }
    }

    /// Fails unless `slot` is inside the grid.
    func requireInside(_ slot: GridSlot) throws(AuthoringError) {
        try requireEditableGrid()
        let size = gridSize
        guard slot.row >= 0, slot.column >= 0, slot.row < size.rows, slot.column < size.columns else {
            throw .slotOutsideGrid(slot: slot, board: id, rows: size.rows, columns: size.columns)
        }
    }

    /// The id of the button placed at `slot`, when the slot names a button of the board.
    func buttonID(at slot: GridSlot) -> String? {
        guard let rows = json["grid"]?["order"]?.elements, rows.indices.contains(slot.row),
            let row = rows[slot.row].elements, row.indices.contains(slot.column),
            let id = row[slot.column].scalarText, button(id: id) != nil
        else { return nil }
        return id
    }

    /// The cells nearest to `slot` (at most `limit`, nearest first), as `2,3 "eat"`: what a
    /// person who named an empty slot most likely meant.
    func cellsNear(_ slot: GridSlot, limit: Int = 3) -> [String] {
        var found: [(distance: Int, text: String)] = []
        for (rowIndex, row) in (json["grid"]?["order"]?.elements ?? []).enumerated() {
            for (column, node) in (row.elements ?? []).enumerated() {
                guard let id = node.scalarText, let button = button(id: id) else { continue }
                let place = GridSlot(row: rowIndex, column: column)
                let label = button["label"]?.scalarText ?? id
                let distance = abs(place.row - slot.row) + abs(place.column - slot.column)
                found.append((distance, "\(place.oneBasedText) \"\(label)\""))
            }
        }
        return found.enumerated().sorted { ($0.element.distance, $0.offset) < ($1.element.distance, $1.offset) }.prefix(limit).map(
            \.element.text)
    }

    /// Where the grid places a button.
    func slot(ofButton id: String) -> GridSlot? {
        for (rowIndex, row) in (json["grid"]?["order"]?.elements ?? []).enumerated() {
            if let column = row.elements?.firstIndex(where: { $0.scalarText == id }) {
                return GridSlot(row: rowIndex, column: column)
            }
        }
        return nil
    }

    /// Puts a button id (or `null`) into a slot, padding a short row with `null`s.
    mutating func place(_ id: String?, at slot: GridSlot) {
        json.updateMember("grid", adding: .object([])) { grid in
            grid.updateMember("order", adding: .array([])) { order in
                order.updateElement(at: slot.row) { row in
                    guard case .array(var slots) = row.value else { return }
                    while slots.count <= slot.column { slots.append(JSONNode(.null)) }
                    slots[slot.column] = id.map(JSONNode.text) ?? JSONNode(.null)
                    row.value = .array(slots)
                }
            }
        }
    }

    /// Changes the button with the given id in place.
    mutating func updateButton(id: String, _ body: (inout JSONNode) -> Void) {
        json.updateMember("buttons", adding: .array([])) { buttons in
            guard let index = buttons.elements?.firstIndex(where: { $0["id"]?.scalarText == id }) else { return }
            buttons.updateElement(at: index, body)
        }
    }

    /// Adds a button at the end of `buttons`.
    mutating func appendButton(_ button: JSONNode) {
        json.updateMember("buttons", adding: .array([])) { $0.appendElement(button) }
    }

    /// Removes the button with the given id from `buttons` (not from the grid).
    mutating func removeButton(id: String) {
        json.updateMember("buttons", adding: .array([])) { buttons in
            buttons.removeElements { $0["id"]?.scalarText == id }
        }
    }

    /// An id of the form `prefix` + number that no element of `list` uses yet and `isTaken` does not refuse.
    func unusedID(prefix: String, in list: String, avoiding isTaken: (String) -> Bool = { _ in false }) -> String {
        let used = Set((json[list]?.elements ?? []).compactMap { $0["id"]?.scalarText })
        var number = (json[list]?.elements?.count ?? 0) + 1
        while used.contains("\(prefix)\(number)") || isTaken("\(prefix)\(number)") { number += 1 }
        return "\(prefix)\(number)"
    }

    /// How many buttons show the image (or play the sound) with this id.
    func useCount(of mediaID: String, key: String) -> Int {
        buttons.filter { $0[key]?.scalarText == mediaID }.count
    }

    /// The image with the given id.
    func image(id: String) -> JSONNode? { json["images"]?.elements?.first { $0["id"]?.scalarText == id } }

    /// The sound with the given id.
    func sound(id: String) -> JSONNode? { json["sounds"]?.elements?.first { $0["id"]?.scalarText == id } }

    /// Removes an image or sound (`list` is `images` or `sounds`) that no button uses any more.
    mutating func removeMediaIfUnused(_ mediaID: String?, list: String, key: String) {
        guard let mediaID, useCount(of: mediaID, key: key) == 0, json[list]?.elements != nil else { return }
        json.updateMember(list, adding: .array([])) { $0.removeElements { $0["id"]?.scalarText == mediaID } }
    }

    /// Every text the board shows or speaks that a translation could cover: name, labels, vocalizations.
    var translatableTexts: [String] {
        var texts: [String] = []
        if let name = json["name"]?.string { texts.append(name) }
        for button in buttons {
            if let label = button["label"]?.scalarText { texts.append(label) }
            if let vocalization = button["vocalization"]?.scalarText { texts.append(vocalization) }
        }
        return texts.filter { !$0.trimmingSpaces.isEmpty }
    }
}
