import NavLintCore

/// The `github` report: one GitHub Actions workflow command per diagnostic,
/// `::error file=…,line=…,col=…,title=navlint: rule-id::message` (`::warning`, `::notice` for notes),
/// escaped the way GitHub's actions toolkit escapes them. A clean report is empty.
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
            let propertyText = properties.map { "\($0.0)=\(GitHubReporter.escapeProperty($0.1))" }.joined(separator: ",")
            output += "::\(command) \(propertyText)::\(GitHubReporter.escapeData(diagnostic.message))\n"
        }
        return output
    }

    /// A command's message: `%`, CR and LF percent-encoded.
    public static func escapeData(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": output += "%25"
            case "\r": output += "%0D"
            case "\n": output += "%0A"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// A command property's value: as ``escapeData(_:)``, and `:` and `,` percent-encoded too.
    public static func escapeProperty(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": output += "%25"
            case "\r": output += "%0D"
            case "\n": output += "%0A"
            case ":": output += "%3A"
            case ",": output += "%2C"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
