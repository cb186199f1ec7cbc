import NavLintDrift
import NavLintModel
import NavLintRules

/// The outcome of checking a set of files, as reporters see it.
public struct LintReport: Sendable {
    /// Sorted in report order.
    public var diagnostics: [Diagnostic]
    /// The files that were checked, in the order they were given.
    public var files: [String]
    /// The catalogue of rules, for reporters that describe rules (SARIF, JUnit).
    public var rules: [RuleDescription]
    /// What `check --sources` compared with the code, over every spec; `nil` without sources.
    public var drift: DriftCoverage?

    public init(diagnostics: [Diagnostic], files: [String], rules: [RuleDescription]) {
        // Callers often hand them over sorted already (one comparison each): then they are not sorted again.
        self.diagnostics = diagnostics.isInReportOrder ? diagnostics : diagnostics.sortedInReportOrder()
        self.files = files
        self.rules = rules
    }

    /// The report without the diagnostics below `minimum` (input errors always stay: they carry the error
    /// severity).
    public func filtered(_ minimum: Severity) -> LintReport {
        // Most reports keep every diagnostic: they are not copied to remove none.
        guard diagnostics.indices.contains(where: { diagnostics[$0].severity < minimum }) else { return self }
        var report = self
        report.diagnostics.removeAll { $0.severity < minimum }
        return report
    }

    public func count(_ severity: Severity) -> Int {
        // By index: a diagnostic is read in place rather than copied out to be counted.
        diagnostics.indices.reduce(0) { $0 + (diagnostics[$1].severity == severity ? 1 : 0) }
    }

    /// Whether a diagnostic is an input error (see ``Diagnostic/isInputError``).
    public var hasInputError: Bool {
        // The rule is read in place: calling a computed property on an element copies the whole diagnostic (a
        // dozen reference counts; for the 30,000 findings of a large diff, milliseconds on the main thread).
        diagnostics.indices.contains { Diagnostic.isInputErrorRule(diagnostics[$0].rule) }
    }

    /// Whether a diagnostic is at `severity` or above.
    public func hasDiagnostic(atLeast severity: Severity) -> Bool {
        diagnostics.indices.contains { diagnostics[$0].severity >= severity }
    }
}
