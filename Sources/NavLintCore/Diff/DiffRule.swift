/// Two versions of a spec in the DSL: an example of a diff rule.
public struct DiffExample: Sendable, Hashable {
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

/// One check of `navlint diff`. Each lives in a file of its own with its id, default severity,
/// description and examples (pairs of versions); a generic test runs every rule's examples.
public protocol DiffRule: Sendable {
    static var id: String { get }
    static var defaultSeverity: Severity { get }
    static var summary: String { get }
    static var rationale: String { get }
    /// Pairs of versions on which the rule fires.
    static var triggeringExamples: [DiffExample] { get }
    /// Pairs of versions on which the rule stays silent.
    static var nonTriggeringExamples: [DiffExample] { get }
    init()
    /// Every finding of this rule, in any order.
    func check(_ comparison: SpecComparison) -> [DiffFinding]
}

extension DiffRule {
    /// The rule as the catalogue lists it, with each example pair written as one text.
    public static var description: RuleDescription {
        RuleDescription(
            id: id, category: .diff, defaultSeverity: defaultSeverity, summary: summary, rationale: rationale,
            triggeringExamples: triggeringExamples.map(\.text), nonTriggeringExamples: nonTriggeringExamples.map(\.text)
        )
    }

    /// A finding of this rule in the new version.
    func inNew(_ message: String, at location: SourceLocation, ids: [String]) -> DiffFinding {
        DiffFinding(finding: Finding(rule: Self.id, message: message, location: location, ids: ids), inOld: false)
    }

    /// A finding of this rule in the old version.
    func inOld(_ message: String, at location: SourceLocation, ids: [String]) -> DiffFinding {
        DiffFinding(finding: Finding(rule: Self.id, message: message, location: location, ids: ids), inOld: true)
    }
}

extension RuleCatalogue {
    /// The rules of `navlint diff`, which compare two versions of a spec, in the order they are listed.
    public static let diffRules: [any DiffRule.Type] = [
        LinkRemovedRule.self,
        RouteRemovedRule.self,
        RouteRetargetedRule.self,
        RouteParamNarrowedRule.self,
        RouteParamRequiredRule.self,
        RouteNowAmbiguousRule.self,
        RouteParamRenamedRule.self,
        ModelParamAddedRule.self,
        ModelRemovedRule.self,
        RouteAddedRule.self,
        RouteWidenedRule.self,
        RouteReplacedRule.self,
    ]

    /// Every rule id a configuration or an inline `lint.disable` may name: ``descriptions`` and the diff rules.
    public static let allDescriptions: [RuleDescription] = descriptions + diffRules.map { $0.description }
}
