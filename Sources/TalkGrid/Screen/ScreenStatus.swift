/// What the front end knows that the session does not: speech, notices, and a layout changed for space.
public struct ScreenStatus: Hashable, Sendable {
    /// Whether speech is sounding now (shown as a sign in the message bar).
    public var isSpeaking: Bool
    /// The notice to show until the next key.
    public var notice: Announcement?
    /// Whether the rows layout is shown because the grid does not fit the window.
    public var showsRowsForSpace: Bool

    public init(isSpeaking: Bool = false, notice: Announcement? = nil, showsRowsForSpace: Bool = false) {
        self.isSpeaking = isSpeaking
        self.notice = notice
        self.showsRowsForSpace = showsRowsForSpace
    }
}
