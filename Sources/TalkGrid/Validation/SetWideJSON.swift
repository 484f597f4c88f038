/// The parts of a board's JSON that outlive its own checks: what the ``SetCheck``s read. (The
/// loader finds what its own findings about the whole set need while each board is whole.) Everything else (labels, colours, fields of other apps, the
/// images' sizes and licences, ...) is let go once the board's ``BoardCheck``s have run, so that a
/// set of a thousand boards is never held whole.
///
/// A set check that reads a part of a board's JSON not kept here would see it missing: a new one
/// adds that part here, or better gathers what it needs in its board part, as ``PictureCheck``,
/// ``ManifestCheck``, ``MotorPlanningCheck`` and ``LinkCheck`` do (the buttons, images and grid are
/// the bulk of a board). The validator's tests
/// compare the findings of every test set checked while loading with those of it checked whole.
enum SetWideJSON {
    static let shape = JSONShape.members([
        // ManifestCheck (the board's own id), UntranslatedCheck (the name), VoiceCheck and
        // UntranslatedCheck (the language and the translations).
        "id": .whole, "name": .whole, "locale": .whole, "strings": .whole,
    ])
}
