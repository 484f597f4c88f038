import TalkGrid
import TalkGridCommandLine
import TalkGridStorage

/// A part of a damaged `.obz` that `talkgrid import` could not read and left out, with what in
/// the set needs it: the board it is (by the id the set gives it) and the cells that open it or
/// show it as their picture or sound.
package struct UnreadablePart {
    /// The entry and why it could not be read.
    package var unread: ArchiveExtractor.UnreadableEntry
    /// The id of the board in the entry, when the set lists or links it as a board.
    package var boardID: String?
    /// The cells of the readable boards that use the entry.
    package var uses: [EntryUse]

    /// The cells named in the text; the rest are counted.
    package static let namedUses = 3

    package init(_ unread: ArchiveExtractor.UnreadableEntry, in set: BoardSet) {
        self.unread = unread
        boardID = set.damagedBoard(named: unread.entry)?.id
        uses = set.uses(of: unread.entry)
    }

    /// `…: "boards/food.obf" cannot be read … (CRC error). It is the board "food". In the set, "Food" on "Home" opens it.`
    package var text: String {
        var sentences = [CommandText.words.text(unread.problem) + "."]
        if let boardID { sentences.append(CommandText.importPartIsBoard(id: boardID).description) }
        sentences.append(
            uses.isEmpty
                ? CommandText(.importPartUnused).description : CommandText.importPartUsedBy(uses: usesText).description)
        return sentences.joined(separator: " ")
    }

    /// The first cells that use the part, and how many more.
    private var usesText: CaregiverText {
        var named = uses.prefix(Self.namedUses).map { use in
            let text: CommandText =
                switch use.kind {
                case .opens: .importUseOpens(label: use.label, board: use.boardName)
                case .picture: .importUsePicture(label: use.label, board: use.boardName)
                case .sound: .importUseSound(label: use.label, board: use.boardName)
                }
            return text.caregiverText
        }
        if uses.count > Self.namedUses {
            named.append(CommandText.importUsesMore(count: uses.count - Self.namedUses).caregiverText)
        }
        return .items(named[0], Array(named.dropFirst()))
    }

    /// The part as JSON: `entry`, `problem`, `board` (when it is one), `usedBy` (`kind`, `label`, `board`, `file` of each cell).
    package var json: JSONNode {
        var members: [(String, JSONNode)] = [
            ("entry", JSONNode(.string(unread.entry))), ("problem", JSONNode(.string(CommandText.words.text(unread.problem)))),
        ]
        if let boardID { members.append(("board", JSONNode(.string(boardID)))) }
        members.append(
            (
                "usedBy",
                .array(
                    uses.map { use in
                        .object([
                            ("kind", JSONNode(.string(use.kind.rawValue))), ("label", JSONNode(.string(use.label))),
                            ("board", JSONNode(.string(use.boardName))), ("file", JSONNode(.string(use.boardFile))),
                        ])
                    })
            ))
        return .object(members)
    }
}
