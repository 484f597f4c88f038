import Foundation
import TalkGridStorage
import TalkGridTestSupport
import Testing

@testable import TalkGrid

/// The findings of a set read again after an edit, found again only where the edit can change them
/// (``Validator/findings(_:after:kept:changed:)``), are those of validating the edited set whole:
/// the same findings in the same order, edit after edit.
@Suite("Validation: the findings after an edit")
struct FindingsAfterAnEditTests {
    /// A set kept open as an editor keeps it: its files, the set read and checked, its findings.
    private struct OpenSet {
        var source: InMemoryBoardSetSource
        var reviewed: ReviewedBoardSet
        var findings: KeptFindings
    }

    /// One edit of the documents as they are now.
    private typealias Edit = (BoardSetDocuments) throws -> any AuthoringEdit

    private static func opened(_ source: InMemoryBoardSetSource, _ validator: Validator) throws -> OpenSet {
        let reviewed = try validator.loadKeepingBoards(source)
        return OpenSet(source: source, reviewed: reviewed, findings: validator.findings(reviewed))
    }

    /// Makes each edit in turn, reading back only what it changed, and compares the findings kept
    /// and found again with the edited set validated whole; at the end, with the set read afresh.
    /// Returns how many edits kept some set check's findings.
    @discardableResult
    private static func expectSameFindings(
        _ source: InMemoryBoardSetSource, validator: Validator, edits: [(String, Edit)], sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Int {
        var open = try opened(source, validator)
        #expect(open.findings.all == validator.validate(try BoardSetLoader.loadSet(from: source)), sourceLocation: sourceLocation)
        var keeping = 0
        for (name, edit) in edits {
            let documents = BoardSetDocuments(open.reviewed.set)
            let change = try edit(documents).applied(to: documents)
            var files = open.source.files
            var changed = Set(change.removedEntries)
            for entry in change.changedEntries {
                files[entry] = change.documents.bytes(of: entry)
                changed.insert(entry)
            }
            for entry in change.removedEntries { files[entry] = nil }
            let edited = InMemoryBoardSetSource(displayName: source.displayName, files: files)
            let again = try validator.reload(edited, after: open.reviewed, changed: changed)
            let found = validator.findings(again, after: open.reviewed, kept: open.findings, changed: changed)
            #expect(found.all == validator.validate(again), "\(name)", sourceLocation: sourceLocation)
            if zip(found.bySetCheck, open.findings.bySetCheck).contains(where: { $0.0 == $0.1 && !$0.0.isEmpty }) { keeping += 1 }
            open = OpenSet(source: edited, reviewed: again, findings: found)
        }
        // And the set the edits made, read afresh.
        #expect(open.findings.all == validator.validate(try BoardSetLoader.loadSet(from: open.source)), sourceLocation: sourceLocation)
        return keeping
    }

    private static func relabel(_ board: String, _ row: Int, _ column: Int, _ label: String) -> Edit {
        { _ in
            var edit = SetCell(boardID: board, slot: GridSlot(row: row, column: column))
            edit.label = .set(label)
            edit.replace = true
            return edit
        }
    }

    private static func cell(_ board: String, _ row: Int, _ column: Int, _ change: @escaping (inout SetCell) -> Void) -> Edit {
        { _ in
            var edit = SetCell(boardID: board, slot: GridSlot(row: row, column: column))
            edit.replace = true
            change(&edit)
            return edit
        }
    }

    private static func renamed(_ board: String, _ name: String) -> Edit {
        { _ in
            var edit = SetBoard(boardID: board)
            edit.name = name
            return edit
        }
    }

    @Test(
        "on the 78-board CoughDrop-shaped set: labels, a word moved, a name, links, a cell removed, cells swapped, a picture file, a new board"
    )
    func coughDropSet() throws {
        let generated = GeneratedBoardSet.coughDrop(boards: 78)
        let source = InMemoryBoardSetSource(
            displayName: "coughdrop-78", files: Dictionary(uniqueKeysWithValues: generated.files().map { ($0.path, $0.bytes) }))
        let (root, second, third) = (generated.boardID(0), generated.boardID(1), generated.boardID(2))
        // A word of the second board, to put at another place on the root (the same size): it then moves.
        let words = try BoardSetLoader.loadSet(from: source).boards[second]?.cells.map(\.label) ?? []
        let word = try #require(words.first { !$0.isEmpty })
        var picture = CellPicture(
            contentType: "image/png", bytes: [0x89, 0x50, 0x4E, 0x47, 1, 2, 3], width: 8, height: 8, name: "apple.png")
        let edits: [(String, Edit)] = [
            ("a label", Self.relabel(root, 0, 0, "word 0")),
            ("the same cell again", Self.relabel(root, 0, 0, "word 1")),
            ("a label on another board", Self.relabel(third, 2, 3, "shared")),
            ("a word that sits elsewhere on a board of the same size", Self.relabel(root, 3, 5, word)),
            ("the same word at its place", Self.relabel(third, 0, 0, word)),
            ("a board renamed", Self.renamed(second, "Second board")),
            ("a cell hidden", Self.cell(root, 1, 1) { $0.hidden = true }),
            ("a vocalization", Self.cell(second, 1, 2) { $0.vocalization = .set("say this") }),
            ("a link to another board", Self.cell(root, 4, 4) { $0.link = .set(third) }),
            ("a cell removed", { _ in RemoveCell(boardID: third, slot: GridSlot(row: 1, column: 1)) }),
            ("cells swapped", { _ in SwapCells(boardID: root, first: GridSlot(row: 0, column: 0), second: GridSlot(row: 1, column: 1)) }),
            (
                "a picture saved as a new file",
                { documents in
                    picture = picture.placed(among: documents.entries) { _ in false }
                    var edit = SetCell(boardID: second, slot: GridSlot(row: 0, column: 1))
                    edit.picture = .set(picture)
                    edit.replace = true
                    return edit
                }
            ),
            ("a label after the picture", Self.relabel(second, 0, 1, "apple")),
            (
                "a board added",
                { _ in AddBoard(board: try BlankBoard(id: "added", name: "Added", locale: "en", glyph: nil, rows: 7, columns: 8)) }
            ),
            ("a label after the new board", Self.relabel(root, 2, 2, "more")),
        ]
        let keeping = try Self.expectSameFindings(source, validator: Validator(), edits: edits)
        #expect(keeping >= 8, "most edits keep the findings of the set checks they cannot change")
    }

    @Test(
        "on the shipped sets (one translated), plain, with the voices' languages and strict: labels, a name, a vocalization, a removed cell",
        arguments: ["core-words", "first-words"])
    func shippedSet(_ name: String) throws {
        let (folder, path) = try Fixtures.copyOfShippedSet(name, label: "findings-after-an-edit")
        defer { Fixtures.removeTemporaryFolder(folder) }
        let listed = try FolderSource(path: path)
        let files = try Dictionary(uniqueKeysWithValues: listed.entryPaths().map { ($0, try listed.contents(of: $0)) })
        let source = InMemoryBoardSetSource(displayName: name, files: files)
        let set = try BoardSetLoader.loadSet(from: source)
        let root = set.rootID
        let other = try #require(set.boardOrder.last)
        let edits: [(String, Edit)] = [
            ("a label", Self.relabel(root, 0, 0, "hello")),
            ("a label on another board", Self.relabel(other, 0, 1, "there")),
            ("a board renamed", Self.renamed(other, "Other words")),
            ("a label back", Self.relabel(root, 0, 0, "I")),
            ("a vocalization", Self.cell(root, 0, 1) { $0.vocalization = .set("say it") }),
            ("a cell removed", { _ in RemoveCell(boardID: other, slot: GridSlot(row: 0, column: 0)) }),
        ]
        for validator in [
            Validator(), Validator(options: ValidationOptions(voiceLanguages: ["fr"])), Validator(options: ValidationOptions(strict: true)),
        ] {
            try Self.expectSameFindings(source, validator: validator, edits: edits)
        }
    }

    @Test("links whose id and path disagree name the boards they lead to; a stray file, words at other places: each edit finds them again")
    func linksNamesAndFiles() throws {
        typealias B = ValidationTestBoards
        let manifest = """
            {"format": "open-board-0.1", "root": "boards/home.obf", "paths": {"boards": {"home": "boards/home.obf", \
            "more": "boards/more.obf", "other": "boards/other.obf"}}}
            """
        let grid = #"{"rows": 1, "columns": 2, "order": [["1", "2"]]}"#
        let home = B.board(
            id: "home",
            buttons: """
                {"id": "1", "label": "more", "ext_talkgrid_glyph": "➕", "load_board": {"id": "more", "path": "boards/other.obf"}},
                {"id": "2", "label": "eat", "ext_talkgrid_glyph": "🍎"}
                """, grid: grid)
        let more = B.board(
            id: "more",
            buttons: """
                {"id": "1", "label": "eat", "ext_talkgrid_glyph": "🍎"},
                {"id": "2", "label": "home", "ext_talkgrid_glyph": "🏠", "load_board": {"id": "home", "path": "boards/more.obf"}}
                """, grid: grid)
        let other = B.board(id: "other", buttons: #"{"id": "1", "label": "eat", "ext_talkgrid_glyph": "🍎"}"#)
        let source = InMemoryBoardSetSource(
            displayName: "set",
            files: [
                "manifest.json": manifest, "boards/home.obf": home, "boards/more.obf": more, "boards/other.obf": other,
                "images/stray.png": "png",
            ].mapValues { Array($0.utf8) })
        let edits: [(String, Edit)] = [
            ("the board a link's id names renamed", Self.renamed("more", "More words")),
            ("the board a link's path names renamed", Self.renamed("other", "Other words")),
            ("a word moved where the first board has it", Self.relabel("home", 0, 1, "drink")),
            ("the word back", Self.relabel("more", 0, 0, "drink")),
            ("a link's path to the home board", Self.cell("more", 0, 1) { $0.link = .set("home") }),
            ("the first board renamed", Self.renamed("home", "Start")),
        ]
        let keeping = try Self.expectSameFindings(source, validator: Validator(), edits: edits)
        #expect(keeping >= 4)
    }
}
