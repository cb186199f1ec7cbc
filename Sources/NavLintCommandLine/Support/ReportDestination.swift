import ArgumentParser
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
