import NavLintGraph
import NavLintModel

/// One check over its family's subject: a resolved spec (``LintContext``), two versions of one
/// (``SpecComparison``) or a spec beside its Swift code (``DriftComparison``). Each rule lives in a file of
/// its own and carries its description with examples in its family's form; ``RuleCatalogue`` lists every
/// rule, ``RuleRunner`` runs them and generic tests run every rule's examples.
public protocol Rule<Subject>: Sendable {
    associatedtype Subject: RuleSubject
    static var description: RuleDescription { get }
    init()
    /// Every finding of this rule in the subject, in any order.
    func check(_ subject: Subject) -> [Subject.Found]
}

/// What one family of rules checks, and where its findings lie.
public protocol RuleSubject: Sendable {
    /// What a rule of the family reports: a ``Finding``, or one that also says which version it lies in.
    associatedtype Found: Sendable
    /// The family's examples: a spec in the DSL (`String`), two versions (``DiffExample``), a spec and Swift
    /// source (``DriftExample``).
    associatedtype Example: Sendable
    /// The graphs a finding can lie in, whose inline `lint.disable` settings apply to it: one, or old and new.
    var versions: [NavGraph] { get }
    /// The finding, and the index in ``versions`` of the graph it lies in.
    static func locate(_ found: Found) -> (finding: Finding, version: Int)
}

extension RuleSubject where Found == Finding {
    /// A finding of a subject with one version lies in it.
    public static func locate(_ found: Finding) -> (finding: Finding, version: Int) { (found, 0) }
}

extension Rule {
    /// A finding of this rule.
    public func finding(_ message: String, at location: SourceLocation, ids: [String]) -> Finding {
        Finding(rule: Self.description.id, message: message, location: location, ids: ids)
    }

    /// The examples on which the rule fires, in its family's form, as the rule wrote them (with their markers).
    public static var triggeringExamples: [Subject.Example] { description.examples(\.triggering) }

    /// The examples on which the rule stays silent, in its family's form.
    public static var nonTriggeringExamples: [Subject.Example] { description.examples(\.nonTriggering) }
}

extension LintContext: RuleSubject {
    public typealias Found = Finding
    public typealias Example = String

    public var versions: [NavGraph] { [graph] }
}
