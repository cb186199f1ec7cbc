import NavLintCore

/// The `text` report: one `file:line:col: severity: message [rule-id]` line per diagnostic, the form
/// Xcode and editors jump to, then a summary line.
public struct TextReporter: Reporter {
    /// Colour with ANSI escapes.
    public var colorize: Bool
    /// No summary line: a clean check prints nothing.
    public var quiet: Bool

    public init(colorize: Bool = false, quiet: Bool = false) {
        self.colorize = colorize
        self.quiet = quiet
    }

    public func render(_ report: LintReport) -> String {
        var output = ""
        for diagnostic in report.diagnostics {
            let location = "\(singleLine(diagnostic.file)):\(diagnostic.line):\(diagnostic.column):"
            output += paint(location, ANSI.bold) + " "
            output += paint(diagnostic.severity.rawValue + ":", ANSI.color(for: diagnostic.severity)) + " "
            output += singleLine(diagnostic.reportedMessage) + " "
            output += paint("[\(singleLine(diagnostic.rule))]", ANSI.dim) + "\n"
        }
        if !quiet {
            output += paint(report.summaryLine, ANSI.bold) + "\n"
        }
        return output
    }

    private func paint(_ text: String, _ style: String) -> String {
        colorize ? style + text + ANSI.reset : text
    }
}

private enum ANSI {
    static let reset = "\u{1B}[0m"
    static let bold = "\u{1B}[1m"
    static let dim = "\u{1B}[2m"

    static func color(for severity: Severity) -> String {
        switch severity {
        case .error: "\u{1B}[1;31m"
        case .warning: "\u{1B}[1;33m"
        case .note: "\u{1B}[1;36m"
        }
    }
}
