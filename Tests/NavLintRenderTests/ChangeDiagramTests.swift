import Foundation
import NavLintCore
import XCTest

@testable import NavLintRender

/// The drawing of a change: added and changed models and edges coloured, removed ones as ghosts, and with
/// `onlyChanged` only the changed neighbourhood.
final class ChangeDiagramTests: XCTestCase {
    /// The newer version: `Cart` is new, `Profile` was renamed from `Account`, `Legal` was removed (with
    /// its sheet from `Settings`), and a far-away branch (`Far*`) did not change.
    static let newer = """
        navgraph 1
        app "Shop"
        root Main
        tabs Main initial home {
          tab home -> HomeStack
          tab more -> MoreStack
          tab far -> FarStack
        }
        stack HomeStack root Home
        stack MoreStack root Settings
        stack FarStack root Far1
        screen Home { push Cart "Basket" }
        screen Cart
        screen Settings { push Profile }
        screen Profile
        screen Far1 { push Far2 }
        screen Far2 { push Far3 }
        screen Far3
        """

    static let changes = DiagramChanges(
        models: [
            .init(id: "Cart", change: .added, kind: .screen, summary: "Cart is new"),
            .init(id: "Profile", change: .changed, kind: .screen, summary: "renamed from Account"),
            .init(id: "Legal", change: .removed, kind: .screen, summary: "Legal is gone"),
        ],
        edges: [
            .init(from: "Home", kind: .push, to: "Cart", change: .added, label: "Basket", summary: "new push"),
            .init(from: "Settings", kind: .sheet, to: "Legal", change: .removed, label: "Terms", summary: "gone"),
        ],
        findings: [DiagramFinding(rule: "link-broken", severity: .error, message: "shop://legal breaks", ids: [])])

    private func diagram(onlyChanged: Bool = false) throws -> Diagram {
        var options = DiagramOptions(legend: true)
        options.changes = Self.changes
        options.onlyChanged = onlyChanged
        return try DiagramBuilder(options: options).build(try NavDSLReader.read(Self.newer))
    }

    private func node(_ id: String, in diagram: Diagram) throws -> DiagramNode {
        try XCTUnwrap(diagram.allNodes.first { $0.id == id }, "no node \(id)")
    }

    func testAddedAndChangedModelsAndEdgesAreColouredByChange() throws {
        let drawn = try diagram()
        XCTAssertTrue(try node("model-Cart", in: drawn).classes.contains("navlint-change-added"))
        XCTAssertEqual(try node("model-Cart", in: drawn).color, "#26a269")
        XCTAssertTrue(try node("model-Profile", in: drawn).classes.contains("navlint-change-changed"))
        let push = try XCTUnwrap(drawn.edges.first { $0.from == "model-Home" && $0.to == "model-Cart" })
        XCTAssertTrue(push.classes.contains("navlint-change-added"))
        let unchanged = drawn.allNodes.filter { $0.classes.contains { $0.hasPrefix("navlint-change-") } }.map(\.id)
        XCTAssertEqual(Set(unchanged), ["model-Cart", "model-Profile", "ghost-Legal"], "only the changes are marked")
    }

    func testRemovedModelsAndEdgesAreGhostsBesideTheModelsStillThere() throws {
        let drawn = try diagram()
        let ghost = try node("ghost-Legal", in: drawn)
        XCTAssertEqual(ghost.label, "Legal\n(removed)")
        XCTAssertEqual(ghost.line, .dashed)
        XCTAssertTrue(ghost.classes.contains("navlint-change-removed"))
        let edge = try XCTUnwrap(drawn.edges.first { $0.to == "ghost-Legal" })
        XCTAssertEqual(edge.from, "model-Settings")
        XCTAssertEqual(edge.kind, .navigation(.sheet))
        XCTAssertEqual(edge.label, "sheet: Terms\n(removed)")
        XCTAssertEqual(drawn.changeNames["ghost-Legal"], "Legal")
        let captions = drawn.legend?.entries.map(\.caption) ?? []
        for change in ["added", "removed", "changed"] {
            XCTAssertTrue(captions.contains("\(change) since the older version"), "the legend explains \(change)")
        }
    }

    func testAContainerThatChangedIsMarkedOnItsCluster() throws {
        var options = DiagramOptions()
        options.changes = DiagramChanges(
            models: [.init(id: "MoreStack", change: .changed, kind: .stack, summary: "root changed")])
        let drawn = try DiagramBuilder(options: options).build(try NavDSLReader.read(Self.newer))
        let cluster = try XCTUnwrap(drawn.allClusters.first { $0.id == "cluster-MoreStack" })
        XCTAssertTrue(cluster.classes.contains("navlint-change-changed"))
        XCTAssertEqual(cluster.color, "#e5a50a")
    }

    func testOnlyChangedDrawsTheChangedNeighbourhoodAndThePathFromARoot() throws {
        let drawn = Set(try diagram(onlyChanged: true).allNodes.map(\.id))
        for kept in ["model-Home", "model-Cart", "model-Settings", "model-Profile", "ghost-Legal", "window-main"] {
            XCTAssertTrue(drawn.contains(kept), "\(kept) is part of the change's neighbourhood or its path")
        }
        for dropped in ["model-Far1", "model-Far2", "model-Far3"] {
            XCTAssertFalse(drawn.contains(dropped), "\(dropped) is far from every change")
        }
        XCTAssertTrue(Set(try diagram().allNodes.map(\.id)).isSuperset(of: ["model-Far1", "model-Far3"]))
    }

    func testTheModelsALinkFindingNamesArePartOfTheChangedNeighbourhood() throws {
        var options = DiagramOptions()
        options.changes = DiagramChanges(
            findings: [DiagramFinding(rule: "route-retargeted", severity: .error, message: "m", ids: ["r", "Far3"])])
        options.onlyChanged = true
        let drawn = Set(
            try DiagramBuilder(options: options).build(try NavDSLReader.read(Self.newer)).allNodes.map(\.id))
        XCTAssertTrue(drawn.isSuperset(of: ["model-Far3", "model-Far2", "model-Far1"]), "\(drawn)")
        XCTAssertFalse(drawn.contains("model-Cart"), "a model no change names is left out")
    }

    func testTheModelARouteOfALinkFindingOpensIsPartOfTheChangedNeighbourhood() throws {
        var options = DiagramOptions()
        options.changes = DiagramChanges(
            findings: [DiagramFinding(rule: "route-removed", severity: .error, message: "m", ids: ["far"])])
        options.onlyChanged = true
        let spec = Self.newer + "\nroute far \"shop://far\" -> Far3\n"
        let drawn = Set(try DiagramBuilder(options: options).build(try NavDSLReader.read(spec)).allNodes.map(\.id))
        XCTAssertTrue(drawn.isSuperset(of: ["model-Far3", "model-Far2"]), "the route's target, its way in: \(drawn)")
        XCTAssertFalse(drawn.contains("model-Cart"), "a model no change names is left out")
    }

    func testTheReviewPageDataNamesEveryChangeAndWhatItMarks() throws {
        let spec = try NavDSLReader.read(Self.newer)
        var options = DiagramOptions()
        options.changes = Self.changes
        let drawn = try DiagramBuilder(options: options).build(spec)
        let data = ReviewPageData(
            resolver: LinkResolver(spec: spec), options: options, drawing: .diagram(drawn, svg: "<svg></svg>"))
        try assertGolden(data.json().prettyPrinted() + "\n", named: "change-review-data.json")
    }

    /// The SVG of a change as `render --compare OLD -o change.svg` draws it (only the changed neighbourhood).
    func testChangeSVGGolden() throws {
        var options = DiagramOptions()
        options.changes = Self.changes
        options.onlyChanged = true
        let diagram = try DiagramBuilder(options: options).build(try NavDSLReader.read(Self.newer))
        let svg = try GraphvizRenderer.render(diagram, format: .svg)
        try assertGolden(normalisedSVG(svg.bytes), named: "change.svg")
    }

    /// The change model of the core, as the drawing takes it: a rename and new tabs are changed models, the
    /// structural rules' findings are left to the list of changes, the others kept.
    func testTheChangesOfTwoVersionsAsTheDrawingTakesThem() throws {
        let old = try NavDSLReader.read(
            """
            navgraph 1
            root Main
            tabs Main initial home { tab home -> Home }
            screen Home { push Account "me" }
            screen Account {
              swift "AccountView"
              pop
            }
            """)
        let new = try NavDSLReader.read(
            """
            navgraph 1
            root Main
            tabs Main initial home {
              tab home -> Home
              tab cart -> Cart
            }
            screen Home { sheet Profile "me" }
            screen Profile {
              swift "AccountView"
              dismiss
            }
            screen Cart
            """)
        let navigation = NavigationChanges(old: NavGraph(spec: old), new: NavGraph(spec: new))
        let location = SourceLocation(line: 1, column: 1)
        let diagnostics = [
            Diagnostic(
                rule: "edge-added", severity: .note, message: "structural", file: "new.nav", location: location, ids: []
            ),
            Diagnostic(
                rule: "route-removed", severity: .error, message: "gone", file: "new.nav", location: location, ids: []),
        ]
        let changes = DiagramChanges(navigation, diagnostics: diagnostics)
        let models = Dictionary(uniqueKeysWithValues: changes.models.map { ($0.id, $0) })
        XCTAssertEqual(models["Cart"]?.change, .added)
        XCTAssertEqual(models["Profile"]?.change, .changed)
        XCTAssertEqual(models["Profile"]?.summary, "renamed from Account (the same Swift type, AccountView)")
        XCTAssertEqual(models["Main"]?.change, .changed)
        XCTAssertEqual(models["Main"]?.summary, "tabs added: cart")
        let sheet = try XCTUnwrap(changes.edges.first { $0.key == "Home>sheet>Profile" })
        XCTAssertEqual(sheet.change, .changed)
        XCTAssertEqual(sheet.summary, "changed: kind (was push)")
        XCTAssertEqual(changes.findings.map(\.rule), ["route-removed"], "the structural rules' findings are listed")

        var options = DiagramOptions()
        options.changes = changes
        options.showBackEdges = true
        let drawn = try DiagramBuilder(options: options).build(new)
        let back = try XCTUnwrap(drawn.edges.first { $0.kind == .navigation(.dismiss) })
        XCTAssertTrue(back.classes.contains("navlint-change-changed"), "a back navigation is marked on its line")
    }
}
