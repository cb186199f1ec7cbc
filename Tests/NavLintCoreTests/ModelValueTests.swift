import NavLintCore
import XCTest

/// `Model`, `Route` and `Edge` are plain structs: every field is a stored property, so equality (synthesized) and
/// copying cover a new field without further edits, and writing to a copy never changes the original.
final class ModelValueTests: XCTestCase {
    private let here = SourceLocation(line: 1, column: 1)

    private func located(_ text: String) -> Located<String> { Located(text, at: here) }

    func testAModelsFieldsAreStoredProperties() {
        let model = Model(id: located("Home"), content: .screen, location: here)
        let stored = Set(Mirror(reflecting: model).children.compactMap(\.label))
        let fields: Set = [
            "id", "content", "title", "doc", "params", "edges", "lint", "location", "include", "platforms",
            "interactiveDismiss", "source", "swift", "screenshot",
        ]
        XCTAssertEqual(stored, fields)
    }

    func testARoutesFieldsAreStoredProperties() {
        let route = Route(id: located("home"), pattern: located("app://home"), target: located("Home"), location: here)
        let stored = Set(Mirror(reflecting: route).children.compactMap(\.label))
        let fields: Set = [
            "id", "pattern", "target", "via", "bind", "present", "replaces", "doc", "examples", "platforms",
            "location", "lint", "patternColumns", "when", "fallback",
        ]
        XCTAssertEqual(stored, fields)
    }

    func testAnEdgesFieldsAreStoredProperties() {
        let edge = Edge(via: Located(.push, at: here), target: .model(located("Detail")), location: here)
        let stored = Set(Mirror(reflecting: edge).children.compactMap(\.label))
        let fields: Set = [
            "via", "target", "stacked", "label", "location", "condition", "source", "bind", "platforms", "external",
            "fallback", "after",
        ]
        XCTAssertEqual(stored, fields)
    }

    func testEveryFieldOfAnEdgeTakesPartInEquality() {
        let edge = Edge(via: Located(.push, at: here), target: .model(located("Detail")), location: here)
        var changed: [Edge] = Array(repeating: edge, count: 5)
        changed[0].condition = located("signed in")
        changed[1].source = located("Home.swift:1:1")
        changed[2].external = true
        changed[3].fallback = Located(.sheet, at: here)
        changed[4].after = Located(.dismiss, at: here)
        for (offset, other) in changed.enumerated() { XCTAssertNotEqual(other, edge, "field \(offset)") }
        var cleared = changed[0]
        cleared.condition = nil
        XCTAssertEqual(cleared, edge, "a key written and cleared again leaves the edge as it was")
    }

    func testEveryFieldTakesPartInEquality() {
        let model = Model(id: located("Home"), content: .screen, location: here)
        var changed: [Model] = Array(repeating: model, count: 7)
        changed[0].swift = located("HomeView")
        changed[1].source = located("Home.swift:1:1")
        changed[2].include = [located("Shared")]
        changed[3].interactiveDismiss = false
        changed[4].platforms = PlatformSet([Located(.iOS, at: here)], location: here)
        changed[5].title = located("Home")
        changed[6].screenshot = located("Home.png")
        for (offset, other) in changed.enumerated() { XCTAssertNotEqual(other, model, "field \(offset)") }
        var copy = model
        copy.swift = located("HomeView")
        XCTAssertNil(model.swift, "writing to a copy leaves the original as it was")

        let route = Route(id: located("home"), pattern: located("app://home"), target: located("Home"), location: here)
        var routes: [Route] = Array(repeating: route, count: 3)
        routes[0].when = located("signed in")
        routes[1].fallback = Located(.browser, at: here)
        routes[2].examples = [located("app://home")]
        for (offset, other) in routes.enumerated() { XCTAssertNotEqual(other, route, "field \(offset)") }
        var routeCopy = route
        routeCopy.via.append(located("Home"))
        XCTAssertEqual(route.via, [], "writing to a copy leaves the original as it was")
        XCTAssertEqual(routeCopy.via.map { $0.value }, ["Home"])
    }
}
