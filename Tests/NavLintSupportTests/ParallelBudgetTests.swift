import Foundation
import XCTest

@testable import NavLintSupport

/// `Parallel.map(_:budget:cost:_:)`: the costs of the work running at one time stay within the budget, and a
/// piece of work over the budget runs alone.
final class ParallelBudgetTests: XCTestCase {
    /// Counts what runs at once: the sum of the costs and the most of it seen, and how often a piece over
    /// `alone` ran beside another.
    private final class Meter: @unchecked Sendable {
        private let lock = NSLock()
        private let alone: Int
        private var spent = 0
        private var running = 0
        private var largeRunning = 0
        private(set) var mostSpent = 0
        private(set) var sharedLargeRuns = 0

        init(alone: Int) {
            self.alone = alone
        }

        func start(_ cost: Int) {
            lock.withLock {
                if running > 0 && (cost > alone || largeRunning > 0) { sharedLargeRuns += 1 }
                spent += cost
                running += 1
                if cost > alone { largeRunning += 1 }
                mostSpent = max(mostSpent, spent)
            }
        }

        func finish(_ cost: Int) {
            lock.withLock {
                spent -= cost
                running -= 1
                if cost > alone { largeRunning -= 1 }
            }
        }
    }

    func testTheCostsRunningAtOnceStayWithinTheBudget() {
        let meter = Meter(alone: 100)
        let costs = (0..<200).map { [30, 50, 20, 70][$0 % 4] }
        let cost: @Sendable ((offset: Int, element: Int)) -> Int = { $0.element }
        let results = Parallel.map(Array(costs.enumerated()), budget: 100, cost: cost) { index, cost in
            meter.start(cost)
            usleep(200)
            meter.finish(cost)
            return index
        }
        XCTAssertEqual(results, Array(0..<200))
        XCTAssertLessThanOrEqual(meter.mostSpent, 100)
    }

    func testWorkOverTheBudgetRunsAlone() {
        let meter = Meter(alone: 100)
        let costs = (0..<60).map { $0 % 10 == 5 ? 500 : 10 }
        let cost: @Sendable (Int) -> Int = { $0 }
        let results = Parallel.map(costs, budget: 100, cost: cost) { cost in
            meter.start(cost)
            usleep(200)
            meter.finish(cost)
            return cost
        }
        XCTAssertEqual(results, costs)
        XCTAssertEqual(meter.sharedLargeRuns, 0, "a piece over the budget ran beside others")
    }
}
