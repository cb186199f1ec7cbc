import Foundation
import NavLintCore
import NavLintExtract
import XCTest

/// The app-sized fixture against its hand-labelled graph (`Fixtures/ShopApp.expected-graph.txt`).
final class AppFixtureTests: XCTestCase {
    private struct Labels {
        var edges: Set<String> = []
        var tabs: Set<String> = []
        var stackRoots: Set<String> = []
    }

    private func labels() throws -> Labels {
        let text = try String(
            contentsOf: Fixtures.folder.appendingPathComponent("ShopApp.expected-graph.txt"), encoding: .utf8)
        var labels = Labels()
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let words = line.split(separator: " ").map(String.init)
            switch words.first {
            case "edge": labels.edges.insert(words[1...].joined(separator: " "))
            case "tab": labels.tabs.insert(words[1...].joined(separator: " "))
            case "stack": labels.stackRoots.insert(words[1])
            default: break
            }
        }
        return labels
    }

    /// The extracted screen-to-screen edges as `FROM KIND TO`: a stack target counts as its root screen, a
    /// dialog's edges count from the screens that show the dialog, and a navigation a screen leaves to a group
    /// (the router's destinations) counts from that screen.
    private func extractedEdges(_ extraction: Extraction) -> Set<String> {
        let spec = extraction.spec
        let models = Dictionary(spec.models.map { ($0.id.value, $0) }, uniquingKeysWith: { first, _ in first })
        func screen(_ id: String) -> String {
            if case .stack(let stack)? = models[id]?.content { return screen(stack.root.value) }
            return id
        }
        let screenKinds: Set<EdgeKind> = [.push, .sheet, .fullScreenCover, .popover]
        var found: Set<String> = []
        for model in spec.models where model.kind == .screen {
            let grouped = (extraction.groupedEdges[model.id.value] ?? []).map(\.edge)
            for edge in model.edges + grouped {
                if screenKinds.contains(edge.kind), let target = edge.target.modelID {
                    found.insert("\(model.id.value) \(edge.kind.rawValue) \(screen(target.value))")
                }
                guard edge.kind.isDialogPresentation, let dialog = edge.target.modelID.flatMap({ models[$0.value] })
                else { continue }
                for inner in dialog.edges where screenKinds.contains(inner.kind) {
                    if let target = inner.target.modelID {
                        found.insert("\(model.id.value) \(inner.kind.rawValue) \(screen(target.value))")
                    }
                }
            }
        }
        return found
    }

    func testPrecisionAndRecallOfScreenToScreenEdges() throws {
        let extraction = SwiftExtractor.extract(try Fixtures.sources("ShopApp"))
        let expected = try labels().edges
        let found = extractedEdges(extraction)
        let correct = found.intersection(expected).count
        let precision = Double(correct) / Double(max(found.count, 1))
        let recall = Double(correct) / Double(max(expected.count, 1))
        print(
            String(
                format: "ShopApp fixture: precision %.3f (%d of %d extracted), recall %.3f (%d of %d labelled)",
                precision, correct, found.count, recall, correct, expected.count))
        XCTAssertGreaterThanOrEqual(
            precision, 0.95, "extracted but not labelled: \(found.subtracting(expected).sorted())")
        XCTAssertGreaterThanOrEqual(recall, 0.9, "labelled but not extracted: \(expected.subtracting(found).sorted())")
    }

    /// The router's destinations are one group, included by the three stacks that apply `withAppRouter()`;
    /// every navigation a screen leaves to the group is an edge the spec gives that screen.
    func testTheRouterModifierIsAGroupThatGivesEachScreenItsNavigations() throws {
        let extraction = SwiftExtractor.extract(try Fixtures.sources("ShopApp"))
        let spec = extraction.spec
        XCTAssertEqual(spec.groups.map(\.id.value), ["AppRouterDestinations"])
        XCTAssertEqual(spec.groups.first?.edges.count, 6)
        let including = spec.models.filter { $0.include.map(\.value) == ["AppRouterDestinations"] }.map(\.id.value)
        XCTAssertEqual(including, ["RootViewStack", "RootViewStack2", "RootViewStack3"])
        let graph = NavGraph(spec: spec)
        XCTAssertFalse(extraction.groupedEdges.isEmpty)
        for (screen, edges) in extraction.groupedEdges {
            let index = try XCTUnwrap(graph.modelIndex[screen])
            var given: [String] = []
            graph.forEachEdge(of: index) { edge, _ in
                given.append("\(edge.kind.rawValue) \(edge.target.modelID?.value ?? "")")
            }
            for grouped in edges {
                let edge = grouped.edge
                XCTAssertTrue(given.contains("\(edge.kind.rawValue) \(edge.target.modelID?.value ?? "")"), screen)
                XCTAssertFalse(spec.models[index].edges.contains { $0.kind == edge.kind && $0.target == edge.target })
            }
        }
    }

    /// A group edge is at the `case` that maps its destination, not at the `navigationDestination(for:)` call.
    func testEachGroupEdgeIsAtItsCase() throws {
        let sources = try Fixtures.sources("ShopApp")
        let group = try XCTUnwrap(SwiftExtractor.extract(sources).spec.groups.first)
        let text = Dictionary(
            sources.map { ($0.path, $0.text.split(separator: "\n", omittingEmptySubsequences: false)) }
        ) {
            first, _ in first
        }
        for edge in group.edges {
            let place = try XCTUnwrap(edge.source?.value).split(separator: ":")
            let line = try XCTUnwrap(text[String(place[0])]?[Int(place[1])! - 1])
            XCTAssertTrue(line.trimmingCharacters(in: .whitespaces).hasPrefix("case ."), "\(place): \(line)")
        }
        XCTAssertEqual(Set(group.edges.compactMap(\.source?.value)).count, group.edges.count)
    }

    func testEveryTabRootAndStackRootIsFound() throws {
        let spec = SwiftExtractor.extract(try Fixtures.sources("ShopApp")).spec
        let labels = try labels()
        let models = Dictionary(spec.models.map { ($0.id.value, $0) }, uniquingKeysWith: { first, _ in first })
        func rootScreen(_ id: String) -> String {
            switch models[id]?.content {
            case .stack(let stack)?: rootScreen(stack.root.value)
            case .split(let split)?: rootScreen(split.sidebar.value)
            default: id
            }
        }
        var tabs: Set<String> = []
        var stackRoots: Set<String> = []
        for model in spec.models {
            switch model.content {
            case .tabs(let content):
                for tab in content.tabs { tabs.insert("\(tab.id.value) \(rootScreen(tab.model?.value ?? ""))") }
            case .stack(let stack):
                stackRoots.insert(stack.root.value)
            default:
                break
            }
        }
        XCTAssertEqual(tabs, labels.tabs)
        XCTAssertTrue(
            labels.stackRoots.isSubset(of: stackRoots),
            "missing stacks: \(labels.stackRoots.subtracting(stackRoots).sorted())")
    }

    func testTheExtractedSpecIsAValidSpec() throws {
        let extraction = SwiftExtractor.extract(try Fixtures.sources("ShopApp"))
        let text = JSONSpecWriter.write(extraction.spec)
        let reread = try SpecReader.read(Array(text.utf8), format: .json)
        XCTAssertEqual(JSONSpecWriter.write(reread), text)
        XCTAssertFalse(
            Analysis(spec: reread, file: "ShopApp.navgraph.json").diagnostics().contains(
                where: \.isInputError))
        XCTAssertEqual(extraction.unresolvedCount, 0, extraction.reportText)
    }
}
