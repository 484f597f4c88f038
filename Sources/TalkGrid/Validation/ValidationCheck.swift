/// One rule family of the validator: the codes it reports and how it finds them.
///
/// Each check lives in its own file under `Checks/`, with its messages next to the code that
/// reports them and its explanations in ``rules``.
protocol ValidationCheck {
    /// The codes this check reports, with their severities and explanations.
    static var rules: [ValidationRule] { get }
    /// Looks at the set in `context` and reports what it finds there.
    static func check(_ context: inout ValidationContext)
}
