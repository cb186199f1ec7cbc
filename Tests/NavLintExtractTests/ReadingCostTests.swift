import NavLintCore
import SwiftParser
import SwiftSyntax
import XCTest

@testable import NavLintExtract

/// The readers that run on every `switch` and every call of a file work out places and texts only for what
/// they keep: most switches map no view and most calls navigate nowhere.
final class ReadingCostTests: XCTestCase {
    /// Hands out a place and counts how often it was asked for one.
    private final class Places {
        private(set) var asked = 0

        func place() -> SwiftLocation {
            asked += 1
            return SwiftLocation(file: "A.swift", line: 1, column: 1)
        }
    }

    private func firstSwitch(_ text: String) throws -> SwitchExprSyntax {
        let item = Parser.parse(source: text).statements.first?.item
        let expression = item?.as(ExpressionStmtSyntax.self)?.expression ?? item?.as(ExprSyntax.self)
        return try XCTUnwrap(expression?.as(SwitchExprSyntax.self))
    }

    private func firstCall(_ text: String) throws -> FunctionCallExprSyntax {
        let item = Parser.parse(source: text).statements.first?.item
        return try XCTUnwrap(item?.as(FunctionCallExprSyntax.self))
    }

    func testASwitchThatMapsNoViewWorksOutNoPlace() throws {
        let places = Places()
        for text in ["switch x { case .a: return 1\ncase .b: return 2 }", "switch n { case 1: Text(\"one\") }"] {
            let mapping = CaseMappingReader.mapping(
                of: try firstSwitch(text), location: places.place, caseLocation: { _ in places.place() })
            XCTAssertNil(mapping)
        }
        XCTAssertEqual(places.asked, 0)
    }

    func testASwitchThatMapsWorksOutEachCasePlaceOnce() throws {
        let switchPlaces = Places()
        let casePlaces = Places()
        let mapping = CaseMappingReader.mapping(
            of: try firstSwitch("switch page { case .a: AView()\ncase .b, .c: BView()\ncase 3: CView() }"),
            location: switchPlaces.place, caseLocation: { _ in casePlaces.place() })
        XCTAssertEqual(mapping?.cases.map(\.name), ["a", "b", "c"])
        XCTAssertEqual(mapping?.cases.map { $0.views.map(\.name) }, [["AView"], ["BView"], ["BView"]])
        XCTAssertEqual([switchPlaces.asked, casePlaces.asked], [1, 2])
    }

    func testACallThatShowsNoCoordinatorWorksOutNoPlace() throws {
        let places = Places()
        for text in ["formatter.string(from: date)", "coordinator.start()", "stack.push(child)"] {
            let site = CoordinatorReader.site(try firstCall(text), owner: "Flow", at: places.place)
            XCTAssertEqual(site == nil, text != "stack.push(child)", text)
        }
        XCTAssertEqual(places.asked, 1)
    }

    func testOnlyANavigatingVerbMakesACallHandingNoCaseARouterCall() {
        XCTAssertTrue(RouterCall.namesVerb("openSheet"))
        XCTAssertTrue(RouterCall.namesVerb("Push"))
        XCTAssertFalse(RouterCall.namesVerb("padding"))
        XCTAssertFalse(RouterCall.namesVerb("dismissSheet"))
    }
}
