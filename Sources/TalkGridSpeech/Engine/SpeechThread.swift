import Foundation
import Synchronization

/// The dedicated thread that runs ``ESpeakEngine``'s jobs, one at a time, in order.
///
/// espeak-ng and the audio device are not re-entrant; serving the engine actor from one
/// thread keeps every C call on it.
final class SpeechThread: SerialExecutor {
    private let jobs = Mutex<[UnownedJob]>([])
    private let available = DispatchSemaphore(value: 0)

    init(name: String) {
        let thread = Thread { [self] in run() }
        thread.name = name
        thread.stackSize = 8 << 20  // espeak-ng's own threads get the default 8 MiB
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        jobs.withLock { $0.append(job) }
        available.signal()
    }

    func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }

    private func run() {
        while true {
            available.wait()
            guard let job = jobs.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) else { continue }
            job.runSynchronously(on: asUnownedSerialExecutor())
        }
    }
}
