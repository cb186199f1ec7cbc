import NavLintCore

/// The `github` report: one GitHub Actions workflow command per diagnostic,
/// `::error file=…,line=…,col=…,title=navlint: rule-id::message` (`::warning`, `::notice` for notes),
/// escaped the way GitHub's actions toolkit escapes them. Other control characters (ESC, NUL, DEL, C1),
/// which the runner would pass into the log as they are, are written as visible escapes such as
/// `\u{1B}`, so that a spec cannot drive the log viewer's terminal emulation. A clean report is empty.
public struct GitHubReporter: Reporter {
    public init() {}

    public func render(_ report: LintReport) -> String {
        var output = ""
        for diagnostic in report.diagnostics {
            let command: String
            switch diagnostic.severity {
            case .error: command = "error"
            case .warning: command = "warning"
            case .note: command = "notice"
            }
            let properties = [
                ("file", diagnostic.file),
                ("line", String(diagnostic.line)),
                ("col", String(diagnostic.column)),
                ("title", "navlint: \(diagnostic.rule)"),
            ]
            let propertyText = properties.map { "\($0.0)=\(GitHubReporter.escapeProperty($0.1))" }.joined(
                separator: ",")
            output += "::\(command) \(propertyText)::\(GitHubReporter.escapeData(diagnostic.reportedMessage))\n"
        }
        return output
    }

    /// A command's message: `%`, CR and LF percent-encoded, other control characters as visible escapes.
    public static func escapeData(_ text: String) -> String {
        escape(text, property: false)
    }

    /// A command property's value: as ``escapeData(_:)``, and `:` and `,` percent-encoded too.
    public static func escapeProperty(_ text: String) -> String {
        escape(text, property: true)
    }

    private static func escape(_ text: String, property: Bool) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": output += "%25"
            case "\r": output += "%0D"
            case "\n": output += "%0A"
            case ":" where property: output += "%3A"
            case "," where property: output += "%2C"
            case "\t": output.unicodeScalars.append(scalar)
            case "\u{00}"..."\u{1F}", "\u{7F}"..."\u{9F}":
                output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
