/// A board as one load of a set read, decoded and reviewed it, kept so that a later load of the
/// same set, after an edit that changed other files, takes it as it is instead of reading it again
/// (``Validator/reload(_:after:)``): an editor that keeps its set open checks only what an edit touched.
///
/// Taken again only when the later load gives it the same file name and the manifest lists the
/// same picture paths (what decoding it depended on); what depends on the rest of the set (its
/// media files there or not, its links) is found again by the later load, unless the set's files are
/// the same as it was read among.
public struct LoadedBoard<Review: Sendable>: Sendable {
    /// The board as decoded (before the loader gives it another id when two boards share one).
    var board: Board
    /// The decoder's findings.
    var diagnostics: [Diagnostic]
    /// Where its linking cells' links are in its JSON.
    var linkPlaces: [String: BoardSetLoader.LinkPlace]
    /// What the load's review made of it.
    var review: Review
    /// Its name in findings.
    var file: String
    /// The manifest's picture paths it was decoded with.
    var imagePaths: MediaPaths
    /// Its images' and sounds' findings: files missing among ``entries``, or found only through the manifest.
    var mediaDiagnostics: [Diagnostic]
    /// The set's files, as that load listed them, its media were looked up among.
    var entries: Set<String>
    /// The manifest's sound paths its media were looked up with.
    var soundPaths: MediaPaths
}
