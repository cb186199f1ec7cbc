import Foundation
import NavLintCore
import XCTest

/// The diff rules: every rule's own example pairs (what `navlint rules` shows), the exact finding of
/// each rule's first triggering pair, and changes that must stay silent.
final class DiffRulesTests: XCTestCase {
    /// Where the first triggering example of each rule is found and what its message names.
    static let expected: [String: (inOld: Bool, line: Int, column: Int, names: [String])] = [
        "link-removed": (true, 2, 25, ["host shop.example.com"]),
        "route-removed": (
            false, 5, 15,
            [
                "route product changed its pattern from shop://products/{id:int} to shop://items/{id:int}",
                "shop://products/1 opened Home and now opens nothing",
            ]
        ),
        "route-retargeted": (
            false, 7, 10, ["shop://users/me opened Profile (route user) and now opens Home (route me)"]
        ),
        "route-param-narrowed": (false, 5, 23, ["{tab:home|more}", "\"deals\"", "shop://tab/deals"]),
        "route-param-required": (false, 5, 31, ["query item q", "shop://search lacks"]),
        "route-now-ambiguous": (
            false, 6, 14, ["shop://x/a opened Home (route first)", "ties between routes first and second"]
        ),
        "route-param-renamed": (
            false, 5, 32, ["placeholder id of route product is now named pid", "shop://products/1"]
        ),
        "model-param-added": (false, 4, 13, ["screen Home gained the required param ref", "shop://home"]),
        "model-removed": (true, 4, 1, ["screen Legacy is gone"]),
        "route-added": (false, 6, 13, ["new route promo", "shop://promo/a"]),
        "route-widened": (false, 5, 32, ["{id} takes any string where int was"]),
        "route-replaced": (false, 5, 48, ["route product replaces route legacy", "shop://p/1"]),
        "model-added": (false, 4, 1, ["screen Settings is new"]),
        "edge-added": (false, 3, 15, [#"screen Home has a new edge: sheet to Help "help""#]),
        "edge-removed": (true, 3, 15, [#"screen Home no longer has the edge sheet to Help "help""#]),
        "edge-changed": (false, 3, 15, [#"screen Home changed the edge push to Detail "open": sheet (was push)"#]),
        "tab-changed": (false, 3, 1, ["tabs Main reordered its tabs (now search and home)"]),
    ]

    func testEveryDiffRuleHasExamplesAndAnExpectedFinding() {
        XCTAssertEqual(Set(RuleCatalogue.diffRules.map { $0.description.id }), Set(Self.expected.keys))
        for rule in RuleCatalogue.diffRules {
            XCTAssertFalse(rule.triggeringExamples.isEmpty, "\(rule.description.id) has no triggering example")
            XCTAssertFalse(rule.nonTriggeringExamples.isEmpty, "\(rule.description.id) has no non-triggering example")
            XCTAssertEqual(rule.description.category, .diff)
        }
    }

    func testTriggeringExamplesFire() throws {
        for rule in RuleCatalogue.diffRules {
            for (number, example) in rule.triggeringExamples.enumerated() {
                let findings = rule.init().check(try compare(example, rule: rule.description.id, number: number))
                XCTAssertFalse(
                    findings.isEmpty, "\(rule.description.id): triggering example \(number + 1) does not fire")
                for found in findings {
                    XCTAssertEqual(found.finding.rule, rule.description.id)
                    XCTAssertFalse(
                        found.finding.ids.isEmpty,
                        "\(rule.description.id): a finding names no ids: \(found.finding.message)")
                }
            }
        }
    }

    func testNonTriggeringExamplesStaySilent() throws {
        for rule in RuleCatalogue.diffRules {
            for (number, example) in rule.nonTriggeringExamples.enumerated() {
                let findings = rule.init().check(try compare(example, rule: rule.description.id, number: number))
                XCTAssertEqual(
                    findings.map(\.finding.message), [],
                    "\(rule.description.id): non-triggering example \(number + 1) fires")
            }
        }
    }

    func testFirstTriggeringExampleGivesTheExactFinding() throws {
        for rule in RuleCatalogue.diffRules {
            let expected = try XCTUnwrap(Self.expected[rule.description.id])
            let findings = rule.init().check(
                try compare(rule.triggeringExamples[0], rule: rule.description.id, number: 0))
            XCTAssertEqual(findings.count, 1, "\(rule.description.id): \(findings.map(\.finding.message))")
            guard let found = findings.first else { continue }
            XCTAssertEqual(found.inOld, expected.inOld, rule.description.id)
            XCTAssertEqual(
                found.finding.location, SourceLocation(line: expected.line, column: expected.column),
                "\(rule.description.id): \(found.finding.message)")
            for name in expected.names {
                XCTAssertTrue(
                    found.finding.message.contains(name),
                    "\(rule.description.id): \"\(found.finding.message)\" does not name \(name)")
            }
        }
    }

    func testDiffRuleIDsAreUniqueAmongAllRules() {
        let ids = RuleCatalogue.allDescriptions.map(\.id)
        XCTAssertEqual(Set(ids).count, ids.count)
    }

    /// Both versions of an example, compared.
    private func compare(_ example: DiffExample, rule: String, number: Int) throws -> SpecComparison {
        do {
            let (old, new) = (try NavDSLReader.read(example.old), try NavDSLReader.read(example.new))
            return SpecComparison(old: old, oldGraph: NavGraph(spec: old), new: new, newGraph: NavGraph(spec: new))
        } catch {
            XCTFail("\(rule): example \(number + 1) does not parse: \(error)")
            throw error
        }
    }
}
