import NavLintTestSupport
import XCTest

@testable import NavLintCore
@testable import NavLintDiff

/// The structural diff rules read the edge changes of the origins both versions have (and of every group),
/// worked out without listing the others: on random pairs of versions, they are the whole list's changes of
/// those origins.
final class KeptOriginEdgesTests: XCTestCase {
    func testTheChangesOfKeptOriginsAreThoseOfTheWholeList() throws {
        var random = SeededGenerator(seed: 53)
        var kept = 0
        for round in 0..<300 {
            let (old, new) = Self.versions(&random)
            let (before, after) = (
                NavGraph(spec: try NavDSLReader.read(old)), NavGraph(spec: try NavDSLReader.read(new))
            )
            let matching = ModelMatching(old: before, new: after)
            let keptIDs = Set(after.spec.models.map(\.id.value))
                .intersection(Set(before.spec.models.map(\.id.value)).union(matching.newIDs.values))
            let whole = EdgeMatching.changes(old: before, new: after, matching: matching)
            let expected = whole.filter { $0.key.origin.isGroup || keptIDs.contains($0.key.origin.id) }
            let found = EdgeMatching.changes(old: before, new: after, matching: matching, keptOriginsOnly: true)
            XCTAssertEqual(found, expected, "round \(round)\n\(old)\n\n\(new)")
            kept += found.count
        }
        XCTAssertGreaterThan(kept, 300, "few changes of kept origins")
    }

    /// Six screens with random edges and groups; the new version renames some (with or without their Swift
    /// types), changes, adds and removes edges, and adds, drops and changes groups.
    private static func versions(_ random: inout SeededGenerator) -> (old: String, new: String) {
        let kinds = ["push", "sheet", "fullScreenCover"]
        func edges(_ count: Int) -> [String] {
            (0..<count).map { _ in
                let label = Bool.random(using: &random) ? #" "l\#(Int.random(in: 0..<2, using: &random))""# : ""
                return "\(kinds.randomElement(using: &random)!) S\(Int.random(in: 0..<6, using: &random))\(label)"
            }
        }
        let oldEdges = (0..<6).map { _ in edges(Int.random(in: 0...3, using: &random)) }
        let oldGroups = (0..<3).map { _ in edges(Int.random(in: 1...2, using: &random)) }
        var newEdges = oldEdges.map { list in Int.random(in: 0..<3, using: &random) == 0 ? edges(list.count + 1) : list
        }
        newEdges = newEdges.map { list in Int.random(in: 0..<4, using: &random) == 0 ? Array(list.dropLast()) : list }
        let newGroups = oldGroups.map { list in Bool.random(using: &random) ? list : edges(list.count) }
        let keepsGroup = (0..<3).map { _ in Int.random(in: 0..<4, using: &random) != 0 }
        let renamed = (0..<6).map { $0 > 0 && Int.random(in: 0..<3, using: &random) == 0 }
        let keepsType = (0..<6).map { _ in Bool.random(using: &random) }
        func name(_ index: Int, renamedIn new: Bool) -> String {
            new && renamed[index] ? "Screen\(index)" : "S\(index)"
        }
        func version(_ lists: [[String]], _ groups: [[String]], new: Bool) -> String {
            func retargeted(_ edge: String) -> String {
                (0..<6).reduce(edge) { text, target in
                    text.replacingOccurrences(of: " S\(target)", with: " " + name(target, renamedIn: new))
                }
            }
            let groupLines = groups.indices.filter { !new || keepsGroup[$0] }.map { index in
                "group G\(index) { \(groups[index].map(retargeted).joined(separator: "\n")) }"
            }
            let screens = lists.indices.map { index in
                let body = lists[index].map(retargeted)
                let type = keepsType[index] ? [#"swift "T\#(index)""#] : []
                let include = index % 2 == 0 && (!new || keepsGroup[index / 2]) ? " include G\(index / 2)" : ""
                return "screen \(name(index, renamedIn: new))\(include) { \((type + body).joined(separator: "\n")) }"
            }
            return (["navgraph 1", "root S0"] + groupLines + screens).joined(separator: "\n")
        }
        return (version(oldEdges, oldGroups, new: false), version(newEdges, newGroups, new: true))
    }
}
