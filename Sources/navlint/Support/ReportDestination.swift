import ArgumentParser

/// `-o FILE`: where a command's report goes, shared by the commands that print reports.
struct ReportDestination: ParsableArguments {
    @Option(
        name: .shortAndLong,
        help: ArgumentHelp("Write the report to this file (atomically) instead of standard output.", valueName: "file"))
    var output: String?

    /// Writes the report to the file, atomically, or to standard output when no file was given.
    func write(_ text: String) throws {
        if let output {
            try FileSystem.writeAtomically(Array(text.utf8), to: output)
        } else {
            Terminal.write(text)
        }
    }
}
