import NavLintCore
import NavLintExtract
import NavLintTestSupport
import XCTest

/// Runs every drift rule's own examples, as RuleExamplesTests does for the spec rules: the example's Swift
/// source is extracted and its spec read; each triggering example must make the rule fire exactly where the
/// markers (`↓`) in its spec say, naming the Swift code, and each non-triggering one must leave it silent.
final class DriftRuleExamplesTests: XCTestCase {
    func testTriggeringExamplesFireWhereTheyAreMarked() throws {
        for rule in RuleCatalogue.driftRules {
            let id = rule.description.id
            for (number, example) in rule.triggeringExamples.enumerated() {
                let name = "\(id): triggering example \(number + 1)"
                let (spec, markers) = RuleDescription.findingMarkers(in: example.spec)
                let findings = rule.init().check(try comparison(spec, example.swift, name: name))
                RuleExampleAssertions.assertFindings(findings, of: id, landAt: markers, example: name)
                for finding in findings {
                    XCTAssertEqual(
                        finding.related.filter { !$0.hasPrefix(DriftExample.swiftPath + ":") }, [],
                        "\(name): a related place is not in the example's Swift file")
                }
            }
        }
    }

    func testNonTriggeringExamplesStaySilent() throws {
        for rule in RuleCatalogue.driftRules {
            for (number, example) in rule.nonTriggeringExamples.enumerated() {
                let name = "\(rule.description.id): non-triggering example \(number + 1)"
                XCTAssertFalse(
                    example.text.unicodeScalars.contains(RuleDescription.findingMarker), "\(name) has a marker")
                let findings = rule.init().check(try comparison(example.spec, example.swift, name: name))
                XCTAssertEqual(findings.map(\.message), [], "\(name) fires")
            }
        }
    }

    /// The spec read, beside what extract recovers from the Swift source; the source must leave nothing
    /// unresolved, so that an example never shows a rule judging code extract could not read.
    private func comparison(_ spec: String, _ swift: String, name: String) throws -> DriftComparison {
        let extraction = SwiftExtractor.extract([SwiftSource(path: DriftExample.swiftPath, text: swift)])
        XCTAssertEqual(extraction.unresolvedCount, 0, "\(name): \(extraction.notes.map(\.description))")
        do {
            let read = try NavDSLReader.read(spec)
            return DriftComparison(spec: read, graph: NavGraph(spec: read), code: extraction)
        } catch {
            XCTFail("\(name): the spec does not parse: \(error)")
            throw error
        }
    }
}
