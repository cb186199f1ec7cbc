import NavLintRoutes
import NavLintTestSupport
import XCTest

/// Random route sets over tiny alphabets, so that overlaps, ties, duplicates and shadowing are common,
/// checked against brute-force resolution of every URL in a small universe.
final class RoutePropertyTests: XCTestCase {
    private static let hosts = ["a", "true", "false", "{h:a|b}", "{h}", "{h:int}", "{h:bool}"]
    private static let segments = [
        "a", "b", "1", "true", "false", "c", "{x}", "{x:int}", "{x:double}", "{x:bool}", "{x:uuid}", "{x:a|b}",
        "{x:1|c}", "{x:true|a}",
    ]
    private static let queryValues = ["1", "a", "true", "false", "{q}", "{q:int}", "{q:bool}", "{q?}", "{q:a|1}"]
    private static let uuid = "00000000-0000-0000-0000-000000000001"
    private static let urlHosts = ["a", "b", "1", "true"]
    private static let urlSegments = ["a", "b", "1", "1.5", "true", "false", uuid]
    private static let urlQueryValues: [String?] = [nil, "1", "a", "true"]

    /// The parts of a generated pattern, before placeholder names are made unique.
    private struct Parts {
        var host: String
        var segments: [String]
        var tail: Bool
        var query: [String: String]

        var pattern: String {
            var names = 0
            func named(_ text: String) -> String {
                guard text.hasPrefix("{") else { return text }
                names += 1
                return "{" + text.dropFirst().prefix(1) + "\(names)" + text.dropFirst(2)
            }
            var result = "s://" + named(host) + segments.map { "/" + named($0) }.joined()
            if tail { result += "/{rest*}" }
            if !query.isEmpty {
                result += "?" + query.keys.sorted().map { $0 + "=" + named(query[$0]!) }.joined(separator: "&")
            }
            return result
        }
    }

    /// The few values one round draws from, so that its routes share values.
    private struct Pools {
        let hosts: [String]
        let segments: [String]
        let queryValues: [String]

        init(_ random: inout SeededGenerator) {
            hosts = Array(RoutePropertyTests.hosts.shuffled(using: &random).prefix(3))
            segments = Array(RoutePropertyTests.segments.shuffled(using: &random).prefix(4))
            queryValues = Array(RoutePropertyTests.queryValues.shuffled(using: &random).prefix(3))
        }
    }

    private func randomParts(_ random: inout SeededGenerator, _ pools: Pools) -> Parts {
        var query: [String: String] = [:]
        for key in ["k", "l"] where Int.random(in: 0..<3, using: &random) == 0 {
            query[key] = pools.queryValues.randomElement(using: &random)!
        }
        return Parts(
            host: pools.hosts.randomElement(using: &random)!,
            segments: (0..<Int.random(in: 0...2, using: &random)).map { _ in
                pools.segments.randomElement(using: &random)!
            },
            tail: Int.random(in: 0..<5, using: &random) == 0,
            query: query
        )
    }

    /// The template with one or two parts changed, so that routes of a round nearly collide.
    private func mutated(_ template: Parts, _ random: inout SeededGenerator, _ pools: Pools) -> Parts {
        var parts = template
        for _ in 0..<Int.random(in: 1...2, using: &random) {
            switch Int.random(in: 0..<8, using: &random) {
            case 6, 7:
                let slots = [parts.host] + parts.segments + parts.query.keys.sorted().map { parts.query[$0]! }
                let index = Int.random(in: 0..<slots.count, using: &random)
                guard let value = Self.members(of: slots[index]).randomElement(using: &random) else { continue }
                if index == 0 {
                    parts.host = value
                } else if index <= parts.segments.count {
                    parts.segments[index - 1] = value
                } else {
                    parts.query[parts.query.keys.sorted()[index - 1 - parts.segments.count]] = value
                }
            case 0: parts.host = pools.hosts.randomElement(using: &random)!
            case 1, 2:
                if parts.segments.isEmpty {
                    parts.segments.append(pools.segments.randomElement(using: &random)!)
                } else {
                    parts.segments[Int.random(in: 0..<parts.segments.count, using: &random)] = pools.segments
                        .randomElement(using: &random)!
                }
            case 3: parts.tail.toggle()
            case 4:
                let key = ["k", "l"].randomElement(using: &random)!
                parts.query[key] = Bool.random(using: &random) ? nil : pools.queryValues.randomElement(using: &random)!
            default:
                if parts.segments.count < 2 && Bool.random(using: &random) {
                    parts.segments.append(pools.segments.randomElement(using: &random)!)
                } else if !parts.segments.isEmpty {
                    parts.segments.removeLast()
                }
            }
        }
        return parts
    }

    /// The values of a finite placeholder such as `{x:a|b}` or `{x:bool}`; empty for anything else.
    private static func members(of text: String) -> [String] {
        guard text.hasPrefix("{"), let colon = text.firstIndex(of: ":") else { return [] }
        let type = text[text.index(after: colon)...].dropLast()
        if type == "bool" { return ["true", "false"] }
        return type.contains("|") ? type.split(separator: "|").map(String.init) : []
    }

    private func universe() -> [RouteURL] {
        var paths: [String] = []
        for host in Self.urlHosts {
            paths.append("s://\(host)")
            for first in Self.urlSegments {
                paths.append("s://\(host)/\(first)")
                for second in Self.urlSegments { paths.append("s://\(host)/\(first)/\(second)") }
            }
        }
        var urls: [RouteURL] = []
        for path in paths {
            for k in Self.urlQueryValues {
                for l in Self.urlQueryValues.prefix(3) {
                    let items = [k.map { "k=\($0)" }, l.map { "l=\($0)" }].compactMap { $0 }
                    let text = items.isEmpty ? path : path + "?" + items.joined(separator: "&")
                    if let url = try? RouteURL(text) { urls.append(url) }
                }
            }
        }
        return urls
    }

    func testResolutionAndAnalysisAgreeOnRandomRouteSets() throws {
        var random = SeededGenerator(seed: 20_240_611)
        let urls = universe()
        XCTAssertEqual(urls.count, 4 * (1 + 7 + 49) * 12)
        var seen: [String: Int] = [:]
        for round in 0..<120 {
            let pools = Pools(&random)
            let template = randomParts(&random, pools)
            var patterns = [template.pattern]
            for _ in 0..<Int.random(in: 2...7, using: &random) {
                let pattern = mutated(template, &random, pools).pattern
                if !patterns.contains(pattern) || Int.random(in: 0..<4, using: &random) == 0 {
                    patterns.append(pattern)
                }
            }
            if Int.random(in: 0..<3, using: &random) == 0 {
                // The same path with the other query key: incomparable key sets, so ties unless a route takes both.
                var twin = template
                twin.query = ["k": pools.queryValues.randomElement(using: &random)!]
                patterns.append(twin.pattern)
                twin.query = ["l": pools.queryValues.randomElement(using: &random)!]
                patterns.append(twin.pattern)
            }
            if Bool.random(using: &random) {
                // Every value of one finite slot as its own literal route: a union that may shadow the template.
                let slots = [template.host] + template.segments
                if let slot = slots.indices.filter({ !Self.members(of: slots[$0]).isEmpty }).randomElement(
                    using: &random)
                {
                    for value in Self.members(of: slots[slot]) {
                        var parts = template
                        if slot == 0 { parts.host = value } else { parts.segments[slot - 1] = value }
                        patterns.append(parts.pattern)
                    }
                }
            }
            let table = try makeTable(patterns.enumerated().map { ("r\($0.offset)", $0.element) })
            let analysis = RouteAnalysis(table)
            let singles = table.entries.map { RouteTable([(id: $0.id, pattern: $0.pattern)]) }
            let context = "round \(round): \(patterns)"
            try verifyClaims(table, analysis, context: context)

            // Copies of a shape are analysed through the first copy: a pair is reported for the firsts.
            var firstOfShape: [String: Int] = [:]
            let representative = table.entries.indices.map { index in
                let shape = table.entries[index].pattern.canonicalShape
                if let first = firstOfShape[shape] { return first }
                firstOfShape[shape] = index
                return index
            }
            var tiedPairs = Set<[Int]>()
            var decided = Set<[Int]>()
            var shadowed = Set<Int>()
            for conflict in analysis.conflicts {
                switch conflict {
                case .duplicate(let a, let b, _):
                    tiedPairs.insert([a, b])
                    seen["duplicate", default: 0] += 1
                case .ambiguous(let a, let b, _):
                    tiedPairs.insert([a, b])
                    seen["ambiguous", default: 0] += 1
                case .overlap(let a, let b, _, let winner):
                    decided.insert([a, b, winner])
                    seen["overlap", default: 0] += 1
                case .shadowed(let route, _, _):
                    shadowed.insert(route)
                    seen["shadowed", default: 0] += 1
                }
            }
            var winners = Set<Int>()
            for url in urls {
                switch table.resolve(url) {
                case .tie(let routes):
                    for (offset, a) in routes.enumerated() {
                        for b in routes[(offset + 1)...] {
                            let (ra, rb) = (representative[a], representative[b])
                            XCTAssertTrue(
                                ra == rb || tiedPairs.contains([min(ra, rb), max(ra, rb)]),
                                "\(context): \(url) ties \(a) and \(b), not reported"
                            )
                        }
                    }
                case .matched(let winner, _):
                    winners.insert(winner)
                    for other in table.entries.indices where other != winner && singles[other].resolve(url) != .noMatch
                    {
                        let other = representative[other]
                        let pair = [min(winner, other), max(winner, other), winner]
                        XCTAssertTrue(decided.contains(pair), "\(context): \(url) overlap \(pair) not reported")
                    }
                case .noMatch:
                    break
                }
            }
            let examples = analysis.examples()
            for route in winners {
                XCTAssertFalse(shadowed.contains(route), "\(context): route \(route) wins but is reported shadowed")
                XCTAssertNotNil(examples[route], "\(context): route \(route) wins but has no example")
            }
        }
        for kind in ["duplicate", "ambiguous", "overlap", "shadowed"] {
            XCTAssertGreaterThan(seen[kind, default: 0], 0, "the random sets produced no \(kind) finding")
        }
    }
}
