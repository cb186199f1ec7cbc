import ArgumentParser
import NavLintCore
import NavLintGen
import NavLintReporters

/// `navlint gen`: code generated from the spec.
struct GenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gen",
        abstract: "Generate code from the spec.",
        subcommands: [GenSwiftCommand.self])
}

/// `navlint gen swift`: a Swift enum of the spec's deep links whose `init?(url:)` agrees with `resolve`.
struct GenSwiftCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swift",
        abstract: "Generate a Swift enum of the spec's deep links that parses URLs exactly as resolve does.",
        discussion: """
            The enum has a case per route, init?(url:), url, routeID, parameters and patterns, and nested \
            enums for enum placeholders, tabs and switches. A spec with route errors (invalid-pattern, \
            duplicate-route, ambiguous-route, shadowed-route, at the severities its configuration gives) \
            is refused: the findings are printed and the exit code is 1. With --check nothing is written: \
            exit 1 when the file is missing or differs from what would be generated, 0 when it is current.
            """)

    /// The rules whose findings make a spec's routes unfit for generated code.
    static let refusingRules: Set<String> = ["invalid-pattern", "duplicate-route", "ambiguous-route", "shadowed-route"]

    @Argument(help: "The spec (*.navgraph.json or *.nav).", completion: .file(extensions: ["json", "nav"]))
    var spec: String

    @Option(name: .shortAndLong, help: ArgumentHelp("The Swift file to write (atomically).", valueName: "file"))
    var output: String

    @Option(name: .customLong("type-name"), help: "The name of the generated enum.")
    var typeName = "DeepLink"

    @Option(help: "The access level of the generated declarations: public or internal.")
    var access: SwiftGenerator.Access = .public

    @Flag(help: "Write nothing; exit 1 when the file differs from what would be generated (stale).")
    var check = false

    @Option(
        help: ArgumentHelp(
            "The configuration that sets the rules' severities; by default the spec's nearest .navlint.yml.",
            valueName: "file"))
    var config: String?

    @Option(help: .hidden)
    var dispatch: SwiftGenerator.Dispatch = .trie

    @OptionGroup var input: InputOptions

    @OptionGroup var platform: PlatformOption

    func validate() throws {
        if !SwiftGenerator.isValidTypeName(typeName) {
            throw ValidationError(
                "--type-name must be a Swift type name (an uppercase letter, then letters, digits and _) that "
                    + "the generated code does not use (such as URL, Hasher or Key): \(typeName)"
            )
        }
    }

    func run() throws {
        let bytes = try FileSystem.read(spec, maximumSize: input.maximumFileSize)
        let settings = try Settings.load(explicitPath: config, startingAt: SpecFiles.folder(of: spec))
        let analysis = try SpecInput.parse(
            bytes, path: spec, settings: platform.analysisSettings(settings.analysisSettings))
        let refusals = analysis.diagnostics().filter {
            Self.refusingRules.contains($0.rule)
        }
        if !refusals.isEmpty {
            Terminal.error("\(spec): the routes have errors, so no code is generated:")
            let report = LintReport(diagnostics: refusals, files: [spec], rules: [])
            Terminal.write(TextReporter(colorize: false, quiet: true).render(report))
            throw ExitCode(1)
        }
        let generator = SwiftGenerator(
            options: SwiftGenerator.Options(typeName: typeName, access: access, dispatch: dispatch))
        let source = generator.generate(
            spec: analysis.spec, table: analysis.routeTable,
            specName: String(spec.split(separator: "/").last ?? Substring(spec)), specBytes: bytes)
        if check {
            let current = FileSystem.exists(output) ? try FileSystem.read(output) : nil
            guard current == Array(source.utf8) else {
                Terminal.error(
                    "\(output) is \(current == nil ? "missing" : "stale"): run navlint gen swift \(spec) -o \(output)")
                throw ExitCode(1)
            }
            return
        }
        try FileSystem.writeAtomically(Array(source.utf8), to: output)
    }
}

extension SwiftGenerator.Access: ExpressibleByArgument {}
extension SwiftGenerator.Dispatch: ExpressibleByArgument {}
