import NavLintCore

/// The `markdown` report, for a bot to post on a pull request: a heading with the counts, then a table
/// of severity, location, rule and message (errors first, then warnings, then notes, each in report
/// order), cut after ``rowLimit`` rows with a line saying how many were left out. A clean report says so.
public struct MarkdownReporter: Reporter {
    /// The table's default length: long enough to act on, short enough for a PR comment.
    public static let defaultRowLimit = 200

    /// The most diagnostics listed in the table.
    public var rowLimit: Int

    public init(rowLimit: Int = MarkdownReporter.defaultRowLimit) {
        self.rowLimit = max(0, rowLimit)
    }

    public func render(_ report: LintReport) -> String {
        var output = "## navlint: \(report.summaryLine)\n\n"
        guard !report.diagnostics.isEmpty else {
            output += "No problems found: every checked file passes the rules in force.\n"
            return output
        }
        let ordered = Severity.allCases.reversed().flatMap { severity in
            report.diagnostics.filter { $0.severity == severity }
        }
        output += "| Severity | Location | Rule | Message |\n"
        output += "|---|---|---|---|\n"
        for diagnostic in ordered.prefix(rowLimit) {
            let location = MarkdownReporter.cell("\(diagnostic.file):\(diagnostic.line):\(diagnostic.column)")
            output +=
                "| \(diagnostic.severity.rawValue) | \(location) | \(MarkdownReporter.ruleCell(diagnostic.rule)) | "
                + "\(MarkdownReporter.cell(diagnostic.reportedMessage)) |\n"
        }
        let hidden = ordered.count - min(ordered.count, rowLimit)
        if hidden > 0 {
            output += "\n... and \(hidden) more not shown.\n"
        }
        return output
    }

    /// A rule id as code when it is a plain id, else as escaped text.
    private static func ruleCell(_ rule: String) -> String {
        let isPlain =
            !rule.isEmpty
            && rule.unicodeScalars.allSatisfy { scalar in
                ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                    || scalar == "-" || scalar == "_" || scalar == "."
            }
        return isPlain ? "`\(rule)`" : cell(rule)
    }

    /// `text` as literal content of a table cell: HTML markup as entities, Markdown punctuation
    /// backslash-escaped, `|` escaped so that it does not split the cell, line breaks as `<br>`, other
    /// control characters as spaces, and `@` followed by a zero-width space, so that a name in a spec
    /// (`@team`) does not mention, and notify, anyone when the report is posted on a pull request.
    public static func cell(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\\", "`", "*", "_", "[", "]", "|", "~", "#", "!":
                output += "\\"
                output.unicodeScalars.append(scalar)
            case "@": output += "@&#8203;"
            case "\r": output += "<br>"
            case "\n":
                if !previousWasCR { output += "<br>" }
            case "\u{00}"..."\u{1F}", "\u{7F}"..."\u{9F}": output += " "
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
