/// Where the loader finds the version of a set's file that TalkGrid saved last, for a board (or
/// the manifest) that cannot be read now: a set's history (TalkGridStorage's `SetHistory`).
///
/// Given to ``BoardSetLoader/loadSet(from:savedVersions:)`` by what runs a set for the person who
/// uses it, so a damaged board is shown as it was saved last instead of not at all.
public protocol SavedVersions: Sendable {
    /// The newest saved bytes of `entry` (`boards/home.obf`) that `accepting` takes; nil when none is.
    func savedVersion(of entry: String, accepting: ([UInt8]) -> Bool) -> [UInt8]?
}
