import CGtk

/// Widgets in rows and columns.
@GLibMain
public final class Grid: Container {
    /// An empty grid; `homogeneous`: every row as high and every column as wide as the others;
    /// `spacing` pixels between them.
    public init(homogeneous: Bool = false, spacing: Int = 0) {
        super.init(taking: gtk_grid_new())
        gtk_grid_set_row_homogeneous(pointer, homogeneous ? 1 : 0)
        gtk_grid_set_column_homogeneous(pointer, homogeneous ? 1 : 0)
        gtk_grid_set_row_spacing(pointer, guint(spacing))
        gtk_grid_set_column_spacing(pointer, guint(spacing))
    }

    /// Puts `child` in the slot at `row` and `column`, `width` columns wide.
    public func attach(_ child: Widget, row: Int, column: Int, width: Int = 1) {
        gtk_grid_attach(pointer, child.pointer, Int32(column), Int32(row), Int32(width), 1)
    }
}
