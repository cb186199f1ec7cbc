import Foundation
import NavLintCore
import XCTest

/// The real-app-sized sample, `Samples/SocialClient.nav`: written with the real-app format (groups, wildcard
/// waypoints, alternatives, handed-on links, dialogs that act from their presenter, constants, platforms,
/// dynamic and action tabs) and no copy-paste; clean on every platform it names, while each of its broken
/// copies under `Samples/Broken/social-*.nav` gives exactly the finding its mistake deserves.
final class SocialClientSampleTests: XCTestCase {
    private static let file = SampleFiles.samplesDirectory.appendingPathComponent("SocialClient.nav")

    private func sample() throws -> (spec: Spec, text: String) {
        let bytes = try SampleFiles.bytes(of: Self.file)
        return (try NavDSLReader.read(bytes), String(decoding: bytes, as: UTF8.self))
    }

    func testItChecksCleanOnEveryPlatformAndOnEachAlone() throws {
        let spec = try SpecReader.read(SampleFiles.bytes(of: Self.file), format: .nav)
        XCTAssertEqual(Analysis(spec: spec, file: "SocialClient.nav").diagnostics(), [])
        XCTAssertEqual(spec.namedPlatforms.map(\.rawValue), ["iOS", "iPadOS", "macOS", "visionOS"])
        for platform in spec.namedPlatforms {
            var settings = AnalysisSettings.defaults
            settings.platform = platform
            XCTAssertEqual(
                Analysis(spec: spec, file: "SocialClient.nav", settings: settings).diagnostics(), [],
                "on \(platform.rawValue)")
        }
    }

    func testItIsRealAppSizedAndUsesTheRealAppFormat() throws {
        let (spec, _) = try sample()
        let screens = spec.models.filter { $0.kind == .screen }
        XCTAssertGreaterThanOrEqual(screens.count, 60)
        XCTAssertTrue(spec.groups.contains { $0.id.value == "RouterDestinations" && $0.edges.count >= 15 })
        XCTAssertTrue(spec.groups.contains { $0.id.value == "SheetDestinations" })
        guard case .tabs(let tabs) = spec.models.first(where: { $0.id.value == "MainTabs" })?.content else {
            return XCTFail("MainTabs is not a tabs model")
        }
        // Every tab that shows a stack shows one that includes the shared router.
        for tab in tabs.tabs {
            guard let shown = tab.model?.value, let model = spec.models.first(where: { $0.id.value == shown }),
                model.kind == .stack
            else { continue }
            XCTAssertEqual(model.include.map(\.value), ["AppRouter"], "tab \(tab.id.value)")
        }
        XCTAssertTrue(tabs.tabs.contains { $0.isDynamic })
        XCTAssertTrue(tabs.tabs.contains { $0.isAction && !$0.edges.isEmpty })
        XCTAssertTrue(tabs.tabs.contains { $0.platforms != nil })
        XCTAssertGreaterThanOrEqual(Set(tabs.tabs.flatMap { $0.bind.map(\.literal.value) }).count, 4)
        let edges = spec.models.flatMap(\.edges) + spec.groups.flatMap(\.edges)
        XCTAssertTrue(edges.contains { $0.external })
        XCTAssertTrue(edges.contains { $0.runsAfterDismiss })
        XCTAssertTrue(
            spec.models.contains { model in
                model.kind == .dialog && model.edges.contains { $0.kind.isPresentation }
            })
        XCTAssertFalse(spec.links?.intercepts.isEmpty ?? true)
        XCTAssertTrue(spec.routes.contains { $0.via.contains { $0.value == "MainTabs.*" } })
        XCTAssertTrue(spec.routes.contains { $0.via.contains { $0.value == "*" } })
        XCTAssertGreaterThanOrEqual(spec.routes.filter { $0.when != nil }.count, 2)
    }

    func testItIsCanonicalAndRoundTripsThroughJSON() throws {
        let (spec, text) = try sample()
        let (_, comments) = try NavDSLReader.readWithComments(text)
        XCTAssertEqual(NavDSLWriter.write(spec, comments: comments), text)
        let json = JSONSpecWriter.write(spec)
        XCTAssertEqual(JSONSpecWriter.write(try JSONSpecReader.read(Array(json.utf8))), json)
        XCTAssertEqual(NavDSLWriter.write(try JSONSpecReader.read(Array(json.utf8))), NavDSLWriter.write(spec))
    }

    /// Each broken copy: the one finding (rule, line, column) its mistake gives, and nothing else.
    func testEachBrokenCopyGivesItsFinding() throws {
        let expected: [(file: String, rule: String, line: Int, column: Int)] = [
            ("social-group-typo", "undefined-reference", 19, 41),
            ("social-tabs-param", "route-param-missing", 19, 11),
            ("social-duplicate-route", "duplicate-route", 26, 23),
            ("social-after-dismiss", "push-outside-stack", 25, 3),
            ("social-interactive-trap", "modal-trap", 9, 19),
        ]
        for (name, rule, line, column) in expected {
            let url = SampleFiles.brokenDirectory.appendingPathComponent("\(name).nav")
            let spec = try NavDSLReader.read(SampleFiles.bytes(of: url))
            let found = Analysis(spec: spec, file: url.lastPathComponent).diagnostics()
            XCTAssertEqual(found.map(\.rule), [rule], "\(name): \(found.map(\.message))")
            XCTAssertEqual(found.first.map { [$0.location.line, $0.location.column] }, [line, column], name)
        }
        let cycle = SampleFiles.brokenDirectory.appendingPathComponent("social-group-cycle.nav")
        XCTAssertThrowsError(try SpecReader.read(SampleFiles.bytes(of: cycle), format: .nav)) { error in
            let errors = (error as? SpecErrors)?.errors ?? []
            XCTAssertEqual(errors.map { [$0.location.line, $0.location.column] }, [[14, 11]])
            XCTAssertTrue(errors.first?.message.contains("include cycle") ?? false, "\(errors)")
        }
    }
}
