import NavLintCore
import NavLintTestSupport
import XCTest

/// Which place a `via *` route reports: the app's state after launch (initial tab, initial switch case)
/// first, then the shortest path; the other places stay listed.
final class LaunchPlaceTests: XCTestCase {
    private static let spec =
        LaunchPlaceSpecs.inboxIsShorter
        + "screen Post(id: Int) { pop }\nroute post \"app://post/{id:int}\" -> Post via *\n"

    /// The path the route reports, as `resolve` writes it.
    private func reportedPath(_ text: String) throws -> String? {
        let context = LintContext(spec: try NavDSLReader.read(text))
        return context.routes.paths[0]?.path.map(context.graph.describe)
    }

    /// The spec inside a switch whose initial case is `initial`, with a guest case showing a stack of Inbox.
    private func withGuestCase(initial: String) -> String {
        LaunchPlaceSpecs.insideSwitch(
            Self.spec, initial: initial, cases: ["case guest -> GuestStack", "case signedOut -> Login"],
            models: ["stack GuestStack root Inbox", "screen Login"])
    }

    func testTheInitialTabsStackIsReportedBeforeAShorterOne() throws {
        XCTAssertEqual(try reportedPath(Self.spec), "Main ▸ [home] HomeStack ▸ Home ▸ push Feed ▸ push Post")
        let context = LintContext(spec: try NavDSLReader.read(Self.spec))
        XCTAssertEqual(context.routes.places(ofRoute: 0).map(\.via), [["InboxStack"], ["HomeStack"]])
    }

    func testTheInitialSwitchCaseComesBeforeAShorterStackInAnotherCase() throws {
        XCTAssertEqual(
            try reportedPath(withGuestCase(initial: "signedIn")),
            "App ▸ [signedIn] Main ▸ [home] HomeStack ▸ Home ▸ push Feed ▸ push Post")
    }

    func testFewerDeparturesFromTheLaunchStateWinThenTheShortestPath() throws {
        // Signed out at launch: the guest stack is one choice away, the home tab's stack one, the inbox's two.
        let signedOut = withGuestCase(initial: "signedOut")
        XCTAssertEqual(try reportedPath(signedOut), "App ▸ [guest] GuestStack ▸ Inbox ▸ push Post")
        let noGuest = signedOut.replacingOccurrences(of: "  case guest -> GuestStack\n", with: "")
        XCTAssertEqual(
            try reportedPath(noGuest), "App ▸ [signedIn] Main ▸ [home] HomeStack ▸ Home ▸ push Feed ▸ push Post")
        // With no stack of the initial tab pushing Post, the next nearest is reported.
        let noHome = noGuest.replacingOccurrences(of: "screen Home { push Feed }", with: "screen Home")
        XCTAssertEqual(try reportedPath(noHome), "App ▸ [signedIn] Main ▸ [inbox] InboxStack ▸ Inbox ▸ push Post")
    }

    func testRouteRulesReadTheLaunchPlacesPath() throws {
        // Through the guest case (shorter), the link would need a state the app does not start in.
        let found = Analysis(spec: try NavDSLReader.read(withGuestCase(initial: "signedIn")), file: "a.nav")
            .diagnostics()
        XCTAssertEqual(found.filter { $0.rule == "route-requires-state" }, [], "\(found)")
    }
}
