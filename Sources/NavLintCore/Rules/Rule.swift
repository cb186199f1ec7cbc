/// One check. Each rule lives in a file of its own and carries its id, default severity, description
/// and examples; a generic test runs every rule's examples.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    init()
    /// Every finding of this rule in the spec, in any order.
    func check(_ context: LintContext) -> [Finding]
}

extension Rule {
    /// A finding of this rule.
    public func finding(_ message: String, at location: SourceLocation, ids: [String]) -> Finding {
        Finding(rule: Self.description.id, message: message, location: location, ids: ids)
    }
}

extension Model {
    /// `screen "Home"`, `stack "HomeStack"`: how messages name a model.
    public var displayName: String { "\(kind.rawValue) \(id.value)" }
}
