import Foundation
import NavLintRoutes
import XCTest

/// The query and fragment in the exact comparison with an AASA entry: a URL's query items come in any
/// order, with or without the optional ones and with items the route ignores, and a `"?"` string and
/// `"?"` dictionaries are read on the same query.
final class RouteDeliveryQueryTests: XCTestCase {
    private func table(_ patterns: [String]) throws -> RouteTable {
        RouteTable(try patterns.enumerated().map { (id: "r\($0.offset)", pattern: try RoutePattern.parse($0.element)) })
    }

    private func glob(_ text: String) -> URLGlob { URLGlob(text, caseSensitive: true) }

    private func component(
        _ path: String? = nil, query: String? = nil, items: [String: String] = [:], fragment: String? = nil,
        exclude: Bool = false
    ) -> LinkComponent {
        LinkComponent(
            path: path.map(glob), query: query.map(glob),
            queryItems: items.sorted { $0.key < $1.key }.map { .init(key: $0.key, value: glob($0.value)) },
            fragment: fragment.map(glob), excludes: exclude)
    }

    private func delivery(_ pattern: String, _ components: [LinkComponent]) throws -> LinkDelivery {
        RouteDelivery.delivery(ofEntry: 0, in: try table([pattern]), components: components)
    }

    func testAQueryStringMeetsTheItemsInEveryOrder() throws {
        let pattern = "https://e.x/d?id={id:int}&tab={tab:info|reviews}"
        let verdict = try delivery(pattern, [component(query: "id=*")])
        guard case .partlyDelivered(let witness, nil) = verdict else { return XCTFail("\(verdict)") }
        try assertRefused(witness, by: [component(query: "id=*")], route: pattern)
        XCTAssertEqual(
            try delivery(pattern, [component(query: "*id=*"), component(query: "*tab=*")]), .delivered)
    }

    func testAQueryStringMeetsItemsTheRouteIgnores() throws {
        let pattern = "https://e.x/a?ref={r}"
        let verdict = try delivery(pattern, [component(query: "ref=*")])
        guard case .partlyDelivered(let witness, nil) = verdict else { return XCTFail("\(verdict)") }
        try assertRefused(witness, by: [component(query: "ref=*")], route: pattern)
        let anyQuery = [component(query: "?*", exclude: true), component()]
        guard case .partlyDelivered(let extra, 0) = try delivery("https://e.x/a", anyQuery) else {
            return XCTFail("\(try delivery("https://e.x/a", anyQuery))")
        }
        try assertRefused(extra, by: anyQuery, route: "https://e.x/a")
    }

    func testOptionalItemsMayBeAbsentOrAnyValue() throws {
        let pattern = "https://e.x/s?q={q}&page={page:int?}"
        let paged = [component(query: "*page=?*", exclude: true), component()]
        guard case .partlyDelivered(let witness, 0) = try delivery(pattern, paged) else {
            return XCTFail("\(try delivery(pattern, paged))")
        }
        try assertRefused(witness, by: paged, route: pattern)
        XCTAssertEqual(try delivery(pattern, [component(items: ["q": "*"])]), .delivered)
    }

    /// A `"?"` string and a `"?"` dictionary read the same query: the answers are not combined as if
    /// they were apart.
    func testAStringAndADictionaryReadTheSameQuery() throws {
        let pattern = "https://e.x/d?id={id:int}"
        let components = [component(query: "id=?"), component(items: ["id": "??*"])]
        let verdict = try delivery(pattern, components)
        guard case .partlyDelivered(let witness, nil) = verdict else { return XCTFail("\(verdict)") }
        try assertRefused(witness, by: components, route: pattern)
        // Read apart, the string would miss `id=0` while the dictionary takes `1`: together no query opens the app.
        let both = [component(query: "*id=1*", exclude: true), component(items: ["id": "1*"])]
        XCTAssertEqual(try delivery(pattern, both), .notDelivered(witness: "https://e.x/d?id=0", decidedBy: nil))
    }

    /// An `&` or `=` inside a decoded query may stand for an escaped one: the walk meets those URLs too.
    func testEscapedSeparatorsInAQuery() throws {
        let pattern = "https://e.x/s?q={q}"
        let escaped = LinkComponent(
            path: nil, query: glob("q=a&b"), queryItems: [.init(key: "q", value: glob("a&b"))], excludes: true)
        XCTAssertEqual(
            try delivery(pattern, [escaped, component()]),
            .partlyDelivered(witness: "https://e.x/s?q=a%26b", decidedBy: 0))
        try assertRefused("https://e.x/s?q=a%26b", by: [escaped, component()], route: pattern)
    }

    /// Every URL sampled from a route (items in any order, optional ones present or not, items the route
    /// ignores) agrees with the verdict, and every witness is a URL of the route that the components refuse.
    func testSampledURLsAgreeWithTheVerdict() throws {
        let patterns = [
            "https://e.x/d?id={id:int}", "https://e.x/d?id={id:int}&tab={tab:info|reviews}",
            "https://e.x/s?q={q}&page={page:int?}", "https://e.x/a",
        ]
        let componentSets: [[LinkComponent]] = [
            [component(query: "id=*")], [component(items: ["id": "1*"]), component(query: "*tab=info*")],
            [component(query: "*page=*", exclude: true), component(items: ["q": "?*"])],
            [component(items: ["x": "*"], exclude: true), component(query: "id=*&*")],
            [component(query: "?*")], [component(query: "*=*", exclude: true), component()],
        ]
        var generator = SystemRandomNumberGenerator()
        for pattern in patterns {
            for components in componentSets {
                let verdict = try delivery(pattern, components)
                var delivered = Set<Bool>()
                for _ in 0..<200 {
                    let url = sample(pattern, using: &generator)
                    XCTAssertTrue(try routes(url, pattern), url)
                    delivered.insert(try decides(components, url))
                }
                switch verdict {
                case .delivered: XCTAssertEqual(delivered, [true], "\(pattern) \(components)")
                case .notDelivered(let witness, _):
                    XCTAssertEqual(delivered, [false], "\(pattern) \(components)")
                    try assertRefused(witness, by: components, route: pattern)
                case .partlyDelivered(let witness, _): try assertRefused(witness, by: components, route: pattern)
                case .unknown: XCTFail("past the budget: \(pattern)")
                }
            }
        }
    }

    // MARK: - A reading of AASA components straight from the URL's text

    private func assertRefused(
        _ witness: String, by components: [LinkComponent], route pattern: String, line: UInt = #line
    ) throws {
        XCTAssertTrue(try routes(witness, pattern), "\(witness) is not a URL of \(pattern)", line: line)
        XCTAssertFalse(try decides(components, witness), "\(witness) opens the app", line: line)
    }

    private func routes(_ url: String, _ pattern: String) throws -> Bool {
        if tables[pattern] == nil { tables[pattern] = try table([pattern]) }
        if case .matched(0, _) = try tables[pattern]!.resolve(url) { return true }
        return false
    }

    private var tables: [String: RouteTable] = [:]

    /// Whether the first component that takes the URL opens the app.
    private func decides(_ components: [LinkComponent], _ url: String) throws -> Bool {
        let parsed = try RouteURL(url)
        var rest = Substring(url.dropFirst("https://e.x".count))
        var fragment = ""
        if let mark = rest.firstIndex(of: "#") {
            fragment = String(rest[rest.index(after: mark)...]).removingPercentEncoding!
            rest = rest[..<mark]
        }
        var query = ""
        if let mark = rest.firstIndex(of: "?") {
            query = String(rest[rest.index(after: mark)...]).removingPercentEncoding!
            rest = rest[..<mark]
        }
        let path = String(rest).removingPercentEncoding!
        let taker = components.first { component in
            (component.path?.matches(path) ?? true) && (component.query?.matches(query) ?? true)
                && component.queryItems.allSatisfy { item in
                    parsed.queryValue(item.key).map(item.value.matches) ?? false
                }
                && (component.fragment?.matches(fragment) ?? true)
        }
        return taker.map { !$0.excludes } ?? false
    }

    /// A URL of one of the test's patterns: its items shuffled, optional ones present or not, and extras.
    private func sample(_ pattern: String, using generator: inout SystemRandomNumberGenerator) -> String {
        let path = String(pattern.prefix { $0 != "?" })
        var items: [String] = []
        let ints = ["0", "1", "12", "-3", "10"]
        if pattern.contains("id=") { items.append("id=" + ints.randomElement(using: &generator)!) }
        if pattern.contains("tab=") { items.append("tab=" + ["info", "reviews"].randomElement(using: &generator)!) }
        if pattern.contains("q=") { items.append("q=" + ["", "a", "a%26b", "1"].randomElement(using: &generator)!) }
        if pattern.contains("page=") && Bool.random(using: &generator) {
            items.append("page=" + (ints + ["a", ""]).randomElement(using: &generator)!)
        }
        // A route reads the first item of a key: an extra of a key the route names comes after the route's own.
        var written = items.shuffled(using: &generator)
        let extras = ["x=1", "ref=", "utm", "x=%3D", "id=5", "tab=a"]
        for _ in 0..<Int.random(in: 0...2, using: &generator) {
            let extra = extras.randomElement(using: &generator)!
            let named = pattern.contains("?" + extra.prefix(3)) || pattern.contains("&" + extra.prefix(3))
            written.insert(extra, at: named ? written.count : Int.random(in: 0...written.count, using: &generator))
        }
        items = written
        return items.isEmpty ? path : path + "?" + items.joined(separator: "&")
    }
}
