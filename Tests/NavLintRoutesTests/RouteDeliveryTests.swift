import Foundation
import NavLintRoutes
import XCTest

/// The exact comparison of a route's typed language with the components of an AASA entry.
final class RouteDeliveryTests: XCTestCase {
    private func table(_ patterns: [String]) throws -> RouteTable {
        RouteTable(try patterns.enumerated().map { (id: "r\($0.offset)", pattern: try RoutePattern.parse($0.element)) })
    }

    private func path(_ text: String, exclude: Bool = false, caseSensitive: Bool = true) -> LinkComponent {
        LinkComponent(path: URLGlob(text, caseSensitive: caseSensitive), excludes: exclude)
    }

    private func delivery(_ pattern: String, _ components: [LinkComponent]) throws -> LinkDelivery {
        RouteDelivery.delivery(ofEntry: 0, in: try table([pattern]), components: components)
    }

    func testGlobsMatchAsAASAPatternsDo() {
        let cases: [(String, String, Bool)] = [
            ("/p/*", "/p/", true), ("/p/*", "/p/a/b", true), ("/p/?", "/p/a", true), ("/p/?", "/p/ab", false),
            ("/p/?*", "/p/", false), ("/p/?*", "/p/abc", true), ("*", "", true), ("/a", "/A", false),
            ("/a*b", "/a/x/b", true), ("/a*b", "/a/x/c", false),
        ]
        for (glob, text, expected) in cases {
            XCTAssertEqual(URLGlob(glob, caseSensitive: true).matches(text), expected, "\(glob) ~ \(text)")
        }
        XCTAssertTrue(URLGlob("/Help/*", caseSensitive: false).matches("/hELP/x"))
    }

    /// The glob matcher agrees with a regular expression that reads `*` as `.*` and `?` as `.`, on every text
    /// of up to five characters over a small alphabet.
    func testGlobsAgreeWithRegularExpressions() throws {
        let globs = ["*", "a*b", "*a*", "?", "a?*", "*?b", "a**b", "/p/*", "ab", "", "?*?", "*a?b*"]
        let alphabet: [Character] = ["a", "b", "/", "p"]
        var texts = [""]
        for _ in 0..<5 {
            texts += texts.filter { $0.count == texts.last!.count }.flatMap { t in alphabet.map { t + String($0) } }
        }
        for glob in globs {
            let pattern =
                "^"
                + glob.map { $0 == "*" ? ".*" : $0 == "?" ? "." : NSRegularExpression.escapedPattern(for: String($0)) }
                .joined() + "$"
            let expression = try NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators])
            for text in Set(texts) {
                let expected = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
                XCTAssertEqual(URLGlob(glob, caseSensitive: true).matches(text), expected, "\(glob) ~ \(text)")
            }
        }
    }

    func testAWildcardDeliversATypedPlaceholder() throws {
        XCTAssertEqual(try delivery("https://shop.example/p/{id:int}", [path("/p/*")]), .delivered)
        XCTAssertEqual(try delivery("https://shop.example/p/{slug}", [path("/p/?*")]), .delivered)
        XCTAssertEqual(try delivery("https://shop.example/p/{id:int}/{rest*}", [path("/p/*")]), .delivered)
    }

    func testAnExcludeBeforeTheWildcardMakesTheRoutePartlyDelivered() throws {
        let result = try delivery("https://shop.example/p/{id:int}", [path("/p/0*", exclude: true), path("/p/*")])
        XCTAssertEqual(result, .partlyDelivered(witness: "https://shop.example/p/0", decidedBy: 0))
    }

    func testAnExcludeAfterTheWildcardNeverDecides() throws {
        let result = try delivery("https://shop.example/p/{id:int}", [path("/p/*"), path("/p/0*", exclude: true)])
        XCTAssertEqual(result, .delivered)
    }

    func testNoComponentTakesTheRoute() throws {
        let result = try delivery("https://shop.example/orders/{id:int}", [path("/p/*")])
        XCTAssertEqual(result, .notDelivered(witness: "https://shop.example/orders/0", decidedBy: nil))
    }

    func testAnExcludeThatTakesEveryURLDecidesThemAll() throws {
        let result = try delivery("https://shop.example/account", [path("/account*", exclude: true), path("*")])
        XCTAssertEqual(result, .notDelivered(witness: "https://shop.example/account", decidedBy: 0))
    }

    func testOneCharacterTakesOnlyShortValues() throws {
        let result = try delivery("https://shop.example/p/{id:int}", [path("/p/?")])
        guard case .partlyDelivered(let witness, nil) = result else { return XCTFail("\(result)") }
        XCTAssertEqual(witness, "https://shop.example/p/00")
    }

    func testAnEnumIsDeliveredWhenEveryValueIs() throws {
        XCTAssertEqual(try delivery("https://e.x/{tab:home|more}", [path("/home"), path("/more")]), .delivered)
        XCTAssertEqual(
            try delivery("https://e.x/{tab:home|more}", [path("/home")]),
            .partlyDelivered(witness: "https://e.x/more", decidedBy: nil))
    }

    func testCaseInsensitiveComponentsFoldCase() throws {
        XCTAssertEqual(try delivery("https://e.x/Help/{topic}", [path("/help/*", caseSensitive: false)]), .delivered)
        XCTAssertEqual(
            try delivery("https://e.x/Help/{topic}", [path("/help/*")]),
            .notDelivered(witness: "https://e.x/Help/a", decidedBy: nil))
    }

    func testAWildcardDoesNotTakeTheSlashOfAnotherSegment() throws {
        XCTAssertEqual(try delivery("https://e.x/a/{x}/b", [path("/a/*/b")]), .delivered)
        XCTAssertEqual(
            try delivery("https://e.x/a/{x}/{y}", [path("/a/?/*")]),
            .partlyDelivered(
                witness: "https://e.x/a/aa/a", decidedBy: nil))
    }

    func testTheRootPath() throws {
        XCTAssertEqual(try delivery("https://e.x/", [path("/")]), .delivered)
        XCTAssertEqual(try delivery("https://e.x/{rest*}", [path("/*")]), .delivered)
        XCTAssertEqual(
            try delivery("https://e.x/{rest*}", [path("/?*")]),
            .partlyDelivered(witness: "https://e.x/", decidedBy: nil))
    }

    func testQueryDictionaries() throws {
        let item = LinkComponent(
            path: URLGlob("/search", caseSensitive: true),
            queryItems: [.init(key: "q", value: URLGlob("*", caseSensitive: true))])
        XCTAssertEqual(try delivery("https://e.x/search?q={q}", [item]), .delivered)
        let nonEmpty = LinkComponent(
            path: nil, queryItems: [.init(key: "q", value: URLGlob("?*", caseSensitive: true))])
        XCTAssertEqual(
            try delivery("https://e.x/search?q={q}", [nonEmpty]),
            .partlyDelivered(witness: "https://e.x/search?q=", decidedBy: nil))
        XCTAssertEqual(
            try delivery("https://e.x/search?q={q?}", [item]),
            .partlyDelivered(witness: "https://e.x/search", decidedBy: nil))
        // A URL may carry items its route ignores: /search?q= opens the app, /search does not.
        XCTAssertEqual(
            try delivery("https://e.x/search", [item]), .partlyDelivered(witness: "https://e.x/search", decidedBy: nil))
        let numbers = LinkComponent(
            path: nil, queryItems: [.init(key: "page", value: URLGlob("?", caseSensitive: true))])
        XCTAssertEqual(
            try delivery("https://e.x/list?page={page:int}", [numbers]),
            .partlyDelivered(witness: "https://e.x/list?page=00", decidedBy: nil))
    }

    func testQueryStringsAndFragments() throws {
        let query = LinkComponent(path: nil, query: URLGlob("ref=*", caseSensitive: true))
        // Another item may come before ref: the string then does not match the query.
        XCTAssertEqual(
            try delivery("https://e.x/a?ref={r}", [query]),
            .partlyDelivered(witness: "https://e.x/a?a=&ref=", decidedBy: nil))
        XCTAssertEqual(
            try delivery(
                "https://e.x/a?ref={r}", [LinkComponent(path: nil, query: URLGlob("*ref*", caseSensitive: true))]),
            .delivered)
        let fragment = LinkComponent(path: nil, fragment: URLGlob("top", caseSensitive: true), excludes: true)
        XCTAssertEqual(
            try delivery("https://e.x/a#{f:top|end}", [fragment, path("*")]),
            .partlyDelivered(witness: "https://e.x/a#top", decidedBy: 0))
    }

    func testAASAComponentsWithoutRoutes() throws {
        let routes = try table(["https://e.x/p/{id:int}", "https://e.x/about"])
        let components = [path("/p/*"), path("/about"), path("/blog/*")]
        XCTAssertEqual(
            AASACoverage.unroutedPath(ofComponent: 1, in: components, routes: [0, 1], in: routes), .some(nil))
        XCTAssertEqual(
            AASACoverage.unroutedPath(ofComponent: 0, in: components, routes: [0, 1], in: routes), .some("/p/a"))
        XCTAssertEqual(
            AASACoverage.unroutedPath(ofComponent: 2, in: components, routes: [0, 1], in: routes), .some("/blog/a"))
    }

    func testShadowedComponents() {
        let components = [path("/p/*"), path("/p/1"), path("/q/1"), path("/q/*"), path("/?*"), path("/x")]
        XCTAssertEqual(AASACoverage.shadowingComponents(of: 1, in: components), [0])
        XCTAssertNil(AASACoverage.shadowingComponents(of: 2, in: components))
        XCTAssertNil(AASACoverage.shadowingComponents(of: 3, in: components))
        XCTAssertEqual(AASACoverage.shadowingComponents(of: 5, in: components), [4])
    }

    /// Judging many routes at once, with the answers after the path shared by routes alike in their query and
    /// fragment, gives what judging each route alone gives.
    func testRoutesJudgedTogetherAgreeWithEachAlone() throws {
        let patterns = [
            "https://shop.example/p/{id:int}", "https://shop.example/s1/detail?id={id:int}",
            "https://shop.example/s2/detail?id={id:int}", "https://shop.example/s3/item-{id:int}",
            "https://shop.example/s4/detail?id={id:int}&tab={tab?}", "https://shop.example/help#{section}",
            "shop://p/{id:int}", "https://shop.example/s10/detail?id={id:int}", "https://shop.example/",
        ]
        let componentSets: [[LinkComponent]] = [
            [path("/s1*", exclude: true), path("/s*"), path("/p/0*", exclude: true), path("/p/*")],
            [
                LinkComponent(path: nil, queryItems: [.init(key: "id", value: URLGlob("1*", caseSensitive: true))]),
                LinkComponent(
                    path: URLGlob("/s?/*", caseSensitive: true), query: URLGlob("id=*", caseSensitive: true)),
                LinkComponent(path: nil, fragment: URLGlob("no_links", caseSensitive: true), excludes: true),
                path("/*"),
            ],
            [],
        ]
        let table = try table(patterns)
        for components in componentSets {
            let entries = Array(0..<table.count)
            let together = RouteDelivery.deliveries(ofEntries: entries, in: table, components: components)
            let alone = (0..<table.count).map {
                RouteDelivery.delivery(ofEntry: $0, in: table, components: components)
            }
            XCTAssertEqual(together, alone)
        }
    }
}
