import NavLintCore

/// Turns a lint report into the text of one report format. Reporters are pure: the same report and
/// options always give the same bytes. Output that is not empty ends with a newline.
public protocol Reporter: Sendable {
    func render(_ report: LintReport) -> String
}

/// What the CLI knows that the report does not: the terminal, the flags and the tool's identity.
public struct ReporterOptions: Sendable, Hashable {
    /// The navlint version, written into SARIF's `tool.driver.version`.
    public var toolVersion: String
    /// The project's home page, written into SARIF's `tool.driver.informationUri` when given.
    public var informationURI: String?
    /// Colour the `text` report with ANSI escapes (on a terminal, without `NO_COLOR` or `--no-color`).
    public var colorize: Bool
    /// Leave out the `text` report's summary line, so that a clean check prints nothing.
    public var quiet: Bool
    /// Warnings fail the run (`--strict`): the `junit` report counts them as failures, as it does errors.
    public var strict: Bool

    public init(
        toolVersion: String, informationURI: String? = nil, colorize: Bool = false, quiet: Bool = false,
        strict: Bool = false
    ) {
        self.toolVersion = toolVersion
        self.informationURI = informationURI
        self.colorize = colorize
        self.quiet = quiet
        self.strict = strict
    }
}

/// The report formats of `navlint check --format`, by their normative names.
public enum ReportFormat: String, Sendable, Hashable, CaseIterable {
    case text, json, sarif, github, junit, checkstyle, markdown

    /// The reporter for this format.
    public func reporter(_ options: ReporterOptions) -> any Reporter {
        switch self {
        case .text: TextReporter(colorize: options.colorize, quiet: options.quiet)
        case .json: JSONReporter()
        case .sarif: SARIFReporter(toolVersion: options.toolVersion, informationURI: options.informationURI)
        case .github: GitHubReporter()
        case .junit: JUnitReporter(strict: options.strict)
        case .checkstyle: CheckstyleReporter()
        case .markdown: MarkdownReporter()
        }
    }
}

extension LintReport {
    /// Every file the report speaks of, once: the checked files in the order given, then any file that
    /// only a diagnostic names, sorted.
    var allFiles: [String] {
        var seen = Set<String>()
        var files = files.filter { seen.insert($0).inserted }
        // Diagnostics in report order name their files in runs: each run is looked up once.
        var extra = Set<String>()
        var previous: String?
        for index in diagnostics.indices where diagnostics[index].file != previous {
            previous = diagnostics[index].file
            if !seen.contains(diagnostics[index].file) { extra.insert(diagnostics[index].file) }
        }
        files.append(contentsOf: extra.sorted())
        return files
    }

    /// The diagnostics of each file, in report order.
    var diagnosticsByFile: [String: [Diagnostic]] {
        Dictionary(grouping: diagnostics, by: \.file)
    }

    /// "2 errors, 1 warning in 3 files"; notes are counted when there are any; "no problems in 3 files".
    var summaryLine: String {
        let fileCount = counted(allFiles.count, "file")
        guard !diagnostics.isEmpty else { return "no problems in \(fileCount)" }
        var parts = [counted(count(.error), "error"), counted(count(.warning), "warning")]
        let notes = count(.note)
        if notes > 0 { parts.append(counted(notes, "note")) }
        return parts.joined(separator: ", ") + " in " + fileCount
    }
}

/// "1 file", "2 files", "0 errors".
func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}

/// `text` with line breaks, tabs and other control characters written as visible escapes (`\n`,
/// `\u{1B}`), so that a value stays on one line and cannot drive a terminal or a CI log.
public func singleLine(_ text: String) -> String {
    // Most values are printable ASCII throughout, which needs no escape: they are returned as they are.
    let printable = { (byte: UInt8) in byte >= 0x20 && byte < 0x7F }
    if text.utf8.withContiguousStorageIfAvailable({ $0.allSatisfy(printable) }) ?? text.utf8.allSatisfy(printable) {
        return text
    }
    var output = ""
    output.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\n": output += "\\n"
        case "\r": output += "\\r"
        case "\t": output += "\\t"
        case "\u{00}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{2028}", "\u{2029}":
            output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        default:
            output.unicodeScalars.append(scalar)
        }
    }
    return output
}
