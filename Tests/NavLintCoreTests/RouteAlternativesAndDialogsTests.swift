import NavLintCore
import XCTest

/// Routes chosen at run time (`when`), links handed on (`external`, `intercepts`, `fallback`), dialogs' buttons
/// and `after: dismiss` edges acting from the presenter, and `interactiveDismiss: false`.
final class RouteAlternativesAndDialogsTests: XCTestCase {
    private func findings(_ text: String) throws -> [(rule: String, line: Int)] {
        Analysis(spec: try NavDSLReader.read(text), file: "a.nav").diagnostics().map {
            ($0.rule, $0.location.line)
        }
    }

    private func rules(_ text: String) throws -> [String] { try findings(text).map(\.rule) }

    private let posts = """
        navgraph 1
        links scheme social
        root Home
        screen Home { push Post }
        screen Post(id: Int)

        """

    func testRoutesWithDifferentConditionsAreAlternatives() throws {
        let routes = """
            route local "social://posts/{id:int}" -> Post when "the post is on this server"
            route remote "social://posts/{id:int}" -> Post when "the post is on another server"
            """
        let spec = posts.replacingOccurrences(of: "root Home", with: "root S") + "stack S root Home\n"
        XCTAssertEqual(try rules(spec + routes), [])
    }

    func testRoutesWithoutConditionsOrWithTheSameOneStillConflict() throws {
        let spec = posts.replacingOccurrences(of: "root Home", with: "root S") + "stack S root Home\n"
        let same = """
            route local "social://posts/{id:int}" -> Post when "local"
            route remote "social://posts/{id:int}" -> Post when "local"
            """
        XCTAssertEqual(try rules(spec + same), ["duplicate-route"])
        let one = """
            route local "social://posts/{id:int}" -> Post when "local"
            route remote "social://posts/{id:int}" -> Post
            """
        XCTAssertEqual(try rules(spec + one), ["duplicate-route"])
        let ambiguous = """
            route byA "social://d?a={id:int}" -> Post when "a"
            route byB "social://d?b={id:int}" -> Post
            """
        XCTAssertEqual(try rules(spec + ambiguous), ["ambiguous-route"])
        let alternatives =
            ambiguous.replacingOccurrences(of: "-> Post\n", with: "-> Post when \"b\"\n")
            + " when \"b\""
        XCTAssertEqual(try rules(spec + alternatives), [])
    }

    func testAShadowedRouteIsNotReportedWhenAnAlternativeTakesItsURLs() throws {
        let spec = """
            navgraph 1
            links scheme social
            root S
            stack S root Home
            screen Home { push Flag }
            screen Flag(v: Bool?)

            """
        let shadowed = """
            route yes "social://x/true" -> Flag
            route no "social://x/false" -> Flag
            route any "social://x/{v:bool}" -> Flag
            """
        XCTAssertEqual(try rules(spec + shadowed), ["shadowed-route"])
        let chosen =
            shadowed.replacingOccurrences(of: "-> Flag\nroute no", with: "-> Flag when \"old\"\nroute no")
            + " when \"new\""
        XCTAssertEqual(try rules(spec + chosen), [])
    }

    func testResolveListsEveryAlternativeAndNamesTheFirst() throws {
        let spec = try NavDSLReader.read(
            posts.replacingOccurrences(of: "root Home", with: "root S") + """
                stack S root Home
                route local "social://posts/{id:int}" -> Post when "local"
                route remote "social://posts/{postID:int}" -> Post bind Post.id = postID when "remote"
                """)
        let answer = LinkResolver(spec: spec).resolve("social://posts/7")
        guard case .matched(let route, _) = answer.outcome else { return XCTFail("\(answer.outcome)") }
        XCTAssertEqual(spec.routes[route].id.value, "local")
        XCTAssertEqual(answer.alternatives.map { spec.routes[$0.route].id.value }, ["local", "remote"])
        XCTAssertEqual(answer.alternatives.map { $0.arguments.map(\.name) }, [["id"], ["postID"]])
        XCTAssertEqual(answer.alternatives[1].path, ["S", "Home", "Post"])
        let coverage = CoverageReport(resolver: LinkResolver(spec: spec), list: "social://posts/7\n")
        XCTAssertEqual(coverage.routes.map(\.hits), [1, 1], "a URL counts for every alternative")
    }

    func testExternalEdgesAndInterceptedHostsAreNotTheAppsOwnLinks() throws {
        let spec = """
            navgraph 1
            links scheme shop, host shop.example.com
            root Home
            screen Home { openURL "https://shop.example.com/terms"
              openURL "https://social.example/about" }
            route social "https://social.example/@{user}" -> Home

            """
        XCTAssertEqual(
            try rules(spec).sorted(), ["internal-link-unmatched", "route-param-unused", "undeclared-link"])
        let handedOn = spec.replacingOccurrences(of: "/terms\"", with: "/terms\" external")
            .replacingOccurrences(of: "host shop.example.com", with: "host shop.example.com, intercept social.example")
        XCTAssertEqual(try rules(handedOn), ["route-param-unused"])
    }

    func testAFallbackSilencesRouteRequiresState() throws {
        let spec = """
            navgraph 1
            links scheme shop
            root App
            switch App initial loggedOut {
              case loggedOut -> Start
              case loggedIn -> Home
            }
            screen Start { switch App.loggedIn }
            screen Home
            route home "shop://home" -> Home
            """
        XCTAssertEqual(try rules(spec), ["route-requires-state"])
        XCTAssertEqual(try rules(spec + " fallback ignore"), [])
    }

    func testADialogsButtonsActFromThePresenter() throws {
        let spec = """
            navgraph 1
            root Stack
            stack Stack root Home
            screen Home { alert Report }
            dialog Report {
              sheet Details "tell us more"
              push More "see more"
              dismiss "cancel"
            }
            screen Details { dismiss }
            screen More { pop }
            """
        XCTAssertEqual(try rules(spec), [])
        let bare = spec.replacingOccurrences(of: "root Stack\nstack Stack root Home", with: "root Home")
        XCTAssertEqual(try findings(bare).map(\.rule), ["push-outside-stack"], "the presenter has no stack")
        XCTAssertEqual(try findings(bare).map(\.line), [6])
    }

    func testAnEdgeAfterDismissActsFromThePresenter() throws {
        let spec = """
            navgraph 1
            root Stack
            stack Stack root Home
            screen Home { sheet Compose }
            screen Compose {
              push Thread after dismiss
              sheet Other after dismiss
            }
            screen Thread { pop }
            screen Other { dismiss }
            """
        XCTAssertEqual(try rules(spec), [])
        let withoutAfter = spec.replacingOccurrences(of: "push Thread after dismiss", with: "push Thread")
        XCTAssertEqual(try rules(withoutAfter), ["push-outside-stack"])
        let bare = spec.replacingOccurrences(of: "root Stack\nstack Stack root Home", with: "root Home")
        XCTAssertEqual(try findings(bare).map(\.rule), ["push-outside-stack"])
        XCTAssertEqual(try findings(bare).map(\.line), [5])
    }

    func testAnEdgeAfterDismissDoesNotApplyWhereItsModelIsARoot() throws {
        let spec = """
            navgraph 1
            window main -> Compose
            window other -> Stack
            stack Stack root Home
            screen Home { sheet Compose }
            screen Compose { push Thread after dismiss }
            screen Thread
            """
        XCTAssertEqual(try rules(spec), [], "as the root of window main, Compose cannot dismiss: the push never runs")
        let plain = spec.replacingOccurrences(of: " after dismiss", with: "")
        XCTAssertEqual(try rules(plain), ["push-outside-stack"])
    }

    func testASheetThatCannotBeSwipedAwayNeedsAWayOut() throws {
        let spec = """
            navgraph 1
            root Home
            screen Home { sheet Terms }
            screen Terms {
              interactiveDismiss false
            }
            """
        XCTAssertEqual(try findings(spec).map(\.rule), ["modal-trap"])
        XCTAssertEqual(try rules(spec.replacingOccurrences(of: "false", with: "true")), [])
        let closing = spec.replacingOccurrences(of: "false\n", with: "false\n  dismiss \"accept\"\n")
        XCTAssertEqual(try rules(closing), [])
    }

    func testTheNewKeysRoundTripThroughBothWriters() throws {
        let text = """
            navgraph 1
            links scheme social, host social.example, intercept mastodon.example, intercept "*.example.org"
            root Home

            screen Home {
              interactiveDismiss false
              openURL "https://social.example/about" external
              push Home after dismiss
            }

            route home "social://home" -> Home when "signed in" fallback browser

            """
        let spec = try NavDSLReader.read(text)
        XCTAssertEqual(NavDSLWriter.write(spec), text)
        let json = JSONSpecWriter.write(spec)
        for key in [
            #""intercepts": ["mastodon.example", "*.example.org"]"#, #""external": true"#, #""after": "dismiss""#,
            #""interactiveDismiss": false"#, #""when": "signed in""#, #""fallback": "browser""#,
        ] {
            XCTAssertTrue(json.contains(key), key)
        }
        XCTAssertEqual(NavDSLWriter.write(try JSONSpecReader.read(Array(json.utf8))), text)
    }

    func testBadValuesOfTheNewKeysAreSchemaErrors() throws {
        XCTAssertThrowsError(try NavDSLReader.read("navgraph 1\nroot Home\nscreen Home { push Home after pop }\n"))
        XCTAssertThrowsError(try NavDSLReader.read("navgraph 1\nroot Home\nscreen Home { push Home external }\n"))
        XCTAssertThrowsError(
            try NavDSLReader.read("navgraph 1\nroot Home\nscreen Home\nroute a \"x:a\" -> Home fallback no\n"))
        let json =
            #"{"navgraph": 1, "root": "Home", "models": [{"id": "Home", "kind": "screen", "#
            + #""edges": [{"via": "push", "to": "Home", "external": true}]}], "routes": []}"#
        XCTAssertThrowsError(try JSONSpecReader.read(Array(json.utf8)))
    }
}
