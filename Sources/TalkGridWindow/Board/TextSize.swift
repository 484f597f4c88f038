import TalkGrid

/// The window's text size, in seven steps as Dynamic Type has them: 1 to 5 the standard sizes
/// (4 is the standard one), 6 and 7 accessibility sizes. At the accessibility sizes a large
/// board is shown a zoom region at a time, so that labels and pictures stay large.
struct TextSize: Equatable {
    /// The step, 1 to 7.
    let step: Int

    static let steps = SessionSettings.textSizes

    init(step: Int) { self.step = min(max(step, Self.steps.lowerBound), Self.steps.upperBound) }

    /// The step nearest the desktop's text scale (1.0: the standard step).
    init(desktopScale: Double) {
        let scales = Self.steps.map { Self(step: $0).scale }
        let nearest = scales.indices.min { abs(scales[$0] - desktopScale) < abs(scales[$1] - desktopScale) } ?? 3
        self.init(step: nearest + 1)
    }

    /// How much larger than the standard size the text is: each step at least a tenth larger than
    /// the one before, so that every step shows on every board.
    var scale: Double { [0.7, 0.8, 0.9, 1.0, 1.2, 1.6, 2.0][step - 1] }

    /// Whether this is one of the accessibility sizes.
    var isAccessibilitySize: Bool { step >= 6 }

    /// The label's size in pixels at most, in a cell.
    var labelPixels: Double { 22 * scale }

    /// The height of one line of a cell's label, in a cell `height` pixels high (its rounded box):
    /// a quarter of the cell at the standard size (26 pixels at most), times the size's scale. The
    /// label takes that line (two for two words where the cell is high enough) and the picture all
    /// the rest of the cell (``CellLayout``); the label's letters are four fifths of the line.
    func labelLine(cellHeight height: Double) -> Double { max(5, min(height * 0.25, 26) * scale) }

    /// The size of the digits of a cell's key badge in a cell `height` pixels high: seven eighths of
    /// the label's letters, so that the badge grows with the text size as the labels do (each step
    /// at least a tenth), and stays out of the picture's way.
    func keyBadge(cellHeight height: Double) -> Double { min(labelLine(cellHeight: height) * 0.7, 28) }

    /// The size of the digit of a zoom region's tile badge: four fifths of the text size's largest
    /// label letters (so that it grows with each step), never more than a third of the tile's
    /// shorter side.
    func groupBadge(tileSide side: Double) -> Double { min(labelPixels * 0.8, side / 3) }
    /// The message bar's and the controls' text size, in points: they grow less than the cells'
    /// labels (at most 1.3 times), so that at the largest sizes the board keeps most of the
    /// window and its cells stay large.
    var messagePoints: Double { 20 * min(scale, 1.3) }
    var controlPoints: Double { 14 * min(scale, 1.3) }
    /// The letters of the message bar's words, in pixels (its points at 96 dots an inch, a little
    /// smaller under their pictures).
    var messageLetters: Double { messagePoints * 4 / 3 * 0.75 }
    /// The height of the message bar's words: a picture above a line of letters.
    var messageWordsHeight: Double { messageLetters * 3.2 }
    /// The height of the title's line, which the notice shares: two lines of the notice's text,
    /// so that a notice coming or going (on one line or two) never moves the board.
    var titleLineHeight: Double { controlPoints * 4 / 3 * 1.25 * 2 }

    /// The smallest width and height a cell needs at this size (a picture and a line of label):
    /// an 11 x 16 board fits a 1280 x 800 screen whole at the standard sizes, a region at a time
    /// at the accessibility sizes; a board of 6 x 6 (the shipped core words) stays whole at every size.
    var smallestCell: (width: Double, height: Double) { (48 * scale, 44 * scale) }

    /// Larger or smaller by `delta` steps.
    func changed(by delta: Int) -> TextSize { TextSize(step: step + delta) }
}
