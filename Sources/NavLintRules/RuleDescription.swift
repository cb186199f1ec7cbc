import NavLintModel

/// Everything a user needs to know about a rule: the entry `navlint rules` prints. The same type describes
/// the rules of every family; the examples are kept in the family's own form too, for the tests that run them.
public struct RuleDescription: Sendable, Hashable {
    public enum Category: String, Sendable, CaseIterable {
        case input, structure, routes, diff, drift
        case appLinks = "app-links"
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
    /// The examples on which the rule fires, as users see them (without the finding markers): specs in the
    /// DSL; for a diff rule an old and a new version in one text, for a drift rule a spec and Swift source.
    public var triggeringExamples: [String] { markedTriggeringExamples.map { Self.findingMarkers(in: $0).text } }
    /// The triggering examples as the rule wrote them: a ``findingMarker`` before the character each
    /// finding's line and column point at. The examples tests check the findings land there.
    public var markedTriggeringExamples: [String] { written.triggering.map(Self.text(of:)) }
    /// The examples on which the rule stays silent, as users see them.
    public var nonTriggeringExamples: [String] { written.nonTriggering.map(Self.text(of:)) }
    /// The examples in the form the rule's family writes them (see ``Rule/triggeringExamples``). Their texts are
    /// made when they are asked for (`navlint rules`, SARIF's rule help): every check makes every rule's
    /// description, and a check's other reports show no example.
    private var written: WrittenExamples

    /// A rule whose examples are specs in the DSL.
    public init(
        id: String, category: Category, defaultSeverity: Severity, enabledByDefault: Bool = true,
        summary: String, rationale: String, triggeringExamples: [String] = [],
        nonTriggeringExamples: [String] = []
    ) {
        self.init(
            id: id, category: category, defaultSeverity: defaultSeverity, enabledByDefault: enabledByDefault,
            summary: summary, rationale: rationale, written: WrittenExamples(triggeringExamples, nonTriggeringExamples))
    }

    /// A rule whose examples take another form, shown as the text each gives.
    public init<Example: RuleExample>(
        id: String, category: Category, defaultSeverity: Severity, enabledByDefault: Bool = true,
        summary: String, rationale: String, triggeringExamples: [Example], nonTriggeringExamples: [Example]
    ) {
        self.init(
            id: id, category: category, defaultSeverity: defaultSeverity, enabledByDefault: enabledByDefault,
            summary: summary, rationale: rationale, written: WrittenExamples(triggeringExamples, nonTriggeringExamples))
    }

    private init(
        id: String, category: Category, defaultSeverity: Severity, enabledByDefault: Bool, summary: String,
        rationale: String, written: WrittenExamples
    ) {
        self.id = id
        self.category = category
        self.defaultSeverity = defaultSeverity
        self.enabledByDefault = enabledByDefault
        self.summary = summary
        self.rationale = rationale
        self.written = written
    }

    /// The text of one of `written`'s examples: a spec in the DSL, or another family's example as one text.
    private static func text(of example: any Sendable) -> String {
        if let spec = example as? String { return spec }
        guard let other = example as? any RuleExample else {
            preconditionFailure("a rule's example is a String or a RuleExample, not \(type(of: example))")
        }
        return other.text
    }

    /// The examples of one kind in the form `Example` of the rule's family; none when the family writes
    /// them in another form.
    func examples<Example>(_ kind: KeyPath<WrittenExamples, [any Sendable]>) -> [Example] {
        written.examples(kind, as: Example.self)
    }

    /// Descriptions are equal when everything users see of them is: the written examples are what the texts show.
    public static func == (lhs: RuleDescription, rhs: RuleDescription) -> Bool {
        (lhs.id, lhs.category, lhs.defaultSeverity, lhs.enabledByDefault, lhs.summary, lhs.rationale)
            == (rhs.id, rhs.category, rhs.defaultSeverity, rhs.enabledByDefault, rhs.summary, rhs.rationale)
            && (lhs.markedTriggeringExamples, lhs.nonTriggeringExamples)
                == (rhs.markedTriggeringExamples, rhs.nonTriggeringExamples)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(markedTriggeringExamples)
        hasher.combine(nonTriggeringExamples)
    }
}

/// A rule's examples as its family writes them.
struct WrittenExamples: Sendable {
    var triggering: [any Sendable]
    var nonTriggering: [any Sendable]

    init<Example: Sendable>(_ triggering: [Example], _ nonTriggering: [Example]) {
        self.triggering = triggering
        self.nonTriggering = nonTriggering
    }

    func examples<Example>(_ kind: KeyPath<WrittenExamples, [any Sendable]>, as _: Example.Type) -> [Example] {
        self[keyPath: kind].compactMap { $0 as? Example }
    }
}

/// An example of a rule whose family does not read a single spec: two versions, or a spec and Swift source.
public protocol RuleExample: Sendable {
    /// The example as one text, as `navlint rules` and docs/RULES.md show it (a triggering one with the
    /// finding markers its rule wrote).
    var text: String { get }
}

extension RuleDescription {
    /// Marks, in a triggering example, where a finding must land (as SwiftLint's `↓` does): the marker
    /// stands just before the character the finding's line and column point at, one per finding.
    public static let findingMarker: Unicode.Scalar = "↓"

    /// The example without its markers, and where each marker stood in that text (1-based lines and
    /// columns counted in Unicode scalars, as the readers count them), in order.
    public static func findingMarkers(in example: String) -> (text: String, locations: [SourceLocation]) {
        // The text between markers is copied a run at a time: every rule's description is made when a check
        // starts, and appending its examples a scalar at a time took a tenth of a small spec's check.
        let scalars = example.unicodeScalars
        var text = ""
        text.reserveCapacity(example.utf8.count)
        var locations: [SourceLocation] = []
        var line = 1
        var column = 1
        var runStart = scalars.startIndex
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let next = scalars.index(after: index)
            if scalar == findingMarker {
                text.append(contentsOf: Substring(scalars[runStart..<index]))
                locations.append(SourceLocation(line: line, column: column))
                runStart = next
            } else if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index = next
        }
        text.append(contentsOf: Substring(scalars[runStart...]))
        return (text, locations)
    }
}
