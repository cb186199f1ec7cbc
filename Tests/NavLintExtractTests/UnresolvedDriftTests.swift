import NavLintCore
import NavLintExtract
import XCTest

/// Drift in a screen whose code holds a navigation extract cannot follow: an unresolved site excuses only the
/// spec's edges of its kind from `drift-edge-stale`, and never hides a code edge the spec lacks.
final class UnresolvedDriftTests: XCTestCase {
    /// Home pushes Product (resolved) and presents a sheet of a view the sources do not declare (unresolved); the
    /// button of its dialog pushes Cart, and Cart shows nothing.
    private static let views = """
        import SwiftUI

        enum Page: Hashable {
            case cart
        }

        struct Home: View {
            @State private var path: [Page] = []
            @State private var showsTerms = false
            @State private var leaves = false
            var body: some View {
                NavigationStack(path: $path) {
                    NavigationLink("Product") { Product(id: 1) }
                        .sheet(isPresented: $showsTerms) { TermsSheet() }
                        .confirmationDialog("Leave?", isPresented: $leaves) {
                            Button("Cart") { path.append(.cart) }
                        }
                        .navigationDestination(for: Page.self) { page in
                            switch page {
                            case .cart: Cart()
                            }
                        }
                }
            }
        }

        struct Product: View {
            let id: Int
            var body: some View { Text("\\(id)") }
        }

        struct Cart: View {
            var body: some View { Text("Cart") }
        }
        """

    private static let specStart = """
        navgraph 1
        root HomeStack
        stack HomeStack root Home
        screen Product(id: Int)
        screen Cart
        """

    private func comparison(_ lines: String) throws -> DriftComparison {
        let extraction = SwiftExtractor.extract([SwiftSource(path: "Views.swift", text: Self.views)])
        XCTAssertEqual(extraction.unresolvedCount, 1, "\(extraction.notes.map(\.description))")
        XCTAssertEqual(extraction.unresolvedKinds["Home"], [.sheet])
        let spec = try NavDSLReader.read(Self.specStart + "\n" + lines)
        return DriftComparison(spec: spec, graph: NavGraph(spec: spec), code: extraction)
    }

    /// The findings of every drift rule but the coverage note, as `rule: message`.
    private func findings(_ comparison: DriftComparison) -> [String] {
        RuleCatalogue.driftRules.filter { $0.description.id != DriftCoverageRule.description.id }.flatMap { rule in
            rule.init().check(comparison).map { "\($0.rule): \($0.message)" }
        }
    }

    func testTheResolvedPushIsComparedAndASpecSheetIsExcused() throws {
        let comparison = try comparison(
            "screen Home { push Product\n sheet Cart\n confirmationDialog HomeAlert }\ndialog HomeAlert { push Cart }")
        XCTAssertEqual(findings(comparison), [])
        let coverage = comparison.coverage
        // The push and the sheet the code performs are compared; the sheet of Product may be the unresolved one.
        XCTAssertEqual(coverage.specEdges, 3)
        XCTAssertEqual(coverage.comparedEdges, 2)
        XCTAssertEqual(coverage.unreadModels, ["Home"])
    }

    func testASpecPushTheCodeLacksIsStaleDespiteTheUnresolvedSheet() throws {
        let comparison = try comparison("screen Home { push Product\n push Cart }")
        XCTAssertEqual(
            findings(comparison),
            [
                "drift-edge-stale: Home does push Cart in the spec, and the code of Home (Views.swift:7:8) never navigates there"
            ])
        XCTAssertEqual(comparison.coverage.comparedEdges, 2)
    }

    func testACodeEdgeTheSpecLacksIsMissingDespiteTheUnresolvedSheet() throws {
        let comparison = try comparison("screen Home { sheet Cart }")
        XCTAssertEqual(
            findings(comparison),
            [
                "drift-edge-missing: the code does push Product from Home (Views.swift:13:13) and the spec has no"
                    + " such edge"
            ])
    }

    func testADialogsEdgesAreComparedWithTheCodesDialog() throws {
        let code = SwiftExtractor.extract([SwiftSource(path: "Views.swift", text: Self.views)])
        var spec = code.spec
        let dialog = try XCTUnwrap(spec.models.firstIndex { $0.kind == .dialog })
        XCTAssertEqual(spec.models[dialog].edges.map(\.kind), [.push])
        let comparison = DriftComparison(spec: spec, graph: NavGraph(spec: spec), code: code)
        XCTAssertEqual(findings(comparison), [])
        XCTAssertEqual(comparison.coverage.comparedEdges, comparison.coverage.specEdges)
        spec.models[dialog].edges = []
        let cut = DriftComparison(spec: spec, graph: NavGraph(spec: spec), code: code)
        XCTAssertEqual(
            findings(cut),
            [
                "drift-edge-missing: the code does push Cart from HomeAlert (Views.swift:16:38) and the spec has no such edge"
            ])
    }

    /// A view whose own container shows Feed at its root presents a sheet extract cannot follow: that sheet
    /// starts from Feed, so it excuses Feed's spec sheets.
    func testAnUnresolvedSiteOfAContainersViewExcusesItsRootScreensEdgesOfThatKind() throws {
        let views = """
            import SwiftUI

            struct Home: View {
                @State private var scans = false
                var body: some View {
                    NavigationStack { Feed() }
                        .sheet(isPresented: $scans) { Scanner() }
                }
            }

            struct Feed: View {
                var body: some View { NavigationLink("Item") { Item() } }
            }

            struct Item: View {
                var body: some View { Text("Item") }
            }
            """
        let code = SwiftExtractor.extract([SwiftSource(path: "Views.swift", text: views)])
        XCTAssertEqual(code.unresolvedKinds["Feed"], [.sheet])
        let spec = try NavDSLReader.read(
            "navgraph 1\nroot HomeStack\nstack HomeStack root Feed\nscreen Feed {\n  push Item\n  sheet Item\n}\n"
                + "screen Item\n")
        let comparison = DriftComparison(spec: spec, graph: NavGraph(spec: spec), code: code)
        XCTAssertEqual(findings(comparison), [])
        XCTAssertEqual(comparison.coverage.comparedEdges, 1)
    }
}
