import NavLintCore
import XCTest

/// `navlint diff` over the second edition's route forms: text around placeholders, lists, fragments,
/// any-host and wildcard hosts.
extension DiffBehaviourTests {
    func testEveryNewRouteFormAgainstItselfIsSilent() throws {
        let routes = """
            route user "shop://@{name}" -> Profile
            route json "shop://items/{id:int}.json" -> Product
            route tagged "shop://search?tags={tags:[string]}" -> Home
            route doc "shop://doc#{section}" -> Home
            route top "shop://doc#top" -> Product
            route any "https://{host}/@{name}" -> Profile
            route sub "https://*.example.com/x/{_}" -> Home
            route empty "shop://find?q={q}" -> Home
            """
        XCTAssertEqual(try diagnostics(routes, routes).map(\.message), [])
    }

    func testTextAroundANarrowedPlaceholderIsRouteParamNarrowed() throws {
        let found = try diagnostics(
            #"route user "shop://u/@{name}" -> Profile"#, #"route user "shop://u/@{name:int}" -> Profile"#)
        XCTAssertEqual(found.filter { $0.severity == .error }.map(\.rule), ["route-param-narrowed"])
        XCTAssertTrue(found.contains { $0.message.contains("\"@a\"") }, "\(found.map(\.message))")
    }

    func testTextAroundAWidenedPlaceholderIsRouteWidened() throws {
        let found = try diagnostics(
            #"route json "shop://i/{id:int}.json" -> Product"#, #"route json "shop://i/{id}.json" -> Product"#)
        XCTAssertEqual(found.map(\.rule), ["route-widened"])
    }

    func testChangedTextAroundAPlaceholderIsNotANarrowing() throws {
        let found = try diagnostics(
            #"route user "shop://u/@{name}" -> Profile"#, #"route user "shop://u/~{name}" -> Profile"#)
        XCTAssertFalse(found.contains { $0.rule == "route-param-narrowed" }, "\(found.map(\.rule))")
        XCTAssertTrue(found.contains { $0.severity == .error }, "\(found.map(\.rule))")
    }

    func testALiteralHostInFrontOfAWildcardHostTakesItsURLs() throws {
        let found = try diagnostics(
            #"route sub "https://*.example.com/x" -> Product"#,
            "route sub \"https://*.example.com/x\" -> Product\nroute a \"https://a.example.com/x\" -> Home")
        let retargeted = try XCTUnwrap(found.first { $0.rule == "route-retargeted" }, "\(found.map(\.rule))")
        XCTAssertTrue(retargeted.message.contains("https://a.example.com/x"), retargeted.message)
        XCTAssertEqual(retargeted.ids, ["sub", "a"])
    }

    func testAnyHostRouteRenamedPlaceholderIsOnlyAWarning() throws {
        let found = try diagnostics(
            #"route any "https://{host}/@{name}" -> Profile"#,
            #"route any "https://{host}/@{handle}" -> Profile bind Profile.name = handle"#)
        XCTAssertEqual(found.map(\.rule), ["route-param-renamed"])
    }

    func testAListMadeARequiredItemIsRouteParamRequired() throws {
        let found = try diagnostics(
            #"route tagged "shop://search?tags={tags:[string]}" -> Home"#,
            #"route tagged "shop://search?tags={tags}" -> Home"#)
        XCTAssertEqual(found.filter { $0.severity == .error }.map(\.rule), ["route-param-required"])
    }

    func testANarrowedFragmentIsRouteParamNarrowed() throws {
        let found = try diagnostics(
            #"route doc "shop://doc#{section}" -> Home"#, #"route doc "shop://doc#{section:int}" -> Home"#)
        XCTAssertEqual(found.filter { $0.severity == .error }.map(\.rule), ["route-param-narrowed"])
    }

    func testARequiredFragmentBreaksLinksWithoutOne() throws {
        let found = try diagnostics(
            #"route doc "shop://doc" -> Home"#, #"route doc "shop://doc#{section}" -> Home"#)
        XCTAssertEqual(found.filter { $0.severity == .error }.map(\.rule), ["route-param-required"])
    }
}
