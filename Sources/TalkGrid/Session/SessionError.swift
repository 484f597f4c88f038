/// Why a session cannot start on a board set.
public enum SessionError: Error, Equatable, CustomStringConvertible {
    /// The set's root board is not among its boards.
    case missingRootBoard(String)

    public var description: String {
        switch self {
        case .missingRootBoard(let id): "the board set has no root board (\(id))"
        }
    }
}
