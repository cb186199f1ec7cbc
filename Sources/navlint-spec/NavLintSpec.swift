import ArgumentParser
import NavLintCommandLine
import NavLintCore

/// `navlint-spec`: the slim navlint that the SwiftPM plugins run. It has every command of navlint that needs
/// only the spec (check, gen, rules, resolve, coverage, examples, fmt), with the same options and output,
/// and none that needs swift-syntax or Graphviz, so that an app package that adds a plugin builds neither.
/// Those commands are registered all the same, to fail with advice instead of being read as spec paths.
@main
struct NavLintSpec: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "navlint-spec",
        abstract: "The slim navlint of the SwiftPM plugins: check, query and generate from navgraph specs.",
        discussion: CommandLineMain.discussion
            + " It has no extract, render or diff, nor check --sources: run the full navlint for those.",
        version: NavLintVersion.current,
        subcommands: CommandLineMain.subcommands(
            check: Check.self, render: RenderUnavailable.self, diff: DiffUnavailable.self,
            extract: ExtractUnavailable.self, lsp: LanguageServerCommand<WithoutSwiftParser>.self),
        defaultSubcommand: Check.self
    )

    /// `check`, without a Swift parser: `--sources` fails, `sources:` in a configuration is passed over.
    typealias Check = CheckCommand<WithoutSwiftParser>

    static func main() { CommandLineMain.run(Self.self) }
}

/// A command only the full navlint has: whatever its arguments, it fails with advice (exit code 2).
protocol UnavailableCommand: ParsableCommand {
    var arguments: [String] { get }
}

extension UnavailableCommand {
    func run() throws {
        throw CommandFailure.onlyInFullNavLint(Self.configuration.commandName ?? "")
    }
}

/// `render`: needs Graphviz.
struct RenderUnavailable: UnavailableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render", abstract: "Not in navlint-spec: run the full navlint's render (it needs Graphviz).")

    @Argument(parsing: .captureForPassthrough) var arguments: [String] = []
}

/// `diff`: its Markdown report draws a flowchart with the renderer.
struct DiffUnavailable: UnavailableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff", abstract: "Not in navlint-spec: run the full navlint's diff (it draws with the renderer).")

    @Argument(parsing: .captureForPassthrough) var arguments: [String] = []
}

/// `extract`: needs swift-syntax.
struct ExtractUnavailable: UnavailableCommand {
    static let configuration = CommandConfiguration(
        commandName: "extract", abstract: "Not in navlint-spec: run the full navlint's extract (it needs swift-syntax)."
    )

    @Argument(parsing: .captureForPassthrough) var arguments: [String] = []
}
