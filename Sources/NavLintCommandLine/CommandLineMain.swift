import ArgumentParser
import NavLintCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The entry point `navlint` and `navlint-spec` share.
package enum CommandLineMain {
    /// What the root command's help says after its abstract.
    package static let discussion = """
        A navgraph spec (*.navgraph.json or *.nav) describes an app's navigation models, the edges \
        between them and its deep-link routes. Exit codes: 0 ran clean, 1 findings at error \
        severity (or a failed gate), 2 could not run (bad arguments, unreadable or invalid input).
        """

    /// The subcommands of both executables, in the order help lists them: this library's, and `check`,
    /// `render`, `diff`, `extract` and `lsp` as each executable has them.
    package static func subcommands(
        check: any ParsableCommand.Type, render: any ParsableCommand.Type, diff: any ParsableCommand.Type,
        extract: any ParsableCommand.Type, lsp: any ParsableCommand.Type
    ) -> [any ParsableCommand.Type] {
        [
            check, render, ResolveCommand.self, CoverageCommand.self, ExamplesCommand.self, FormatCommand.self,
            RulesCommand.self, diff, GenCommand.self, extract, lsp,
        ]
    }

    /// Runs the command line of `root` and maps every failure onto the normative exit codes 0, 1 and 2.
    /// Output that could not be written to standard output is a failure too (exit 2), whatever the command
    /// found.
    package static func run(_ root: any ParsableCommand.Type) -> Never {
        MemoryTuning.apply()
        let code: Int32
        do {
            var command = try root.parseAsRoot()
            try command.run()
            code = 0
        } catch let exit as ExitCode {
            code = exit.rawValue
        } catch let failure as CommandFailure {
            // A failure of several lines (every error of a configuration file) is one error per line.
            for line in failure.message.split(separator: "\n") { Terminal.error(String(line)) }
            code = 2
        } catch {
            let message = root.fullMessage(for: error)
            let parserCode = root.exitCode(for: error).rawValue
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
package struct CommandFailure: Error {
    package var message: String

    package init(_ message: String) {
        self.message = message
    }

    /// The failure of navlint-spec, the slim navlint of the SwiftPM plugins, for what only the full navlint
    /// does (`what`: a command, or a command and option): it says to run the full navlint and how to get it.
    package static func onlyInFullNavLint(_ what: String) -> CommandFailure {
        CommandFailure(
            "navlint-spec, the slim navlint that the SwiftPM plugins run, has no `\(what)`: it is built without "
                + "swift-syntax and Graphviz; run `navlint \(what)` from a full navlint instead (in a checkout of "
                + "navlint: swift build -c release --product navlint, see its README)")
    }
}
