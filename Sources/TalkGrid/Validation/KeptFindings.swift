/// A set's findings, kept by where they came from as well as sorted, so that after an edit of its
/// boards the validator finds again only what the edit can change
/// (``Validator/findings(_:after:kept:changed:)``). Each board's own findings are in its review.
public struct KeptFindings: Sendable {
    /// Every finding, sorted by file, line and column, without duplicates: what
    /// ``Validator/validate(_:)-(ReviewedBoardSet)`` gives.
    public let all: [Diagnostic]
    /// Each set check's findings, in ``Validator/setChecks``' order.
    let bySetCheck: [[Diagnostic]]
}
