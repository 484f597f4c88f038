/// A rectangle on the page, in points from the top left corner.
public struct PageRect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The rectangle shrunk by `amount` on every side (never below nothing).
    public func inset(by amount: Double) -> PageRect {
        PageRect(x: x + amount, y: y + amount, width: max(0, width - 2 * amount), height: max(0, height - 2 * amount))
    }

    /// Whether the point lies inside.
    public func contains(x px: Double, y py: Double) -> Bool {
        px >= x && px <= x + width && py >= y && py <= y + height
    }
}

/// Where the parts of a board's page go: the title at the top, the footer at the bottom, and
/// between them the grid, every slot the same size (the board's rows and columns mapped to
/// points).
public struct PageGeometry: Hashable, Sendable {
    public var page: PageRect
    public var title: PageRect
    public var footer: PageRect
    public var grid: PageRect
    public var rows: Int
    public var columns: Int
    /// The space between two cells.
    public var gap: Double

    /// Margins of about 12 mm: inside what office printers can reach on A4 and Letter.
    public static let margin = 34.0
    public static let titleHeight = 30.0
    public static let footerHeight = 16.0

    public init(width: Double, height: Double, rows: Int, columns: Int) {
        let margin = Self.margin
        page = PageRect(x: 0, y: 0, width: width, height: height)
        title = PageRect(x: margin, y: margin, width: width - 2 * margin, height: Self.titleHeight)
        footer = PageRect(x: margin, y: height - margin - Self.footerHeight, width: width - 2 * margin, height: Self.footerHeight)
        let top = title.y + title.height + 6
        grid = PageRect(x: margin, y: top, width: width - 2 * margin, height: max(0, footer.y - 6 - top))
        self.rows = max(1, rows)
        self.columns = max(1, columns)
        let unit = min(grid.width / Double(self.columns), grid.height / Double(self.rows))
        gap = min(4, unit * 0.04)
    }

    /// The slot at a row and column (from 0), with half the gap kept free on each side.
    public func cell(row: Int, column: Int) -> PageRect {
        let width = grid.width / Double(columns)
        let height = grid.height / Double(rows)
        return PageRect(x: grid.x + Double(column) * width, y: grid.y + Double(row) * height, width: width, height: height)
            .inset(by: gap / 2)
    }
}
