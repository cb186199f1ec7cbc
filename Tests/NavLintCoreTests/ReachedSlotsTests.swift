import XCTest

@testable import NavLintGraph

/// The table of reached states a sparse path tree keeps: every reached state finds its slot, and no other
/// state finds one, whatever the states (neighbours, far apart, many that share a first bucket).
final class ReachedSlotsTests: XCTestCase {
    func testEveryReachedStateFindsItsSlotAndNoOtherStateFindsOne() {
        var generator = SystemRandomNumberGenerator()
        let shapes: [(count: Int, range: Range<Int>)] = [
            (0, 0..<10), (1, 0..<1), (7, 0..<8), (300, 0..<20_000), (5_000, 0..<6_000), (1_000, 0..<(1 << 30)),
        ]
        for shape in shapes {
            var reached: [Int] = []
            var taken: Set<Int> = []
            while reached.count < shape.count {
                let state = Int.random(in: shape.range, using: &generator)
                if taken.insert(state).inserted { reached.append(state) }
            }
            let slots = ReachedSlots(reached)
            for (slot, state) in reached.enumerated() {
                XCTAssertEqual(slots.slot(of: state), slot, "state \(state) of \(shape.count)")
            }
            for _ in 0..<2_000 {
                let state = Int.random(in: shape.range, using: &generator)
                if !taken.contains(state) { XCTAssertNil(slots.slot(of: state), "state \(state) of \(shape.count)") }
            }
        }
    }

    /// States a bucket apart in a row, as a model's stages are: each still found, the table never full.
    func testConsecutiveStatesAreAllFound() {
        let reached = Array(stride(from: 3, to: 60_000, by: 3))
        let slots = ReachedSlots(reached)
        XCTAssertEqual(reached.indices.map { slots.slot(of: reached[$0]) }, reached.indices.map { $0 })
        XCTAssertNil(slots.slot(of: 4))
        XCTAssertNil(slots.slot(of: 60_003))
    }
}
