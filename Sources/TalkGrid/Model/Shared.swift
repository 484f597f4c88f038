/// Values kept once in a reference that the copies of their holder share, never changed in place:
/// a change makes a new one (copy on write). A value type that keeps its rarely given or bulky fields
/// in one stays small, and its copies move one reference, not each field.
final class Shared<Values: Sendable>: Sendable {
    let values: Values

    init(_ values: Values) { self.values = values }
}

/// Fields that most holders do not have: kept in a ``Shared`` only when some are given.
protocol RareValues: Sendable {
    /// None of the fields given.
    init()
    var isEmpty: Bool { get }
}

extension Shared where Values: RareValues {
    /// `values` in a shared box, or nil when none is given.
    static func holding(_ values: Values) -> Shared? {
        values.isEmpty ? nil : Shared(values)
    }
}

extension Optional {
    /// Changes the rare values through a copy of them (copies of the holder share the box); nil once
    /// none is left.
    mutating func change<Values: RareValues>(_ edit: (inout Values) -> Void) where Wrapped == Shared<Values> {
        var values = self?.values ?? Values()
        edit(&values)
        self = Shared.holding(values)
    }
}

extension Shared {
    /// A new box with `values` changed by `edit`; this one stays as it is.
    func changed(_ edit: (inout Values) -> Void) -> Shared {
        var values = values
        edit(&values)
        return Shared(values)
    }
}
