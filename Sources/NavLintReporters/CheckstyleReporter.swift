import NavLintCore

/// The `checkstyle` report: Checkstyle 4.3 XML, one `<file>` per checked file (clean files included,
/// as Checkstyle does) with an `<error>` per diagnostic; severity `note` is written as `info`, and
/// `source` is `navlint.` followed by the rule id.
public struct CheckstyleReporter: Reporter {
    public init() {}

    public func render(_ report: LintReport) -> String {
        var output = XMLText.declaration + "\n"
        output += #"<checkstyle version="4.3">"# + "\n"
        let byFile = report.diagnosticsByFile
        for file in report.allFiles {
            let diagnostics = byFile[file] ?? []
            let name = XMLText.attribute(file)
            guard !diagnostics.isEmpty else {
                output += "  <file name=\"\(name)\"/>\n"
                continue
            }
            output += "  <file name=\"\(name)\">\n"
            for diagnostic in diagnostics {
                output += "    <error"
                output += " line=\"\(diagnostic.line)\""
                output += " column=\"\(diagnostic.column)\""
                output += " severity=\"\(CheckstyleReporter.severity(diagnostic.severity))\""
                output += " message=\"\(XMLText.attribute(diagnostic.reportedMessage))\""
                output += " source=\"\(XMLText.attribute("navlint." + diagnostic.rule))\""
                output += "/>\n"
            }
            output += "  </file>\n"
        }
        output += "</checkstyle>\n"
        return output
    }

    private static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "info"
        }
    }
}
