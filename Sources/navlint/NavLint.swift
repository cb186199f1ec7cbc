import ArgumentParser
import NavLintCommandLine
import NavLintCore

/// The `navlint` command: checks, draws and answers questions about a navgraph spec.
@main
struct NavLint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "navlint",
        abstract: "Keep the navigation of a SwiftUI app honest: check, draw and query its navgraph spec.",
        discussion: CommandLineMain.discussion,
        version: NavLintVersion.current,
        subcommands: CommandLineMain.subcommands(
            check: Check.self, render: RenderCommand.self, diff: DiffCommand.self, extract: ExtractCommand.self,
            lsp: LanguageServerCommand<SwiftCodeSources>.self),
        defaultSubcommand: Check.self
    )

    /// `navlint check`, comparing the specs with Swift code when asked (`--sources`, `sources:`).
    typealias Check = CheckCommand<CodeSources>

    static func main() { CommandLineMain.run(Self.self) }
}
