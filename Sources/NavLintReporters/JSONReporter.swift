import NavLintCore

/// The `json` report of CLI.md: `version`, `diagnostics` (rule, severity, message, file, line, column,
/// ids) in report order, a `summary` with the number of files and of each severity, and with `check --sources`
/// a `drift` object: the spec's screens and edges and how many of each were compared, and the unresolved sites.
public struct JSONReporter: Reporter {
    /// The version of the report's shape.
    public static let formatVersion = 1

    public init() {}

    public func render(_ report: LintReport) -> String {
        let diagnostics = report.diagnostics.map { diagnostic in
            JSONOutput.object([
                "rule": .string(diagnostic.rule),
                "severity": .string(diagnostic.severity.rawValue),
                "message": .string(diagnostic.reportedMessage),
                "file": .string(diagnostic.file),
                "line": .integer(diagnostic.line),
                "column": .integer(diagnostic.column),
                "ids": .strings(diagnostic.ids),
            ])
        }
        var members = [
            JSONOutput.Member("version", .integer(JSONReporter.formatVersion)),
            JSONOutput.Member("diagnostics", .array(diagnostics)),
            JSONOutput.Member(
                "summary",
                .object([
                    "files": .integer(report.allFiles.count),
                    "errors": .integer(report.count(.error)),
                    "warnings": .integer(report.count(.warning)),
                    "notes": .integer(report.count(.note)),
                ])),
        ]
        if let drift = report.drift {
            let figures = JSONOutput.object([
                "screens": .object(["spec": .integer(drift.specScreens), "compared": .integer(drift.comparedScreens)]),
                "edges": .object(["spec": .integer(drift.specEdges), "compared": .integer(drift.comparedEdges)]),
                "unresolvedSites": .integer(drift.unresolvedSites),
            ])
            members.append(JSONOutput.Member("drift", figures))
        }
        let document = JSONOutput.object(members)
        return document.prettyPrinted() + "\n"
    }
}
