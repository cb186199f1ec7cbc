import NavLintCore
import XCTest

/// What a route's placeholders feed along a navigation path longer than a few dozen models, where repeats on
/// the path are found another way than on a short one.
final class LongPathFeedTests: XCTestCase {
    /// A stack whose screens push one another in a chain `S0 … S(count-1)`, the last pushing `S0` again; each
    /// screen takes `id`, and `S7` also a required `extra`.
    private func chain(_ count: Int, route: String) -> String {
        var lines = ["navgraph 1", "links scheme app", "root Stack", "stack Stack root S0"]
        for index in 0..<count {
            let params = index == 7 ? "(id: Int, extra: String)" : "(id: Int)"
            lines.append("screen S\(index)\(params) { push S\((index + 1) % count) }")
        }
        return (lines + [route]).joined(separator: "\n") + "\n"
    }

    /// The slots of the route's feed: the id of the model each is about, and its placeholder.
    private func feedSlots(_ text: String) throws -> [(model: String, placeholder: Int?)] {
        let context = Analysis(spec: try NavDSLReader.read(text), file: "a.nav").context
        let feed = try XCTUnwrap(context.parameterFeed(ofRoute: 0))
        return feed.slots.map { (context.spec.models[$0.model].id.value, $0.placeholder) }
    }

    private func missing(_ text: String) throws -> [String] {
        try Analysis(spec: NavDSLReader.read(text), file: "a.nav").diagnostics()
            .filter { $0.rule == "route-param-missing" }.map(\.message)
    }

    func testEachModelOnALongPathIsFedOnce() throws {
        for count in [20, 40, 70] {
            let text = chain(count, route: #"route r "app://s/{id:int}" -> S\#(count - 1)"#)
            let slots = try feedSlots(text)
            // Every screen's id from {id}, and S7's extra from nothing.
            XCTAssertEqual(slots.count, count + 1, "\(count) screens")
            XCTAssertEqual(Set(slots.map(\.model)).count, count)
            XCTAssertEqual(slots.filter { $0.placeholder == nil }.map(\.model), ["S7"])
            XCTAssertEqual(try missing(text).count, 1)
        }
    }

    func testAModelThePathPassesTwiceIsFedOnce() throws {
        // Through the last screen, which pushes S0 again: S0 … S9 are on the path twice.
        for count in [20, 40, 70] {
            let text = chain(count, route: #"route r "app://s/{id:int}" -> S9 via S\#(count - 1)"#)
            let context = Analysis(spec: try NavDSLReader.read(text), file: "a.nav").context
            let path = try XCTUnwrap(context.routes.paths[0]?.path)
            // The stack, every screen, then S0 … S9 again.
            XCTAssertEqual(path.models.count, 1 + count + 10, "\(count) screens: the path passes S0 … S9 twice")
            let slots = try feedSlots(text)
            XCTAssertEqual(slots.count, count + 1)
            XCTAssertEqual(Set(slots.map(\.model)).count, count)
            XCTAssertEqual(try missing(text).count, 1)
        }
    }
}
