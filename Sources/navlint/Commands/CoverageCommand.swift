import ArgumentParser
import NavLintCore
import NavLintReporters

/// `navlint coverage`: which routes a list of URLs exercises.
struct CoverageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "coverage",
        abstract: "Resolve a list of URLs and report hits per route, routes never hit, URLs that match nothing and screens without a route.",
        discussion: """
            The URL list has one URL per line; blank lines and lines starting with # are skipped. Lines that
            are not URLs are reported with their line numbers and the rest still counted. With --min (or
            coverage.min in .navlint.yml) the run exits 1 when fewer routes than that percentage are hit.
            """)

    @Argument(help: "The spec (*.navgraph.json or *.nav).", completion: .file(extensions: ["json", "nav"]))
    var spec: String

    @Option(help: ArgumentHelp("The file of URLs, one per line (- for standard input).", valueName: "file"))
    var urls: String

    @Option(help: ArgumentHelp("Fail (exit 1) when less than this percentage of routes is hit.", valueName: "percent"))
    var min: Double?

    @Option(name: .shortAndLong, help: "text, json or markdown.")
    var format: CoverageWriter.Format = .text

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the report to this file (atomically) instead of standard output.", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("The configuration file (for coverage.min); by default .navlint.yml is searched from the spec's folder upward.", valueName: "file"))
    var config: String?

    @OptionGroup var input: InputOptions

    func validate() throws {
        if let min, !(0...100).contains(min) { throw ValidationError("--min takes a percentage from 0 to 100") }
    }

    func run() throws {
        let resolver = LinkResolver(spec: try SpecInput.load(spec, options: input))
        let list = try urls == "-" ? FileSystem.readStandardInput() : FileSystem.read(urls, maximumSize: input.maximumFileSize)
        let report = CoverageReport(resolver: resolver, list: String(decoding: list, as: UTF8.self))
        for line in report.invalid {
            Terminal.warning("\(urls):\(line.line): \(line.message); the line is skipped")
        }
        let minimum = try min ?? Settings.load(explicitPath: config, startingAt: SpecFiles.folder(of: spec)).configuration.coverageMinimum
        let text = CoverageWriter.write(report, format: format, minimum: minimum)
        if let output {
            try FileSystem.writeAtomically(Array(text.utf8), to: output)
        } else {
            Terminal.write(text)
        }
        if let minimum, report.routeCoverage * 100 < minimum { throw ExitCode(1) }
    }
}

extension CoverageWriter.Format: ExpressibleByArgument {}
