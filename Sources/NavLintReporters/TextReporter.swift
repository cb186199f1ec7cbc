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
        // Written as bytes, piece by piece: a large report has hundreds of thousands of pieces.
        var output = StyledText(colorize: colorize, capacity: report.diagnostics.count * 128 + 128)
        // By index: each diagnostic is lent to the writer in place rather than copied out of the list.
        for index in report.diagnostics.indices { output.writeLine(of: report.diagnostics[index]) }
        if !quiet {
            output.start(ANSI.bold)
            output.write(report.summaryLine)
            output.end()
            output.write("\n")
        }
        return String(decoding: output.bytes, as: UTF8.self)
    }
}

/// A report's text as it is written: UTF-8 bytes, with ANSI styles around pieces when colouring.
private struct StyledText {
    let colorize: Bool
    private(set) var bytes: [UInt8] = []

    init(colorize: Bool, capacity: Int) {
        self.colorize = colorize
        bytes.reserveCapacity(capacity)
    }

    mutating func write(_ text: String) { bytes.append(contentsOf: text.utf8) }

    /// The diagnostic's line: `file:line:col: severity: message [rule-id]`.
    mutating func writeLine(of diagnostic: Diagnostic) {
        start(ANSI.bold)
        write(singleLine(diagnostic.file))
        write(":")
        write(String(diagnostic.line))
        write(":")
        write(String(diagnostic.column))
        write(":")
        end()
        write(" ")
        start(ANSI.color(for: diagnostic.severity))
        write(diagnostic.severity.rawValue)
        write(":")
        end()
        write(" ")
        write(singleLine(diagnostic.reportedMessage))
        write(" ")
        start(ANSI.dim)
        write("[")
        write(singleLine(diagnostic.rule))
        write("]")
        end()
        write("\n")
    }

    /// Starts writing in `style`, until ``end()``.
    mutating func start(_ style: String) { if colorize { write(style) } }

    mutating func end() { if colorize { write(ANSI.reset) } }
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
