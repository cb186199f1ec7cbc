import Foundation
import NavLintCore
import NavLintTestSupport
import XCTest

/// Runs every rule's own examples: each triggering example must make the rule fire exactly where its
/// markers (`↓`, ``RuleDescription/findingMarker``) say, each non-triggering one must leave it silent.
/// The examples are what `navlint rules` shows users, without the markers.
final class RuleExamplesTests: XCTestCase {
    func testTriggeringExamplesFireWhereTheyAreMarked() throws {
        for rule in RuleCatalogue.rules {
            let id = rule.description.id
            for (number, marked) in rule.description.markedTriggeringExamples.enumerated() {
                let (example, markers) = RuleDescription.findingMarkers(in: marked)
                let name = "\(id): triggering example \(number + 1)"
                let findings = rule.init().check(LintContext(spec: try parse(example, name: name)))
                RuleExampleAssertions.assertFindings(findings, of: id, landAt: markers, example: name)
            }
        }
    }

    func testNonTriggeringExamplesStaySilent() throws {
        for rule in RuleCatalogue.rules {
            let id = rule.description.id
            for (number, example) in rule.description.nonTriggeringExamples.enumerated() {
                let name = "\(id): non-triggering example \(number + 1)"
                XCTAssertFalse(example.unicodeScalars.contains(RuleDescription.findingMarker), "\(name) has a marker")
                let findings = rule.init().check(LintContext(spec: try parse(example, name: name)))
                XCTAssertEqual(findings.map(\.message), [], "\(name) fires")
            }
        }
    }

    /// Users see the examples without markers (`navlint rules`, docs/RULES.md, SARIF help text).
    func testShownExamplesCarryNoMarkers() {
        for description in RuleCatalogue.allDescriptions {
            for example in description.triggeringExamples {
                XCTAssertFalse(example.unicodeScalars.contains(RuleDescription.findingMarker), description.id)
            }
        }
    }

    func testMarkersGiveTheLineAndColumnOfTheCharacterAfterThem() {
        let (text, locations) = RuleDescription.findingMarkers(in: "ab ↓c\n↓é ↓↓x")
        XCTAssertEqual(text, "ab c\né x")
        XCTAssertEqual(
            locations,
            [
                SourceLocation(line: 1, column: 4), SourceLocation(line: 2, column: 1),
                SourceLocation(line: 2, column: 3), SourceLocation(line: 2, column: 3),
            ])
    }

    func testRuleIDsAreUniqueAndKebabCase() {
        let ids = RuleCatalogue.allDescriptions.map(\.id)
        XCTAssertEqual(Set(ids).count, ids.count)
        for id in ids {
            XCTAssertNotNil(id.range(of: "^[a-z]+(-[a-z]+)*$", options: .regularExpression), id)
        }
    }

    /// Every rule of every family has examples of both kinds, written in its family's form and shown as text.
    func testEveryRuleOfEveryFamilyHasExamples() {
        assertExamples(RuleCatalogue.rules, family: "spec")
        assertExamples(RuleCatalogue.diffRules, family: "diff")
        assertExamples(RuleCatalogue.driftRules, family: "drift")
        assertExamples(RuleCatalogue.appLinkRules, family: "app-link")
    }

    private func assertExamples<Subject: RuleSubject>(_ rules: [any Rule<Subject>.Type], family: String) {
        XCTAssertFalse(rules.isEmpty, "no \(family) rules")
        for rule in rules {
            let (description, name) = (rule.description, "\(family) rule \(rule.description.id)")
            XCTAssertFalse(description.triggeringExamples.isEmpty, "\(name) has no triggering example")
            XCTAssertFalse(description.nonTriggeringExamples.isEmpty, "\(name) has no non-triggering example")
            XCTAssertEqual(rule.triggeringExamples.count, description.triggeringExamples.count, name)
            XCTAssertEqual(rule.nonTriggeringExamples.count, description.nonTriggeringExamples.count, name)
        }
    }

    /// `navlint rules` (and the configuration) knows the rules of every family, each under its category.
    func testTheCatalogueShowsEveryFamily() {
        let shown = RuleCatalogue.allDescriptions
        for (category, rules) in [
            (RuleDescription.Category.diff, RuleCatalogue.diffRules.map { $0.description }),
            (.drift, RuleCatalogue.driftRules.map { $0.description }),
            (.appLinks, RuleCatalogue.appLinkRules.map { $0.description }),
        ] {
            XCTAssertEqual(Set(rules.map(\.category)), [category])
            XCTAssertEqual(rules.filter { !shown.contains($0) }.map(\.id), [], "not shown by navlint rules")
        }
    }

    /// Every type that conforms to `Rule` is in the catalogue, and the catalogue holds nothing else.
    ///
    /// Swift on Linux cannot list a protocol's conformances at run time, and a generated list would need a
    /// build plugin (or a script kept in step) for a few dozen names whose order is itself a decision: it
    /// is the order `navlint rules` and docs/RULES.md list them in. So the catalogue stays written by hand
    /// and this test keeps it honest by reading the sources of the library's rule targets as text: every
    /// `struct X: Rule` (or a class or enum, `Rule` anywhere in the inheritance list), of any family, must be
    /// in `RuleCatalogue.rules`, `diffRules` or `driftRules`.
    func testEveryRuleTypeIsInTheCatalogue() throws {
        let sources = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources")
        let folders = ["NavLintRules", "NavLintDiff", "NavLintDrift", "NavLintAppLinks", "NavLintCore"].map {
            sources.appendingPathComponent($0)
        }
        let declaration = try NSRegularExpression(
            pattern: #"^\s*(?:public |package |internal )?(?:final )?(?:struct|class|enum)\s+(\w+)\s*:\s*([^{]+)\{"#,
            options: .anchorsMatchLines)
        var declared: Set<String> = []
        let files = folders.flatMap { folder in
            FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        }
        for file in files {
            guard file.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let name = Range(match.range(at: 1), in: text), let parents = Range(match.range(at: 2), in: text)
                else { continue }
                let conformances = text[parents].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                if conformances.contains("Rule") { declared.insert(String(text[name])) }
            }
        }
        XCTAssertGreaterThan(declared.count, 0, "no rule declarations found under \(sources.path)")
        let catalogued =
            RuleCatalogue.rules.map { String(describing: $0) } + RuleCatalogue.diffRules.map { String(describing: $0) }
            + RuleCatalogue.driftRules.map { String(describing: $0) }
            + RuleCatalogue.appLinkRules.map { String(describing: $0) }
        XCTAssertEqual(catalogued.count, Set(catalogued).count, "a rule is in the catalogue twice")
        XCTAssertEqual(
            declared.subtracting(catalogued).sorted(), [], "rules missing from RuleCatalogue (RuleCatalogue.swift)")
        XCTAssertEqual(Set(catalogued).subtracting(declared).sorted(), [], "catalogued rules not found")
    }

    private func parse(_ example: String, name: String) throws -> Spec {
        do {
            return try NavDSLReader.read(example)
        } catch {
            XCTFail("\(name) does not parse: \(error)")
            throw error
        }
    }
}
