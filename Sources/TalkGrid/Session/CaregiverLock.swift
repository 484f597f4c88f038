/// The caregiver lock: when set, Quit and the settings of the menu ask for a code first, so a
/// child cannot leave the board or change the voice by pressing `/ 9 1` (as Assistive Access
/// guards its exit with a passcode). Bringing back a cleared message and saying the last one
/// again stay open: they are the person's, not the caregiver's.
///
/// Only a salted SHA-256 digest of the code is kept, with its number of digits: the code is
/// checked as soon as that many digits are typed, so no Enter is needed and a switch user's
/// helper can type it too. The digits are 1 to 9, because `0` steps back on every screen.
public struct CaregiverLock: Hashable, Sendable {
    /// The random bytes mixed into the digest, so equal codes give different digests.
    public let salt: [UInt8]
    /// SHA-256 of the salt followed by the code's digits as text.
    public let digest: [UInt8]
    /// How many digits the code has.
    public let digits: Int

    /// How many digits a code may have.
    public static let lengths = 4...8

    /// A lock for `code` (digits 1-9, see ``problem(with:)``) with a salt the edge chose at random.
    public init(code: String, salt: [UInt8]) {
        self.salt = salt
        self.digest = Self.digest(of: code, salt: salt)
        self.digits = code.count
    }

    /// A lock as stored; nil when the parts cannot belong together (no salt, a digest of the
    /// wrong size, a length no code has).
    public init?(salt: [UInt8], digest: [UInt8], digits: Int) {
        guard !salt.isEmpty, digest.count == 32, Self.lengths.contains(digits) else { return nil }
        self.salt = salt
        self.digest = digest
        self.digits = digits
    }

    /// A lock whose stored part could not be read (a mistake in `config.json`): it holds as any
    /// lock does, so the settings and Quit ask for a code, but no code opens it; the caregiver
    /// sets a new one with `talkgrid lock reset`. The board never fails open.
    public static let unreadable = CaregiverLock(unreadableWithDigits: lengths.lowerBound)

    private init(unreadableWithDigits digits: Int) {
        salt = []
        digest = []
        self.digits = digits
    }

    /// Whether this is ``unreadable``: its part of the settings could not be read.
    public var isUnreadable: Bool { salt.isEmpty }

    /// Whether the typed digits are the code (never, for an ``unreadable`` lock).
    public func accepts(_ typed: [Int]) -> Bool {
        !isUnreadable && typed.count == digits && Self.digest(of: typed.map(String.init).joined(), salt: salt) == digest
    }

    /// Why `code` cannot be a caregiver code, or nil when it can.
    public static func problem(with code: String) -> CaregiverCodeProblem? {
        guard code.allSatisfy({ ("1"..."9").contains($0) }) else { return .notDigits }
        guard lengths.contains(code.count) else { return .length }
        return nil
    }

    private static func digest(of code: String, salt: [UInt8]) -> [UInt8] {
        SHA256.digest(salt + Array(code.utf8))
    }
}

/// Why a code cannot be a caregiver code: each case is also a key of the command line's
/// catalogue (`lockCode.notDigits`).
public enum CaregiverCodeProblem: String, Error, Sendable, WordKey, CaregiverTextConvertible {
    public static let catalogueSection = "lockCode"

    /// Something other than the digits 1 to 9.
    case notDigits
    /// Fewer than 4 or more than 8 digits.
    case length

    public var caregiverText: CaregiverText {
        switch self {
        case .notDigits: CaregiverText(self)
        case .length:
            CaregiverCodeText.length(fewest: CaregiverLock.lengths.lowerBound, most: CaregiverLock.lengths.upperBound)
        }
    }
}
