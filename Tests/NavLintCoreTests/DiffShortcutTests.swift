import NavLintRoutes
import NavLintTestSupport
import XCTest

@testable import NavLintCore
@testable import NavLintDiff

/// Where both versions hold the same patterns in the same order, `navlint diff` resolves none of the witness
/// URLs of a route that outranks every route it shares a URL with: random pairs of versions compared that way
/// and with every witness resolved give the same breaks, continuations, replacements and additions.
final class DiffShortcutTests: XCTestCase {
    /// Patterns over few values, so that routes overlap, shadow and tie: `T` and `N` are replaced by digits.
    private static let patterns = [
        "app://tT/sN/{id:int}", "app://tT/sN/item-{id:int}", "app://tT/sN/{name}", "app://tT/{kind:a|b}/{id:int}",
        "app://tT/sN", "app://tT/sN/{rest*}", "app://{section}/{rest*}", "app://tT/sN?q={q:int}",
        "app://tT/sN#{f}", "app://tT/sN/{id:double}", "app://tT/{any}/{id:int}", "app://tT/sN/{id:int}?o={o:int?}",
        "https://shop.example.com/sN/detail?id={id:int}", "https://shop.example.com/{rest*}",
        "https://shop.example.com/sN/v{id:int}.json",
    ]

    func testRoutesThatOpenAllTheirWitnessesNeedNoneResolved() throws {
        var random = SeededGenerator(seed: 37)
        var skipped = 0
        for round in 0..<400 {
            let (old, new) = Self.versions(&random)
            let (before, after) = (try Self.version(old), try Self.version(new))
            let everyWitness = SpecComparison(old: before, new: after, resolvingEveryWitness: true)
            let comparison = SpecComparison(old: before, new: after)
            XCTAssertEqual(Self.summary(comparison), Self.summary(everyWitness), "round \(round)\n\(old)\n\n\(new)")
            skipped += comparison.entriesOpeningThemselves
        }
        XCTAssertGreaterThan(skipped, 200, "few routes had their witnesses skipped")
    }

    /// Where both tables hold the same patterns in the same order, each written once, a route's twin is looked
    /// for at its own place only: the same twins as matching every route's key with every other's.
    func testTwinsAtTheirPlacesAreTheTwinsOfEveryKey() throws {
        var random = SeededGenerator(seed: 41)
        var atTheirPlaces = 0
        for round in 0..<400 {
            let (old, new) = Self.versions(&random, distinct: round % 2 == 0)
            let (before, after) = (try Self.version(old), try Self.version(new))
            let renamed = ModelMatching(old: before.graph, new: after.graph).newIDs
            let alike = VersionComparison.resolveAlike(before.table, after.table)
            let placed = SpecComparison.Twins(old: before, new: after, renamed: renamed, alike: alike)
            let keyed = SpecComparison.Twins(old: before, new: after, renamed: renamed, alike: false)
            XCTAssertEqual(placed.newTwin, keyed.newTwin, "round \(round)\n\(old)\n\n\(new)")
            XCTAssertEqual(placed.newHasOldTwin, keyed.newHasOldTwin, "round \(round)")
            if alike && before.table.routesEndApart { atTheirPlaces += 1 }
        }
        XCTAssertGreaterThan(atTheirPlaces, 100, "few pairs had their twins looked for at their places")
    }

    func testTheGeneratedSpecWithEveryScreenRenamedResolvesOnlyTheFallbacks() throws {
        let routes = (0..<40).map { #"route r\#($0) "app://t\#($0 % 4)/s\#($0)/{id:int}" -> S\#($0 % 10)"# }
        let fallbacks = [#"route fallback "app://{section}/{rest*}" -> Home"#]
        let screens = (0..<10).map { "screen S\($0)(id: Int?)" }
        let old = (["navgraph 1", "links scheme app", "root Home", "screen Home"] + screens + routes + fallbacks)
            .joined(separator: "\n")
        let new = old.replacingOccurrences(of: " S", with: " Screen")
        let comparison = SpecComparison(old: try Self.version(old), new: try Self.version(new))
        XCTAssertEqual(comparison.entriesOpeningThemselves, 40)
        XCTAssertEqual(comparison.breaks.count, 40)
        XCTAssertEqual(comparison.breaks.first?.url, "app://t0/s0/1")
    }

    private static func version(_ text: String) throws -> SpecVersion {
        let spec = try NavDSLReader.read(text)
        return SpecVersion(spec, graph: NavGraph(spec: spec))
    }

    /// An old version of random routes into five screens and Home, and a new one with the same patterns in the
    /// same order (mostly), its screens renamed with or without their Swift types, some targets, ids, `when`
    /// conditions and `replaces` changed.
    /// With `distinct`, every pattern of a version differs from the others (a pool of one use each).
    private static func versions(
        _ random: inout SeededGenerator, distinct: Bool = false
    ) -> (old: String, new: String) {
        let keepTypes = Bool.random(using: &random)
        let count = Int.random(in: 2...12, using: &random)
        var pool = patterns.shuffled(using: &random).prefix(Int.random(in: 2...6, using: &random))
        if distinct { pool = patterns.shuffled(using: &random).prefix(count) }
        var oldRoutes: [String] = []
        var newRoutes: [String] = []
        for index in 0..<count {
            let pattern = (distinct ? pool[pool.startIndex + index] : pool.randomElement(using: &random)!)
                .replacingOccurrences(of: "T", with: String(Int.random(in: 0..<2, using: &random)))
                .replacingOccurrences(of: "N", with: String(Int.random(in: 0..<2, using: &random)))
            let targets = ["Home", "S0", "S1", "S2", "S3", "S4"]
            let target = targets.randomElement(using: &random)!
            let condition = Int.random(in: 0..<6, using: &random) == 0 ? #" when "c\#(index % 2)""# : ""
            oldRoutes.append(#"route r\#(index) "\#(pattern)" -> \#(target)\#(condition)"#)
            var newTarget = target == "Home" ? target : "Screen" + target.dropFirst()
            if Int.random(in: 0..<5, using: &random) == 0 { newTarget = "Screen" + String(index % 5) }
            var id = "r\(index)"
            if Int.random(in: 0..<8, using: &random) == 0 { id = "r\((index + 1) % count)" }
            var extra = condition
            if condition.isEmpty && Int.random(in: 0..<8, using: &random) == 0 {
                extra = " replaces r\(Int.random(in: 0..<count, using: &random))"
            }
            newRoutes.append(#"route \#(id) "\#(pattern)" -> \#(newTarget)\#(extra)"#)
        }
        if Int.random(in: 0..<10, using: &random) == 0 { newRoutes.swapAt(0, count - 1) }
        let header = ["navgraph 1", "links scheme app, host shop.example.com", "root Home", "screen Home"]
        let oldScreens = (0..<5).map { "screen S\($0)(id: Int?)" }
        let newScreens = (0..<5).map { "screen Screen\($0)(id: Int?)" + (keepTypes ? #" { swift "S\#($0)" }"# : "") }
        return (
            (header + oldScreens + oldRoutes).joined(separator: "\n"),
            (header + newScreens + newRoutes).joined(separator: "\n")
        )
    }

    /// Everything the route rules read of a comparison, as text.
    private static func summary(_ comparison: SpecComparison) -> [String] {
        comparison.breaks.map { "break \($0.oldEntry) \($0.url) \($0.now) \($0.cause)" }
            + comparison.continuations.map { "continues \($0)" }
            + comparison.replacements.map { "replaced \($0)" }
            + comparison.additions.map { "added \($0.entry) \($0.url)" }
            + ["unresolved \(comparison.unresolvedURLs)"]
    }
}
