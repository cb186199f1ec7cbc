import NavLintRoutes
import XCTest

/// `aasa-unrouted` reads a whole URL: the component hands the app only URLs whose query and fragment it
/// takes, a route routes only those its query items and fragment take, and every earlier component counts.
final class AASACoverageQueryTests: XCTestCase {
    private func glob(_ text: String) -> URLGlob { URLGlob(text, caseSensitive: true) }

    private func unrouted(_ patterns: [String], _ components: [LinkComponent], component: Int) throws -> String?? {
        let table = RouteTable(
            try patterns.enumerated().map { (id: "r\($0.offset)", pattern: try RoutePattern.parse($0.element)) })
        return AASACoverage.unroutedPath(
            ofComponent: component, in: components, routes: Array(0..<table.count), in: table)
    }

    func testAPathWithoutTheQueryARouteNeedsIsUnrouted() throws {
        let paths = LinkComponent(path: glob("/p/?"))
        XCTAssertEqual(try unrouted(["https://e.x/p/{x}?id={id:int}"], [paths], component: 0), .some("/p/a"))
        XCTAssertEqual(
            try unrouted(["https://e.x/p/{x}?id={id:int}", "https://e.x/p/{x}"], [paths], component: 0), .some(nil))
    }

    func testAComponentHandsOnlyTheQueryItAsksFor() throws {
        let anyID = LinkComponent(path: glob("/p/?"), queryItems: [.init(key: "id", value: glob("*"))])
        XCTAssertEqual(try unrouted(["https://e.x/p/{x}?id={id}"], [anyID], component: 0), .some(nil))
        XCTAssertEqual(try unrouted(["https://e.x/p/{x}?id={id:int}"], [anyID], component: 0), .some("/p/a?id="))
        let digits = LinkComponent(path: glob("/p/?"), query: glob("id=?"))
        XCTAssertEqual(try unrouted(["https://e.x/p/{x}?id={id:int}"], [digits], component: 0), .some("/p/a?id=a"))
    }

    func testAComponentHandsOnlyTheFragmentItAsksFor() throws {
        let routes = ["https://e.x/help#{section:faq|terms}"]
        let faq = LinkComponent(path: glob("/help"), fragment: glob("faq"))
        XCTAssertEqual(try unrouted(routes, [faq], component: 0), .some(nil))
        let any = LinkComponent(path: glob("/help"), fragment: glob("?*"))
        XCTAssertEqual(try unrouted(routes, [any], component: 0), .some("/help#a"))
        XCTAssertEqual(try unrouted(routes, [LinkComponent(path: glob("/help"))], component: 0), .some("/help"))
    }

    func testEarlierComponentsThatAskAfterThePathCount() throws {
        let earlier = LinkComponent(path: glob("/blog/*"), fragment: glob("*"), excludes: true)
        let later = LinkComponent(path: glob("/blog/*"))
        XCTAssertEqual(try unrouted(["https://e.x/"], [earlier, later], component: 1), .some(nil))
        let withQuery = LinkComponent(path: glob("/blog/*"), query: glob("?*"), excludes: true)
        XCTAssertEqual(try unrouted(["https://e.x/"], [withQuery, later], component: 1), .some("/blog/a"))
    }

    /// Many components that each ask something of the query: a route is judged on the components its paths
    /// meet, and a plain URL is tried before the walk over every earlier component's query.
    func testManyComponentsThatAskOfTheQueryStayWithinTheBudget() throws {
        var components: [LinkComponent] = []
        var patterns: [String] = []
        for index in 0..<60 {
            components.append(
                LinkComponent(
                    path: glob("/x\(index)/*"),
                    queryItems: [.init(key: "key\(index)", value: glob("?*")), .init(key: "lang", value: glob("en*"))]))
            components.append(LinkComponent(path: glob("/y\(index)/*"), query: glob("ref\(index)=*")))
            patterns.append("https://e.x/x\(index)/{id:int}?key\(index)={k}&lang={l?}")
        }
        components.append(LinkComponent(path: glob("*")))
        let table = RouteTable(
            try patterns.enumerated().map { (id: "r\($0.offset)", pattern: try RoutePattern.parse($0.element)) })
        let deliveries = RouteDelivery.deliveries(ofEntries: Array(0..<table.count), in: table, components: components)
        XCTAssertFalse(deliveries.contains(.unknown))
        XCTAssertEqual(deliveries[0], .delivered)
        let withoutTheLast = RouteDelivery.deliveries(
            ofEntries: Array(0..<table.count), in: table, components: components.dropLast())
        guard case .partlyDelivered = withoutTheLast[0] else { return XCTFail("\(withoutTheLast[0])") }
        let last = components.count - 1
        XCTAssertEqual(
            AASACoverage.unroutedPath(ofComponent: last, in: components, routes: Array(0..<table.count), in: table),
            .some("/"))
    }
}
