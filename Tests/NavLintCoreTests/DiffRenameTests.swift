import NavLintCore
import XCTest

/// `navlint diff` over renames: a model renamed with its Swift type kept is the same model to the route
/// rules, and a route that keeps its id under a new pattern is one change.
final class DiffRenameTests: XCTestCase {
    private static let header = """
        navgraph 1
        links scheme shop
        root Main
        tabs Main {
          tab home -> Home
          tab more -> More
        }
        screen More(section: String?, rest: String?)

        """

    private func diagnostics(_ old: String, _ new: String) throws -> [Diagnostic] {
        Analysis(spec: try NavDSLReader.read(Self.header + new), file: "new.nav").diagnostics(
            comparedWith: Analysis(spec: try NavDSLReader.read(Self.header + old), file: "old.nav"), by: .defaults)
    }

    private func describe(_ found: [Diagnostic]) -> [String] {
        found.map { "\($0.file):\($0.line):\($0.column): \($0.rule): \($0.message)" }
    }

    // MARK: Renamed models

    func testAScreenRenamedWithItsSwiftTypeKeepsItsRoutes() throws {
        let old = """
            screen Home { push Detail "open" }
            screen Detail(id: Int?) { swift "DetailView" }
            route a "shop://a/{id:int}" -> Detail
            route b "shop://b/{id:int}" -> Detail
            route c "shop://c/{id:int}" -> Detail
            """
        let new = old.replacingOccurrences(of: "Detail", with: "ItemDetail")
            .replacingOccurrences(of: "ItemDetailView", with: "DetailView")
        XCTAssertEqual(
            describe(try diagnostics(old, new)),
            ["new.nav:10:1: model-removed: screen Detail is renamed ItemDetail (the same Swift type DetailView)"])
    }

    func testARenamedTargetThatAlsoMovedItsRouteIsStillRetargetedElsewhere() throws {
        let old = """
            screen Home { push Detail }
            screen Detail(id: Int?) { swift "DetailView" }
            route a "shop://a/{id:int}" -> Detail
            """
        let new = """
            screen Home { push ItemDetail }
            screen ItemDetail(id: Int?) { swift "DetailView" }
            route a "shop://a/{id:int}" -> Home
            """
        let found = try diagnostics(old, new)
        XCTAssertEqual(found.map(\.rule), ["model-removed", "route-retargeted"], "\(describe(found))")
        XCTAssertTrue(found[1].message.contains("opened Detail (route a) and now opens Home (route a)"))
    }

    func testAScreenRenamedWithoutASwiftTypeIsAnotherScreen() throws {
        let old = "screen Home { push Detail }\nscreen Detail(id: Int?)\nroute a \"shop://a/{id:int}\" -> Detail"
        let new = old.replacingOccurrences(of: "Detail", with: "ItemDetail")
        XCTAssertEqual(
            Set(try diagnostics(old, new).map(\.rule)),
            ["model-removed", "model-added", "route-retargeted", "edge-removed", "edge-added"])
    }

    func testARenamedContainerOnARoutesPathChangesNoRoute() throws {
        let old = """
            screen Home { push Detail }
            screen Detail(id: Int?)
            route d "shop://d/{id:int}" -> Detail via Main.home
            """
        let renamed = (Self.header + old).replacingOccurrences(of: "Main", with: "Root")
            .replacingOccurrences(of: "tabs Root {", with: "tabs Root {\n  swift \"Main\"")
        let found = Analysis(spec: try NavDSLReader.read(renamed), file: "new.nav").diagnostics(
            comparedWith: Analysis(spec: try NavDSLReader.read(Self.header + old), file: "old.nav"), by: .defaults)
        XCTAssertEqual(
            describe(found), ["new.nav:4:1: model-removed: tabs Main is renamed Root (the same Swift type Main)"])
    }

    func testAScreenOnARoutesPathRenamedWithANewRequiredParamIsReported() throws {
        let old = """
            screen Home { push Middle }
            screen Middle { push Detail }
            screen Detail(id: Int?)
            route d "shop://d/{id:int}" -> Detail
            """
        let new = """
            screen Home { push Step }
            screen Step(ref: String) {
              swift "Middle"
              push Detail
            }
            screen Detail(id: Int?)
            route d "shop://d/{id:int}" -> Detail
            """
        XCTAssertEqual(
            describe(try diagnostics(old, new)),
            [
                "new.nav:10:1: model-removed: screen Middle is renamed Step (the same Swift type Middle)",
                "new.nav:10:13: model-param-added: screen Step gained the required param ref, which links such as "
                    + "shop://d/1 do not carry (route d)",
            ])
    }

    // MARK: Routes that keep their id under a new pattern

    private static let screens = "screen Home(id: Int?)\n"

    func testARouteMovedUnderItsIdIsOneErrorNamingBothPatterns() throws {
        let found = try diagnostics(
            Self.screens + #"route p "shop://products/{id:int}" -> Home"#,
            Self.screens + #"route p "shop://items/{id:int}" -> Home"#)
        XCTAssertEqual(
            describe(found),
            [
                "new.nav:10:9: route-removed: route p changed its pattern from shop://products/{id:int} to "
                    + "shop://items/{id:int}: shop://products/1 opened Home and now opens nothing"
            ])
        XCTAssertEqual(found.first?.ids, ["p"])
    }

    func testAMoveIsSilencedOnTheRouteWhereItNowIs() throws {
        let found = try diagnostics(
            Self.screens + #"route p "shop://products/{id:int}" -> Home"#,
            Self.screens + "route p \"shop://items/{id:int}\" -> Home {\n  lint disable route-removed\n}")
        XCTAssertEqual(describe(found), [])
    }

    func testARouteMovedUnderItsIdIntoAFallbackIsOneRetargetingNamingBothPatterns() throws {
        let fallback = #"route rest "shop://x/{section}/{rest*}" -> More"#
        let found = try diagnostics(
            Self.screens + "route p \"shop://x/products/{id:int}\" -> Home\n" + fallback,
            Self.screens + "route p \"shop://x/items/{id:int}\" -> Home\n" + fallback)
        let moved = found.filter { $0.message.contains("changed its pattern") }
        XCTAssertEqual(
            describe(moved),
            [
                "new.nav:10:9: route-retargeted: route p changed its pattern from shop://x/products/{id:int} to "
                    + "shop://x/items/{id:int}: shop://x/products/1 opened Home (route p) and now opens More "
                    + "(route rest)"
            ])
        XCTAssertEqual(moved.first?.ids, ["p", "rest"])
        XCTAssertFalse(found.contains { $0.rule == "route-added" || $0.rule == "route-removed" }, "\(describe(found))")
    }

    func testARouteMovedUnderItsIdWhileAnotherKeepsItsLinksIsANoteNamingBothPatterns() throws {
        let found = try diagnostics(
            Self.screens + #"route p "shop://products/{id:int}" -> Home"#,
            Self.screens
                + "route p \"shop://items/{id:int}\" -> Home\nroute legacy \"shop://products/{id:int}\" -> Home")
        XCTAssertEqual(
            describe(found),
            [
                "new.nav:10:9: route-added: route p changed its pattern from shop://products/{id:int} to "
                    + "shop://items/{id:int}: links such as shop://items/1 now open Home"
            ])
    }

    func testANewPatternThatAcceptsEveryOldLinkIsAtMostAWidening() throws {
        let old = Self.screens + #"route p "shop://p/{id:int}" -> Home"#
        for (new, expected) in [
            (#"route p "shop://p/{id:int}/{rest*}" -> Home"#, ["route-widened"]),
            (#"route p "shop://p/{id}" -> Home"#, ["route-widened"]),
            (#"route p "shop://p/{id:int}?ref={ref?}" -> Home"#, []),
        ] {
            XCTAssertEqual(try diagnostics(old, Self.screens + new).map(\.rule), expected, new)
        }
    }
}
