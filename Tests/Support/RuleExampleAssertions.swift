import NavLintCore
import XCTest

/// The checks every family's examples test makes of a triggering example.
public enum RuleExampleAssertions {
    /// The findings of rule `id` land exactly where the example's markers (`↓`) stand, and each names ids.
    public static func assertFindings(
        _ findings: [Finding], of id: String, landAt markers: [SourceLocation], example name: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertFalse(markers.isEmpty, "\(name) marks no finding; put ↓ where each one lands", file: file, line: line)
        XCTAssertEqual(
            findings.map(\.location).sorted(), markers,
            "\(name): the findings (first) are not where the markers (second) are: "
                + findings.map(\.message).joined(separator: "; "), file: file, line: line)
        for finding in findings {
            XCTAssertEqual(finding.rule, id, file: file, line: line)
            XCTAssertFalse(
                finding.ids.isEmpty, "\(name): a finding names no ids: \(finding.message)", file: file, line: line)
        }
    }
}
