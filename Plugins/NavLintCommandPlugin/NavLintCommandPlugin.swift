import Foundation
import PackagePlugin

/// `swift package navlint [SUBCOMMAND] [ARGUMENTS...]`: runs navlint-spec, the slim navlint built from this
/// package (no swift-syntax, no Graphviz), in the package's folder. `check` with no spec named checks every `*.navgraph.json` and `*.nav` in the package's
/// targets (`--target NAME`, repeatable, narrows that to some targets). A run that fails fails the command.
@main
struct NavLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        var navlintArguments = extractor.remainingArguments
        let targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
        let packageFolder = context.package.directoryURL
        if let first = navlintArguments.first, CheckArguments.onlyInFullNavLint.contains(first) {
            throw NavLintPluginError(
                message: "swift package navlint has no \(first): the plugin runs navlint-spec, which is built "
                    + "without swift-syntax and Graphviz; run `navlint \(first)` from an installed navlint "
                    + "(swift build -c release --product navlint in a checkout of navlint, see its README)")
        }

        if let insertAt = CheckArguments.specInsertionIndex(navlintArguments) {
            let folders = targets.map(\.folderURL)
            let specs = SpecSearch.specs(under: folders, relativeTo: packageFolder)
            if specs.isEmpty {
                let scope =
                    targetNames.isEmpty ? "the package's targets" : "the targets " + targetNames.joined(separator: ", ")
                throw NavLintPluginError(
                    message: "no *.navgraph.json or *.nav files in \(scope); name the specs to check")
            }
            navlintArguments.insert(contentsOf: specs, at: insertAt)
        }

        let status = try run(context.tool(named: "navlint-spec").url, navlintArguments, in: packageFolder)
        if status != 0 {
            let subcommand =
                navlintArguments.first.flatMap { CheckArguments.subcommands.contains($0) ? $0 : nil } ?? "check"
            throw NavLintPluginError(message: "navlint \(subcommand) failed with exit code \(status)")
        }
    }

    /// Runs navlint with this process's standard output and error and waits for it.
    private func run(_ executable: URL, _ arguments: [String], in folder: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal {
            throw NavLintPluginError(message: "navlint was stopped by signal \(process.terminationStatus)")
        }
        return process.terminationStatus
    }
}

struct NavLintPluginError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// How a navlint command line is read, as far as the plugin needs to: is it a `check`, and does it name
/// any spec?
enum CheckArguments {
    /// navlint-spec's subcommands; anything else in first place goes to `check`, its default subcommand.
    static let subcommands: Set<String> = [
        "check", "resolve", "coverage", "examples", "fmt", "rules", "gen", "help",
    ]
    /// The subcommands that only the full navlint has (they need swift-syntax or Graphviz).
    static let onlyInFullNavLint: Set<String> = ["extract", "render", "diff"]
    /// The options of `check` that take a value as the next argument (keep in step with CheckCommand).
    static let optionsWithValue: Set<String> = [
        "-f", "--format", "-o", "--output", "--config", "--baseline", "--write-baseline", "--stamp", "--max-file-size",
    ]
    /// Options that print something other than a check and need no spec.
    static let informational: Set<String> = [
        "-h", "--help", "--version", "--generate-completion-script", "--experimental-dump-help",
    ]

    /// Where to insert the package's specs: the end of a `check` command line that names no spec,
    /// or nil when the command is not such a check.
    static func specInsertionIndex(_ arguments: [String]) -> Int? {
        var index = 0
        if let first = arguments.first, !first.hasPrefix("-") {
            guard first == "check" else { return nil }
            index = 1
        }
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" { return index + 1 < arguments.count ? nil : arguments.count }
            if informational.contains(argument) { return nil }
            if optionsWithValue.contains(argument) {
                index += 2
                continue
            }
            if !argument.hasPrefix("-") { return nil }
            index += 1
        }
        return arguments.count
    }
}

/// Finds the spec files in the targets' folders.
enum SpecSearch {
    /// Every `*.navgraph.json` and `*.nav` under `folders`, as paths relative to `root` where they lie
    /// inside it, sorted and without repeats. Hidden folders and `.build` are skipped.
    static func specs(under folders: [URL], relativeTo root: URL) -> [String] {
        var found = Set<String>()
        let rootPath = root.standardizedFileURL.path
        for folder in folders {
            guard
                let walker = FileManager.default.enumerator(
                    at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
            else { continue }
            for case let url as URL in walker {
                let name = url.lastPathComponent
                if name == ".build" || name == "DerivedData" {
                    walker.skipDescendants()
                } else if name.hasSuffix(".navgraph.json") || name.hasSuffix(".nav") {
                    let path = url.standardizedFileURL.path
                    found.insert(path.hasPrefix(rootPath + "/") ? String(path.dropFirst(rootPath.count + 1)) : path)
                }
            }
        }
        return found.sorted()
    }
}

extension Target {
    /// The target's folder. `directoryURL` needs tools version 6.1 and the package declares 6.0, so the
    /// folder comes from the older `directory`, read as text.
    var folderURL: URL { URL(fileURLWithPath: String(describing: directory), isDirectory: true) }
}
