import Foundation
import XCTest

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The GitHub Actions workflow in the README's "Use in CI" section: its `navlint` commands are run as
/// written, on the real samples (where every step must pass) and on a broken tree (where each must fail).
final class CIWorkflowTests: XCTestCase {
    private static let root = NavLintRunner.packageRoot

    func testWorkflowCommandsPassOnTheSamples() throws {
        let workflow = try Workflow.fromReadme()
        let folder = try NavLintRunner.temporaryFolder(for: self)
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("Samples"),
            withDestinationURL: Self.root.appendingPathComponent("Samples"))

        // The diff step needs a git repository with origin/main: testWorkflowDiffStepComparesWithMain runs it.
        for command in workflow.commands where !command.contains("diff") {
            let result = try run(command, in: folder)
            XCTAssertEqual(
                result.status, 0, "navlint \(command.joined(separator: " ")): \(result.stdout)\(result.stderr)")
        }
        let annotations = try run(workflow.command(containing: ["check", "github"]), in: folder)
        XCTAssertFalse(annotations.stdout.contains("::error"), annotations.stdout)

        let report = try sarifResults(folder.appendingPathComponent(workflow.sarifFile))
        XCTAssertFalse(report.contains { $0["level"] as? String == "error" }, "\(report)")

        let coverage = try run(workflow.command(containing: ["coverage"]), in: folder)
        XCTAssertFalse(coverage.stdout.isEmpty, "the coverage step prints its report")
    }

    func testWorkflowCommandsFailOnABrokenTree() throws {
        let workflow = try Workflow.fromReadme()
        let folder = try samplesCopy()
        try copy(
            Self.root.appendingPathComponent("Tests/Fixtures/PluginDemo/Variants/Demo-unreachable.navgraph.json"),
            to: folder.appendingPathComponent("Samples/Broken.navgraph.json"))
        let urlList = try workflow.value(of: "--urls", in: workflow.command(containing: ["coverage"]))
        try Data("# no URL reaches any route\n".utf8).write(to: folder.appendingPathComponent(urlList))

        let annotations = try run(workflow.command(containing: ["check", "github"]), in: folder)
        XCTAssertEqual(annotations.status, 1, annotations.stdout + annotations.stderr)
        XCTAssertNotNil(
            annotations.stdout.range(
                of: #"(?m)^::error file=Samples/Broken\.navgraph\.json,line=\d+,col=\d+,"#, options: .regularExpression),
            annotations.stdout)

        let sarif = try run(workflow.command(containing: ["check", "sarif"]), in: folder)
        XCTAssertEqual(sarif.status, 1, sarif.stderr)
        let results = try sarifResults(folder.appendingPathComponent(workflow.sarifFile))
        XCTAssertTrue(
            results.contains { $0["ruleId"] as? String == "unreachable-model" },
            "the report is written before the step fails: \(results)")

        let coverage = try run(workflow.command(containing: ["coverage"]), in: folder)
        XCTAssertEqual(coverage.status, 1, "no route hit is below the gate: \(coverage.stdout)\(coverage.stderr)")
    }

    func testWorkflowDiffStepComparesWithMain() throws {
        let workflow = try Workflow.fromReadme()
        let command = try workflow.command(containing: ["diff", "--against"])
        XCTAssertEqual(try workflow.value(of: "--against", in: command), "origin/main")
        let folder = try samplesCopy()
        try GitFixture.commitAll(in: folder)
        let unchanged = try run(command, in: folder)
        XCTAssertEqual(unchanged.status, 0, unchanged.stdout + unchanged.stderr)

        let sample = folder.appendingPathComponent("Samples/DeepLinkTabs.navgraph.json")
        var spec = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: sample)) as? [String: Any])
        spec["routes"] = try XCTUnwrap(spec["routes"] as? [Any]).dropFirst().map { $0 }
        try JSONSerialization.data(withJSONObject: spec).write(to: sample)
        let broken = try run(command, in: folder)
        XCTAssertEqual(broken.status, 1, broken.stdout + broken.stderr)
        // A finding in the version on main is placed on the spec's file in the pull request, at its first line,
        // and says where it was: GitHub can place no annotation on `origin/main:path`.
        let annotations = broken.stdout.split(separator: "\n").map(String.init).filter { $0.contains("route-removed") }
        XCTAssertFalse(annotations.isEmpty, broken.stdout)
        for annotation in annotations {
            XCTAssertTrue(
                annotation.hasPrefix("::error file=Samples/DeepLinkTabs.navgraph.json,line=1,col=1,"), annotation)
            XCTAssertTrue(annotation.contains("(origin/main:Samples/DeepLinkTabs.navgraph.json:"), annotation)
        }
    }

    func testUnreadableSpecFailsTheCheckStepsWithExitTwo() throws {
        let workflow = try Workflow.fromReadme()
        let folder = try samplesCopy()
        try Data(#"{"navgraph": 1, "root": "#.utf8).write(
            to: folder.appendingPathComponent("Samples/Cut.navgraph.json"))
        for command in [
            try workflow.command(containing: ["check", "github"]),
            try workflow.command(containing: ["check", "sarif"]),
        ] {
            let result = try run(command, in: folder)
            XCTAssertEqual(
                result.status, 2, "navlint \(command.joined(separator: " ")): \(result.stdout)\(result.stderr)")
        }
        let results = try sarifResults(folder.appendingPathComponent(workflow.sarifFile))
        XCTAssertTrue(results.contains { $0["ruleId"] as? String == "syntax" }, "\(results)")
    }

    func testWorkflowIsValidYAMLWithTheStepsItNeeds() throws {
        let workflow = try Workflow.fromReadme()
        let candidates = ["/usr/bin/python3", "/usr/local/bin/python3"]
        guard
            let python = candidates.first(where: FileManager.default.isExecutableFile(atPath:)).map(
                URL.init(fileURLWithPath:))
        else {
            throw XCTSkip("python3 is not installed to read the workflow with")
        }
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let file = folder.appendingPathComponent("navlint.yml")
        try Data(workflow.yaml.utf8).write(to: file)
        let script = """
            import json, sys
            try:
                import yaml
            except ImportError:
                print("no-yaml"); sys.exit(0)
            document = yaml.safe_load(open(sys.argv[1]))
            steps = [step for job in document["jobs"].values() for step in job["steps"]]
            print(json.dumps([step.get("uses") or "" for step in steps]))
            """
        let process = Process()
        process.executableURL = python
        process.arguments = ["-c", script, file.path]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let problem = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "the workflow is not valid YAML: \(problem)")
        if text.hasPrefix("no-yaml") { throw XCTSkip("python3 has no yaml module to read the workflow with") }
        let uses = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String])
        XCTAssertTrue(uses.contains { $0.hasPrefix("actions/checkout@") }, "\(uses)")
        XCTAssertTrue(uses.contains { $0.hasPrefix("github/codeql-action/upload-sarif@") }, "\(uses)")
    }

    // MARK: - Helpers

    /// Runs a workflow command in `folder` as the step's shell would: patterns expanded, then navlint.
    private func run(_ command: [String], in folder: URL) throws -> NavLintRunner.Result {
        try NavLintRunner.run(command.flatMap { Workflow.expand($0, in: folder) }, in: folder)
    }

    /// A temporary folder holding a copy of the samples (not Samples/Broken/) and their URL lists.
    private func samplesCopy() throws -> URL {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let samples = Self.root.appendingPathComponent("Samples")
        for name in try FileManager.default.contentsOfDirectory(atPath: samples.path) where name != "Broken" {
            try copy(samples.appendingPathComponent(name), to: folder.appendingPathComponent("Samples/\(name)"))
        }
        return folder
    }

    private func copy(_ source: URL, to destination: URL) throws {
        try FileManager.default.createDirectory(
            at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: source, to: destination)
    }

    /// The results of the first run of a SARIF file.
    private func sarifResults(_ file: URL) throws -> [[String: Any]] {
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        XCTAssertEqual(object["version"] as? String, "2.1.0")
        let run = try XCTUnwrap((object["runs"] as? [[String: Any]])?.first)
        return try XCTUnwrap(run["results"] as? [[String: Any]])
    }
}

/// The workflow block of the README and the `navlint` commands its steps run.
private struct Workflow {
    var yaml: String
    /// Each `navlint ...` command line of a `run:` step, split into arguments (without `navlint`).
    var commands: [[String]]
    /// The file the SARIF upload step reads.
    var sarifFile: String

    static func fromReadme() throws -> Workflow {
        let readme = try String(
            contentsOf: NavLintRunner.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try XCTUnwrap(readme.range(of: "\n## Use in CI\n"), "the README has no “Use in CI” section")
        let rest = readme[section.upperBound...]
        let start = try XCTUnwrap(rest.range(of: "```yaml\n"), "no yaml block in “Use in CI”")
        let end = try XCTUnwrap(rest[start.upperBound...].range(of: "\n```"))
        let yaml = String(rest[start.upperBound..<end.lowerBound]) + "\n"

        var commands: [[String]] = []
        var sarifFile: String?
        var scriptIndent: Int?
        for line in yaml.split(separator: "\n", omittingEmptySubsequences: false) {
            let indent = line.prefix { $0 == " " }.count
            let text = line.trimmingCharacters(in: .whitespaces)
            if let block = scriptIndent, indent > block || text.isEmpty {
                if text.hasPrefix("navlint ") { commands.append(try words(text)) }
                continue
            }
            scriptIndent = nil
            let step = text.hasPrefix("- ") ? String(text.dropFirst(2)) : text
            if step.hasPrefix("run:") {
                let value = step.dropFirst(4).trimmingCharacters(in: .whitespaces)
                if value == "|" || value == ">" {
                    scriptIndent = indent
                } else if value.hasPrefix("navlint ") {
                    commands.append(try words(value))
                }
            } else if step.hasPrefix("sarif_file:") {
                sarifFile = step.dropFirst("sarif_file:".count).trimmingCharacters(in: .whitespaces)
            }
        }
        XCTAssertFalse(commands.isEmpty, "the workflow runs no navlint command")
        return Workflow(
            yaml: yaml, commands: commands.map { Array($0.dropFirst()) },
            sarifFile: try XCTUnwrap(sarifFile, "no upload-sarif step"))
    }

    /// The one command that holds all of `words`; the workflow must have it.
    func command(containing words: [String]) throws -> [String] {
        let matching = commands.filter { command in words.allSatisfy(command.contains) }
        XCTAssertEqual(
            matching.count, 1, "the workflow should run exactly one navlint command with \(words): \(commands)")
        let command = try XCTUnwrap(matching.first)
        if words.contains("sarif") {
            XCTAssertEqual(
                try value(of: "-o", in: command), sarifFile, "the SARIF step writes the file the upload step reads")
        }
        return command
    }

    func value(of option: String, in command: [String]) throws -> String {
        let index = try XCTUnwrap(command.firstIndex(of: option), "\(option) missing from \(command)")
        return try XCTUnwrap(command.dropFirst(index + 1).first, "\(option) has no value in \(command)")
    }

    /// A word with `*`, `?` or `[` replaced by the paths under `folder` it matches, sorted, as the shell
    /// does; a pattern that matches nothing stays as it is.
    static func expand(_ word: String, in folder: URL) -> [String] {
        guard word.contains(where: { "*?[".contains($0) }) else { return [word] }
        let prefix = folder.path + "/"
        var found = glob_t()
        defer { globfree(&found) }
        guard glob(prefix + word, 0, nil, &found) == 0 else { return [word] }
        return (0..<Int(found.gl_pathc)).compactMap { index in
            found.gl_pathv[index].map { String(String(cString: $0).dropFirst(prefix.count)) }
        }
    }

    /// Splits a plain shell command line into words: quotes are understood, anything that needs a shell
    /// (pipes, variables, redirections, several commands) is refused, so the test runs what the step runs.
    /// File patterns are kept for ``expand(_:in:)``.
    private static func words(_ line: String) throws -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                inWord = true
            } else if character == " " {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else if character == "#" && !inWord {
                break
            } else if "|&;<>$`\\".contains(character) {
                throw WorkflowError(message: "the workflow's navlint commands should be plain command lines: \(line)")
            } else {
                current.append(character)
                inWord = true
            }
        }
        XCTAssertNil(quote, "unbalanced quote in \(line)")
        if inWord { words.append(current) }
        return words
    }
}

private struct WorkflowError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
