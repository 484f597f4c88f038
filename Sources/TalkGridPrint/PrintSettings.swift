import TalkGrid

/// How a set is printed: the paper, its orientation, what each cell shows besides its picture
/// and label, and the language of the labels.
public struct PrintSettings: Hashable, Sendable {
    public var paper: PaperSize
    public var orientation: PageOrientation
    /// Whether each cell's number-key sequence is printed in its corner.
    public var showsKeys: Bool
    /// Whether the pages are printed in shades of grey (colours, pictures and emoji alike).
    public var grayscale: Bool
    /// The language of the labels, from the boards' OBF `strings` (nil: each board's own).
    public var language: String?
    /// The keypad the key sequences are written for.
    public var keypad: Keypad

    public init(
        paper: PaperSize = .a4, orientation: PageOrientation = .landscape, showsKeys: Bool = false, grayscale: Bool = false,
        language: String? = nil, keypad: Keypad = .phone
    ) {
        self.paper = paper
        self.orientation = orientation
        self.showsKeys = showsKeys
        self.grayscale = grayscale
        self.language = language
        self.keypad = keypad
    }

    /// The page's width and height in points (1/72 inch).
    public var pageSize: (width: Double, height: Double) {
        let (short, long) = paper.points
        return orientation == .portrait ? (short, long) : (long, short)
    }
}

/// A paper size.
public enum PaperSize: String, CaseIterable, Hashable, Sendable {
    /// ISO A4, 210 x 297 mm.
    case a4
    /// US Letter, 8.5 x 11 inches.
    case letter

    /// The short and the long side in points.
    public var points: (short: Double, long: Double) {
        switch self {
        case .a4: (595.276, 841.89)
        case .letter: (612, 792)
        }
    }
}

/// Which way up the paper is.
public enum PageOrientation: String, CaseIterable, Hashable, Sendable {
    case landscape
    case portrait
}
