import ArgumentParser
import NavLintCore
import NavLintReporters

/// `-o FILE`: where a command's report goes, shared by the commands that print reports.
package struct ReportDestination: ParsableArguments {
    @Option(
        name: .shortAndLong,
        help: ArgumentHelp("Write the report to this file (atomically) instead of standard output.", valueName: "file"))
    package var output: String?

    package init() {}

    /// Writes the report to the file, atomically, or to standard output when no file was given.
    package func write(_ text: String) throws {
        if let output {
            try FileSystem.writeAtomically(Array(text.utf8), to: output)
        } else {
            Terminal.write(text)
        }
    }
}

/// `--format`: the report format of the commands that report diagnostics (check and diff).
package struct ReportFormatOption: ParsableArguments {
    @Option(
        name: .shortAndLong,
        help: "The report format: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    package var format: ReportFormat = .text

    package init() {}
}

/// `--min-severity`: what the reports of check and diff leave out; the exit code still follows every finding.
package struct SeverityFilterOption: ParsableArguments {
    @Option(
        name: .customLong("min-severity"),
        help: ArgumentHelp(
            "Report only findings at this severity or above: error, warning or note (the default). The exit code "
                + "still follows every finding.",
            valueName: "severity"))
    package var minimumSeverity: Severity = .note

    package init() {}
}
