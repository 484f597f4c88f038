/// One rule family of the validator: the codes it reports.
///
/// Each check lives in its own file under `Checks/`, with its messages next to the code that
/// reports them and its explanations in ``rules``. It finds them as a ``BoardCheck`` (one board at a
/// time, while the board's whole JSON is at hand), as a ``SetCheck`` (the set as a whole), or both.
protocol ValidationCheck: Sendable {
    /// The codes this check reports, with their severities and explanations.
    static var rules: [ValidationRule] { get }
}
