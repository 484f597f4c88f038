import TalkGrid

extension CaregiverLock {
    /// A lock for `code` with 16 random bytes of salt from the system's generator: the one way
    /// `talkgrid lock set` and the menu make a lock (the core keeps no randomness).
    public static func salted(code: String) -> CaregiverLock {
        var generator = SystemRandomNumberGenerator()
        return CaregiverLock(code: code, salt: (0..<16).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
    }
}
