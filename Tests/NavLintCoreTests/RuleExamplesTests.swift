import NavLintCore
import XCTest

/// Runs every rule's own examples: each triggering example must make the rule fire, each
/// non-triggering one must leave it silent. The examples are what `navlint rules` shows users.
final class RuleExamplesTests: XCTestCase {
    func testEveryRuleHasExamples() {
        for rule in RuleCatalogue.rules {
            XCTAssertFalse(rule.description.triggeringExamples.isEmpty, "\(rule.description.id) has no triggering example")
            XCTAssertFalse(rule.description.nonTriggeringExamples.isEmpty, "\(rule.description.id) has no non-triggering example")
        }
    }

    func testTriggeringExamplesFire() throws {
        for rule in RuleCatalogue.rules {
            let id = rule.description.id
            for (number, example) in rule.description.triggeringExamples.enumerated() {
                let spec = try parse(example, rule: id, number: number)
                let findings = rule.init().check(LintContext(spec: spec))
                XCTAssertFalse(findings.isEmpty, "\(id): triggering example \(number + 1) does not fire")
                for finding in findings {
                    XCTAssertEqual(finding.rule, id)
                    XCTAssertFalse(finding.ids.isEmpty, "\(id): a finding names no ids: \(finding.message)")
                }
            }
        }
    }

    func testNonTriggeringExamplesStaySilent() throws {
        for rule in RuleCatalogue.rules {
            let id = rule.description.id
            for (number, example) in rule.description.nonTriggeringExamples.enumerated() {
                let spec = try parse(example, rule: id, number: number)
                let findings = rule.init().check(LintContext(spec: spec))
                XCTAssertEqual(findings.map(\.message), [], "\(id): non-triggering example \(number + 1) fires")
            }
        }
    }

    func testRuleIDsAreUniqueAndKebabCase() {
        let ids = RuleCatalogue.descriptions.map(\.id)
        XCTAssertEqual(Set(ids).count, ids.count)
        for id in ids {
            XCTAssertNotNil(id.range(of: "^[a-z]+(-[a-z]+)*$", options: .regularExpression), id)
        }
    }

    private func parse(_ example: String, rule: String, number: Int) throws -> Spec {
        do {
            return try NavDSLReader.read(example)
        } catch {
            XCTFail("\(rule): example \(number + 1) does not parse: \(error)")
            throw error
        }
    }
}
