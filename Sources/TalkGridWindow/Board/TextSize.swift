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

    /// How much larger than the standard size the text is.
    var scale: Double { [0.8, 0.9, 0.95, 1.0, 1.2, 1.6, 2.0][step - 1] }

    /// Whether this is one of the accessibility sizes.
    var isAccessibilitySize: Bool { step >= 6 }

    /// The label's size in pixels at most, in a cell.
    var labelPixels: Double { 22 * scale }
    /// The message bar's and the controls' text size, in points: they grow less than the cells'
    /// labels (at most 1.3 times), so that at the largest sizes the board keeps most of the
    /// window and its cells stay large.
    var messagePoints: Double { 20 * min(scale, 1.3) }
    var controlPoints: Double { 14 * min(scale, 1.3) }

    /// The smallest width and height a cell needs at this size (a picture and a line of label):
    /// an 11 x 16 board fits a 1280 x 800 screen whole at the standard sizes, a region at a time
    /// at the accessibility sizes.
    var smallestCell: (width: Double, height: Double) { (56 * scale, 44 * scale) }

    /// Larger or smaller by `delta` steps.
    func changed(by delta: Int) -> TextSize { TextSize(step: step + delta) }
}
