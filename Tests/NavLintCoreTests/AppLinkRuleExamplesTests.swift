import NavLintCore
import NavLintTestSupport
import XCTest

/// Runs every app-link rule's own examples, as RuleExamplesTests does for the spec rules: the example's
/// configuration files are read, its spec parsed; each triggering example must make the rule fire exactly where
/// the markers (`↓`) in the spec or in a file say, each non-triggering one must leave it silent.
final class AppLinkRuleExamplesTests: XCTestCase {
    func testTriggeringExamplesFireWhereTheyAreMarked() throws {
        for rule in RuleCatalogue.appLinkRules {
            let id = rule.description.id
            for (number, example) in rule.triggeringExamples.enumerated() {
                let name = "\(id): triggering example \(number + 1)"
                let (comparison, markers) = try read(example, name: name)
                let findings = rule.init().check(comparison)
                let landed = findings.map { Place(file: $0.file ?? "spec", location: $0.location) }
                XCTAssertFalse(markers.isEmpty, "\(name) marks no finding")
                XCTAssertEqual(
                    landed.sorted(), markers.sorted(),
                    "\(name): \(findings.map(\.message).joined(separator: "; "))")
                for finding in findings { XCTAssertEqual(finding.rule, id, name) }
            }
        }
    }

    func testNonTriggeringExamplesStaySilent() throws {
        for rule in RuleCatalogue.appLinkRules {
            for (number, example) in rule.nonTriggeringExamples.enumerated() {
                let name = "\(rule.description.id): non-triggering example \(number + 1)"
                let (comparison, markers) = try read(example, name: name)
                XCTAssertEqual(markers, [], "\(name) has a marker")
                XCTAssertEqual(rule.init().check(comparison).map(\.message), [], "\(name) fires")
            }
        }
    }

    /// Every example's configuration reads without errors but the invalid-file rule's triggering one.
    func testExamplesConfigurationsRead() throws {
        for rule in RuleCatalogue.appLinkRules where rule.description.id != "app-config-invalid" {
            for example in rule.triggeringExamples + rule.nonTriggeringExamples {
                let (comparison, _) = try read(example, name: rule.description.id)
                XCTAssertEqual(comparison.config.errors.map(\.description), [], rule.description.id)
            }
        }
    }

    private struct Place: Hashable, Comparable {
        var file: String
        var location: SourceLocation

        static func < (lhs: Place, rhs: Place) -> Bool { (lhs.file, lhs.location) < (rhs.file, rhs.location) }
    }

    /// The comparison of the example without its markers, and where the markers stood.
    private func read(_ example: AppLinkExample, name: String) throws -> (AppLinkComparison, [Place]) {
        let (spec, specMarkers) = RuleDescription.findingMarkers(in: example.spec)
        var markers = specMarkers.map { Place(file: "spec", location: $0) }
        var files: [AppLinkExample.File] = []
        for file in example.files {
            let (text, fileMarkers) = RuleDescription.findingMarkers(in: file.text)
            markers += fileMarkers.map { Place(file: file.path, location: $0) }
            files.append(AppLinkExample.File(file.path, text))
        }
        do {
            let context = LintContext(spec: try NavDSLReader.read(spec))
            let config = AppLinkExample.config(of: files, appID: example.appID)
            return (AppLinkComparison(context: context, config: config), markers)
        } catch {
            XCTFail("\(name): the spec does not parse: \(error)")
            throw error
        }
    }
}

/// The `app:` section of `.navlint.yml`.
final class AppConfigurationSectionTests: XCTestCase {
    func testTheAppSectionTakesPathsListsAndDomains() throws {
        let configuration = try Configuration.parse(
            """
            app:
              infoPlist: [App/Info.plist, Widget/Info.plist]
              entitlements: App/App.entitlements
              aasa:
                example.com: web/aasa.json
              appID: ABCDE12345.com.example.shop
            """, knownRules: RuleCatalogue.allDescriptions)
        let app = try XCTUnwrap(configuration.app)
        XCTAssertEqual(app.infoPlists, ["App/Info.plist", "Widget/Info.plist"])
        XCTAssertEqual(app.entitlements, ["App/App.entitlements"])
        XCTAssertEqual(app.aasa, [.init(domain: "example.com", path: "web/aasa.json")])
        XCTAssertEqual(app.appID, "ABCDE12345.com.example.shop")
    }

    func testAnUnknownAppKeyIsAnError() {
        XCTAssertThrowsError(
            try Configuration.parse(
                "app:\n  entitlement: App.entitlements\n", knownRules: RuleCatalogue.allDescriptions)
        ) { error in
            let message = (error as? SpecErrors)?.errors.first?.message ?? ""
            XCTAssertTrue(message.contains(#"did you mean "entitlements"?"#), message)
        }
    }

    func testTheDomainOfAnAASAFileIsItsFolder() {
        XCTAssertEqual(
            AppConfig.domain(ofAASAPath: "site/example.com/.well-known/apple-app-site-association"), "example.com")
        XCTAssertEqual(AppConfig.domain(ofAASAPath: "Shop.Example.com/apple-app-site-association"), "shop.example.com")
        XCTAssertNil(AppConfig.domain(ofAASAPath: "web/.well-known/apple-app-site-association"))
        XCTAssertNil(AppConfig.domain(ofAASAPath: "apple-app-site-association"))
    }

    func testAnyBytesGiveAnErrorOrAConfiguration() {
        var generator = SeededGenerator(seed: 40)
        for length in 0..<200 {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let file = AppConfigFile(path: "x.com/apple-app-site-association", bytes: bytes)
            let config = AppConfig.read(infoPlists: [file], entitlements: [file], aasa: [(file, nil)], appID: nil)
            XCTAssertEqual(config.errors.count, 3)
        }
    }
}
