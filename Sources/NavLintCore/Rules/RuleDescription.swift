/// Everything a user needs to know about a rule: the entry `navlint rules` prints.
public struct RuleDescription: Sendable, Hashable {
    public enum Category: String, Sendable, CaseIterable {
        case input, structure, routes, diff, drift
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
    /// Specs in the DSL on which the rule fires, as users see them (without the finding markers); for a diff
    /// rule, an old and a new version in one text.
    public var triggeringExamples: [String]
    /// The triggering examples as the rule wrote them: a ``findingMarker`` before the character each
    /// finding's line and column point at. The examples test checks the findings land there.
    public var markedTriggeringExamples: [String]
    /// Specs in the DSL on which the rule stays silent.
    public var nonTriggeringExamples: [String]

    public init(
        id: String, category: Category, defaultSeverity: Severity, enabledByDefault: Bool = true,
        summary: String, rationale: String, triggeringExamples: [String] = [],
        nonTriggeringExamples: [String] = []
    ) {
        self.id = id
        self.category = category
        self.defaultSeverity = defaultSeverity
        self.enabledByDefault = enabledByDefault
        self.summary = summary
        self.rationale = rationale
        self.triggeringExamples = triggeringExamples.map { Self.findingMarkers(in: $0).text }
        self.markedTriggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }
}

extension RuleDescription {
    /// Marks, in a triggering example, where a finding must land (as SwiftLint's `↓` does): the marker
    /// stands just before the character the finding's line and column point at, one per finding.
    public static let findingMarker: Unicode.Scalar = "↓"

    /// The example without its markers, and where each marker stood in that text (1-based lines and
    /// columns counted in Unicode scalars, as the readers count them), in order.
    public static func findingMarkers(in example: String) -> (text: String, locations: [SourceLocation]) {
        var text = String.UnicodeScalarView()
        var locations: [SourceLocation] = []
        var line = 1
        var column = 1
        for scalar in example.unicodeScalars {
            if scalar == findingMarker {
                locations.append(SourceLocation(line: line, column: column))
                continue
            }
            text.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (String(text), locations)
    }
}
