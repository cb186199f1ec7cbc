import NavLintCore
import XCTest

/// Constant binds, platforms, dynamic and action tabs: reading, writing, the graph and the findings.
final class VariantsTests: XCTestCase {
    private func read(_ text: String, _ format: SpecFormat = .nav) throws(SpecErrors) -> Spec {
        try SpecReader.read(Array(text.utf8), format: format)
    }

    private func errors(_ text: String, _ format: SpecFormat = .nav) -> [String] {
        do {
            _ = try read(text, format)
            return []
        } catch {
            return error.errors.map(\.description)
        }
    }

    private func findings(_ text: String, platform: Platform? = nil) throws -> [String] {
        var settings = AnalysisSettings.defaults
        settings.platform = platform
        return Analysis(spec: try read(text), file: "a.nav", settings: settings).diagnostics().map {
            "\($0.rule): \($0.reportedMessage)"
        }
    }

    static let timelines = """
        navgraph 1
        links scheme app
        root Main
        tabs Main initial home {
          tab home "Home" -> HomeStack bind timeline = "=home"
          tab local "Local" -> Timeline bind timeline = "=local" platforms iOS, iPadOS
          tab slots "Slots" -> Slot dynamic
          tab post "Post" icon "square.and.pencil" action { sheet Compose bind draft = "=true" }
        }
        stack HomeStack root Timeline
        screen Timeline(timeline: home|local|trending) { push Timeline bind timeline = "=trending" platforms macOS }
        screen Slot
        screen Compose(draft: Bool) platforms iOS, macOS { dismiss }
        route local "app://local" -> Timeline via Main.local
        route trending "app://trending" -> Timeline via Main.home, Timeline
        route web "app://web/{path*}" -> Web bind Web.url = "$url", Web.mode = "=reader" platforms macOS
        screen Web(url: String, mode: String) platforms macOS
        """

    func testTheDSLReadsEveryVariant() throws {
        let spec = try read(Self.timelines)
        guard case .tabs(let tabs) = spec.models[0].content else { return XCTFail("not tabs") }
        XCTAssertEqual(tabs.tabs[0].bind.map(\.literal.value), ["home"])
        XCTAssertEqual(tabs.tabs[1].platforms?.platforms.map(\.value), [.iOS, .iPadOS])
        XCTAssertTrue(tabs.tabs[2].isDynamic)
        XCTAssertTrue(tabs.tabs[3].isAction)
        XCTAssertNil(tabs.tabs[3].model)
        XCTAssertFalse(tabs.tabs[3].showsModel)
        XCTAssertTrue(tabs.tabs[2].showsModel)
        XCTAssertEqual(tabs.tabs[3].edges.map(\.kind), [.sheet])
        XCTAssertEqual(spec.models[2].edges[0].platforms?.platforms.map(\.value), [.macOS])
        XCTAssertEqual(spec.models[4].platforms?.platforms.map(\.value), [.iOS, .macOS])
        XCTAssertEqual(spec.routes[2].bind.map(\.feed), [.wholeURL, .literal("reader")])
        XCTAssertEqual(spec.routes[2].platforms?.platforms.map(\.value), [.macOS])
    }

    func testBothFormsRoundTripWithoutLoss() throws {
        let spec = try read(Self.timelines)
        let json = JSONSpecWriter.write(spec)
        XCTAssertTrue(
            json.contains(#""model": "Timeline", "bind": { "timeline": "=local" }, "platforms": ["iOS", "iPadOS"]"#),
            json)
        XCTAssertTrue(json.contains(#""action": true, "edges": [{ "via": "sheet""#), json)
        let fromJSON = try read(json, .json)
        XCTAssertEqual(JSONSpecWriter.write(fromJSON), json)
        let dsl = NavDSLWriter.write(fromJSON)
        XCTAssertEqual(NavDSLWriter.write(try read(dsl)), dsl)
        XCTAssertEqual(JSONSpecWriter.write(try read(dsl)), json)
        XCTAssertTrue(
            dsl.contains(#"tab post "Post" icon "square.and.pencil" action { sheet Compose bind draft = "=true" }"#),
            dsl)
    }

    func testCommentsInActionTabsStayWhenFormattedAgain() throws {
        let text = """
            navgraph 1
            root Main
            tabs Main initial home {
              tab home -> Home
              tab post "Post" action { # compose
                sheet Compose
                # the other
                sheet Other
              } # end
              tab more action { sheet Other } # one line
            }
            screen Home { sheet Other }
            screen Compose { dismiss }
            screen Other { dismiss }
            """
        let once = NavDSLWriter.write(
            try NavDSLReader.readWithComments(text).spec, comments: try NavDSLReader.readWithComments(text).comments)
        let again = try NavDSLReader.readWithComments(once)
        XCTAssertEqual(NavDSLWriter.write(again.spec, comments: again.comments), once)
        for comment in ["# compose", "# the other", "# end", "# one line"] {
            XCTAssertTrue(once.contains(comment), once)
        }
    }

    func testWindowsCarryPlatforms() throws {
        let text =
            "navgraph 1\nwindows\nwindow main -> Home\nwindow tools -> Tools platforms macOS\nscreen Home\nscreen Tools\n"
        let spec = try read(text)
        XCTAssertEqual(spec.windows?[1].platforms?.platforms.map(\.value), [.macOS])
        XCTAssertTrue(NavDSLWriter.write(spec).contains("window tools -> Tools platforms macOS\n"))
        XCTAssertEqual(spec.filtered(for: .iOS).windows?.map(\.id.value), ["main"])
    }

    func testUnknownPlatformsAreLocatedErrorsWithAHint() {
        XCTAssertEqual(
            errors("navgraph 1\nroot Home\nscreen Home platforms iOS, macOs\n"),
            [
                "3:28: schema: unknown platform \"macOs\"; did you mean \"macOS\"?; expected one of iOS, iPadOS, "
                    + "macOS, visionOS, watchOS, tvOS"
            ])
        let json =
            #"{"navgraph": 1, "root": "Home", "models": [{"id": "Home", "kind": "screen", "platforms": ["ipados"]}]}"#
        XCTAssertEqual(errors(json, .json).count, 1)
        XCTAssertTrue(errors(json, .json).first?.contains("did you mean \"iPadOS\"?") ?? false)
    }

    func testConstantBindsAreCheckedAgainstTheParamsTheyFeed() {
        let base = "navgraph 1\nroot Main\ntabs Main { tab a -> S BIND }\nscreen S(mode: home|local, count: Int)\n"
        XCTAssertEqual(
            errors(base.replacingOccurrences(of: "BIND", with: #"bind mdoe = "=home""#)),
            ["3:29: schema: the tab a of Main binds mdoe, but S has no param mdoe; did you mean \"mode\"?"])
        XCTAssertEqual(
            errors(base.replacingOccurrences(of: "BIND", with: #"bind mode = "=away", count = "=2""#)),
            ["3:36: schema: the tab a of Main binds \"away\" to S.mode, which is of type home|local"])
        XCTAssertEqual(
            errors(base.replacingOccurrences(of: "BIND", with: #"bind count = "=two""#)),
            ["3:37: schema: the tab a of Main binds \"two\" to S.count, which is of type int"])
        XCTAssertEqual(errors(base.replacingOccurrences(of: "BIND", with: #"bind count = "=2""#)), [])
        XCTAssertEqual(
            errors(base.replacingOccurrences(of: "BIND", with: "bind count = two")).first,
            "3:37: schema: the value bound to count must be a literal written with a leading '=', such as \"=two\"")
        let route = "navgraph 1\nroot S\nscreen S(count: Int)\nroute r \"x://a\" -> S bind S.count = \"$url\"\n"
        XCTAssertEqual(errors(route), ["4:37: schema: route r binds $url (a string) to S.count, of type int"])
    }

    func testTheWholeURLBindMayGoUnquoted() throws {
        let route = "navgraph 1\nroot S\nscreen S(url: String)\nroute r \"x://a\" -> S bind S.url = $url\n"
        let spec = try read(route)
        XCTAssertEqual(spec.routes[0].bind.map(\.feed), [.wholeURL])
        XCTAssertTrue(NavDSLWriter.write(spec).contains(#"bind S.url = "$url""#))
        XCTAssertEqual(
            errors(route.replacingOccurrences(of: "$url", with: "$uri")),
            [#"4:35: schema: unknown bind value '$uri'; did you mean "$url"?"#])
        XCTAssertEqual(
            errors(route.replacingOccurrences(of: "$url", with: "$x")),
            ["4:35: schema: unknown bind value '$x'; the one value written with '$' is $url, the whole URL"])
        // `$url` is a route's: a tab's bind takes constants only.
        XCTAssertEqual(
            errors("navgraph 1\nroot Main\ntabs Main { tab a -> S bind url = $url }\nscreen S(url: String)\n"),
            [#"3:35: syntax: expected a literal such as "=value" after '=', found '$url'"#])
    }

    func testConstantsAreNumbersAsURLsWriteThem() {
        // The lexical types of the route engine: Swift's Int("+2") and Double("1e3") are not the test.
        let spec =
            "navgraph 1\nroot Main\ntabs Main { tab a -> S BIND }\nscreen S(count: Int, ratio: Double, id: UUID)\n"
        func bind(_ text: String) -> [String] { errors(spec.replacingOccurrences(of: "BIND", with: "bind " + text)) }
        XCTAssertEqual(
            bind(#"count = "=+2""#), [#"3:37: schema: the tab a of Main binds "+2" to S.count, which is of type int"#])
        XCTAssertEqual(
            bind(#"ratio = "=1e3""#),
            [#"3:37: schema: the tab a of Main binds "1e3" to S.ratio, which is of type double"#])
        XCTAssertEqual(bind(#"ratio = "=nan""#).count, 1)
        XCTAssertEqual(bind(#"count = "=-2", ratio = "=2""#), [])
        XCTAssertEqual(bind(#"ratio = "=-0.25""#), [])
        XCTAssertEqual(bind(#"id = "=3F2504E0-4F89-41D3-9A0C-0305E82C3301""#), [])
        XCTAssertEqual(bind(#"id = "=3F2504E0-4F89-41D3-9A0C-0305E82C330""#).count, 1)
    }

    func testConstantsFeedTheParamsOfTheModelShown() throws {
        // One screen in several tabs, each with its own constant: no route misses a value.
        XCTAssertEqual(try findings(Self.timelines).filter { $0.hasPrefix("route-param") }, [])
        // A required param that nothing feeds still does.
        let unfed = Self.timelines.replacingOccurrences(of: #" bind timeline = "=local""#, with: "")
        XCTAssertEqual(
            try findings(unfed).filter { $0.hasPrefix("route-param-missing") },
            [
                "route-param-missing: route local does not supply Timeline.timeline (its target); add a placeholder "
                    + "{timeline} or bind one (on iOS, iPadOS)"
            ])
    }

    func testFindingsOnSomePlatformsSayWhich() throws {
        let text = """
            navgraph 1
            links scheme app
            root Home
            screen Home { sheet Settings platforms macOS }
            screen Settings { dismiss }
            route a "app://x" -> Home platforms iOS
            route b "app://x" -> Home platforms macOS
            route c "app://y" -> Home platforms iOS, iPadOS
            route d "app://y" -> Home platforms iPadOS
            """
        let all = try findings(text)
        XCTAssertTrue(
            all.contains {
                // Only the platforms the spec names are checked: iOS, iPadOS and macOS here.
                $0.hasPrefix("unreachable-model: ") && $0.hasSuffix("(on iOS, iPadOS)")
            }, "\(all)")
        XCTAssertEqual(all.filter { $0.contains("app://x") }, [], "routes on disjoint platforms never coexist")
        XCTAssertEqual(all.filter { $0.hasPrefix("duplicate-route") }.count, 1, "\(all)")
        XCTAssertTrue(all.first { $0.hasPrefix("duplicate-route") }?.hasSuffix("(on iPadOS)") ?? false, "\(all)")
        let mac = try findings(text, platform: .macOS)
        XCTAssertEqual(mac.filter { $0.hasPrefix("unreachable-model") || $0.hasPrefix("duplicate-route") }, [])
    }

    /// Platforms that the spec's platform lists cannot tell apart see the same spec, and a platform every list
    /// names sees the spec as read: what lets them share one graph.
    func testPlatformsThatSeeTheSameSpecFilterItAlike() throws {
        let social = SampleFiles.samplesDirectory.appendingPathComponent("SocialClient.nav")
        var specs = [try read(Self.timelines), try SpecReader.read(SampleFiles.bytes(of: social), format: .nav)]
        specs.append(try read("navgraph 1\nroot A\nscreen A { sheet B platforms iOS, macOS }\nscreen B\n"))
        var (same, different, whole) = (0, 0, 0)
        for spec in specs {
            let usage = SpecUsage(of: spec)
            for platform in Platform.allCases {
                let filtered = spec.filtered(for: platform)
                if usage.leavesNothingOut(on: platform) {
                    whole += 1
                    XCTAssertEqual(filtered, spec, "\(platform)")
                }
                for other in Platform.allCases where other != platform {
                    guard usage.seeTheSameSpec(platform, other) else {
                        different += 1
                        continue
                    }
                    same += 1
                    XCTAssertEqual(filtered, spec.filtered(for: other), "\(platform), \(other)")
                }
            }
        }
        XCTAssertEqual([same > 0, different > 0, whole > 0], [true, true, true], "each case is met")
    }

    func testSpecsWithoutPlatformsAreCheckedOnce() throws {
        let text = "navgraph 1\nroot Home\nscreen Home\nscreen Orphan\n"
        XCTAssertFalse(try read(text).usesPlatforms)
        XCTAssertEqual(try findings(text).filter { $0.contains("(on ") }, [])
    }

    func testActionTabEdgesActInTheTabsContext() throws {
        let graph = NavGraph(spec: try read(Self.timelines))
        let compose = try XCTUnwrap(graph.modelIndex["Compose"])
        XCTAssertTrue(graph.reachableFromWindows[compose])
        XCTAssertEqual(graph.spec.models[0].edges.map(\.kind), [.sheet])
        XCTAssertEqual(graph.children(of: 0).map(\.value), ["HomeStack", "Timeline", "Slot"])
        XCTAssertEqual(try findings(Self.timelines).filter { $0.hasPrefix("unreachable-model") }, [])
    }

    func testAnActionTabNeedsEdgesAndNoModel() {
        XCTAssertEqual(
            errors(
                #"{"navgraph": 1, "root": "M", "models": [{"id": "M", "kind": "tabs", "tabs": [{"id": "a", "model": "S", "action": true, "edges": []}]}, {"id": "S", "kind": "screen"}]}"#,
                .json),
            [
                "1:99: schema: an action tab shows no model; remove \"model\" from the tab a of model \"M\" or drop \"action\""
            ])
        XCTAssertEqual(
            errors(
                #"{"navgraph": 1, "root": "M", "models": [{"id": "M", "kind": "tabs", "tabs": [{"id": "a", "model": "S", "edges": []}]}, {"id": "S", "kind": "screen"}]}"#,
                .json
            ).count, 1)
    }
}
