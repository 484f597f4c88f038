import TalkGrid

extension DamagedBoard {
    /// The notice in the command line's words: which board cannot be read, and where its problem is.
    package var notice: String { CommandText.words.text(noticeText) }
}
