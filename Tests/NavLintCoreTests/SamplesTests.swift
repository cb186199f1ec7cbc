import Foundation
import NavLintCore
import XCTest

/// The spec files under `Samples/`, found from this source file's location.
enum SampleFiles {
    /// The package root: three levels above `Tests/NavLintCoreTests/SamplesTests.swift`.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let samplesDirectory = packageRoot.appendingPathComponent("Samples")
    static let brokenDirectory = samplesDirectory.appendingPathComponent("Broken")

    /// The `*.navgraph.json` files of a directory, sorted by name.
    static func specs(in directory: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".navgraph.json") }
            .sorted()
            .map { directory.appendingPathComponent($0) }
    }

    static func bytes(of url: URL) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: url))
    }

    static func brokenFile(_ rule: String) -> URL {
        brokenDirectory.appendingPathComponent("\(rule).navgraph.json")
    }

    /// Reads and lints a spec with the default rules.
    static func lint(_ url: URL) throws -> [Diagnostic] {
        let spec = try JSONSpecReader.read(bytes(of: url))
        return Analysis(spec: spec, file: url.lastPathComponent).diagnostics()
    }
}

final class SamplesTests: XCTestCase {
    /// The five apps of the design, one clean spec each.
    static let cleanSamples = [
        "CountriesTabs", "DeepLinkTabs", "OnboardingFlow", "RoutingRouter", "SwiftUINavigationExample",
    ]

    /// The structural rules, which the linter runs today; each has a broken sample that triggers it.
    static let structuralRules = [
        "undefined-reference", "duplicate-id", "unreachable-model", "deep-link-only", "empty-container",
        "invalid-initial", "push-outside-stack", "tabs-in-stack", "nested-stack", "modal-trap",
        "presentation-style", "back-edge-context",
    ]

    /// The route rules; their broken samples must read cleanly and break no structural rule.
    static let routeRules = [
        "invalid-pattern", "undeclared-link", "duplicate-route", "ambiguous-route", "shadowed-route",
        "route-overlap", "route-target-unreachable", "route-target-ambiguous", "route-param-missing",
        "route-param-type", "route-param-unused", "route-requires-state", "internal-link-unmatched",
        "unrouted-screen", "route-example-mismatch",
    ]

    func testEveryDesignedAppHasASample() throws {
        let names = try SampleFiles.specs(in: SampleFiles.samplesDirectory).map { $0.lastPathComponent }
        XCTAssertEqual(names, Self.cleanSamples.map { "\($0).navgraph.json" })
    }

    func testCleanSamplesHaveNoDiagnostics() throws {
        let files = try SampleFiles.specs(in: SampleFiles.samplesDirectory)
        XCTAssertFalse(files.isEmpty)
        for file in files {
            let diagnostics = try SampleFiles.lint(file)
            XCTAssertEqual(
                diagnostics, [],
                "\(file.lastPathComponent):\n"
                    + diagnostics.map { "\($0.location) \($0.rule): \($0.message)" }.joined(separator: "\n"))
        }
    }

    func testCleanSamplesAreInCanonicalForm() throws {
        for file in try SampleFiles.specs(in: SampleFiles.samplesDirectory) {
            let bytes = try SampleFiles.bytes(of: file)
            XCTAssertEqual(
                JSONSpecWriter.write(try JSONSpecReader.read(bytes)), String(decoding: bytes, as: UTF8.self),
                file.lastPathComponent)
        }
    }

    /// The DSL form of one sample: lint-clean, canonical, and the same spec as its JSON form.
    func testDSLSampleMatchesItsJSONForm() throws {
        let navFile = SampleFiles.samplesDirectory.appendingPathComponent("SwiftUINavigationExample.nav")
        let jsonFile = SampleFiles.samplesDirectory.appendingPathComponent("SwiftUINavigationExample.navgraph.json")
        let navBytes = try SampleFiles.bytes(of: navFile)
        let navSpec = try NavDSLReader.read(navBytes)
        let jsonSpec = try JSONSpecReader.read(SampleFiles.bytes(of: jsonFile))
        XCTAssertEqual(Analysis(spec: navSpec, file: navFile.lastPathComponent).diagnostics(), [])
        XCTAssertEqual(NavDSLWriter.write(navSpec), String(decoding: navBytes, as: UTF8.self))
        XCTAssertEqual(JSONSpecWriter.write(navSpec), JSONSpecWriter.write(jsonSpec))
    }

    func testStructuralRulesListMatchesTheCatalogue() {
        let catalogue = RuleCatalogue.descriptions.filter { $0.category == .structure }.map(\.id)
        XCTAssertEqual(Set(catalogue), Set(Self.structuralRules))
    }

    func testEveryBrokenSampleFiresOnlyItsRule() throws {
        for rule in Self.structuralRules {
            let diagnostics = try SampleFiles.lint(SampleFiles.brokenFile(rule))
            XCTAssertEqual(
                Set(diagnostics.map(\.rule)), [rule],
                "\(rule): " + diagnostics.map { "\($0.location) \($0.rule): \($0.message)" }.joined(separator: "\n"))
        }
    }

    /// Every finding of the structural broken samples: where it points and which ids it names.
    func testBrokenSamplesPointAtTheOffendingValues() throws {
        let expected: [String: [String]] = [
            "undefined-reference": ["27:32 Home,Reviews", "28:38 Home,MainTabs.profile"],
            "duplicate-id": ["28:13 Settings"],
            "unreachable-model": ["27:13 Onboarding"],
            "deep-link-only": ["18:13 Promo"],
            "empty-container": ["24:13 MainTabs"],
            "invalid-initial": ["15:18 MainTabs,profile"],
            "push-outside-stack": ["24:9 Cart,Checkout"],
            "tabs-in-stack": ["11:15 RootStack,MainTabs"],
            "nested-stack": ["17:9 Home,SettingsStack"],
            "modal-trap": ["16:9 Home,Welcome"],
            "presentation-style": ["16:9 Home,Settings", "17:9 Home,ConfirmDelete"],
            "back-edge-context": ["35:9 Settings", "36:9 Settings"],
        ]
        XCTAssertEqual(Set(expected.keys), Set(Self.structuralRules))
        for (rule, findings) in expected.sorted(by: { $0.key < $1.key }) {
            let diagnostics = try SampleFiles.lint(SampleFiles.brokenFile(rule))
            XCTAssertEqual(diagnostics.map { "\($0.location) \($0.ids.joined(separator: ","))" }, findings, rule)
        }
    }

    func testDeepLinkOnlyIsANoteAndTheOthersAreNot() throws {
        let severities = try Dictionary(
            uniqueKeysWithValues: Self.structuralRules.map { rule in
                (rule, try SampleFiles.lint(SampleFiles.brokenFile(rule)).map(\.severity))
            })
        XCTAssertEqual(severities["deep-link-only"], [.note])
        XCTAssertEqual(severities["nested-stack"], [.warning])
        XCTAssertEqual(severities["modal-trap"], [.warning])
        XCTAssertEqual(severities["undefined-reference"], [.error, .error])
    }

    func testSyntaxSampleFailsAtTheTrailingComma() throws {
        let errors = try readErrors(of: SampleFiles.brokenFile("syntax"))
        XCTAssertEqual(errors.map(\.kind), [.syntax])
        XCTAssertEqual(errors.first?.location, SourceLocation(line: 9, column: 5))
        XCTAssertTrue(errors.first?.message.contains("trailing commas") == true, errors.description)
    }

    func testSchemaSampleNamesTheMisspelledKey() throws {
        let errors = try readErrors(of: SampleFiles.brokenFile("schema"))
        XCTAssertEqual(errors.map(\.kind), [.schema])
        XCTAssertEqual(errors.first?.location, SourceLocation(line: 15, column: 7))
        XCTAssertTrue(errors.first?.message.contains("did you mean \"edges\"") == true, errors.description)
    }

    private func readErrors(of url: URL) throws -> [InputError] {
        do {
            _ = try JSONSpecReader.read(SampleFiles.bytes(of: url))
        } catch let failure as SpecErrors {
            return failure.errors
        }
        XCTFail("\(url.lastPathComponent) was read without errors")
        return []
    }

    func testRouteRulesListMatchesTheCatalogue() {
        let catalogue = RuleCatalogue.descriptions.filter { $0.category == .routes }.map(\.id)
        XCTAssertEqual(Set(catalogue), Set(Self.routeRules))
    }

    /// Each route rule fires on its broken sample (rules that are off by default are switched on),
    /// and the sample triggers no rule of another kind except where a route problem implies it.
    func testEveryRouteRuleFiresOnItsBrokenSample() throws {
        let everything = AnalysisSettings { $0.defaultSeverity }
        for rule in Self.routeRules {
            let url = SampleFiles.brokenFile(rule)
            let spec = try JSONSpecReader.read(SampleFiles.bytes(of: url))
            let diagnostics = Analysis(spec: spec, file: url.lastPathComponent, settings: everything).diagnostics()
            let fired = diagnostics.filter { $0.rule == rule }
            XCTAssertFalse(fired.isEmpty, "\(rule) does not fire on its broken sample")
            for diagnostic in fired {
                XCTAssertFalse(diagnostic.ids.isEmpty, "\(rule): \(diagnostic.message)")
            }
            let others = Analysis(spec: spec, file: url.lastPathComponent).diagnostics().filter {
                $0.rule != rule
            }
            XCTAssertEqual(others.map(\.rule), [], "\(rule): " + others.map(\.message).joined(separator: "\n"))
        }
    }

    func testRouteRuleSamplesReadAndBreakNoStructuralRule() throws {
        let structural = Set(Self.structuralRules)
        for rule in Self.routeRules {
            let diagnostics = try SampleFiles.lint(SampleFiles.brokenFile(rule))
            let unexpected = diagnostics.filter { structural.contains($0.rule) }
            XCTAssertEqual(
                unexpected, [],
                "\(rule): " + unexpected.map { "\($0.location) \($0.rule): \($0.message)" }.joined(separator: "\n"))
        }
    }

    func testEveryBrokenSampleIsForAKnownRule() throws {
        let known = Set(Self.structuralRules + Self.routeRules + ["syntax", "schema"])
        let names = try SampleFiles.specs(in: SampleFiles.brokenDirectory).map {
            String($0.lastPathComponent.dropLast(".navgraph.json".count))
        }
        XCTAssertEqual(Set(names), known)
    }
}

/// A fix found while writing the samples: a switch's cases stay inside the stack that encloses the switch.
final class SwitchInStackTests: XCTestCase {
    private func rules(_ json: String) throws -> [String] {
        try Analysis(spec: JSONSpecReader.read(Array(json.utf8)), file: "t").diagnostics().map(\.rule)
    }

    func testACaseOfASwitchPushedOntoAStackCanPush() throws {
        let spec = #"""
            {"navgraph": 1, "root": "Stack", "models": [
              {"id": "Stack", "kind": "stack", "root": "Flows"},
              {"id": "Flows", "kind": "screen", "edges": [{"via": "push", "to": "Subscription"}]},
              {"id": "Subscription", "kind": "switch", "initial": "free", "cases": [{"id": "free", "model": "Free"}]},
              {"id": "Free", "kind": "screen", "edges": [{"via": "push", "to": "Plans"}]},
              {"id": "Plans", "kind": "screen", "edges": [{"via": "pop"}]}
            ]}
            """#
        XCTAssertEqual(try rules(spec), [])
    }

    func testACaseOfASwitchOutsideAnyStackStillCannotPush() throws {
        let spec = #"""
            {"navgraph": 1, "root": "Subscription", "models": [
              {"id": "Subscription", "kind": "switch", "initial": "free", "cases": [{"id": "free", "model": "Free"}]},
              {"id": "Free", "kind": "screen", "edges": [{"via": "push", "to": "Plans"}]},
              {"id": "Plans", "kind": "screen"}
            ]}
            """#
        XCTAssertEqual(try rules(spec), ["push-outside-stack"])
    }
}
