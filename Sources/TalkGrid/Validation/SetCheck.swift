/// A check of the set as a whole: links between boards, words across boards, the manifest, the
/// pictures (each decoded once for the whole set).
///
/// Set checks run once every board is read and reviewed. A board then holds only the parts of its
/// JSON that ``SetWideJSON/shape`` keeps: a set check reads nothing else of it.
protocol SetCheck: ValidationCheck {
    /// Looks at the set in `context` and reports what it finds there.
    static func check(_ context: inout ValidationContext)
}
