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
/// `Code` reads the Swift code of `sources:` for go to definition and the drift rules: the full navlint's can.
package struct LanguageServerCommand<Code: SwiftCodeReader>: ParsableCommand {
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
        MemoryTuning.applyForLongRunningProcess()
        let lookup = SettingsCache(explicitPath: config, code: Code())
        let server = LanguageServer(
            rulesDocumentation: rulesURL ?? Self.rulesDocumentationBesideBinary(),
            debounce: .milliseconds(debounce),
            swiftTypes: { file in lookup.swiftDeclarations(for: file) },
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
private struct SettingsCache<Code: SwiftCodeReader>: Sendable {
    let explicitPath: String?
    /// The code of `sources:`, read once per set of paths until a file changes.
    let code: Code

    /// Where the code of the document's `sources:` declares its types; empty without.
    func swiftDeclarations(for file: String) -> [String: SwiftDeclaration] {
        var lookup = SettingsLookup(explicitPath: explicitPath)
        guard let paths = try? lookup.settings(forSpecIn: SpecFiles.folder(of: file)).sourcePaths, !paths.isEmpty
        else { return [:] }
        return code.declarations(inCodeAt: paths)
    }

    func settings(for file: String) -> DocumentSettings {
        var lookup = SettingsLookup(explicitPath: explicitPath)
        do {
            let settings = try lookup.settings(forSpecIn: SpecFiles.folder(of: file))
            let baseline = settings.baselinePath.map { Self.baseline($0, of: file) }
            return .settings(settings.analysisSettings, baseline: baseline, drift: drift(settings.sourcePaths))
        } catch let failure as CommandFailure {
            return .invalidConfiguration(failure.message)
        } catch {
            return .invalidConfiguration("the configuration could not be read: \(error)")
        }
    }

    /// The drift comparison with the code at `paths`, made when the analysis asks; nil without paths.
    private func drift(_ paths: [String]) -> DocumentSettings.DriftProvider? {
        guard !paths.isEmpty else { return nil }
        let code = code
        return { code.drift(withCodeAt: paths) }
    }

    /// The configuration's baseline, applied to one document's findings as `check` applies it (read each time,
    /// so that a rewritten baseline counts at the next analysis).
    private static func baseline(_ path: String, of file: String) -> DocumentSettings.BaselineFilter {
        { found in
            do {
                return .success(try BaselineFiles.filter([found], of: [file]) { _ in path })
            } catch let failure as CommandFailure {
                return .failure(DocumentSettings.Problem(failure.message))
            } catch {
                return .failure(DocumentSettings.Problem("\(path): \(error)"))
            }
        }
    }
}
