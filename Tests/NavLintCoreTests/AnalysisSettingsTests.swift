import NavLintCore
import XCTest

/// The lint settings' own behaviour: severities from configuration, inline suppression, report order.
final class AnalysisSettingsTests: XCTestCase {
    private func spec(_ text: String) throws -> Spec { try NavDSLReader.read(text) }

    func testInlineDisableSilencesOnlyThatRuleForThatElement() throws {
        let source = """
            navgraph 1
            root Home
            screen Home
            screen Orphan {
              lint disable unreachable-model
            }
            screen Other
            """
        let diagnostics = Analysis(spec: try spec(source), file: "a.nav").diagnostics()
        XCTAssertEqual(diagnostics.map(\.ids), [["Other"]])
        XCTAssertEqual(AnalysisSettings.defaults.validateInlineSettings(try spec(source)), [])
    }

    func testUnknownRuleInInlineSettingsIsASchemaError() throws {
        let errors = AnalysisSettings.defaults.validateInlineSettings(
            try spec("navgraph 1\nroot Home\nscreen Home {\n  lint disable unreachable-modle\n}\n"))
        XCTAssertEqual(errors.count, 1)
        XCTAssertEqual(errors.first?.kind, .schema)
        XCTAssertEqual(errors.first?.location, SourceLocation(line: 4, column: 16))
        XCTAssertTrue(
            errors.first?.message.contains(#"did you mean "unreachable-model"?"#) ?? false, errors.first?.message ?? "")
    }

    func testSeverityComesFromTheSettingsAndOffRulesDoNotRun() throws {
        let source = "navgraph 1\nroot Home\nscreen Home\nscreen Orphan\n"
        let quiet = AnalysisSettings { $0.id == "unreachable-model" || !$0.enabledByDefault ? nil : $0.defaultSeverity }
        XCTAssertEqual(Analysis(spec: try spec(source), file: "a.nav", settings: quiet).diagnostics(), [])
        let everything = AnalysisSettings { $0.id == "unreachable-model" ? .note : $0.defaultSeverity }
        let all = Analysis(spec: try spec(source), file: "a.nav", settings: everything).diagnostics()
        XCTAssertEqual(
            Set(all.map(\.rule)), ["unreachable-model", "unrouted-screen"], "off-by-default rules run when named")
        XCTAssertEqual(all.first { $0.rule == "unreachable-model" }?.severity, .note)
    }

    func testDiagnosticsComeSortedByPositionThenRule() throws {
        let source =
            "navgraph 1\nroot Home\nscreen Home { pop\n  push Detail }\nscreen Detail\nscreen Zed\nscreen Alpha\n"
        let diagnostics = Analysis(spec: try spec(source), file: "a.nav").diagnostics()
        XCTAssertEqual(diagnostics, diagnostics.sorted())
        XCTAssertGreaterThan(diagnostics.count, 2)
    }
}
