import Foundation
import XCTest

@testable import NavLintSupport

/// `Parallel.mapUnnested(_:_:)`: every element once, results in order, the parallel maps inside each spread
/// over the pool; off the main thread it is a plain parallel map.
final class ParallelUnnestedTests: XCTestCase {
    func testEveryElementOnceInOrder() {
        let elements = Array(0..<37)
        let results = Parallel.mapUnnested(elements) { element in
            Parallel.mapChunked(count: 1_000, chunkSize: 16) { $0 * element }.reduce(0, +)
        }
        XCTAssertEqual(results, elements.map { $0 * 499_500 })
    }

    func testNoElementsAndOneElement() {
        XCTAssertEqual(Parallel.mapUnnested([Int]()) { $0 }, [])
        XCTAssertEqual(Parallel.mapUnnested([7]) { $0 + 1 }, [8])
    }

    func testOnAThreadOfThePoolItMapsWithoutWaitingForFreeThreads() {
        // More elements than threads, each mapping again, from every thread of the pool at once: were the blocks
        // queued and waited for there, the pool could starve and the test would never end.
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let results = Parallel.mapUnnested(Array(0..<64)) { element in
                Parallel.mapUnnested([element, element]) { $0 * 2 }.reduce(0, +)
            }
            XCTAssertEqual(results, (0..<64).map { $0 * 4 })
        }
    }
}
