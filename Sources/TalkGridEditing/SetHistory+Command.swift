import Foundation
import TalkGrid
import TalkGridCommandLine
import TalkGridStorage

#if canImport(Glibc)
    import Glibc
#endif

extension SetHistory {
    /// The history of the set in `root` as `talkgrid COMMAND` changes it: the lock names the
    /// command, and a person at a terminal is told when the change waits for another one.
    ///
    /// `TALKGRID_LOCK_WAIT_MS` sets how long to wait before giving up (60 s unless set).
    package init(root: String, command: String) {
        let wait = ProcessInfo.processInfo.environment["TALKGRID_LOCK_WAIT_MS"].flatMap { Int($0) }
        self.init(
            root: root, holder: "talkgrid \(command)", waitMilliseconds: wait.map { max(0, $0) } ?? Self.standardWaitMilliseconds,
            waiting: {
                guard isatty(2) == 1 else { return }
                Output.error(CommandText(.editWaitingForLock).description)
            })
    }

    /// What a change says when it set undone steps aside: they can no longer be redone in turn.
    package static func setAsideNote(_ steps: [HistoryStep], set: String) -> CommandText {
        CommandText.redoSetAside(count: steps.count, steps: steps.map { String($0.number) }.joined(separator: ", "), set: set)
    }
}
