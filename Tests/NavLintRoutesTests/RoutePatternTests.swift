import NavLintRoutes
import XCTest

final class RoutePatternTests: XCTestCase {
    func testCustomSchemeWithTypedSegment() throws {
        let pattern = try RoutePattern.parse("SHOP://products/{id:int}")
        XCTAssertEqual(pattern.scheme, "shop")
        XCTAssertEqual(pattern.kind, .custom)
        XCTAssertEqual(pattern.host, .literal("products"))
        XCTAssertEqual(pattern.segments, [.placeholder(RoutePlaceholder(name: "id", type: .int, offset: 16))])
        XCTAssertNil(pattern.tail)
        XCTAssertEqual(pattern.placeholders.map(\.name), ["id"])
        XCTAssertEqual(pattern.description, "shop://products/{id:int}")
    }

    func testHostPlaceholderWithEnumAndQuery() throws {
        let pattern = try RoutePattern.parse("dla://{tab:Products|Settings}?id={id:int}")
        XCTAssertEqual(
            pattern.host,
            .placeholder(RoutePlaceholder(name: "tab", type: .oneOf(["Products", "Settings"]), offset: 6)))
        XCTAssertEqual(pattern.segments, [])
        XCTAssertEqual(pattern.queryItems.count, 1)
        XCTAssertEqual(pattern.queryItems[0].key, "id")
        XCTAssertTrue(pattern.queryItems[0].isRequired)
        XCTAssertEqual(pattern.placeholders.map(\.name), ["tab", "id"])
        XCTAssertEqual(pattern.placeholders.map(\.offset), [6, 33])
    }

    func testWebPatternLowercasesTheDomain() throws {
        let pattern = try RoutePattern.parse("https://www.Example.com/p/{slug}")
        XCTAssertEqual(pattern.kind, .web)
        XCTAssertEqual(pattern.host, .literal("www.example.com"))
        XCTAssertEqual(pattern.segments.count, 2)
        let root = try RoutePattern.parse("https://www.example.com/?alpha3code={code}")
        XCTAssertEqual(root.segments, [])
        XCTAssertEqual(root.queryItems.map(\.key), ["alpha3code"])
    }

    func testPseudoSchemes() throws {
        let notification = try RoutePattern.parse("notification:subscription")
        XCTAssertEqual(notification.kind, .pseudo)
        XCTAssertNil(notification.host)
        XCTAssertEqual(notification.segments, [.literal("subscription")])
        XCTAssertEqual(notification.description, "notification:subscription")

        let activity = try RoutePattern.parse("activity:com.shop.view-product/{id:int}")
        XCTAssertEqual(activity.segments.first, .literal("com.shop.view-product"))
        XCTAssertEqual(activity.placeholders.map(\.type), [.int])
    }

    func testTailOptionalQueryItemsAndTypes() throws {
        let pattern = try RoutePattern.parse(
            "shop://files/{path*}?q={q?}&page={page:int?}&type=book&u={u:uuid}&d={d:double}&b={b:bool}"
        )
        XCTAssertEqual(pattern.tail?.name, "path")
        XCTAssertEqual(pattern.tail?.isTail, true)
        XCTAssertEqual(pattern.queryItems.map(\.isRequired), [false, false, true, true, true, true])
        XCTAssertEqual(pattern.placeholders.map(\.name), ["path", "q", "page", "u", "d", "b"])
        XCTAssertEqual(pattern.placeholders.map(\.isOptional), [false, true, true, false, false, false])
        XCTAssertEqual(pattern.placeholders.map(\.type), [.string, .string, .int, .uuid, .double, .bool])
        XCTAssertEqual(
            pattern.description,
            "shop://files/{path*}?q={q?}&page={page:int?}&type=book&u={u:uuid}&d={d:double}&b={b:bool}"
        )
    }

    func testPercentEncodedLiteralsAreDecoded() throws {
        let pattern = try RoutePattern.parse("shop://caf%C3%A9/a%20b")
        XCTAssertEqual(pattern.host, .literal("café"))
        XCTAssertEqual(pattern.segments, [.literal("a b")])
        XCTAssertEqual(pattern.description, "shop://café/a%20b")
    }

    func testCanonicalShapeIgnoresNamesAndSortsEnumsAndQuery() throws {
        func shape(_ text: String) throws -> String { try RoutePattern.parse(text).canonicalShape }
        XCTAssertEqual(try shape("shop://a/{x:b|a}?k={k}&j=1"), try shape("SHOP://A/{y:a|b}?j=1&k={other}"))
        XCTAssertEqual(try shape("shop://a/{x:b|a}"), "shop://a/{a|b}")
        XCTAssertEqual(try shape("dla://{t:Products|Settings}"), try shape("dla://{u:settings|products}"))
        XCTAssertNotEqual(try shape("shop://a/{x:int}"), try shape("shop://a/{x}"))
        XCTAssertNotEqual(try shape("shop://a/{x:A|b}"), try shape("shop://a/{x:a|b}"))
        XCTAssertNotEqual(try shape("shop://a?q={q?}"), try shape("shop://a?q={q}"))
        XCTAssertEqual(try shape("shop://a/{r*}"), "shop://a/{*}")
    }

    private func assertError(
        _ text: String, offset: Int, _ fragment: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        do {
            let pattern = try RoutePattern.parse(text)
            XCTFail("parsed \(pattern)", file: file, line: line)
        } catch {
            XCTAssertEqual(error.offset, offset, "\(text): \(error.message)", file: file, line: line)
            XCTAssertTrue(error.message.contains(fragment), "\(text): \(error.message)", file: file, line: line)
        }
    }

    func testErrorsPointAtTheOffendingCharacter() {
        assertError("shop://products/{id:int", offset: 23, "expected '}' to close the placeholder")
        assertError("shop://products/{id:int/x", offset: 23, "expected '}' to close the placeholder")
        assertError(
            "shop://products/{id:integer}", offset: 20,
            "unknown type 'integer'; expected string, int, double, bool, uuid or values separated by |"
        )
        assertError("shop://café/{id:integer}", offset: 16, "unknown type 'integer'")
        assertError("shop://a/{id}/{id:int}", offset: 15, "placeholder name 'id' is already used at offset 10")
        assertError("shop://a/{id}?id={id}", offset: 18, "placeholder name 'id' is already used")
        assertError("shop://a/{rest*}/b", offset: 16, "tail must be the last path segment")
        assertError("shop://{rest*}", offset: 7, "not in the host")
        assertError("shop://a?x={r*}", offset: 11, "not in a query")
        assertError("products/{id}", offset: 8, "unexpected '/' in the scheme")
        assertError("", offset: 0, "expected a scheme")
        assertError("1shop://a", offset: 0, "starting with a letter")
        assertError("shop", offset: 4, "expected ':' after the scheme")
        assertError("shop:products", offset: 5, "expected '//' after 'shop:'")
        assertError("shop://", offset: 7, "expected a host")
        assertError("notification://x", offset: 13, "takes no '//'")
        assertError("notification:", offset: 13, "expected a segment after 'notification:'")
        assertError("https://{host:int}/x", offset: 8, "matches any host")
        assertError("https://{host}x.com/x", offset: 14, "must be the whole host")
        assertError("https://a.*.com/x", offset: 10, "first label of a host")
        assertError("https://*/x", offset: 9, "a wildcard host is written")
        assertError("https://*x.com/x", offset: 9, "a wildcard host is written")
        assertError("shop://a/x*", offset: 10, "'*' is only allowed as the first label")
        assertError("shop://*.a/x", offset: 7, "'*' is only allowed as the first label")
        assertError("shop://a/{x:a*|b}", offset: 13, "'*' is only allowed")
        assertError("shop://a?k*=1", offset: 10, "'*' is only allowed")
        assertError("shop://a/{t:[int]}", offset: 12, "only allowed as a query value")
        assertError("shop://a?t=x{t:[int]}", offset: 12, "a list placeholder must fill the whole query value")
        assertError("shop://a/x{rest*}", offset: 10, "tail must fill the whole segment")
        assertError("shop://a?q=x{a?}{b}", offset: 16, "marks each of its placeholders")
        assertError("shop://a#", offset: 9, "expected a value or a placeholder after '#'")
        assertError("shop://a#{r*}", offset: 9, "not in the fragment")
        assertError("https://exa_mple.com", offset: 11, "unexpected '_' in the domain")
        assertError("shop://a//b", offset: 9, "empty path segment")
        assertError("shop://a/x}", offset: 10, "unexpected '}' in a literal")
        assertError("shop://a/{1x}", offset: 10, "must start with a letter")
        assertError("shop://a/{}", offset: 10, "expected a placeholder name")
        assertError("shop://a/{id-x}", offset: 12, "unexpected '-' in the placeholder")
        assertError("shop://a/{id:}", offset: 13, "expected a type after ':'")
        assertError("shop://a/{x:a||b}", offset: 14, "expected a value between '|' separators")
        assertError("shop://a/{x:a|b|a}", offset: 16, "value 'a' is already listed at offset 12")
        assertError("dla://{t:Home|home}", offset: 14, "hosts compare case-insensitively")
        assertError("shop://a/{q?}", offset: 11, "only query placeholders can be optional")
        assertError("shop://a?q", offset: 10, "expected '=' after the query key 'q'")
        assertError("shop://a?&", offset: 9, "expected a query key")
        assertError("shop://a?x=", offset: 11, "expected a value or a placeholder after 'x='")
        assertError("shop://a?q={q}&q={r}", offset: 15, "query key 'q' is already used at offset 9")
        assertError("shop://a b", offset: 8, "whitespace")
        assertError("shop://a/%zz", offset: 9, "expected two hex digits after '%'")
        assertError("shop://a/%FF", offset: 9, "do not form UTF-8")
    }

    func testErrorDescriptionNamesTheOffset() {
        XCTAssertEqual(
            RoutePatternError(offset: 3, message: "expected ':' after the scheme").description,
            "at offset 3: expected ':' after the scheme"
        )
    }

    func testPlaceholderTypesAcceptTheLexicalFormsURLsAreMatchedWith() {
        XCTAssertTrue(PlaceholderType.int.accepts("-12"))
        XCTAssertTrue(PlaceholderType.int.accepts("99999999999999999999"))
        for notInt in ["+2", "1.0", "", "-", "1e3"] { XCTAssertFalse(PlaceholderType.int.accepts(notInt), notInt) }
        XCTAssertTrue(PlaceholderType.double.accepts("2"))
        XCTAssertTrue(PlaceholderType.double.accepts("-0.25"))
        for notDouble in ["1e3", "nan", "inf", ".5", "1.", "+1.5"] {
            XCTAssertFalse(PlaceholderType.double.accepts(notDouble), notDouble)
        }
        XCTAssertTrue(PlaceholderType.uuid.accepts("3f2504e0-4F89-41D3-9A0C-0305E82C3301"))
        XCTAssertFalse(PlaceholderType.uuid.accepts("3f2504e0-4F89-41D3-9A0C-0305E82C330g"))
        XCTAssertTrue(PlaceholderType.bool.accepts("false"))
        XCTAssertFalse(PlaceholderType.bool.accepts("True"))
        XCTAssertTrue(PlaceholderType.oneOf(["home", "more"]).accepts("more"))
        XCTAssertFalse(PlaceholderType.oneOf(["home", "more"]).accepts("More"))
        XCTAssertTrue(PlaceholderType.string.accepts("anything at all"))
    }

    func testExampleValuesAreCheckedWithTheSameTest() {
        XCTAssertNoThrow(try RoutePattern.parse("shop://p/{id:int=-3}"))
        XCTAssertThrowsError(try RoutePattern.parse("shop://p/{id:int=+3}"))
        XCTAssertThrowsError(try RoutePattern.parse("shop://p/{ratio:double=1e3}"))
    }
}
