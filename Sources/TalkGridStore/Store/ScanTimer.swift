/// What a front end does with its auto-scan timer after an event: the store says when the next
/// tick is due, the front end keeps the time (a task that sleeps, a toolkit's timeout) and sends
/// ``StoreEvent/tick(_:)`` with the timer's number when it runs out.
public enum ScanTimer: Equatable, Sendable {
    /// Start timer `number` (replacing any other): its tick is due `after` from now.
    case start(number: Int, after: Duration)
    /// Stop the timer: the session does not auto-scan, or waits for a press.
    case stop
}
