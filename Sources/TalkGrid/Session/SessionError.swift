/// Why a session cannot start on a board set.
public enum SessionError: Error, Equatable, CaregiverTextConvertible {
    /// The set's root board is not among its boards.
    case missingRootBoard(String)

    public var caregiverText: CaregiverText {
        switch self {
        case .missingRootBoard(let id): SessionText.missingRootBoard(id: id)
        }
    }
}
