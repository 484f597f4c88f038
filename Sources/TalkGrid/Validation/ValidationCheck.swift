/// One rule family of the validator: the codes it reports.
///
/// Each check lives in its own file under `Checks/` and declares there, in English, all it says:
/// its codes with their summaries and explanations (``rules``) and the sentences of its findings
/// (``messages``). It finds them as a ``BoardCheck`` (one board at a
/// time, while the board's whole JSON is at hand), as a ``SetCheck`` (the set as a whole), or both.
protocol ValidationCheck: Sendable {
    /// The codes this check reports, with their severities and explanations.
    static var rules: [ValidationRule] { get }
    /// The sentences of its findings.
    static var messages: [FindingMessage] { get }
}
