import NavLintCore
import XCTest

@testable import NavLintRender

/// `--focus` on a spec whose groups many models include: a group's edges belong to the group, so the
/// neighbourhood of a model is what its own and group edges reach and what reaches it, never every model
/// that includes a group.
final class GroupFocusTests: XCTestCase {
    /// 98 models: eight tabs, each a stack of ten screens that includes `Router` (which includes `Sheets`),
    /// every stacked screen including `Row`, and eight screens outside the stacks.
    static let spec: String = {
        var lines = [
            "navgraph 1", "root Main",
            "group Router {", "  include Sheets", "  push Profile \"account\"", "  push Post \"post\"", "}",
            "group Sheets {", "  sheet Compose \"new post\"", "  sheet Settings \"settings\"", "}",
            "group Row { alert Block \"block\" }",
            "tabs Main initial t0 {",
        ]
        lines += (0..<8).map { "  tab t\($0) -> Stack\($0)" }
        lines.append("}")
        for stack in 0..<8 {
            lines.append("stack Stack\(stack) root Home\(stack) include Router")
            lines.append("screen Home\(stack) include Row { push Item\(stack)_1 }")
            for item in 1...9 {
                let next = item < 9 ? " { push Item\(stack)_\(item + 1) }" : ""
                lines.append("screen Item\(stack)_\(item) include Row" + next)
            }
        }
        lines += [
            "screen Profile { push Followers }", "screen Followers", "screen Post", "screen Compose { dismiss }",
            "screen Settings { sheet About }", "screen About {", "  sheet Credits", "  sheet Licenses", "}",
            "screen Credits { push Profile \"author\" }", "screen Licenses", "dialog Block",
        ]
        return lines.joined(separator: "\n")
    }()

    private func drawn(focus id: String, depth: Int) throws -> (models: Set<String>, groups: [String]) {
        let spec = try NavDSLReader.read(Self.spec)
        XCTAssertEqual(spec.models.count, 98)
        let options = DiagramOptions(focus: .init(id: id, depth: depth), legend: false)
        let diagram = try DiagramBuilder(options: options).build(spec)
        let models = diagram.allNodes.map(\.id).filter { $0.hasPrefix("model-") }.map { String($0.dropFirst(6)) }
        let groups = diagram.allNodes.filter { $0.classes.contains("navlint-group") }.map(\.label)
        return (Set(models), groups)
    }

    func testATargetOfAGroupEdgeDoesNotPullInTheGroupsIncluders() throws {
        let profile = try drawn(focus: "Profile", depth: 1)
        // Its own edge, the edges of the groups it has where the stacks push it, and the screen pushing it.
        XCTAssertEqual(profile.models, ["Profile", "Followers", "Post", "Compose", "Settings", "Credits"])
        XCTAssertEqual(profile.groups, ["group Router", "group Sheets"])

        let block = try drawn(focus: "Block", depth: 1)
        XCTAssertEqual(block.models, ["Block"])
        XCTAssertEqual(block.groups, ["group Row"], "the group whose edge reaches it, not the 80 screens with Row")
    }

    func testAModelsGroupEdgesReachTheirTargets() throws {
        let item = try drawn(focus: "Item3_4", depth: 1)
        XCTAssertEqual(
            item.models,
            ["Item3_4", "Item3_3", "Item3_5", "Profile", "Post", "Compose", "Settings", "Block", "Stack3", "Main"])
        XCTAssertEqual(item.groups, ["group Router", "group Sheets", "group Row"])
    }

    func testDepthTwoGrowsThroughOwnEdgesAndGroupsOnly() throws {
        let profile = try drawn(focus: "Profile", depth: 2)
        XCTAssertEqual(profile.models, ["Profile", "Followers", "Post", "Compose", "Settings", "Credits", "About"])
    }
}
