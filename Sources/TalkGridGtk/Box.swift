import CGtk

/// A row or a column of widgets.
@GLibMain
public final class Box: Container {
    public enum Direction: Sendable {
        case row, column
    }

    /// An empty row or column, `spacing` pixels between its widgets.
    public init(_ direction: Direction, spacing: Int = 0) {
        super.init(
            taking: gtk_box_new(
                Int32(direction == .row ? talkgrid_gtk_orientation_horizontal : talkgrid_gtk_orientation_vertical), Int32(spacing)))
    }

    /// Adds `child` at the end; `expand`: it takes a share of the space left over.
    public func append(_ child: Widget, expand: Bool = false) { gtk_box_pack_start(pointer, child.pointer, expand ? 1 : 0, 1, 0) }

    /// Adds `child` at `position` (0: first), `expand` as ``append(_:expand:)``.
    public func insert(_ child: Widget, at position: Int, expand: Bool = false) {
        append(child, expand: expand)
        gtk_box_reorder_child(pointer, child.pointer, Int32(position))
    }

    /// Whether every widget gets the same space.
    public func setHomogeneous(_ homogeneous: Bool) { gtk_box_set_homogeneous(pointer, homogeneous ? 1 : 0) }
}
