import NavLintCore
import NavLintTestSupport
import XCTest

final class ReportOrderTests: XCTestCase {
    /// Sorting in place gives what a stable sort of the values gives, ties (equal in report order, different in
    /// severity or related places) included.
    func testSortingInPlaceKeepsTheStableSortsOrder() {
        var random = SeededGenerator(seed: 41)
        for _ in 0..<50 {
            let diagnostics = (0..<Int.random(in: 0..<60, using: &random)).map { _ in Self.diagnostic(&random) }
            let expected = diagnostics.sorted()
            let sorted = diagnostics.sortedInReportOrder()
            XCTAssertEqual(sorted, expected)
            XCTAssertEqual(sorted.map(\.severity), expected.map(\.severity))
            XCTAssertEqual(sorted.map(\.related), expected.map(\.related))
        }
    }

    private static func diagnostic(_ random: inout SeededGenerator) -> Diagnostic {
        var diagnostic = Diagnostic(
            rule: ["a", "b"].randomElement(using: &random)!,
            severity: Severity.allCases.randomElement(using: &random)!,
            message: ["x", "y", "x (on iOS)"].randomElement(using: &random)!,
            file: ["f.nav", "g.nav"].randomElement(using: &random)!,
            location: SourceLocation(line: Int.random(in: 1...3, using: &random), column: 1),
            ids: [["A"], ["B"], []].randomElement(using: &random)!)
        diagnostic.related = Bool.random(using: &random) ? ["S.swift:1:1"] : []
        if Bool.random(using: &random) { diagnostic.platforms = [.iOS] }
        return diagnostic
    }
}
