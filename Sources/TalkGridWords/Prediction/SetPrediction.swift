import Foundation
import Synchronization
import TalkGrid
import TalkGridStorage

/// The words ahead of a running board: a ``Predictor`` for the set, made at the first use (the
/// set's words ranked once), with the word pairs its spoken messages taught read again from the
/// set's folder whenever the file changed (they change as messages are spoken; a pick that
/// changes nothing on disk costs one `stat`).
public final class SetPrediction: Sendable {
    private let boardSet: BoardSet
    /// The language the person chose (nil: the boards' own): the words are the boards' labels in it.
    private let language: String?
    private let pairsFile: WordPairsFile?
    private let data: WordData
    private let predictor = Mutex<Predictor?>(nil)
    /// The pairs last read, with the file's stamp then (nil stamp: no file).
    private let pairsRead = Mutex<(stamp: FileSystem.Stamp?, pairs: WordPairs)?>(nil)

    /// - Parameters:
    ///   - pairsFile: where the set's word pairs are counted; nil: none (a shipped set, an `.obz`).
    ///   - language: the language the person chose (`--lang`, the menu), nil for the boards' own:
    ///     the words offered are the labels the board shows in it (its OBF `strings`).
    ///   - data: the installed word data (frequencies by language).
    public init(
        boardSet: BoardSet, pairsFile: WordPairsFile?, language: String? = nil,
        data: WordData = WordData(environment: ProcessInfo.processInfo.environment)
    ) {
        self.boardSet = boardSet
        self.language = language
        self.pairsFile = pairsFile
        self.data = data
    }

    /// The words most likely after `words` (or the completions of `spelling`), best first, each
    /// with the set's nearest cell that says it.
    public func wordsAhead(after words: [String], spelling: String?) -> [WordAhead] {
        let pairs = currentPairs()
        let predictions = predictor.withLock { predictor in
            makeIfNeeded(&predictor, pairs: pairs)
            predictor!.pairs = pairs
            return predictor!.predictions(after: words, spelling: spelling)
        }
        return predictions.map { prediction in
            WordAhead(
                word: prediction.word, glyph: prediction.setWord?.glyph, boardID: prediction.setWord?.boardID,
                cellID: prediction.setWord?.cellID)
        }
    }

    /// Makes the predictor on another thread now (the set's words ranked, the word data read),
    /// while the front end builds its screen: the first words ahead, found before the first frame,
    /// then wait for what is left of it, or for nothing.
    public func prepareInBackground() {
        Thread.detachNewThread { [self] in
            let pairs = currentPairs()
            predictor.withLock { makeIfNeeded(&$0, pairs: pairs) }
        }
    }

    private func makeIfNeeded(_ predictor: inout Predictor?, pairs: WordPairs) {
        guard predictor == nil else { return }
        predictor = Predictor(
            setWords: SetWords(boardSet: shownBoardSet), frequencies: data.frequencies(language: language ?? ownLanguage).frequencies,
            pairs: pairs)
    }

    /// The language of the set's own words: its root board's.
    private var ownLanguage: String { boardSet.root?.locale ?? "en" }

    /// The set as the board shows it: every board's labels in the chosen language where it has them
    /// (a board without a locale is in the set's own language, as the session reads it).
    private var shownBoardSet: BoardSet {
        guard let language else { return boardSet }
        var shown = boardSet
        for (id, board) in boardSet.boards {
            shown.boards[id] = BoardTranslation(board: board, language: language, defaultLanguage: ownLanguage).translated(board)
        }
        return shown
    }

    /// The set's word pairs, read again only when the file is not the one read last.
    private func currentPairs() -> WordPairs {
        guard let pairsFile else { return WordPairs() }
        let stamp = FileSystem.stamp(of: pairsFile.path)
        return pairsRead.withLock { read in
            if let read, read.stamp == stamp { return read.pairs }
            let pairs = pairsFile.read()
            read = (stamp, pairs)
            return pairs
        }
    }
}
