import ArgumentParser
import Foundation
import NavLintCore
import NavLintLanguageServer

/// `lsp`'s name and help, the same in navlint and navlint-spec (a generic type cannot store them).
enum LanguageServerHelp {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run the language server (LSP 3.17 over standard input and output) for editors.",
        discussion: """
            Editors start `navlint lsp` and talk to it over standard input and output, for documents whose \
            language id is navlint (*.nav) or whose name ends in .navgraph.json. It publishes the findings \
            `check` gives on open and after every change, and answers hover, go to definition, find \
            references, completion, rename, document symbols, quick fixes and formatting (`navlint fmt`). \
            Each document is checked with the .navlint.yml nearest to it, or with the file --config names.

            Go to definition on a model also finds its Swift type where the configuration names sources: \
            (the full navlint only).

            Exit codes: 0 after the client's shutdown and exit, 1 when the client exits without shutdown or \
            closes standard input first.
            """)
}

/// `navlint lsp`: the language server on standard input and output. The protocol is NavLintLanguageServer's; this
/// command reads each document's `.navlint.yml` as `check` does and runs the loop (``LanguageServerLoop``).
/// `Types` finds the Swift types of `sources:` for go to definition: the full navlint's reads Swift code.
package struct LanguageServerCommand<Types: SwiftTypeLocator>: ParsableCommand {
    package static var configuration: CommandConfiguration { LanguageServerHelp.configuration }

    @Option(
        help: ArgumentHelp(
            "The configuration file for every document; by default each document's nearest .navlint.yml.",
            valueName: "file"))
    var config: String?

    @Option(
        name: .customLong("rules-url"),
        help: ArgumentHelp(
            "The address each diagnostic links to, with the rule id appended (default: this checkout's "
                + "docs/RULES.md, when there is one beside the binary).",
            valueName: "url"))
    var rulesURL: String?

    @Option(help: ArgumentHelp("How long to wait after a change before checking the document again.", valueName: "ms"))
    var debounce = 75

    package init() {}

    package func validate() throws {
        guard (0...10_000).contains(debounce) else { throw ValidationError("--debounce must be 0 to 10000 (ms)") }
    }

    package func run() throws {
        let lookup = SettingsCache(explicitPath: config)
        let types = Types()
        let server = LanguageServer(
            rulesDocumentation: rulesURL ?? Self.rulesDocumentationBesideBinary(),
            debounce: .milliseconds(debounce),
            swiftTypes: { file in
                guard let paths = lookup.sourcePaths(for: file), !paths.isEmpty else { return [:] }
                return types.declarations(inCodeAt: paths)
            },
            settings: { file in lookup.settings(for: file) })
        let code = LanguageServerLoop(server: server).run()
        if code != 0 { throw ExitCode(code) }
    }

    /// `docs/RULES.md` of the checkout the binary was built in (`.build/<configuration>/navlint`), as a file URL
    /// ending in `#`; nil when there is none.
    private static func rulesDocumentationBesideBinary() -> String? {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        for _ in 0..<4 {
            let rules = folder.appendingPathComponent("docs/RULES.md")
            if FileSystem.exists(rules.path) { return rules.absoluteString + "#" }
            folder.deleteLastPathComponent()
        }
        return nil
    }
}

/// The settings of each document's folder, read through ``SettingsLookup`` as `check` reads them, afresh for each
/// analysis so that an edited `.navlint.yml` counts at the next one (reading it costs far less than the analysis);
/// an invalid configuration is reported on the document instead of ending the server.
private struct SettingsCache: Sendable {
    let explicitPath: String?

    /// The Swift files or folders the document's configuration names in `sources:`; nil when it cannot be read.
    func sourcePaths(for file: String) -> [String]? {
        var lookup = SettingsLookup(explicitPath: explicitPath)
        return try? lookup.settings(forSpecIn: SpecFiles.folder(of: file)).sourcePaths
    }

    func settings(for file: String) -> DocumentSettings {
        var lookup = SettingsLookup(explicitPath: explicitPath)
        do {
            let settings = try lookup.settings(forSpecIn: SpecFiles.folder(of: file))
            return .settings(
                settings.analysisSettings, baseline: settings.baselinePath.map { Self.baseline($0, of: file) })
        } catch let failure as CommandFailure {
            return .invalidConfiguration(failure.message)
        } catch {
            return .invalidConfiguration("the configuration could not be read: \(error)")
        }
    }

    /// The configuration's baseline, applied to one document's findings as `check` applies it (read each time,
    /// so that a rewritten baseline counts at the next analysis).
    private static func baseline(_ path: String, of file: String) -> DocumentSettings.BaselineFilter {
        { found in
            do {
                return .success(try BaselineFiles.filter([found], of: [file]) { _ in path })
            } catch let failure as CommandFailure {
                return .failure(DocumentSettings.BaselineProblem(failure.message))
            } catch {
                return .failure(DocumentSettings.BaselineProblem("\(path): \(error)"))
            }
        }
    }
}
