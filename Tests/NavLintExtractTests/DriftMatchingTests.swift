import NavLintCore
import XCTest

/// How drift matches the code's edges with the spec's, on specs in the DSL standing for both sides: by platform,
/// by kind where the code presents a screen both ways, and through the groups a screen has everywhere.
final class DriftMatchingTests: XCTestCase {
    /// The findings of every drift rule but the coverage note, as `rule: message`, of `spec` against `code`.
    private func findings(spec specText: String, code codeText: String) throws -> [String] {
        let (spec, codeSpec) = (try NavDSLReader.read(specText), try NavDSLReader.read(codeText))
        let declared = Dictionary(uniqueKeysWithValues: codeSpec.models.map { ($0.id.value, "Views.swift:1:1") })
        let code = DriftComparison.Code(
            spec: codeSpec, declaredViews: declared, unresolvedKinds: [:], groupedEdges: [:])
        let comparison = DriftComparison(spec: spec, graph: NavGraph(spec: spec), code: code, codeID: { $0 })
        return RuleCatalogue.driftRules.filter { $0.description.id != DriftCoverageRule.description.id }.flatMap {
            rule in rule.init().check(comparison).map { "\($0.rule): \($0.message)" }
        }
    }

    private static let start = "navgraph 1\nroot HomeStack\nstack HomeStack root Home\n"

    /// The findings when Home has `edges` in the spec, against `code`, each up to what it says of the spec.
    private func findings(ofHome edges: String, code: String) throws -> [String] {
        try findings(spec: Self.start + "screen Home { \(edges) }\nscreen Cart\n", code: code).map {
            $0.components(separatedBy: " in the spec")[0]
        }
    }

    func testAnEdgeTheSpecHasOnFewerPlatformsIsMissingOnTheOthers() throws {
        let code =
            Self.start + """
                screen Home {
                  sheet CartStack platforms watchOS
                  sheet CartStack2 platforms iOS, macOS
                }
                stack CartStack root Cart platforms watchOS
                stack CartStack2 root Cart platforms iOS, macOS
                screen Cart
                """
        let whole = try findings(spec: code, code: code)
        XCTAssertEqual(whole, [])
        let cut = code.replacingOccurrences(of: "  sheet CartStack2 platforms iOS, macOS\n", with: "")
        XCTAssertEqual(
            try findings(spec: cut, code: code),
            ["drift-edge-missing: the code does sheet Cart from Home () and the spec has it only on watchOS"])
    }

    func testAKindTheCodeAlsoPresentsIsMissingNotADifferentKind() throws {
        let code = Self.start + "screen Home {\n  push Cart\n  sheet Cart\n}\nscreen Cart\n"
        XCTAssertEqual(
            try findings(spec: Self.start + "screen Home { sheet Cart }\nscreen Cart\n", code: code),
            ["drift-edge-missing: the code does push Cart from Home () and the spec has no such edge"])
        XCTAssertEqual(
            try findings(ofHome: "popover Cart", code: code),
            ["drift-edge-kind: Home → Cart is popover", "drift-edge-kind: Home → Cart is popover"])
    }

    func testASpecEdgeOfAKindTheCodeDoesNotUseIsStaleWhenTheCodesKindsAreAllInTheSpec() throws {
        let code = Self.start + "screen Home { push Cart }\nscreen Cart\n"
        XCTAssertEqual(
            try findings(spec: Self.start + "screen Home {\n  push Cart\n  sheet Cart\n}\nscreen Cart\n", code: code),
            ["drift-edge-stale: Home does sheet Cart in the spec, and the code of Home () goes there only by push"])
        // Without the push, the sheet is the spec's side of a kind difference, which drift-edge-kind reports.
        XCTAssertEqual(try findings(ofHome: "sheet Cart", code: code), ["drift-edge-kind: Home → Cart is sheet"])
    }

    func testAGroupAScreenHasOnlySomewhereDoesNotStandForItsOwnEdge() throws {
        // Cart is shown in the stack that includes the group and, as a sheet, outside it.
        let code = """
            navgraph 1
            root HomeStack
            stack HomeStack root Home include Destinations
            group Destinations { push Receipt }
            screen Home { push Cart\n  sheet Cart }
            screen Cart { push Receipt }
            screen Receipt
            """
        XCTAssertEqual(try findings(spec: code, code: code), [])
        let cut = code.replacingOccurrences(of: "screen Cart { push Receipt }", with: "screen Cart")
        XCTAssertEqual(
            try findings(spec: cut, code: code),
            ["drift-edge-missing: the code does push Receipt from Cart () and the spec has no such edge"])
        // Shown only where the group is, Cart has the group's push everywhere: the spec holds it.
        let everywhere = cut.replacingOccurrences(of: "  sheet Cart }", with: "}")
        XCTAssertEqual(
            try findings(spec: everywhere, code: code.replacingOccurrences(of: "  sheet Cart }", with: "}")), [])
    }
}
