import NavLintCore

/// The `json` report of CLI.md: `version`, `diagnostics` (rule, severity, message, file, line, column,
/// ids) in report order, and a `summary` with the number of files and of each severity.
public struct JSONReporter: Reporter {
    /// The version of the report's shape.
    public static let formatVersion = 1

    public init() {}

    public func render(_ report: LintReport) -> String {
        let diagnostics = report.diagnostics.map { diagnostic in
            JSONOutput.object([
                "rule": .string(diagnostic.rule),
                "severity": .string(diagnostic.severity.rawValue),
                "message": .string(diagnostic.message),
                "file": .string(diagnostic.file),
                "line": .integer(diagnostic.line),
                "column": .integer(diagnostic.column),
                "ids": .strings(diagnostic.ids),
            ])
        }
        let document = JSONOutput.object([
            "version": .integer(JSONReporter.formatVersion),
            "diagnostics": .array(diagnostics),
            "summary": .object([
                "files": .integer(report.allFiles.count),
                "errors": .integer(report.count(.error)),
                "warnings": .integer(report.count(.warning)),
                "notes": .integer(report.count(.note)),
            ]),
        ])
        return document.prettyPrinted() + "\n"
    }
}
