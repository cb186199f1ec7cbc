import Foundation

/// A value made the first time a thread asks for it, then shared: for work that a parallel step needs only in
/// rare cases. Threads that ask while it is being made wait for it.
package final class BuiltOnDemand<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var made: Value?
    private let make: @Sendable () -> Value

    package init(_ make: @escaping @Sendable () -> Value) { self.make = make }

    package var value: Value {
        lock.withLock {
            if let made { return made }
            let value = make()
            made = value
            return value
        }
    }
}
