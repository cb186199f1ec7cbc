import Foundation
import NavLintCore
import NavLintExtract
import XCTest

/// Drift on the ShopApp fixture where the router's destinations are a group: an edge in the group is compared
/// with the code's group, and a spec that writes the same navigations per screen has no drift either.
final class GroupDriftTests: XCTestCase {
    private static let group = "AppRouterDestinations"

    private func extraction() throws -> Extraction { SwiftExtractor.extract(try Fixtures.sources("ShopApp")) }

    /// The extracted spec as written and read back, so that every element has its line and column.
    private func written(_ spec: Spec) throws -> Spec {
        try SpecReader.read(Array(JSONSpecWriter.write(spec).utf8), format: .json)
    }

    /// Every drift rule's findings but the coverage note, which every comparison has.
    private func drift(_ spec: Spec, _ code: Extraction) throws -> [Finding] {
        let written = try written(spec)
        let comparison = DriftComparison(spec: written, graph: NavGraph(spec: written), code: code)
        return RuleCatalogue.driftRules.filter { $0.description.id != DriftCoverageRule.description.id }.flatMap {
            $0.init().check(comparison)
        }
    }

    private func groupIndex(_ spec: Spec) throws -> Int {
        try XCTUnwrap(spec.groups.firstIndex { $0.id.value == Self.group })
    }

    func testAnExtractedSpecWithAGroupHasNoDrift() throws {
        let code = try extraction()
        XCTAssertEqual(try drift(code.spec, code), [])
        let router = SwiftExtractor.extract(try Fixtures.sources("Idioms/router"))
        XCTAssertEqual(try drift(router.spec, router), [])
    }

    func testRemovingAnEdgeOfTheGroupIsOneMissingEdgeAtTheGroup() throws {
        let code = try extraction()
        var spec = code.spec
        let group = try groupIndex(spec)
        let removed = try XCTUnwrap(spec.groups[group].edges.firstIndex { $0.target.modelID?.value == "SellerView" })
        let source = try XCTUnwrap(spec.groups[group].edges[removed].source?.value)
        spec.groups[group].edges.remove(at: removed)
        let found = try drift(spec, code)
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertEqual(found.first?.rule, "drift-edge-missing")
        XCTAssertEqual(
            found.first?.message,
            "the code's group \(Self.group) does push SellerView (\(source)) and the spec's group has no such edge")
        XCTAssertEqual(found.first?.related, [source])
        XCTAssertEqual(found.first?.location, try written(spec).groups[group].location)
    }

    func testChangingTheKindOfAnEdgeOfTheGroupIsOneKindFindingAtThatEdge() throws {
        let code = try extraction()
        var spec = code.spec
        let group = try groupIndex(spec)
        let changed = try XCTUnwrap(spec.groups[group].edges.firstIndex { $0.target.modelID?.value == "BrandView" })
        spec.groups[group].edges[changed].via = Located(.sheet, at: .start)
        let found = try drift(spec, code)
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertEqual(found.first?.rule, "drift-edge-kind")
        XCTAssertTrue(
            found.first?.message.hasPrefix("group \(Self.group) → BrandView is sheet in the spec and push in the code")
                == true, "\(found)")
        XCTAssertEqual(found.first?.location, try written(spec).groups[group].edges[changed].location)
        XCTAssertEqual(found.first?.related.count, 1)
    }

    func testAnEdgeTheCodesGroupDoesNotRegisterIsStale() throws {
        let code = try extraction()
        var spec = code.spec
        let group = try groupIndex(spec)
        spec.groups[group].edges.append(
            Edge(via: Located(.push, at: .start), target: .model(Located("LoginView", at: .start)), location: .start))
        let found = try drift(spec, code)
        XCTAssertEqual(found.map(\.rule), ["drift-edge-stale"], "\(found)")
        XCTAssertEqual(found.first?.location, try written(spec).groups[group].edges.last?.location)
    }

    /// The same navigations written on each screen instead of in a group (as before groups existed): no
    /// drift; without one of them, one missing edge on that screen.
    func testASpecWithoutTheGroupIsComparedScreenByScreen() throws {
        let code = try extraction()
        var spec = code.spec
        spec.groups = []
        for index in spec.models.indices {
            spec.models[index].include = []
            spec.models[index].edges += (code.groupedEdges[spec.models[index].id.value] ?? []).map(\.edge)
        }
        XCTAssertEqual(try drift(spec, code), [])
        let home = try XCTUnwrap(spec.models.firstIndex { $0.id.value == "HomeView" })
        let removed = try XCTUnwrap(spec.models[home].edges.firstIndex { $0.target.modelID?.value == "CategoryView" })
        spec.models[home].edges.remove(at: removed)
        let found = try drift(spec, code)
        XCTAssertEqual(found.map(\.rule), ["drift-edge-missing"], "\(found)")
        XCTAssertTrue(found.first?.message.hasPrefix("the code does push CategoryView from HomeView") == true)
    }
}
