import NavLintGraph
import NavLintModel
import NavLintRules

/// Two versions of a spec in the DSL: an example of a diff rule (a rule over a ``SpecComparison``).
public struct DiffExample: RuleExample, Hashable {
    public var old: String
    public var new: String

    public init(old: String, new: String) {
        self.old = old
        self.new = new
    }

    /// Both versions in one text, as `navlint rules` and docs/RULES.md show them.
    public var text: String { "# OLD\n\(old)\n\n# NEW\n\(new)" }

    /// Two versions of the examples' shop app: each is the header every such example shares
    /// (`navgraph 1`, `links scheme shop`, `root Home`) followed by its own lines.
    static func shop(old: [String], new: [String]) -> DiffExample {
        let header = ["links scheme shop", "root Home"]
        return lines(old: header + old, new: header + new)
    }

    /// Two versions, each given as its lines after `navgraph 1`.
    static func lines(old: [String], new: [String]) -> DiffExample {
        DiffExample(
            old: (["navgraph 1"] + old).joined(separator: "\n"), new: (["navgraph 1"] + new).joined(separator: "\n"))
    }
}

/// What a diff rule found, and in which version it lies: what was removed points into the old spec,
/// everything else into the new one.
public struct DiffFinding: Sendable, Hashable {
    public var finding: Finding
    public var inOld: Bool
}

extension SpecComparison: RuleSubject {
    public typealias Found = DiffFinding
    public typealias Example = DiffExample

    /// The old version, then the new one.
    public var versions: [NavGraph] { [old.graph, new.graph] }

    public static func locate(_ found: DiffFinding) -> (finding: Finding, version: Int) {
        (found.finding, found.inOld ? 0 : 1)
    }
}

extension Rule where Subject == SpecComparison {
    /// A finding of this rule in the new version.
    func inNew(_ message: String, at location: SourceLocation, ids: [String]) -> DiffFinding {
        DiffFinding(finding: finding(message, at: location, ids: ids), inOld: false)
    }

    /// A finding of this rule in the old version.
    func inOld(_ message: String, at location: SourceLocation, ids: [String]) -> DiffFinding {
        DiffFinding(finding: finding(message, at: location, ids: ids), inOld: true)
    }
}
