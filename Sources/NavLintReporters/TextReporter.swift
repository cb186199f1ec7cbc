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
        for diagnostic in report.diagnostics {
            output.start(ANSI.bold)
            output.write(singleLine(diagnostic.file))
            output.write(":")
            output.write(String(diagnostic.line))
            output.write(":")
            output.write(String(diagnostic.column))
            output.write(":")
            output.end()
            output.write(" ")
            output.start(ANSI.color(for: diagnostic.severity))
            output.write(diagnostic.severity.rawValue)
            output.write(":")
            output.end()
            output.write(" ")
            output.write(singleLine(diagnostic.reportedMessage))
            output.write(" ")
            output.start(ANSI.dim)
            output.write("[")
            output.write(singleLine(diagnostic.rule))
            output.write("]")
            output.end()
            output.write("\n")
        }
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
