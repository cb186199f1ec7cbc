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

            With --aasa, each component of the app's entry in an apple-app-site-association file that is \
            not an exclude adds one URL to the list: the URLs that web site hands the app (a path the \
            component takes that a route matches, where one does). The domain is the folder the file \
            sits in (DOMAIN/.well-known/FILE or DOMAIN/FILE), or write DOMAIN=FILE; --app-id picks the \
            entry (by default the first).

            With --min (or coverage.min in .navlint.yml) the run exits 1 when fewer routes than that \
            percentage are hit. The configuration (--config, or the nearest .navlint.yml) is always read, \
            and must be valid, even when --min is given.
            """)

    @Argument(help: "The spec (*.navgraph.json or *.nav).", completion: .file(extensions: ["json", "nav"]))
    var spec: String

    @Option(help: ArgumentHelp("The file of URLs, one per line (- for standard input).", valueName: "file"))
    var urls: String?

    @Option(
        help: ArgumentHelp(
            "An apple-app-site-association file whose components add the URLs its web site hands the app.",
            valueName: "file"))
    var aasa: String?

    @Option(
        name: .customLong("app-id"),
        help: ArgumentHelp("The app's ID (TEAMID.bundle.id): the AASA entry read with --aasa.", valueName: "id"))
    var appID: String?

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
        if urls == nil && aasa == nil {
            throw ValidationError("give the URLs to resolve: --urls FILE, --aasa FILE or both")
        }
    }

    func run() throws {
        let settings = try Settings.load(explicitPath: config, startingAt: SpecFiles.folder(of: spec))
        let analysis = try SpecInput.load(spec, options: input, settings: platform.analysisSettings())
        var list = ""
        if let urls {
            let bytes =
                try urls == "-"
                ? FileSystem.readStandardInput() : FileSystem.read(urls, maximumSize: input.maximumFileSize)
            list = String(decoding: bytes, as: UTF8.self)
        }
        let listed = list.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }.count
        if let aasa { list += (list.isEmpty ? "" : "\n") + (try aasaURLs(aasa, routes: analysis.context.routes)) }
        let report = CoverageReport(resolver: analysis.resolver, list: list)
        for line in report.invalid {
            let place = urls.map { line.line <= listed ? "\(singleLine($0)):\(line.line)" : nil } ?? nil
            Terminal.warning("\(place ?? singleLine(aasa ?? "")): \(singleLine(line.message)); the line is skipped")
        }
        let minimum = min ?? settings.configuration.coverageMinimum
        let text = CoverageWriter.write(report, format: format, minimum: minimum)
        try destination.write(text)
        if let minimum, report.routeCoverage * 100 < minimum { throw ExitCode(1) }
        if !report.unexpectedMatches.isEmpty { throw ExitCode(1) }
    }

    /// The URLs the AASA file's components hand the app, one a line with the component named in a comment.
    private func aasaURLs(_ argument: String, routes: RouteFacts) throws -> String {
        let file = AppConfigOptions.aasaFile(argument)
        let bytes = try FileSystem.read(file.path, maximumSize: input.maximumFileSize)
        let config = AppConfig.read(
            infoPlists: [], entitlements: [], aasa: [(AppConfigFile(path: file.path, bytes: bytes), file.domain)],
            appID: appID)
        if let error = config.errors.first { throw CommandFailure(error.description) }
        let site = config.sites[0]
        guard site.entry(for: appID) != nil else {
            let wanted = appID.map { "for \($0)" } ?? "at all"
            throw CommandFailure("\(file.path): no applinks.details entry \(wanted): it hands no URLs to the app")
        }
        return AASAExampleURLs.urls(of: site, appID: appID, routes: routes)
            .map { "\($0.url)  # AASA component \($0.component)" }.joined(separator: "\n")
    }
}

extension CoverageWriter.Format: ExpressibleByArgument {}
