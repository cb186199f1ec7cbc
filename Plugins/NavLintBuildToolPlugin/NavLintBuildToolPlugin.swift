import Foundation
import PackagePlugin

/// Checks a target's navgraph specs (`*.navgraph.json`, `*.nav`) with `navlint check` on every build that
/// changes them. Findings appear in the compiler's form, `file:line:col: error: message [rule-id]`, and
/// findings at error severity fail the build.
@main
struct NavLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let specs = SpecSearch.specs(in: module.sourceFiles.map(\.url), under: target.folderURL)
        let settings = SpecSearch.settingsFiles(for: specs, upTo: context.package.directoryURL)
        return try SpecCheck.commands(
            for: target.name, specs: specs, settings: settings, swift: target is SwiftSourceModuleTarget,
            navlint: context.tool(named: "navlint").url, workFolder: context.pluginWorkDirectoryURL)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension NavLintBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let projectFolder = context.xcodeProject.directoryURL
        let specs = SpecSearch.specs(in: target.inputFiles.map(\.url), under: projectFolder)
        let settings = SpecSearch.settingsFiles(for: specs, upTo: projectFolder)
        return try SpecCheck.commands(
            for: target.displayName, specs: specs, settings: settings, swift: true,
            navlint: context.tool(named: "navlint").url, workFolder: context.pluginWorkDirectoryURL)
    }
}
#endif

/// The build command that checks one target's specs.
enum SpecCheck {
    /// One command that runs `navlint check` on `specs` whenever they or the `settings` files (configurations
    /// and baselines) change.
    ///
    /// A build runs a plugin's command only for outputs the target uses, so the command's output is a
    /// stamp the target takes in: for a Swift target a Swift file that holds one comment (it compiles to
    /// nothing), otherwise a text file that becomes a resource. navlint writes the stamp only when the
    /// check passes, so a failed check fails the build, and every build after checks again until it passes.
    static func commands(
        for targetName: String, specs: [URL], settings: [URL], swift: Bool, navlint: URL, workFolder: URL
    ) -> [Command] {
        guard !specs.isEmpty else { return [] }
        let stamp = workFolder.appendingPathComponent("\(targetName)NavLintCheck." + (swift ? "swift" : "txt"))
        let arguments = ["check", "--quiet", "--no-color", "--stamp", stamp.path] + specs.map(\.path)
        let count = specs.count == 1 ? "1 spec" : "\(specs.count) specs"
        return [
            .buildCommand(
                displayName: "navlint: checking \(count) of \(targetName)",
                executable: navlint,
                arguments: arguments,
                environment: ["NO_COLOR": "1"],
                inputFiles: specs + settings,
                outputFiles: [stamp])
        ]
    }
}

/// Finds spec files and the configuration that applies to them.
enum SpecSearch {
    /// The spec files among `files`, or, when the target lists none (specs excluded from its sources), the
    /// ones found under `folder` on disk. Sorted, so the command line does not change from build to build.
    static func specs(in files: [URL], under folder: URL) -> [URL] {
        let listed = files.filter { isSpec($0.lastPathComponent) }
        let found = listed.isEmpty ? search(folder) : listed
        return found.sorted { $0.path < $1.path }
    }

    /// The files whose changes must check `specs` again: every `.navlint.yml` from each spec's folder up to
    /// `root` (navlint uses the nearest one of each spec, and a new nearer one can appear), and the baseline
    /// files they name. Sorted and without repeats.
    static func settingsFiles(for specs: [URL], upTo root: URL) -> [URL] {
        var found = Set<URL>()
        let top = root.standardizedFileURL.path
        for spec in specs {
            var current = spec.deletingLastPathComponent().standardizedFileURL
            while true {
                let candidate = current.appendingPathComponent(".navlint.yml")
                if FileManager.default.fileExists(atPath: candidate.path), found.insert(candidate).inserted,
                    let baseline = baselineFile(namedIn: candidate)
                {
                    found.insert(baseline)
                }
                if current.path == top || current.path == "/" || !current.path.hasPrefix(top) { break }
                current = current.deletingLastPathComponent()
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The existing file that a configuration's top-level `baseline:` line names, relative to the
    /// configuration's folder. A plain reading of that one line: enough to list the file as an input,
    /// while navlint itself reads the configuration in full.
    static func baselineFile(namedIn configuration: URL) -> URL? {
        guard let text = try? String(contentsOf: configuration, encoding: .utf8) else { return nil }
        for line in text.split(whereSeparator: \.isNewline) where line.hasPrefix("baseline:") {
            var value = line.dropFirst("baseline:".count)
            if let comment = value.range(of: " #") { value = value[..<comment.lowerBound] }
            let path = value.trimmingCharacters(in: .whitespaces).trimmingCharacters(
                in: CharacterSet(charactersIn: "\"'"))
            guard !path.isEmpty else { return nil }
            let url =
                path.hasPrefix("/")
                ? URL(fileURLWithPath: path) : configuration.deletingLastPathComponent().appendingPathComponent(path)
            return FileManager.default.fileExists(atPath: url.path) ? url.standardizedFileURL : nil
        }
        return nil
    }

    static func isSpec(_ name: String) -> Bool {
        name.hasSuffix(".navgraph.json") || name.hasSuffix(".nav")
    }

    private static func search(_ folder: URL) -> [URL] {
        guard
            let walker = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
        else { return [] }
        var found: [URL] = []
        for case let url as URL in walker {
            if url.lastPathComponent == ".build" || url.lastPathComponent == "DerivedData" {
                walker.skipDescendants()
            } else if isSpec(url.lastPathComponent) {
                found.append(url)
            }
        }
        return found
    }
}

extension Target {
    /// The target's folder. `directoryURL` needs tools version 6.1 and the package declares 6.0, so the
    /// folder comes from the older `directory`, read as text.
    var folderURL: URL { URL(fileURLWithPath: String(describing: directory), isDirectory: true) }
}
