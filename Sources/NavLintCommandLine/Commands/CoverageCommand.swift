import ArgumentParser
import NavLintCore
import NavLintReporters

/// `navlint coverage`: which routes a list of URLs exercises.
struct CoverageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "coverage",
        abstract:
            "Resolve a list of URLs and report hits per route, routes never hit, URLs that match nothing and screens without a route.",
        discussion: """
            The URL list has one URL per line (LF, CRLF or CR line ends; a leading byte order mark is \
            skipped). Blank lines and lines starting with # are skipped, and a # after a blank starts a \
            comment to the end of the line (shop://p/1  # old link). A line that is not one URL (it still \
            holds a blank or a control character, or does not parse) is reported with its number, skipped \
            and not counted. A line `!URL` is a URL that must match no route (an OAuth callback, a \
            foreign link): the run exits 1 when one matches or ties, and every format lists it.

            With --min (or coverage.min in .navlint.yml) the run exits 1 when fewer routes than that \
            percentage are hit. The configuration (--config, or the nearest .navlint.yml) is always read, \
            and must be valid, even when --min is given.
            """)

    @Argument(help: "The spec (*.navgraph.json or *.nav).", completion: .file(extensions: ["json", "nav"]))
    var spec: String

    @Option(help: ArgumentHelp("The file of URLs, one per line (- for standard input).", valueName: "file"))
    var urls: String

    @Option(help: ArgumentHelp("Fail (exit 1) when less than this percentage of routes is hit.", valueName: "percent"))
    var min: Double?

    @Option(name: .shortAndLong, help: "text, json or markdown.")
    var format: CoverageWriter.Format = .text

    @OptionGroup var destination: ReportDestination

    @Option(
        help: ArgumentHelp(
            "The configuration file (for coverage.min); by default .navlint.yml is searched from the spec's folder upward.",
            valueName: "file"))
    var config: String?

    @OptionGroup var input: InputOptions

    @OptionGroup var platform: PlatformOption

    func validate() throws {
        if let min, !(0...100).contains(min) { throw ValidationError("--min takes a percentage from 0 to 100") }
    }

    func run() throws {
        let settings = try Settings.load(explicitPath: config, startingAt: SpecFiles.folder(of: spec))
        let resolver = try SpecInput.load(spec, options: input, settings: platform.analysisSettings()).resolver
        let list =
            try urls == "-" ? FileSystem.readStandardInput() : FileSystem.read(urls, maximumSize: input.maximumFileSize)
        let report = CoverageReport(resolver: resolver, list: String(decoding: list, as: UTF8.self))
        for line in report.invalid {
            Terminal.warning("\(singleLine(urls)):\(line.line): \(singleLine(line.message)); the line is skipped")
        }
        let minimum = min ?? settings.configuration.coverageMinimum
        let text = CoverageWriter.write(report, format: format, minimum: minimum)
        try destination.write(text)
        if let minimum, report.routeCoverage * 100 < minimum { throw ExitCode(1) }
        if !report.unexpectedMatches.isEmpty { throw ExitCode(1) }
    }
}

extension CoverageWriter.Format: ExpressibleByArgument {}
