import Foundation
import NavLintRoutes
import NavLintTestSupport
import XCTest

/// A piece a generated pattern may use at one position, and the URL values that probe it: values it
/// matches, and near misses.
private struct Piece {
    let pattern: String
    let probes: [String]

    init(_ pattern: String, _ probes: [String]) {
        self.pattern = pattern
        self.probes = probes
    }

    /// The values of a bare finite placeholder such as `{x:a|b}` or `{x:bool}`; empty for anything else.
    var members: [String] {
        guard pattern.hasPrefix("{"), pattern.hasSuffix("}"), pattern.filter({ $0 == "{" }).count == 1,
            let colon = pattern.firstIndex(of: ":")
        else { return [] }
        let type = pattern[pattern.index(after: colon)...].dropLast()
        if type == "bool" { return ["true", "false"] }
        return type.contains("|") && !type.contains("[") ? type.split(separator: "|").map(String.init) : []
    }
}

/// Random route sets over tiny alphabets, so that overlaps, ties, duplicates and shadowing are common,
/// checked against brute-force resolution of every URL of a space built from the values that probe
/// the round's pieces: every tie found there must be reported, and every reported witness must tie.
final class RoutePropertyTests: XCTestCase {
    private static let uuid = "00000000-0000-0000-0000-000000000001"
    private static let customHosts = [
        Piece("a", ["a"]), Piece("true", ["true"]), Piece("{h:a|b}", ["a", "b"]), Piece("{h}", ["c"]),
        Piece("{h:int}", ["1"]), Piece("{h:bool}", ["false"]), Piece("@{h}", ["@a", "@"]), Piece("{h}a", ["aa", "1a"]),
    ]
    private static let webHosts = [
        Piece("a.x", ["a.x"]), Piece("b.a.x", ["b.a.x"]), Piece("*.x", ["c.x", "x"]), Piece("*.a.x", ["c.b.a.x"]),
        Piece("{h}", ["y"]),
    ]
    private static let segments = [
        Piece("a", ["a"]), Piece("1", ["1"]), Piece("true", ["true"]), Piece("{x}", ["b"]),
        Piece("{x:int}", ["1", "-2"]),
        Piece("{x:double}", ["1.5"]), Piece("{x:bool}", ["false"]), Piece("{x:uuid}", [uuid]),
        Piece("{x:a|b}", ["a", "b"]),
        Piece("{x:1|c}", ["c"]), Piece("@{x}", ["@a", "@admin"]), Piece("@admin", ["@admin"]),
        Piece("@{x:int}", ["@1"]),
        Piece("{x}_{y}", ["a_b", "a_b-c"]), Piece("{x}-{y}", ["a-b", "-1"]), Piece("{x:int}.j", ["1.j", "1.5.j"]),
        Piece("a{x}", ["aa", "a1"]), Piece("{x}a", ["aa", "1a"]), Piece("a{x:a|b}", ["ab"]),
        Piece("{x:int}{y:int}", ["12"]),
        Piece("{_}", ["b"]), Piece("{_x:int}", ["1"]),
    ]
    private static let queryValues = [
        Piece("1", ["1"]), Piece("a", ["a"]), Piece("{q}", ["", "b"]), Piece("{q:int}", ["1"]),
        Piece("{q:bool}", ["true"]),
        Piece("{q?}", ["a"]), Piece("{q:a|1}", ["a"]), Piece("a{q}", ["a", "ab"]), Piece("{q}a", ["aa"]),
        Piece("{q:[int]}", ["1", "a"]), Piece("a{q?}", ["ab"]),
    ]
    private static let fragments = [
        Piece("a", ["a"]), Piece("{f}", ["b"]), Piece("{f:int}", ["1"]), Piece("a{f}", ["ab"]),
    ]

    /// The parts of a generated pattern, before placeholder names are made unique.
    private struct Parts {
        var web: Bool
        var host: String
        var segments: [String]
        var tail: Bool
        var query: [String: String]
        var fragment: String?

        var pattern: String {
            var names = 0
            func named(_ text: String) -> String {
                var result = ""
                var afterBrace = false
                for character in text {
                    result.append(character)
                    if afterBrace {
                        names += 1
                        result += String(names)
                    }
                    afterBrace = character == "{"
                }
                return result
            }
            var result = (web ? "https://" : "s://") + named(host) + segments.map { "/" + named($0) }.joined()
            if tail { result += "/{rest*}" }
            if !query.isEmpty {
                result += "?" + query.keys.sorted().map { $0 + "=" + named(query[$0]!) }.joined(separator: "&")
            }
            if let fragment { result += "#" + named(fragment) }
            return result
        }
    }

    /// The few pieces one round draws from, so that its routes share values.
    private struct Pools {
        let web: Bool
        let hosts: [Piece]
        let segments: [Piece]
        let queryValues: [Piece]
        let fragments: [Piece]
        let usesQuery: Bool
        let usesFragments: Bool

        init(_ random: inout SeededGenerator) {
            web = Int.random(in: 0..<4, using: &random) == 0
            hosts = Array(
                (web ? RoutePropertyTests.webHosts : RoutePropertyTests.customHosts).shuffled(using: &random).prefix(3))
            segments = Array(RoutePropertyTests.segments.shuffled(using: &random).prefix(4))
            queryValues = Array(RoutePropertyTests.queryValues.shuffled(using: &random).prefix(3))
            fragments = Array(RoutePropertyTests.fragments.shuffled(using: &random).prefix(2))
            usesQuery = Bool.random(using: &random)
            usesFragments = Int.random(in: 0..<3, using: &random) == 0
        }
    }

    private static func randomParts(_ random: inout SeededGenerator, _ pools: Pools) -> Parts {
        var query: [String: String] = [:]
        for key in ["k", "l"] where pools.usesQuery && Int.random(in: 0..<3, using: &random) == 0 {
            query[key] = pools.queryValues.randomElement(using: &random)!.pattern
        }
        return Parts(
            web: pools.web,
            host: pools.hosts.randomElement(using: &random)!.pattern,
            segments: (0..<Int.random(in: 0...2, using: &random)).map { _ in
                pools.segments.randomElement(using: &random)!.pattern
            },
            tail: Int.random(in: 0..<5, using: &random) == 0,
            query: query,
            fragment: pools.usesFragments && Bool.random(using: &random)
                ? pools.fragments.randomElement(using: &random)!.pattern : nil
        )
    }

    /// The template with one or two parts changed, so that routes of a round nearly collide.
    private static func mutated(_ template: Parts, _ random: inout SeededGenerator, _ pools: Pools) -> Parts {
        var parts = template
        for _ in 0..<Int.random(in: 1...2, using: &random) {
            switch Int.random(in: 0..<9, using: &random) {
            case 0: parts.host = pools.hosts.randomElement(using: &random)!.pattern
            case 1, 2:
                let piece = pools.segments.randomElement(using: &random)!.pattern
                if parts.segments.isEmpty {
                    parts.segments.append(piece)
                } else {
                    parts.segments[Int.random(in: 0..<parts.segments.count, using: &random)] = piece
                }
            case 3: parts.tail.toggle()
            case 4 where pools.usesQuery:
                let key = ["k", "l"].randomElement(using: &random)!
                parts.query[key] =
                    Bool.random(using: &random) ? nil : pools.queryValues.randomElement(using: &random)!.pattern
            case 5 where pools.usesFragments:
                parts.fragment =
                    Bool.random(using: &random) ? nil : pools.fragments.randomElement(using: &random)!.pattern
            case 6, 7:
                let index = Int.random(in: 0...parts.segments.count, using: &random)
                let current = index == 0 ? parts.host : parts.segments[index - 1]
                guard let value = Piece(current, []).members.randomElement(using: &random) else { continue }
                if index == 0 { parts.host = value } else { parts.segments[index - 1] = value }
            default:
                if parts.segments.count < 2 && Bool.random(using: &random) {
                    parts.segments.append(pools.segments.randomElement(using: &random)!.pattern)
                } else if !parts.segments.isEmpty {
                    parts.segments.removeLast()
                }
            }
        }
        return parts
    }

    /// Every URL over the probes of the round's pieces: up to three path segments, the query keys and
    /// the fragment when the round uses them.
    private static func universe(_ pools: Pools, lengths: Set<Int>, cache: inout [String: RouteURL]) -> [RouteURL] {
        func probes(_ pieces: [Piece], _ extra: [String], limit: Int) -> [String] {
            var values: [String] = []
            for value in extra + pieces.flatMap(\.probes) where !values.contains(value) { values.append(value) }
            return Array(values.prefix(limit))
        }
        let hosts = probes(pools.hosts, [], limit: 3)
        let segments = probes(pools.segments, ["a"], limit: 4)
        var paths: [String] = []
        for host in hosts {
            let root = (pools.web ? "https://" : "s://") + host
            if lengths.contains(0) { paths.append(root) }
            for first in segments {
                if lengths.contains(1) { paths.append(root + "/" + first) }
                for second in segments where lengths.contains(2) { paths.append(root + "/" + first + "/" + second) }
            }
            if lengths.contains(3) { paths.append(root + "/a/a/a") }
        }
        var suffixes = [""]
        if pools.usesQuery {
            let values: [String?] = [nil] + probes(pools.queryValues, [], limit: 2)
            suffixes = values.flatMap { k in
                [nil, "1"].map { (l: String?) in
                    let items = [k.map { "k=\($0)" }, l.map { "l=\($0)" }, k.flatMap { $0 == "1" ? "k=a" : nil }]
                    let present = items.compactMap { $0 }
                    return present.isEmpty ? "" : "?" + present.joined(separator: "&")
                }
            }
        }
        if pools.usesFragments {
            suffixes = suffixes.flatMap { suffix in
                [suffix] + probes(pools.fragments, [], limit: 1).map { suffix + "#" + $0 }
            }
        }
        return paths.flatMap { path in
            suffixes.compactMap { suffix in
                let text = path + suffix
                if let url = cache[text] { return url }
                let url = try? RouteURL(text)
                cache[text] = url
                return url
            }
        }
    }

    private static func patterns(_ random: inout SeededGenerator, _ pools: Pools) -> [Parts] {
        let template = randomParts(&random, pools)
        var patterns = [template]
        for _ in 0..<Int.random(in: 2...6, using: &random) {
            let parts = mutated(template, &random, pools)
            let pattern = parts.pattern
            if !patterns.contains(where: { $0.pattern == pattern }) || Int.random(in: 0..<4, using: &random) == 0 {
                patterns.append(parts)
            }
        }
        if pools.usesQuery && Int.random(in: 0..<3, using: &random) == 0 {
            // The same path with the other query key: incomparable key sets, so ties unless a route takes both.
            var twin = template
            twin.query = ["k": pools.queryValues.randomElement(using: &random)!.pattern]
            patterns.append(twin)
            twin.query = ["l": pools.queryValues.randomElement(using: &random)!.pattern]
            patterns.append(twin)
        }
        if Bool.random(using: &random) {
            // Every value of one finite slot as its own literal route: a union that may shadow the template.
            let slots = [template.host] + template.segments
            if let slot = slots.indices.filter({ !Piece(slots[$0], []).members.isEmpty }).randomElement(using: &random)
            {
                for value in Piece(slots[slot], []).members {
                    var parts = template
                    if slot == 0 { parts.host = value } else { parts.segments[slot - 1] = value }
                    patterns.append(parts)
                }
            }
        }
        return patterns
    }

    /// What a share of the rounds found.
    private struct Tally {
        var problems: [String] = []
        var seen: [String: Int] = [:]
        var urls = 0
    }

    /// The tallies of the shares, gathered under a lock.
    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var tally = Tally()

        func add(_ share: Tally) {
            lock.lock()
            defer { lock.unlock() }
            tally.problems += share.problems
            tally.seen.merge(share.seen, uniquingKeysWith: +)
            tally.urls += share.urls
        }

        var total: Tally {
            lock.lock()
            defer { lock.unlock() }
            return tally
        }
    }

    /// At least 10,000 route sets (or `ROUTE_PROPERTY_ROUNDS`), spread over the cores in fixed shares
    /// so that every run checks the same sets.
    func testResolutionAndAnalysisAgreeOnRandomRouteSets() throws {
        let rounds = Int(ProcessInfo.processInfo.environment["ROUTE_PROPERTY_ROUNDS"] ?? "") ?? 10_000
        let shares = 16
        let collected = Collected()
        DispatchQueue.concurrentPerform(iterations: shares) { share in
            collected.add(Self.run(share: share, of: shares, rounds: rounds))
        }
        let total = collected.total
        for problem in total.problems.prefix(20) { XCTFail(problem) }
        XCTAssertEqual(total.problems.count, 0)
        for kind in ["duplicate", "ambiguous", "overlap", "shadowed"] {
            XCTAssertGreaterThan(
                total.seen[kind, default: 0], rounds / 100, "the random sets produced few \(kind) findings")
        }
        XCTAssertGreaterThan(total.urls, rounds * 50)
    }

    private static func run(share: Int, of shares: Int, rounds: Int) -> Tally {
        var random = SeededGenerator(seed: 20_240_611 &+ UInt64(share) &* 7919)
        var cache: [String: RouteURL] = [:]
        var tally = Tally()
        for round in stride(from: share, to: rounds, by: shares) {
            let pools = Pools(&random)
            let parts = patterns(&random, pools)
            // Only URLs of a length some route matches can tie or overlap.
            let lengths = Set(
                parts.flatMap { $0.tail ? [$0.segments.count, $0.segments.count + 1] : [$0.segments.count] })
            let patterns = parts.map(\.pattern)
            let urls = universe(pools, lengths: lengths, cache: &cache)
            tally.urls += urls.count
            do {
                let table = try makeTable(patterns.enumerated().map { ("r\($0.offset)", $0.element) })
                check(table, urls: urls, context: "round \(round): \(patterns)", tally: &tally)
            } catch {
                tally.problems.append("round \(round): \(patterns): \(error)")
            }
        }
        return tally
    }

    /// Checks the analysis of one table against the resolution of every URL of the space.
    private static func check(_ table: RouteTable, urls: [RouteURL], context: String, tally: inout Tally) {
        func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
            if !condition { tally.problems.append(message()) }
        }
        let analysis = RouteAnalysis(table)
        tally.problems += claimProblems(table, analysis, context: context)
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
                tally.seen["duplicate", default: 0] += 1
            case .ambiguous(let a, let b, _):
                tiedPairs.insert([a, b])
                tally.seen["ambiguous", default: 0] += 1
            case .overlap(let a, let b, _, let winner):
                decided.insert([a, b, winner])
                tally.seen["overlap", default: 0] += 1
            case .shadowed(let route, _, _):
                shadowed.insert(route)
                tally.seen["shadowed", default: 0] += 1
            }
        }
        var winners = Set<Int>()
        for url in urls {
            switch table.resolve(url) {
            case .tie(let routes):
                for (offset, a) in routes.enumerated() {
                    for b in routes[(offset + 1)...] {
                        let (ra, rb) = (representative[a], representative[b])
                        expect(
                            ra == rb || tiedPairs.contains([min(ra, rb), max(ra, rb)]),
                            "\(context): \(url) ties \(a) and \(b), not reported"
                        )
                    }
                }
            case .matched(let winner, _):
                winners.insert(winner)
                for other in table.candidates(for: url) where other != winner {
                    let other = representative[other]
                    let pair = [min(winner, other), max(winner, other), winner]
                    expect(decided.contains(pair), "\(context): \(url) overlap \(pair) not reported")
                }
            case .noMatch:
                break
            }
        }
        let examples = analysis.examples()
        for route in winners {
            expect(!shadowed.contains(route), "\(context): route \(route) wins but is reported shadowed")
            expect(examples[route] != nil, "\(context): route \(route) wins but has no example")
        }
    }
}

extension RoutePropertyTests {
    /// What `navlint diff` relies on to resolve no witness URL of a route where both versions hold the same
    /// patterns in the same order, on random route sets: each witness URL of a route is a URL of the route,
    /// and a route that outranks every route it shares a URL with (`overlapsOutranked`, which lists them all)
    /// opens every URL it matches, its witnesses among them.
    func testWitnessURLsAreTheRoutesOwnAndAnOutrankingRouteOpensEveryURLItMatches() throws {
        var random = SeededGenerator(seed: 20_261_202)
        var cache: [String: RouteURL] = [:]
        var problems: [String] = []
        var outranking = 0
        for round in 0..<500 {
            let pools = Pools(&random)
            let parts = Self.patterns(&random, pools)
            let patterns = parts.map(\.pattern)
            let lengths = Set(parts.flatMap { [$0.segments.count, $0.segments.count + 1] })
            let space = Self.universe(pools, lengths: lengths, cache: &cache)
            let table = try makeTable(patterns.enumerated().map { ("r\($0.offset)", $0.element) })
            let context = "round \(round): \(patterns)"
            XCTAssertTrue(VersionComparison.resolveAlike(table, try makeTable(patterns.map { ("other", $0) })))
            for entry in 0..<table.count {
                let overlapping = VersionComparison.overlappingEntries(ofEntry: entry, in: table, against: table)
                let witnesses = VersionComparison.witnessURLs(
                    ofEntry: entry, in: table, against: table, overlapping: overlapping)
                let urls = witnesses.compactMap { try? RouteURL($0) }
                if urls.count != witnesses.count || urls.contains(where: { !table.candidates(for: $0).contains(entry) })
                {
                    problems.append("\(context): a witness URL of route \(entry) is not its own: \(witnesses)")
                }
                guard let others = VersionComparison.overlapsOutranked(byEntry: entry, in: table) else { continue }
                outranking += 1
                for url in urls + space where table.candidates(for: url).contains(entry) {
                    let candidates = Set(table.candidates(for: url))
                    if case .matched(entry, _) = table.resolve(url), candidates.isSubset(of: Set(others + [entry])) {
                        continue
                    }
                    problems.append("\(context): route \(entry) outranks \(others) but \(url) does not open it")
                }
            }
        }
        for problem in problems.prefix(20) { XCTFail(problem) }
        XCTAssertEqual(problems.count, 0)
        XCTAssertGreaterThan(outranking, 250, "the random sets had few routes that outrank their overlaps")
    }
}
