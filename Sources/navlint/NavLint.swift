import ArgumentParser
import NavLintCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `navlint` command: checks, draws and answers questions about a navgraph spec.
@main
struct NavLint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "navlint",
        abstract: "Keep the navigation of a SwiftUI app honest: check, draw and query its navgraph spec.",
        discussion: """
            A navgraph spec (*.navgraph.json or *.nav) describes an app's navigation models, the edges \
            between them and its deep-link routes. Exit codes: 0 ran clean, 1 findings at error \
            severity (or a failed gate), 2 could not run (bad arguments, unreadable or invalid input).
            """,
        version: NavLintVersion.current,
        subcommands: [
            CheckCommand.self, RenderCommand.self, ResolveCommand.self, CoverageCommand.self,
            ExamplesCommand.self, FormatCommand.self, RulesCommand.self, DiffCommand.self,
            GenCommand.self, ExtractCommand.self,
        ],
        defaultSubcommand: CheckCommand.self
    )

    /// Runs the command and maps every failure onto the normative exit codes 0, 1 and 2. Output that
    /// could not be written to standard output is a failure too (exit 2), whatever the command found.
    static func main() {
        MemoryTuning.apply()
        let code: Int32
        do {
            var command = try parseAsRoot()
            try command.run()
            code = 0
        } catch let exit as ExitCode {
            code = exit.rawValue
        } catch let failure as CommandFailure {
            // A failure of several lines (every error of a configuration file) is one error per line.
            for line in failure.message.split(separator: "\n") { Terminal.error(String(line)) }
            code = 2
        } catch {
            let message = fullMessage(for: error)
            let parserCode = exitCode(for: error).rawValue
            if parserCode == 0 {
                Terminal.out(message)
                code = 0
            } else {
                Terminal.error(message)
                code = 2
            }
        }
        Terminal.flush()
        if let failure = Terminal.outputFailure {
            Terminal.error("cannot write standard output: \(failure)")
            terminate(2)
        }
        terminate(code)
    }
}

/// Ends the process with `code` (the C library's `exit`, which `ParsableCommand.exit` hides).
private func terminate(_ code: Int32) -> Never {
    #if canImport(Glibc)
    Glibc.exit(code)
    #else
    Darwin.exit(code)
    #endif
}

/// A reason the command could not run (exit code 2), with a message that says what to do.
struct CommandFailure: Error {
    var message: String

    init(_ message: String) {
        self.message = message
    }
}
