import XCTest

@testable import NavLintCore

/// The one entry every command runs: a spec read, taken to a platform, resolved and checked once.
final class AnalysisTests: XCTestCase {
    /// Preferences is shown on macOS only: on iPadOS nothing leads to it.
    private static let spec = """
        navgraph 1
        links scheme app
        root Feed
        stack Feed root Timeline
        screen Timeline {
          push Archive
          sheet Preferences platforms macOS
        }
        screen Archive platforms iPadOS, macOS
        screen Preferences { dismiss }
        route timeline "app://timeline" -> Timeline
        route preferences "app://preferences" -> Preferences platforms macOS
        """

    private func analysis(platform: Platform? = nil) throws -> Analysis {
        var settings = AnalysisSettings.defaults
        settings.platform = platform
        return try Analysis(reading: Array(Self.spec.utf8), file: "app.nav", settings: settings)
    }

    func testOnePlatformIsCheckedOnItsGraphAndEveryPlatformOnEachOfTheirs() throws {
        XCTAssertEqual(try analysis(platform: .macOS).diagnostics(), [])
        let phone = try analysis(platform: .iOS).diagnostics().map(\.message)
        XCTAssertEqual(phone, ["screen Preferences is unreachable: no window root leads to it and no route targets it"])
        let every = try analysis().diagnostics()
        XCTAssertEqual(every.map(\.reportedMessage), [phone[0] + " (on iPadOS)"])
        XCTAssertEqual(every.map(\.message), phone)
        XCTAssertEqual(every.map(\.platforms), [[.iPadOS]])
    }

    /// A finding's platforms are shown after its message, and report order reads the message as shown.
    func testAFindingOnSomePlatformsIsReportedAndOrderedWithThem() {
        var some = Diagnostic(
            rule: "unreachable-model", severity: .error, message: "m", file: "app.nav",
            location: SourceLocation(line: 1, column: 1), ids: [])
        var other = some
        other.message = "m (as written)"
        some.platforms = [.iPadOS, .macOS]
        XCTAssertEqual(some.reportedMessage, "m (on iPadOS, macOS)")
        XCTAssertEqual(other.reportedMessage, "m (as written)")
        XCTAssertEqual([some, other].sorted().map(\.reportedMessage), ["m (as written)", "m (on iPadOS, macOS)"])
    }

    func testOnOnePlatformTheSpecAsReadIsKept() throws {
        let phone = try analysis(platform: .iOS)
        XCTAssertEqual(phone.spec.models.map(\.id.value), ["Feed", "Timeline", "Preferences"])
        XCTAssertEqual(phone.readSpec.models.count, 4)
        XCTAssertEqual(phone.diagnostics(), try analysis(platform: .iOS).diagnostics())
    }

    /// Each product is made once, and every later step reads the same one: the graph is the lint context's.
    func testEachContextIsBuiltOnce() throws {
        let mac = try analysis(platform: .macOS)
        _ = mac.diagnostics()
        _ = mac.diagnostics()
        _ = (mac.resolver, mac.routeTable, mac.graph, mac.context)
        XCTAssertEqual(mac.built.contexts, 1)
        XCTAssertEqual(mac.built.graphs, 0)
        let every = try analysis()
        _ = every.diagnostics()
        _ = every.diagnostics()
        XCTAssertEqual(every.built.contexts, 2, "iPadOS's, and the whole spec's, which is macOS's")
        _ = (every.graph, every.graph, every.context)
        XCTAssertEqual([every.built.contexts, every.built.graphs], [2, 0])
    }

    /// Platforms whose specs are the same share one graph and its findings, reported as before on each.
    func testPlatformsWhoseSpecsAreTheSameShareAGraph() throws {
        let spec = """
            navgraph 1
            root Feed
            stack Feed root Timeline
            screen Timeline {
              sheet Compose platforms iOS, iPadOS
              sheet Studio
            }
            screen Compose
            screen Studio platforms macOS
            screen Drafts platforms iOS, iPadOS, macOS
            """
        let every = try Analysis(reading: Array(spec.utf8), file: "app.nav")
        let found = every.diagnostics()
        XCTAssertEqual(every.built.contexts, 2, "iOS and iPadOS share one; macOS has its own")
        XCTAssertEqual(every.sharedContext(on: .iPadOS).holder, .iOS)
        XCTAssertEqual(
            found.map(\.reportedMessage).sorted(),
            [
                "screen Compose is unreachable: no window root leads to it and no route targets it (on macOS)",
                "screen Drafts is unreachable: no window root leads to it and no route targets it",
            ])
        for platform in [Platform.iOS, .iPadOS, .macOS] {
            var settings = AnalysisSettings.defaults
            settings.platform = platform
            let alone = try Analysis(reading: Array(spec.utf8), file: "app.nav", settings: settings)
            XCTAssertEqual(every.sharedContext(on: platform).context.spec, alone.spec)
        }
    }

    /// Diff reads the graphs the analyses hold, and builds none of its own.
    func testDiffReadsTheAnalysesGraphs() throws {
        let (old, new) = (try analysis(platform: .iOS), try analysis(platform: .macOS))
        _ = new.diagnostics(comparedWith: old, by: .defaults)
        _ = (old.graph, new.graph)
        XCTAssertEqual([old.built.graphs, new.built.graphs], [1, 1])
        XCTAssertEqual([old.built.contexts, new.built.contexts], [0, 0])
    }

    /// Drift compares the analysis's own spec and graph: on one platform, that platform's.
    func testDriftReadsTheAnalysisOnItsPlatform() throws {
        let phone = try analysis(platform: .iOS)
        var compared: [String] = []
        _ = phone.diagnostics(drift: { analysis in
            compared = analysis.graph.spec.models.map(\.id.value)
            let code = DriftComparison.Code(
                spec: analysis.spec, declaredViews: [:], unresolvedKinds: [:], groupedEdges: [:])
            return DriftComparison(spec: analysis.spec, graph: analysis.graph, code: code, codeID: { $0 })
        })
        XCTAssertEqual(compared, ["Feed", "Timeline", "Preferences"])
        XCTAssertEqual([phone.built.contexts, phone.built.graphs], [1, 0])
    }

    func testTheResolverAndTheRulesReadTheSameRoutes() throws {
        let mac = try analysis(platform: .macOS)
        XCTAssertEqual(mac.routeTable.entries.count, 2)
        guard case .matched(let route, _) = mac.resolver.resolve("app://preferences").outcome else {
            return XCTFail("app://preferences opens no route on macOS")
        }
        XCTAssertEqual(mac.spec.routes[route].id.value, "preferences")
        XCTAssertEqual(try analysis(platform: .iOS).routeTable.entries.count, 1)
    }

    func testAnUnknownRuleInLintDisableIsAnError() throws {
        let bad = Self.spec.replacingOccurrences(
            of: "screen Preferences { dismiss }", with: "screen Preferences {\n  dismiss\n  lint disable nope\n}")
        XCTAssertThrowsError(try Analysis(reading: Array(bad.utf8), file: "app.nav")) { error in
            XCTAssertTrue((error as? SpecErrors)?.description.contains("unknown rule nope") ?? false, "\(error)")
        }
    }
}
