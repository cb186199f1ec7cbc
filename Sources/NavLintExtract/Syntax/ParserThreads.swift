import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The threads files are parsed on. swift-syntax's parser and visitors recurse once or more per level of
/// nesting, so a deeply nested file needs a deep stack: each thread gets ``stackSize``, enough for a file
/// nested ``NestingDepth/limit`` deep in every way the pre-scan counts (measured in a debug build, whose
/// frames are the largest). The stack is address space; only the pages a parse touches are used.
enum ParserThreads {
    /// 512 MiB of stack per thread.
    static let stackSize = 512 << 20

    /// `transform` applied to every element, on as many threads as there are cores (at most one per element),
    /// each with a stack of ``stackSize``; the results keep the order of `elements`. The elements are taken
    /// largest `cost` first, so that no thread is left with a large one when the others have finished.
    static func map<Element: Sendable, Result: Sendable>(
        _ elements: [Element], cost: (Element) -> Int, _ transform: @escaping @Sendable (Element) -> Result
    ) -> [Result] {
        let costs = elements.map(cost)
        let order = elements.indices.sorted { costs[$0] > costs[$1] || (costs[$0] == costs[$1] && $0 < $1) }
        let work = Work(elements, order: order, transform)
        let count = min(elements.count, max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))))
        var threads: [pthread_t] = []
        for _ in 0..<count {
            guard let thread = start(work) else { break }
            threads.append(thread)
        }
        // Without a thread of its own (none could be started), the work is done here, on this stack.
        if threads.isEmpty { work.run() }
        for thread in threads { pthread_join(thread, nil) }
        return work.results
    }

    /// A thread with a stack of ``stackSize`` that runs `work`, or nil when none could be started.
    private static func start(_ work: some Runnable) -> pthread_t? {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        let context = Unmanaged.passRetained(work as AnyObject).toOpaque()
        #if canImport(Glibc)
        var thread = pthread_t()
        let status = pthread_create(
            &thread, &attributes,
            { context in
                (Unmanaged<AnyObject>.fromOpaque(context!).takeRetainedValue() as! any Runnable).run()
                return nil
            }, context)
        guard status == 0 else {
            Unmanaged<AnyObject>.fromOpaque(context).release()
            return nil
        }
        return thread
        #else
        var thread: pthread_t?
        let status = pthread_create(
            &thread, &attributes,
            { context in
                (Unmanaged<AnyObject>.fromOpaque(context).takeRetainedValue() as! any Runnable).run()
                return nil
            }, context)
        guard status == 0, let thread else {
            Unmanaged<AnyObject>.fromOpaque(context).release()
            return nil
        }
        return thread
        #endif
    }
}

private protocol Runnable: AnyObject {
    func run()
}

/// The elements, the order to take them in, the next one to take and the results, shared by the threads
/// under a lock.
private final class Work<Element: Sendable, Result: Sendable>: Runnable, @unchecked Sendable {
    private let elements: [Element]
    private let order: [Int]
    private let transform: @Sendable (Element) -> Result
    private var slots: [Result?]
    private var next = 0
    private let lock = DispatchSemaphore(value: 1)

    init(_ elements: [Element], order: [Int], _ transform: @escaping @Sendable (Element) -> Result) {
        self.elements = elements
        self.order = order
        self.transform = transform
        slots = [Result?](repeating: nil, count: elements.count)
    }

    /// Takes elements until none is left.
    func run() {
        while let index = take() {
            let result = transform(elements[index])
            lock.wait()
            slots[index] = result
            lock.signal()
        }
    }

    private func take() -> Int? {
        lock.wait()
        defer { lock.signal() }
        guard next < order.count else { return nil }
        next += 1
        return order[next - 1]
    }

    var results: [Result] {
        lock.wait()
        defer { lock.signal() }
        return slots.map { $0! }
    }
}
