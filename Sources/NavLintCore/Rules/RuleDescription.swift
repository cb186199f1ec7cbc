/// Everything a user needs to know about a rule: the entry `navlint rules` prints.
public struct RuleDescription: Sendable, Hashable {
    public enum Category: String, Sendable, CaseIterable {
        case input, structure, routes
    }

    /// The normative rule id, such as `unreachable-model`.
    public var id: String
    public var category: Category
    public var defaultSeverity: Severity
    /// Rules that are off by default run only when the configuration names them.
    public var enabledByDefault: Bool
    /// One sentence: when the rule fires.
    public var summary: String
    /// Why it matters and how to fix it.
    public var rationale: String
    /// Specs in the DSL on which the rule fires.
    public var triggeringExamples: [String]
    /// Specs in the DSL on which the rule stays silent.
    public var nonTriggeringExamples: [String]

    public init(
        id: String, category: Category, defaultSeverity: Severity, enabledByDefault: Bool = true,
        summary: String, rationale: String, triggeringExamples: [String] = [], nonTriggeringExamples: [String] = []
    ) {
        self.id = id
        self.category = category
        self.defaultSeverity = defaultSeverity
        self.enabledByDefault = enabledByDefault
        self.summary = summary
        self.rationale = rationale
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }
}
