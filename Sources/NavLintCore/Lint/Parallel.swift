import Dispatch

/// Runs independent pieces of work on the machine's cores. Checking is pure, so its independent
/// steps (the graph and the route table, then the rules) can run side by side.
enum Parallel {
    /// `first` and `second` at the same time; returns both results.
    static func both<A: Sendable, B: Sendable>(_ first: @Sendable () -> A, _ second: @Sendable () -> B) -> (A, B) {
        let results = Slots<Any>(count: 2)
        DispatchQueue.concurrentPerform(iterations: 2) { part in
            if part == 0 { results.store(first(), at: 0) } else { results.store(second(), at: 1) }
        }
        let values = results.values
        return (values[0] as! A, values[1] as! B)
    }

    /// `transform` applied to every element, spread over the cores; the results keep the order of `elements`.
    static func map<Element: Sendable, Result: Sendable>(_ elements: [Element], _ transform: @Sendable (Element) -> Result) -> [Result] {
        guard elements.count > 1 else { return elements.map(transform) }
        let results = Slots<Result>(count: elements.count)
        DispatchQueue.concurrentPerform(iterations: elements.count) { index in
            results.store(transform(elements[index]), at: index)
        }
        return results.values
    }
}

/// Result slots that concurrent workers fill, each slot written once, guarded by a lock.
private final class Slots<Value>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = DispatchSemaphore(value: 1)

    init(count: Int) {
        storage = [Value?](repeating: nil, count: count)
    }

    func store(_ value: Value, at index: Int) {
        lock.wait()
        storage[index] = value
        lock.signal()
    }

    var values: [Value] {
        lock.wait()
        defer { lock.signal() }
        return storage.map { $0! }
    }
}
