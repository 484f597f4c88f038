import TalkGridPictures

extension VectorPicture {
    /// Where the picture goes in `box` (see ``VectorPicture/placement(x:y:width:height:)``).
    func box(in box: PageRect) -> PageRect {
        let placed = placement(x: box.x, y: box.y, width: box.width, height: box.height)
        return PageRect(x: placed.x, y: placed.y, width: placed.width, height: placed.height)
    }
}
