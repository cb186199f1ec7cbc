import NavLintModel
import NavLintSupport

/// Runs one family of rules over its subject, the same way for spec, diff and drift rules: each rule at the
/// severity the configuration gives it (`nil` turns it off), its findings less those that an inline
/// `lint.disable` of the version they lie in silences (see ``Analysis/diagnostics(drift:)``), as
/// diagnostics of that version's file. A baseline, which the command line reads, applies to what is left.
public struct RuleRunner<Subject: RuleSubject>: Sendable {
    /// The rules that are on, each with the severity in force.
    public let active: [(rule: any Rule<Subject>.Type, severity: Severity)]

    public init(_ rules: [any Rule<Subject>.Type], severity: (RuleDescription) -> Severity?) {
        active = rules.compactMap { rule in severity(rule.description).map { (rule, $0) } }
    }

    /// Whether every rule is off, so that the subject need not be built.
    public var isEmpty: Bool { active.isEmpty }

    /// The diagnostics of `subject`, in no particular order; `files[i]` is the file of `subject.versions[i]`.
    public func diagnostics(of subject: Subject, files: [String]) -> [Diagnostic] {
        guard !active.isEmpty else { return [] }
        let versions = subject.versions
        let silencers = versions.map { InlineSilencer(graph: $0) }
        // Each rule's findings become diagnostics on the core that found them: a change of thousands of
        // links has as many findings, and building their diagnostics one after another would wait on one core.
        // The rules are not nested in one parallel map, so that a rule's own (a diff rule's hints) spreads too.
        let found = Parallel.mapUnnested(active) { rule, severity in
            var diagnostics: [Diagnostic] = []
            for item in rule.init().check(subject) {
                let (finding, version) = Subject.locate(item)
                guard !silencers[version].silences(finding, in: versions[version]) else { continue }
                diagnostics.append(Diagnostic(finding, severity: severity, file: files[version]))
            }
            return diagnostics
        }
        guard found.count(where: { !$0.isEmpty }) > 1 else { return found.first { !$0.isEmpty } ?? [] }
        // The rules' diagnostics in rule order, each copied once into its place, on every core (tens of thousands
        // of copies, a dozen reference counts each, are milliseconds on one).
        let starts = found.reduce(into: [0]) { $0.append($0[$0.count - 1] + $1.count) }
        let diagnostics = Parallel.mapChunked(count: starts[starts.count - 1], chunkSize: 2048) { index in
            var rule = 0
            while starts[rule + 1] <= index { rule += 1 }
            return found[rule][index - starts[rule]]
        }
        Parallel.releaseInBackground(consume found)
        return diagnostics
    }
}
