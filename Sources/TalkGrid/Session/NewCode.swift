/// A new caregiver code chosen in the menu: typed once, then again the same, on the code screen.
///
/// The digits stay in the session only until they are typed twice; then the session hands the
/// code to the edge (``SessionEffect/chooseCaregiverCode(_:)``), which salts, hashes and saves it.
public struct NewCode: Hashable, Sendable {
    /// How many digits the code has (one of ``CaregiverLock/lengths``).
    public var digits: Int
    /// The code as typed the first time; nil while it is typed the first time.
    public var first: [Int]?
    /// The digits typed so far on this screen (1-9).
    public var typed: [Int]

    public init(digits: Int, first: [Int]? = nil, typed: [Int] = []) {
        self.digits = digits
        self.first = first
        self.typed = typed
    }
}
