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
        // Written as bytes, piece by piece: a large report has hundreds of thousands of pieces. Runs of lines
        // are written on every core and joined in order.
        let diagnostics = report.diagnostics
        let colorize = colorize
        let runs = Parallel.mapChunked(count: (diagnostics.count + Self.run - 1) / Self.run, chunkSize: 1) { run in
            var text = StyledText(colorize: colorize, capacity: Self.run * 128)
            // By index: each diagnostic is lent to the writer in place rather than copied out of the list.
            for index in (run * Self.run)..<min((run + 1) * Self.run, diagnostics.count) {
                text.writeLine(of: diagnostics[index])
            }
            return text.bytes
        }
        var output = StyledText(colorize: colorize, capacity: runs.reduce(128) { $0 + $1.count })
        for run in runs { output.write(bytes: run) }
        if !quiet {
            output.start(ANSI.bold)
            output.write(report.summaryLine)
            output.end()
            output.write("\n")
        }
        return String(decoding: output.bytes, as: UTF8.self)
    }

    /// How many lines one core writes at a time.
    private static let run = 2048
}

/// A report's text as it is written: UTF-8 bytes, with ANSI styles around pieces when colouring.
private struct StyledText {
    let colorize: Bool
    private(set) var bytes: [UInt8] = []

    init(colorize: Bool, capacity: Int) {
        self.colorize = colorize
        bytes.reserveCapacity(capacity)
    }

    mutating func write(bytes more: [UInt8]) { bytes.append(contentsOf: more) }

    /// Appends the text's UTF-8 bytes at once: appending its `utf8` view goes byte by byte.
    mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Appends one ASCII character.
    mutating func write(ascii character: Unicode.Scalar) { bytes.append(UInt8(ascii: character)) }

    /// Appends a line or column number in decimal.
    mutating func write(number: Int) {
        guard number > 9 || number < 0 else { return bytes.append(UInt8(ascii: "0") + UInt8(number)) }
        write(String(number))
    }

    /// The diagnostic's line: `file:line:col: severity: message [rule-id]`.
    mutating func writeLine(of diagnostic: Diagnostic) {
        start(ANSI.bold)
        write(singleLine(diagnostic.file))
        write(ascii: ":")
        write(number: diagnostic.line)
        write(ascii: ":")
        write(number: diagnostic.column)
        write(ascii: ":")
        end()
        write(ascii: " ")
        start(ANSI.color(for: diagnostic.severity))
        write(diagnostic.severity.rawValue)
        write(ascii: ":")
        end()
        write(ascii: " ")
        write(singleLine(diagnostic.reportedMessage))
        write(ascii: " ")
        start(ANSI.dim)
        write(ascii: "[")
        write(singleLine(diagnostic.rule))
        write(ascii: "]")
        end()
        write(ascii: "\n")
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
