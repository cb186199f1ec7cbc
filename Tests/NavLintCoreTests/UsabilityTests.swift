import NavLintCore
import NavLintRoutes
import XCTest

/// What a new user trips over: hints for misspelt ids, every error of a file at once, example URLs, the
/// coverage list's `!URL` lines, the kinds of a path's hops and the paths behind route findings.
final class UsabilityTests: XCTestCase {
    private func diagnostics(_ dsl: String, rule: String) throws -> [Diagnostic] {
        let spec = try NavDSLReader.read(dsl)
        return Analysis(spec: spec, file: "a.nav").diagnostics().filter { $0.rule == rule }
    }

    private let tabsApp = """
        navgraph 1
        links scheme shop
        root MainTabs
        tabs MainTabs initial home {
          tab home -> Home
          tab search -> Search
          tab settings -> Settings
        }
        switch Flow initial start {
          case start -> Home
          case done -> Search
        }
        screen Home(id: Int)
        screen Search
        screen Settings

        """

    func testReferencesThatNameNothingSuggestTheNearestID() throws {
        let spec =
            tabsApp + """
                screen Extra {
                  push Serach
                  selectTab MainTabs.serch
                  switch Flow.strat
                  selectTab Nowhere.home
                }
                route r "shop://r" -> Hme via MainTabs.hom bind Hom.id = x
                """
        let messages = try diagnostics(spec, rule: "undefined-reference").map(\.message)
        XCTAssertTrue(messages.contains { $0.hasSuffix(#"names no model; did you mean "Search"?"#) }, "\(messages)")
        XCTAssertTrue(
            messages.contains {
                $0.hasSuffix(#"; MainTabs has tabs home, search, settings; did you mean "MainTabs.search"?"#)
            }, "\(messages)")
        XCTAssertTrue(
            messages.contains { $0.hasSuffix(#"; Flow has cases start, done; did you mean "Flow.start"?"#) },
            "\(messages)")
        XCTAssertTrue(
            messages.contains { $0.contains("Nowhere.home, which does not exist") && !$0.contains("has tabs") },
            "\(messages)")
        XCTAssertTrue(messages.contains { $0.hasSuffix(#"of route r names no model; did you mean "Home"?"#) })
        XCTAssertTrue(
            messages.contains {
                $0.hasSuffix(#"; MainTabs has tabs home, search, settings; did you mean "MainTabs.home"?"#)
                    && $0.contains("waypoint")
            }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.hasSuffix(#"no model is named Hom; did you mean "Home"?"#) })
    }

    func testWindowsAndInitialsSuggestToo() throws {
        let spec = """
            navgraph 1
            window main -> Home
            window settings -> Home
            tabs T initial hme { tab home -> Home }
            screen Home { openWindow setings }
            """
        let windows = try diagnostics(spec, rule: "undefined-reference").map(\.message)
        XCTAssertEqual(windows.count, 1)
        XCTAssertTrue(windows[0].hasSuffix(#"not declared in windows; did you mean "settings"?"#), windows[0])
        let initial = try diagnostics(spec, rule: "invalid-initial").map(\.message)
        XCTAssertTrue(initial.first?.hasSuffix(#"home; did you mean "home"?"#) == true, "\(initial)")
    }

    func testADiffSuggestsTheModelARemovedOneWasRenamedTo() throws {
        let old = try NavDSLReader.read("navgraph 1\nroot Home\nscreen Home { sheet Settings }\nscreen Settings\n")
        let new = try NavDSLReader.read("navgraph 1\nroot Home\nscreen Home { sheet Setings }\nscreen Setings\n")
        let messages = Analysis(spec: new, file: "new.nav").diagnostics(
            comparedWith: Analysis(spec: old, file: "old.nav"), by: .defaults
        )
        .filter { $0.rule == "model-removed" }.map(\.message)
        XCTAssertEqual(messages, [#"screen Settings is gone; did you mean "Setings"?"#])
    }

    func testTheJSONReaderReportsEverySchemaErrorUpToTheCap() throws {
        let json = """
            {"navgraph": 1, "root": "A", "models": [
              {"id": "A", "kind": "screen", "egdes": []},
              {"id": "B", "kind": "scren"},
              {"id": "C", "kind": "screen", "title": 3}
            ]}
            """
        XCTAssertThrowsError(try JSONSpecReader.read(Array(json.utf8))) { error in
            let errors = (error as? SpecErrors)?.errors ?? []
            XCTAssertEqual(errors.map(\.location.line), [2, 3, 4], "\(errors)")
            XCTAssertTrue(errors.allSatisfy { $0.kind == .schema })
        }
        let many = (0..<150).map { #"{"id": "M\#($0)", "kind": "screen", "oops": 1}"# }.joined(separator: ",\n")
        let big = #"{"navgraph": 1, "root": "M0", "models": ["# + "\n" + many + "]}"
        XCTAssertThrowsError(try JSONSpecReader.read(Array(big.utf8))) { error in
            XCTAssertEqual((error as? SpecErrors)?.errors.count, SpecErrors.maximumCount)
        }
    }

    func testAConfigurationReportsEveryError() throws {
        let text = """
            rules:
              modal-trapp: off
              unreachable-model: loud
            coverage:
              min: 200
            baseline: ""
            extra: 1
            """
        XCTAssertThrowsError(try Configuration.parse(text, knownRules: RuleCatalogue.allDescriptions)) { error in
            let errors = (error as? SpecErrors)?.errors ?? []
            XCTAssertEqual(errors.map(\.location.line), [2, 3, 5, 6, 7], "\(errors)")
            XCTAssertTrue(errors[0].message.contains(#"did you mean "modal-trap"?"#), errors[0].message)
        }
        XCTAssertThrowsError(try Configuration.parse("rules: [\n", knownRules: [])) { error in
            XCTAssertEqual((error as? SpecErrors)?.errors.count, 1, "a syntax error stops reading")
        }
    }

    func testPlaceholderExamplesAreCheckedAgainstTheirType() throws {
        let pattern = try RoutePattern.parse("shop://products/{id:int=42}/{slug=blue-shoes}?page={page:int?=2}")
        XCTAssertEqual(pattern.placeholders.map(\.example), ["42", "blue-shoes", "2"])
        XCTAssertEqual(pattern.exampleURL, "shop://products/42/blue-shoes?page=2")
        XCTAssertEqual(
            try RoutePattern.parse("shop://p/{id:int=7}").placeholders,
            try RoutePattern.parse("shop://p/{id:int}").placeholders,
            "an example value does not change what a placeholder matches")
        XCTAssertEqual(try RoutePattern.parse("shop://p/{id:int}").canonicalShape, "shop://p/{int}")
        XCTAssertEqual(try RoutePattern.parse("shop://p/{id:int=7}").canonicalShape, "shop://p/{int}")
        XCTAssertThrowsError(try RoutePattern.parse("shop://p/{id:int=abc}")) { error in
            let syntax = error as? RouteSyntaxError
            XCTAssertEqual(syntax?.offset, 17)
            XCTAssertTrue(
                syntax?.message.contains("not of the placeholder's type int") == true, "\(String(describing: syntax))")
        }
        XCTAssertThrowsError(try RoutePattern.parse("shop://p/{tab:home|more=other}"))
        XCTAssertThrowsError(try RoutePattern.parse("shop://p/{id:int=}"))
        let invalid = try diagnostics(
            "navgraph 1\nlinks scheme shop\nroot A\nscreen A(id: Int)\nroute r \"shop://a/{id:int=x}\" -> A\n",
            rule: "invalid-pattern")
        XCTAssertEqual(invalid.count, 1)
    }

    func testPlausibleValuesReplaceTheShortestWitness() throws {
        let pattern = try RoutePattern.parse("icecubesapp://{server}/{kind:statuses|accounts}/{id:int}?q={q?}")
        XCTAssertEqual(pattern.exampleURL, "icecubesapp://server/statuses/42")
        XCTAssertEqual(try RoutePattern.parse("https://*.example.com/{_}").exampleURL, "https://www.example.com/value")
        XCTAssertEqual(try RoutePattern.parse("https://{host}/a").exampleURL, "https://example.com/a")
    }

    private let examplesApp = """
        navgraph 1
        links scheme shop
        root Home
        screen Home
        screen Product(id: Int)
        screen Me
        route me "shop://products/me" -> Me
        route product "shop://products/{id:int}" -> Product {
          doc "A product"
          examples "shop://products/7", "shop://products/me", "shop://nothing", "not a url"
        }

        """

    func testExamplesMustOpenTheirRoute() throws {
        let found = try diagnostics(examplesApp, rule: "route-example-mismatch").map(\.message)
        XCTAssertEqual(found.count, 3, "\(found)")
        XCTAssertTrue(found[0].hasSuffix("opens route me (Me) instead"), found[0])
        XCTAssertTrue(found[1].hasSuffix("matches no route"), found[1])
        XCTAssertTrue(found[2].contains("is not a URL navlint can read"), found[2])
        let resolver = LinkResolver(spec: try NavDSLReader.read(examplesApp))
        XCTAssertEqual(resolver.exampleURLs(), [["shop://products/me"], ["shop://products/7", "shop://products/42"]])
    }

    func testExamplesSurviveBothWritersAndReaders() throws {
        let spec = try NavDSLReader.read(examplesApp)
        XCTAssertEqual(spec.routes[1].examples.map(\.value).first, "shop://products/7")
        let dsl = NavDSLWriter.write(spec)
        XCTAssertTrue(
            dsl.contains(#"  doc "A product"\#n  examples "shop://products/7", "shop://products/me""#), dsl)
        XCTAssertEqual(
            try NavDSLReader.read(dsl).routes.map { $0.examples.map(\.value) },
            spec.routes.map {
                $0.examples.map(\.value)
            })
        let json = JSONSpecWriter.write(spec)
        XCTAssertTrue(json.contains(#""examples": ["shop://products/7", "#), json)
        let back = try JSONSpecReader.read(Array(json.utf8))
        XCTAssertEqual(back.routes.map { $0.examples.map(\.value) }, spec.routes.map { $0.examples.map(\.value) })
        XCTAssertEqual(JSONSpecWriter.write(back), json)
        let bad =
            #"{"navgraph": 1, "root": "A", "models": [{"id": "A", "kind": "screen"}], "routes": "#
            + #"[{"id": "r", "pattern": "shop://a", "target": "A", "examples": "shop://a"}]}"#
        XCTAssertThrowsError(try JSONSpecReader.read(Array(bad.utf8)))
    }

    func testCoverageListsURLsThatMustMatchNothing() throws {
        let resolver = LinkResolver(spec: try NavDSLReader.read(examplesApp))
        let report = CoverageReport(
            resolver: resolver, list: "shop://products/1\n!shop://oauth/callback\n!shop://products/me  # must not\n")
        XCTAssertEqual(report.urlCount, 1)
        XCTAssertEqual(report.mustNotMatch.map(\.url), ["shop://oauth/callback", "shop://products/me"])
        XCTAssertEqual(report.unexpectedMatches.map(\.routes), [["me"]])
        XCTAssertEqual(report.routes.map(\.hits), [0, 1], "a !URL line hits no route")
        XCTAssertEqual(CoverageReport.entries(of: "!\n").first?.problem != nil, true)
    }

    func testResolveGivesEachHopItsKind() throws {
        let resolver = LinkResolver(
            spec: try NavDSLReader.read(
                """
                navgraph 1
                links scheme shop
                root MainTabs
                tabs MainTabs initial home { tab home -> HomeStack }
                stack HomeStack root Home
                screen Home { push Detail }
                screen Detail { sheet Compose }
                screen Compose
                route compose "shop://compose" -> Compose
                """))
        let answer = resolver.resolve("shop://compose")
        XCTAssertEqual(answer.path, ["MainTabs", "HomeStack", "Home", "Detail", "Compose"])
        XCTAssertEqual(answer.hops, ["tab", "containment", "push", "sheet"])
        XCTAssertEqual(resolver.resolve("shop://nothing").hops, [])
    }

    func testRouteFindingsShowThePathThatExplainsThem() throws {
        let spec = """
            navgraph 1
            links scheme shop
            root Stack
            stack Stack root Home
            screen Home { push Order }
            screen Order(orderID: Int) { push Item }
            screen Item(id: Int)
            route item "shop://items/{id:int}" -> Item
            """
        let messages = try diagnostics(spec, rule: "route-param-missing").map(\.message)
        XCTAssertEqual(
            messages,
            [
                "route item does not supply Order.orderID (on its navigation path Stack ▸ Home ▸ push Order ▸ push "
                    + "Item); add a placeholder {orderID} or bind one"
            ])
    }
}
