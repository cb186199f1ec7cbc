import Foundation
import NavLintRoutes
import XCTest

/// Builds a table from (id, pattern) pairs.
func makeTable(_ routes: [(String, String)]) throws -> RouteTable {
    RouteTable(try routes.map { (id: $0.0, pattern: try RoutePattern.parse($0.1)) })
}

final class RouteResolutionTests: XCTestCase {
    private func winner(
        _ table: RouteTable, _ url: String, file: StaticString = #filePath, line: UInt = #line
    ) throws -> String? {
        switch try table.resolve(url) {
        case .matched(let route, _): return table.entries[route].id
        case .tie(let routes): XCTFail("tie \(routes) for \(url)", file: file, line: line)
        case .noMatch: break
        }
        return nil
    }

    private func arguments(
        _ table: RouteTable, _ url: String, file: StaticString = #filePath, line: UInt = #line
    ) throws -> [String: TypedValue] {
        guard case .matched(_, let arguments) = try table.resolve(url) else {
            XCTFail("no single match for \(url)", file: file, line: line)
            return [:]
        }
        return Dictionary(uniqueKeysWithValues: arguments.map { ($0.name, $0.value) })
    }

    func testSchemeAndHostAreCaseInsensitivePathIsNot() throws {
        let table = try makeTable([("product", "shop://products/{id:int}"), ("about", "shop://info/About")])
        XCTAssertEqual(try arguments(table, "SHOP://Products/42"), ["id": .int(42)])
        XCTAssertEqual(try winner(table, "shop://INFO/About"), "about")
        XCTAssertNil(try winner(table, "shop://info/about"))
    }

    func testPercentEncodedSegmentsAreDecodedBeforeTyping() throws {
        let table = try makeTable([
            ("name", "shop://p/{name}"), ("number", "shop://n/{n:int}"), ("space", "shop://s/a%20b"),
        ])
        XCTAssertEqual(try arguments(table, "shop://p/a%20b%2Fc"), ["name": .string("a b/c")])
        XCTAssertEqual(try arguments(table, "shop://n/%31%32"), ["n": .int(12)])
        XCTAssertEqual(try winner(table, "shop://s/a%20b"), "space")
        XCTAssertEqual(try arguments(table, "shop://p/caf%C3%A9"), ["name": .string("café")])
    }

    func testTypedValues() throws {
        let table = try makeTable([
            ("int", "shop://v/{x:int}"), ("double", "shop://v/{x:double}"), ("uuid", "shop://v/{x:uuid}"),
            ("bool", "shop://v/{x:bool}"), ("string", "shop://v/{x}"),
        ])
        XCTAssertEqual(try arguments(table, "shop://v/-5"), ["x": .int(-5)])
        XCTAssertEqual(try arguments(table, "shop://v/007"), ["x": .int(7)])
        XCTAssertEqual(try arguments(table, "shop://v/2"), ["x": .int(2)])
        XCTAssertEqual(try arguments(table, "shop://v/-1.5"), ["x": .double(-1.5)])
        XCTAssertEqual(try arguments(table, "shop://v/3.0"), ["x": .double(3)])
        // Types are lexical: an int too large for 64 bits is still an int, and keeps its digits as text.
        XCTAssertEqual(try winner(table, "shop://v/99999999999999999999"), "int")
        XCTAssertEqual(try arguments(table, "shop://v/99999999999999999999"), ["x": .string("99999999999999999999")])
        XCTAssertEqual(try winner(table, "shop://v/\(String(repeating: "9", count: 400)).5"), "double")
        XCTAssertEqual(try arguments(table, "shop://v/true"), ["x": .bool(true)])
        XCTAssertEqual(try arguments(table, "shop://v/True"), ["x": .string("True")])
        let uuid = try XCTUnwrap(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        XCTAssertEqual(try arguments(table, "shop://v/e621e1f8-c36c-495a-93fc-0c247a3e6e5f"), ["x": .uuid(uuid)])
        XCTAssertEqual(try arguments(table, "shop://v/E621E1F8-C36C-495A-93FC-0C247A3E6E5F"), ["x": .uuid(uuid)])
        for text in ["nan", "inf", "1e5", "+1", "1.", ".5", "-", "1-2", "E621E1F8-C36C-495A-93FC-0C247A3E6E5"] {
            XCTAssertEqual(try winner(table, "shop://v/\(text)"), "string", text)
        }
    }

    func testTailsMatchZeroOrMoreSegmentsAndLoseToExactRoutes() throws {
        let table = try makeTable([
            ("files", "shop://files/{path*}"), ("exact", "shop://a/b"), ("rest", "shop://a/b/{rest*}"),
        ])
        XCTAssertEqual(try arguments(table, "shop://files"), ["path": .string("")])
        XCTAssertEqual(try arguments(table, "shop://files/x/y%20z"), ["path": .string("x/y z")])
        XCTAssertEqual(try winner(table, "shop://a/b"), "exact")
        XCTAssertEqual(try winner(table, "shop://a/b/"), "exact")
        XCTAssertEqual(try winner(table, "shop://a/b/c"), "rest")
    }

    func testEnumInTheHostPosition() throws {
        let table = try makeTable([
            ("tab", "dla://{tab:Products|Settings}"), ("product", "dla://{tab:Products|Settings}?id={id:int}"),
        ])
        XCTAssertEqual(try winner(table, "dla://products"), "tab")
        XCTAssertEqual(try arguments(table, "dla://SETTINGS?id=5"), ["tab": .string("Settings"), "id": .int(5)])
        XCTAssertEqual(try arguments(table, "dla://Products?id=30"), ["tab": .string("Products"), "id": .int(30)])
        XCTAssertNil(try winner(table, "dla://Profile"))
    }

    func testPathEnumsAreCaseSensitive() throws {
        let table = try makeTable([("tab", "shop://t/{t:Home|More}")])
        XCTAssertEqual(try winner(table, "shop://t/Home"), "tab")
        XCTAssertNil(try winner(table, "shop://t/home"))
    }

    func testQueryItemsInAnyOrderExtraItemsIgnored() throws {
        let table = try makeTable([("detail", "shop://d?id={id:int}&name={n}"), ("books", "shop://books?type=novel")])
        XCTAssertEqual(try arguments(table, "shop://d?name=x%20y&foo=1&id=3"), ["id": .int(3), "n": .string("x y")])
        XCTAssertNil(try winner(table, "shop://d?id=3"))
        XCTAssertNil(try winner(table, "shop://d?id=x&name=y"))
        XCTAssertNil(try winner(table, "shop://d?id=&name=y"))
        XCTAssertEqual(try winner(table, "shop://books?page=2&type=novel#top"), "books")
        XCTAssertEqual(try winner(table, "shop://books?type=novel&type=poem"), "books")
        XCTAssertNil(try winner(table, "shop://books?type=poem&type=novel"))
    }

    func testOptionalQueryItems() throws {
        let table = try makeTable([("search", "shop://search?q={q?}&page={page:int?}")])
        XCTAssertEqual(try arguments(table, "shop://search"), [:])
        XCTAssertEqual(try arguments(table, "shop://search?page=2&q=shoes"), ["q": .string("shoes"), "page": .int(2)])
        XCTAssertEqual(try arguments(table, "shop://search?page=abc"), [:])
    }

    func testTrailingSlashAndEmptySegmentsAreIgnored() throws {
        let table = try makeTable([("product", "shop://products/{id:int}")])
        XCTAssertEqual(try winner(table, "shop://products/42/"), "product")
        XCTAssertEqual(try winner(table, "shop://products//42"), "product")
    }

    func testWebAndPseudoSchemes() throws {
        let table = try makeTable([
            ("country", "https://www.example.com/?alpha3code={code}"),
            ("item", "https://www.100items.com/details?id={id:int}"),
            ("plain", "http://www.example.com/x"), ("subscription", "notification:subscription"),
            ("view", "activity:com.shop.view-product/{id:int}"),
        ])
        XCTAssertEqual(try arguments(table, "https://WWW.Example.com/?alpha3code=ITA"), ["code": .string("ITA")])
        XCTAssertEqual(try arguments(table, "https://www.example.com?alpha3code=ITA"), ["code": .string("ITA")])
        XCTAssertEqual(try arguments(table, "https://www.100items.com/details?id=75"), ["id": .int(75)])
        XCTAssertNil(try winner(table, "https://www.example.com/x"))
        XCTAssertEqual(try winner(table, "http://www.example.com/x"), "plain")
        XCTAssertNil(try winner(table, "https://example.com/?alpha3code=ITA"))
        XCTAssertEqual(try winner(table, "notification:subscription"), "subscription")
        XCTAssertEqual(try winner(table, "Notification://subscription"), "subscription")
        XCTAssertEqual(try arguments(table, "activity:com.shop.view-product/12"), ["id": .int(12)])
        XCTAssertNil(try winner(table, "shortcut:subscription"))
    }

    func testPrecedenceDoesNotDependOnDeclarationOrder() throws {
        let routes = [
            ("new", "shop://books/new"), ("book", "shop://books/{id}"), ("int", "shop://books/{id:int}"),
            ("any", "shop://{section}/{rest*}"), ("tabbed", "shop://books/{t:new|old}"),
        ]
        let urls = [
            "shop://books/new", "shop://books/old", "shop://books/12", "shop://books/x", "shop://x/y/z", "shop://books",
        ]
        let forward = try makeTable(routes)
        let backward = try makeTable(routes.reversed())
        for url in urls {
            XCTAssertEqual(try winner(forward, url), try winner(backward, url), url)
        }
        XCTAssertEqual(try winner(forward, "shop://books/new"), "new")
        XCTAssertEqual(try winner(forward, "shop://books/old"), "tabbed")
        XCTAssertEqual(try winner(forward, "shop://books/12"), "int")
        XCTAssertEqual(try winner(forward, "shop://books/x"), "book")
        XCTAssertEqual(try winner(forward, "shop://books"), "any")
    }

    func testQueryKeysDecideBetweenEqualPaths() throws {
        let table = try makeTable([
            ("id", "shop://d?id={id:int}"), ("name", "shop://d?name={n}"), ("both", "shop://d?id={id:int}&name={n}"),
            ("plain", "shop://d"), ("literal", "shop://d?id=1"),
        ])
        XCTAssertEqual(try winner(table, "shop://d?id=1&name=a"), "both")
        XCTAssertEqual(try winner(table, "shop://d?id=2"), "id")
        XCTAssertEqual(try winner(table, "shop://d?id=1"), "literal")
        XCTAssertEqual(try winner(table, "shop://d?name=a"), "name")
        XCTAssertEqual(try winner(table, "shop://d?other=1"), "plain")
    }

    func testTieAndNoMatch() throws {
        let table = try makeTable([("id", "shop://d?id={id:int}"), ("name", "shop://d?name={n}")])
        XCTAssertEqual(try table.resolve("shop://d?id=1&name=a"), .tie([0, 1]))
        XCTAssertEqual(try table.resolve("shop://e"), .noMatch)
        XCTAssertEqual(try table.resolve("other://d?id=1"), .noMatch)
    }

    func testMalformedURLs() {
        let table = RouteTable([])
        XCTAssertThrowsError(try table.resolve("shop://a/%zz")) { error in
            XCTAssertEqual((error as? RouteURLError)?.offset, 9)
        }
        XCTAssertThrowsError(try table.resolve("no scheme")) { error in
            XCTAssertEqual((error as? RouteURLError)?.message, "expected a scheme followed by ':'")
        }
        XCTAssertThrowsError(try RouteURL("é://x")) { error in
            XCTAssertEqual((error as? RouteURLError)?.offset, 0)
        }
    }

    func testExplainSaysWhyEachRouteLostOrDidNotMatch() throws {
        let table = try makeTable([
            ("product-new", "shop://products/new"), ("product", "shop://products/{id:int}"),
            ("product-slug", "shop://products/{slug}"), ("detail", "shop://d?id={id:int}"), ("web", "https://x.com/a"),
            ("all", "shop://products/{rest*}"), ("deep", "shop://products/{a}/{b}"),
        ])
        func reasons(_ url: String) throws -> [String: String] {
            let explanation = table.explain(try RouteURL(url))
            return Dictionary(
                uniqueKeysWithValues: explanation.candidates.map { (table.entries[$0.route].id, $0.reason) })
        }
        let forNew = try reasons("shop://products/new")
        XCTAssertEqual(forNew["product-new"], "matches and outranks every other match")
        XCTAssertEqual(forNew["product"], "segment 1 'new' is not an int")
        XCTAssertEqual(forNew["product-slug"], "outranked by product-new at segment 1 (literal beats string)")
        XCTAssertEqual(forNew["all"], "outranked by product-new at segment 1 (literal beats {rest*} tail)")
        XCTAssertEqual(forNew["detail"], "the host 'products' is not 'd'")
        XCTAssertEqual(forNew["web"], "scheme 'shop' is not 'https'")
        XCTAssertEqual(forNew["deep"], "the URL has 1 path segment; the pattern needs 2")

        let forDetail = try reasons("shop://d?name=1")
        XCTAssertEqual(forDetail["detail"], "missing required query item 'id'")
        XCTAssertEqual(try reasons("shop://d?id=x")["detail"], "query item 'id' value 'x' is not an int")
        XCTAssertEqual(try reasons("shop://d?id=2")["detail"], "the only matching route")
        XCTAssertEqual(try reasons("shop://products")["product"], "the URL has 0 path segments; the pattern needs 1")

        let explanation = table.explain(try RouteURL("shop://products/12"))
        XCTAssertEqual(
            explanation.resolution, .matched(route: 1, arguments: [RouteArgument(name: "id", value: .int(12))]))
        XCTAssertEqual(
            explanation.candidates.map(\.verdict),
            [.noMatch, .won, .outranked(by: 1), .noMatch, .noMatch, .outranked(by: 1), .noMatch])
    }

    func testExplainReportsTiesAndTailVersusExact() throws {
        let table = try makeTable([
            ("id", "shop://d?id={id:int}"), ("name", "shop://d?name={n}"), ("rest", "shop://d/{r*}"),
        ])
        let explanation = table.explain(try RouteURL("shop://d?id=1&name=a"))
        XCTAssertEqual(explanation.resolution, .tie([0, 1]))
        XCTAssertEqual(explanation.candidates[0].verdict, .tied)
        XCTAssertEqual(explanation.candidates[0].reason, "ties with name: neither outranks the other")
        XCTAssertEqual(
            explanation.candidates[2].reason, "outranked by id (an exact match beats the {r*} tail at segment 1)")
    }
}
