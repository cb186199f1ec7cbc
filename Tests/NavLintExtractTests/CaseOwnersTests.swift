import XCTest

@testable import NavLintExtract

/// The enums a switch's cases may be of, looked up once per set of case names, are those a search of every
/// enum finds: the ones with every case, the smallest, and the smallest nested where the switch is written.
final class CaseOwnersTests: XCTestCase {
    private let enums: [String: EnumFacts] = Dictionary(
        uniqueKeysWithValues: [
            ("Route", ["home", "detail", "settings"]),
            ("Feed.Route", ["home", "detail"]),
            ("Feed.Item.Route", ["home", "detail", "share", "report"]),
            ("Profile.Route", ["home", "detail"]),
            ("Tab", ["home", "search"]),
            ("Sheet", ["detail"]),
        ].map { ($0.0, EnumFacts(name: $0.0, cases: $0.1, rawValues: nil)) })

    private func naive(_ names: Set<String>, scope: String?) -> (Set<String>, String?, String?) {
        let all = Set(enums.values.filter { names.isSubset(of: Set($0.cases)) }.map(\.name))
        let sorted = all.compactMap { enums[$0] }.sorted { CaseOwners.isSmaller($0, $1) }
        let nested = scope.flatMap { scope in sorted.first { isVisible($0.name, from: scope) } }
        return (all, sorted.first?.name, nested?.name)
    }

    /// Whether code in `scope` names the nested type `name` by its last name: it is nested in `scope` or in a type
    /// around it.
    private func isVisible(_ name: String, from scope: String) -> Bool {
        guard let dot = name.lastIndex(of: ".") else { return false }
        let owner = String(name[..<dot])
        return scope == owner || scope.hasPrefix(owner + ".")
    }

    func testOwnersAreThoseWithEveryCaseAndTheSmallestIsChosenWhereTheSwitchIs() {
        var owners = CaseOwners(enums)
        let cases: [Set<String>] = [["home"], ["home", "detail"], ["detail"], ["share", "home"], ["search"], ["x"]]
        let scopes: [String?] = [nil, "Feed", "Feed.Item", "Feed.Item.Cell", "Profile", "Other", "FeedX"]
        var compared = 0
        for names in cases {
            for scope in scopes {
                let found = owners.owners(of: names)
                let (all, smallest, nested) = naive(names, scope: scope)
                XCTAssertEqual(found.names, all, "\(names)")
                XCTAssertEqual(found.smallest?.name, smallest, "\(names)")
                XCTAssertEqual(scope.flatMap(found.smallestVisible)?.name, nested, "\(names) in \(scope ?? "-")")
                compared += 1
            }
        }
        XCTAssertEqual(compared, 42)
        let fromCell = owners.owners(of: ["home", "detail"]).smallestVisible(from: "Feed.Item.Cell")
        XCTAssertEqual(fromCell?.name, "Feed.Route")
    }
}
