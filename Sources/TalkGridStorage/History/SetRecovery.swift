import TalkGrid

/// `talkgrid recover`: puts back the versions TalkGrid saved last of a set's files that cannot be
/// read (boards and the manifest, see ``HistoryStep/keepsSavedVersion(of:)``), from the set's
/// history, as one change of that history (so `undo` takes it back).
public struct SetRecovery {
    /// What a recovery did.
    public struct Outcome: Sendable {
        /// The change recorded, when a file was put back.
        public var step: HistoryStep?
        /// The files put back, in the set's order.
        public var putBack: [String] = []
        /// Files that cannot be read, with no version saved that reads: what is wrong with each.
        public var withoutSavedVersion: [(entry: String, problem: Diagnostic?)] = []
        /// Files named that read, and are already as TalkGrid saved them last (or have no saved version).
        public var unchanged: [String] = []
    }

    /// The history the versions come from and the change goes to.
    public let history: SetHistory

    public init(history: SetHistory) {
        self.history = history
    }

    /// Whether `bytes` read as what `entry` holds: the manifest as a JSON object, any other file as a board.
    public static func reads(_ bytes: [UInt8], as entry: String) -> Bool {
        if entry == "manifest.json" {
            return (try? JSONParser.parse(bytes, file: entry, limits: JSONLimits(maximumBytes: BoardSetLoader.maximumBoardBytes)))?
                .members != nil
        }
        return (try? BoardSetLoader.loadBoard(bytes: bytes, file: entry)) != nil
    }

    /// Puts back the saved version of each file of `entries` (in the history's root), or, when nil,
    /// of every board and the manifest of the set folder that cannot be read (`isSetFolder`; else
    /// the root's board file `boardFile`), under the set's lock, as one change described by `summary`.
    public func recover(
        entries: [String]?, boardFile: String?, summary: ([String]) -> String, time: Int64
    ) throws(HistoryError) -> Outcome {
        let result = try history.whileLocked { () -> Result<Outcome, HistoryError> in
            Result { () throws(HistoryError) in try recoverLocked(entries: entries, boardFile: boardFile, summary: summary, time: time) }
        }
        return try result.get()
    }

    private func recoverLocked(
        entries named: [String]?, boardFile: String?, summary: ([String]) -> String, time: Int64
    ) throws(HistoryError) -> Outcome {
        var outcome = Outcome()
        var candidates: [(entry: String, problem: Diagnostic?)] = []
        if let named {
            candidates = named.map { ($0, nil) }
        } else if let boardFile {
            candidates = [(boardFile, nil)]
        } else {
            let source: FolderSource
            do {
                source = try FolderSource(path: history.root)
            } catch {
                throw .storage(error)
            }
            do {
                let set = try BoardSetLoader.loadSet(from: source, savedVersions: history)
                candidates = set.damagedBoards.map { ($0.entry, $0.problem) }
            } catch {
                // Not one board reads, and none has a saved version: say what is wrong with the root.
                outcome.withoutSavedVersion = [("manifest.json", error.diagnostic(path: history.root))]
                return outcome
            }
        }
        var changes: [FileChange] = []
        for (entry, problem) in candidates {
            let now = try? FolderSource(path: history.root).contents(of: entry)
            let damaged = now.map { !Self.reads($0, as: entry) } ?? true
            guard let saved = history.savedVersion(of: entry, accepting: { Self.reads($0, as: entry) }) else {
                if damaged { outcome.withoutSavedVersion.append((entry, problem)) } else { outcome.unchanged.append(entry) }
                continue
            }
            if now == saved {
                outcome.unchanged.append(entry)
                continue
            }
            changes.append(FileChange(entry: entry, content: .bytes(saved)))
            outcome.putBack.append(entry)
        }
        if !changes.isEmpty {
            outcome.step = try history.apply(changes, command: "recover", summary: summary(outcome.putBack), time: time)
        }
        return outcome
    }
}
