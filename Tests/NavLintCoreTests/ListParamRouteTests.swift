import NavLintCore
import XCTest

/// `route-param-type` and `route-param-missing` with list params and list placeholders, and `navlint diff`
/// over a list param's type.
final class ListParamRouteTests: XCTestCase {
    private static let header = """
        navgraph 1
        links scheme shop
        root Stack
        stack Stack root Home
        screen Home { push Search }
        screen Search(ids: [Int], tag: String, labels: [String]?) { pop }

        """

    /// The messages of the route-param findings of a spec made of the header and `route`.
    private func messages(_ route: String) throws -> [String] {
        let spec = try NavDSLReader.read(Self.header + route)
        return Analysis(spec: spec, file: "a.nav").diagnostics()
            .filter { $0.rule.hasPrefix("route-param") }
            .map { "\($0.location.line):\($0.location.column) \($0.rule): \($0.message)" }
    }

    func testAListPlaceholderFeedsAListParamOfAFittingElementType() throws {
        XCTAssertEqual(
            try messages(#"route s "shop://s?id={ids:[int]}&t={tag}&l={labels:[int]}" -> Search"#), [])
        XCTAssertEqual(
            try messages(#"route s "shop://s?id={ids:[int]}&t={tag}&l={labels:[new|sale]}" -> Search"#), [])
    }

    func testAListPlaceholderIntoASingleValueParamSaysWhatToWrite() throws {
        XCTAssertEqual(
            try messages(#"route s "shop://s?id={ids:[int]}&t={tag:[string]}" -> Search"#),
            [
                "7:36 route-param-type: route s fills Search.tag (string) from {tag:[string]}, a list; declare the "
                    + "param as [string], or write {tag:string} to take the first value"
            ])
    }

    func testASingleValueIntoAListParamSaysWhatToWrite() throws {
        XCTAssertEqual(
            try messages(#"route s "shop://s/{tag}?id={ids:int}" -> Search"#),
            [
                "7:28 route-param-type: route s fills Search.ids ([int]) from {ids:int}, a single value; write the "
                    + "list placeholder {ids:[int]} as a query value to collect every value of its key, or declare "
                    + "the param as int"
            ])
        XCTAssertEqual(
            try messages(#"route s "shop://s/{tag}/{ids*}" -> Search"#),
            [
                "7:25 route-param-type: route s fills Search.ids ([int]) from a {ids*} tail, a single value; write "
                    + "the list placeholder {ids:[int]} as a query value to collect every value of its key, or "
                    + "declare the param as string"
            ])
    }

    func testMismatchedElementTypesSayWhatToWrite() throws {
        XCTAssertEqual(
            try messages(#"route s "shop://s?id={ids:[double]}&t={tag}" -> Search"#),
            [
                "7:22 route-param-type: route s fills Search.ids ([int]) from {ids:[double]}, whose values do not "
                    + "all fit; type the list like the param: {ids:[int]}"
            ])
    }

    /// A list placeholder always gives a value (the empty list when its key is absent), so it supplies a
    /// required param; the optional scalar query item next to it does not.
    func testAListPlaceholderSuppliesARequiredParam() throws {
        XCTAssertEqual(
            try messages(#"route s "shop://s?id={ids:[int]}&t={tag?}" -> Search"#),
            [
                "7:36 route-param-missing: route s supplies the required Search.tag only from the optional "
                    + "query item {tag?}; a URL without it cannot open Search"
            ])
    }

    func testURLBoundToAListParamIsASchemaError() {
        let text = Self.header + #"route s "shop://s/{tag}" -> Search bind Search.ids = "$url""#
        XCTAssertThrowsError(try SpecReader.read(Array(text.utf8), format: .nav)) { error in
            XCTAssertEqual(
                (error as? SpecErrors)?.errors.map(\.message),
                ["route s binds $url (a string) to Search.ids, of type [int]"])
        }
    }

    /// `diff` compares which links open what, not the models' param types: a list never decides whether a
    /// route matches, so changing its element type breaks no link, as for an optional query item; a list
    /// made a required item does (DiffRouteFormsTests). A required list param fed by a list placeholder is
    /// not `model-param-added`: every old link gives it a value.
    func testDiffOfAListParamsElementTypeIsSilentLikeAnOptionalItems() throws {
        func spec(_ type: String, _ placeholder: String) throws -> Spec {
            try NavDSLReader.read(
                Self.header.replacingOccurrences(of: "ids: [Int]", with: "ids: \(type)")
                    + #"route s "shop://s/{tag}?id={ids:\#(placeholder)}" -> Search"#)
        }
        func diff(_ old: Spec, _ new: Spec) -> [String] {
            Analysis(spec: new, file: "new.nav").diagnostics(
                comparedWith: Analysis(spec: old, file: "old.nav"), by: .defaults
            ).map(\.rule)
        }
        let lists = (try spec("[Int]", "[int]"), try spec("[String]", "[string]"))
        let optionals = (try spec("Int?", "int?"), try spec("String?", "string?"))
        XCTAssertEqual(diff(lists.0, lists.1), diff(optionals.0, optionals.1))
        XCTAssertEqual(diff(lists.1, lists.0), diff(optionals.1, optionals.0))
        XCTAssertEqual(diff(lists.1, lists.0), [])
        XCTAssertEqual(diff(lists.0, try spec("Int", "int")), ["route-param-required"])
        // A list placeholder gives a param that became required a value on every old link; a single one does not.
        XCTAssertEqual(diff(optionals.0, lists.0), [])
        XCTAssertEqual(diff(optionals.0, try spec("[Int]", "int")), ["model-param-added", "route-param-required"])
    }
}
