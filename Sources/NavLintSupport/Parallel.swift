import Dispatch
import Foundation

/// Runs independent pieces of work on the machine's cores. Checking is pure, so its independent
/// steps (the graph and the route table, then the rules) can run side by side. Shared by the modules
/// of the package; not part of the public API.
package enum Parallel {
    /// `first` and `second` at the same time; returns both results.
    package static func both<A: Sendable, B: Sendable>(
        _ first: @Sendable () -> A, _ second: @Sendable () -> B
    ) -> (A, B) {
        let results = Slots<Any>(count: 2)
        DispatchQueue.concurrentPerform(iterations: 2) { part in
            if part == 0 { results.store(first(), at: 0) } else { results.store(second(), at: 1) }
        }
        let values = results.values
        return (values[0] as! A, values[1] as! B)
    }

    /// `background` on a thread of the pool while the caller runs `foreground`; returns both results. Unlike
    /// ``both(_:_:)``, parallel maps inside `foreground` are not nested in another one, so they spread over
    /// every core, taking the one `background` leaves as soon as it is done. Meant for callers outside the
    /// pool (a command's main thread): called from a thread of the pool, it blocks that thread until
    /// `background` is done, which may first have to wait for a free one.
    package static func beside<A, B: Sendable>(
        _ foreground: () -> A, background: @escaping @Sendable () -> B
    ) -> (A, B) {
        let result = Slots<B>(count: 1)
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { result.store(background(), at: 0) }
        let first = foreground()
        group.wait()
        return (first, result.values[0])
    }

    /// Releases `value` on a background thread, so that tearing down a large tree does not hold up the
    /// caller (a command-line run ends before it matters).
    /// The value is emptied out of a slot there: were it captured as it is, the caller's own reference could be
    /// the last one dropped and the teardown would happen on the caller's thread after all.
    package static func releaseInBackground<Value: Sendable>(_ value: consuming Value) {
        let slot = ReleaseSlot(value)
        DispatchQueue.global(qos: .utility).async(group: releases) { slot.empty() }
    }

    /// The releases ``releaseInBackground(_:)`` has handed to background threads.
    private static let releases = DispatchGroup()

    /// Waits until every value handed to ``releaseInBackground(_:)`` so far is released: a leak check (the fuzz
    /// harness's, after each input) would otherwise see a tree half torn down, its parts held by nothing.
    package static func waitForBackgroundReleases() {
        releases.wait()
    }

    /// `transform` applied to `0..<count` in chunks spread over the cores, results in order. The chunks
    /// are small enough that the cores take turns with them until the end (a few large ones leave a core
    /// idle while another finishes the last).
    package static func mapChunked<Result: Sendable>(
        count: Int, chunkSize: Int = 512, _ transform: @Sendable (Int) -> Result
    ) -> [Result] {
        guard count > chunkSize else { return (0..<count).map(transform) }
        // Each chunk writes its results straight into the array, so they are not copied (and retained)
        // again.
        return [Result](unsafeUninitializedCapacity: count) { buffer, initializedCount in
            nonisolated(unsafe) let results = buffer
            DispatchQueue.concurrentPerform(iterations: (count + chunkSize - 1) / chunkSize) { chunk in
                for index in (chunk * chunkSize)..<min((chunk + 1) * chunkSize, count) {
                    results.initializeElement(at: index, to: transform(index))
                }
            }
            initializedCount = count
        }
    }

    /// `transform` applied to every element, spread over the cores; the results keep the order of
    /// `elements`.
    package static func map<Element: Sendable, Result: Sendable>(
        _ elements: [Element], _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        guard elements.count > 1 else { return elements.map(transform) }
        let results = Slots<Result>(count: elements.count)
        DispatchQueue.concurrentPerform(iterations: elements.count) { index in
            results.store(transform(elements[index]), at: index)
        }
        return results.values
    }

    /// `transform` applied to every element, each in its own block of the pool but the last, which the caller
    /// runs; the results keep the order of `elements`. Unlike ``map(_:_:)``, parallel maps inside `transform`
    /// are not nested in another one (libdispatch gives a nested one fewer threads), so a core that finishes
    /// its element helps with another's. Meant for a few large elements (the specs of one diff, the rules of
    /// one run). Only the main thread waits so: on a thread of the pool, where waiting for blocks that need a
    /// free thread could starve the pool, it is ``map(_:_:)``.
    package static func mapUnnested<Element: Sendable, Result: Sendable>(
        _ elements: [Element], _ transform: @escaping @Sendable (Element) -> Result
    ) -> [Result] {
        guard Thread.isMainThread else { return map(elements, transform) }
        guard let last = elements.last else { return [] }
        let results = Slots<Result>(count: elements.count)
        let group = DispatchGroup()
        for index in elements.indices.dropLast() {
            let element = elements[index]
            DispatchQueue.global().async(group: group) { results.store(transform(element), at: index) }
        }
        results.store(transform(last), at: elements.count - 1)
        group.wait()
        return results.values
    }

    /// `transform` applied to every element, spread over the cores but never more at a time than `budget`
    /// allows: each element costs `cost(element)` (worked out first, on its own core), and an element starts
    /// only when the costs of the ones running, its own included, add up to at most `budget`; elements start
    /// in the order they ask, so a costly one is not passed over for ever. One that costs more than the whole
    /// budget runs alone. The results keep the order of `elements`.
    package static func map<Element: Sendable, Result: Sendable>(
        _ elements: [Element], budget: Int, cost: @Sendable (Element) -> Int,
        _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        let gate = BudgetGate(budget: budget)
        return map(elements) { element in
            let amount = max(0, cost(element))
            gate.enter(amount)
            defer { gate.leave(amount) }
            return transform(element)
        }
    }
}

/// Admits work while the costs of what runs fit in a budget, first come first served.
private final class BudgetGate: @unchecked Sendable {
    private let budget: Int
    private let condition = NSCondition()
    private var spent = 0
    private var running = 0
    private var nextTicket = 0
    private var serving = 0

    init(budget: Int) {
        self.budget = budget
    }

    func enter(_ cost: Int) {
        condition.lock()
        let ticket = nextTicket
        nextTicket += 1
        while ticket != serving || (running > 0 && spent + cost > budget) { condition.wait() }
        serving += 1
        spent += cost
        running += 1
        condition.broadcast()
        condition.unlock()
    }

    func leave(_ cost: Int) {
        condition.lock()
        spent -= cost
        running -= 1
        condition.broadcast()
        condition.unlock()
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

/// Holds a value until a background thread drops it (see ``Parallel/releaseInBackground(_:)``); only that
/// thread touches it after it is made.
private final class ReleaseSlot<Value>: @unchecked Sendable {
    private var value: Value?

    init(_ value: consuming Value) {
        self.value = value
    }

    func empty() { value = nil }
}
