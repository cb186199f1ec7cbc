import NavLintCore
import NavLintGraph
import NavLintTestSupport
import XCTest

/// A path search with waypoints looks only where the waypoint left to pass can still be passed. On random
/// graphs of stacks, tabs, a switch, sheets, tab selections and switch edges it must find what searching every
/// state finds: the same distance, the same path and the same count of ways to every model, also where the
/// bounded tree keeps the states it reached only.
final class WaypointSearchBoundsTests: XCTestCase {
    private static let screens = 14

    /// A random spec: tabs over two stacks and a switch, screens pushing, presenting and selecting at random.
    private func randomSpec(_ random: inout SeededGenerator) -> String {
        var lines = [
            "navgraph 1", "links scheme app", "root Tabs",
            "tabs Tabs initial a {", "  tab a -> StackA", "  tab b -> StackB", "  tab c -> Cases", "}",
            "stack StackA root S0", "stack StackB root S1", "stack Sheet root S2",
            "switch Cases initial x {", "  case x -> S3", "  case y -> S4", "}",
        ]
        for index in 0..<Self.screens {
            var edges: [String] = []
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                let other = "S\(Int.random(in: 0..<Self.screens, using: &random))"
                switch Int.random(in: 0..<6, using: &random) {
                case 0, 1, 2: edges.append("push \(other)")
                case 3: edges.append(Bool.random(using: &random) ? "sheet Sheet" : "sheet \(other)")
                case 4: edges.append("selectTab Tabs.\(["a", "b", "c"].randomElement(using: &random) ?? "a")")
                default: edges.append("switch Cases.\(Bool.random(using: &random) ? "x" : "y")")
                }
            }
            lines.append("screen S\(index)" + (edges.isEmpty ? "" : " {\n  " + edges.joined(separator: "\n  ") + "\n}"))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func randomWaypoints(_ graph: NavGraph, _ random: inout SeededGenerator) -> [Waypoint] {
        let names = (0..<Self.screens).map { "S\($0)" } + ["Tabs.a", "Tabs.b", "Tabs.c", "Cases.x", "Cases.y", "Sheet"]
        return (0..<Int.random(in: 1...3, using: &random)).compactMap { _ in
            graph.waypoint(names.randomElement(using: &random) ?? "S0")
        }
    }

    func testBoundedSearchesFindWhatSearchingEverywhereFinds() throws {
        var random = SeededGenerator(seed: 0x5EA2C4)
        var compared = 0
        var keepingReachedOnly = 0
        for _ in 0..<150 {
            let text = randomSpec(&random)
            guard let spec = try? NavDSLReader.read(text) else { continue }
            let graph = NavGraph(spec: spec)
            for _ in 0..<4 {
                let waypoints = randomWaypoints(graph, &random)
                let bounded = graph.shortestPaths(via: waypoints)
                if bounded.keepsReachedStatesOnly { keepingReachedOnly += 1 }
                let everywhere = graph.shortestPathsSearchingEverywhere(via: waypoints)
                for target in spec.models.indices {
                    let (mine, theirs) = (bounded.search(to: target), everywhere.search(to: target))
                    XCTAssertEqual(mine.length, theirs.length, "\(waypoints) to \(target) in\n\(text)")
                    XCTAssertEqual(mine.isAmbiguous, theirs.isAmbiguous, "\(waypoints) to \(target) in\n\(text)")
                    XCTAssertEqual(mine.path, theirs.path, "\(waypoints) to \(target) in\n\(text)")
                    if theirs.isReachable { compared += 1 }
                }
            }
        }
        // Most searches reach something: the comparison is not of empty trees; and many bounded trees keep only
        // the states they reached, which are read in another way.
        XCTAssertGreaterThan(compared, 500)
        XCTAssertGreaterThan(keepingReachedOnly, 50)
    }

    /// A search to a few targets stops once it has their shortest paths and every way of that length: for those
    /// targets it finds what searching every state finds, with or without waypoints.
    func testSearchesToTheirTargetsFindWhatSearchingEverywhereFinds() throws {
        var random = SeededGenerator(seed: 0x7A26E7)
        var (compared, ambiguous, stoppedEarly) = (0, 0, 0)
        for _ in 0..<400 {
            let text = randomSpec(&random)
            guard let spec = try? NavDSLReader.read(text) else { continue }
            let graph = NavGraph(spec: spec)
            for round in 0..<4 {
                let waypoints = round == 0 ? [] : randomWaypoints(graph, &random)
                let targets = (0..<Int.random(in: 1...3, using: &random)).map { _ in
                    Int.random(in: spec.models.indices, using: &random)
                }
                let toTargets = graph.shortestPaths(via: waypoints, to: targets)
                let everywhere = graph.shortestPathsSearchingEverywhere(via: waypoints)
                if toTargets.reachedStateCount < everywhere.reachedStateCount { stoppedEarly += 1 }
                for target in targets {
                    let (mine, theirs) = (toTargets.search(to: target), everywhere.search(to: target))
                    XCTAssertEqual(mine.length, theirs.length, "\(waypoints) to \(target) in\n\(text)")
                    XCTAssertEqual(mine.isAmbiguous, theirs.isAmbiguous, "\(waypoints) to \(target) in\n\(text)")
                    XCTAssertEqual(mine.path, theirs.path, "\(waypoints) to \(target) in\n\(text)")
                    if theirs.isReachable { compared += 1 }
                    if theirs.isAmbiguous { ambiguous += 1 }
                }
            }
        }
        XCTAssertGreaterThan(compared, 500)
        XCTAssertGreaterThan(ambiguous, 50)
        XCTAssertGreaterThan(stoppedEarly, 100)
    }
}
