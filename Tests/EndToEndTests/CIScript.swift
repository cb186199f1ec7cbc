import Foundation
import XCTest

/// Runs the scripts of the GitHub Action (scripts/ci) as the Action's steps do, and reads action.yml.
enum CIScript {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `bash scripts/ci/NAME arguments...` in `folder` with the environment of the test process, the
    /// built navlint as `NAVLINT`, and `environment` on top (an empty value removes a variable).
    static func run(
        _ name: String, _ arguments: [String] = [], in folder: URL, environment: [String: String] = [:]
    ) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let script = NavLintRunner.packageRoot.appendingPathComponent("scripts/ci/\(name)").path
        process.arguments = ["bash", script] + arguments
        var merged = ProcessInfo.processInfo.environment
        merged["NAVLINT"] = NavLintRunner.binary.path
        for key in merged.keys where key.hasPrefix("GITHUB_") || key.hasPrefix("INPUT_") {
            merged[key] = nil
        }
        for (key, value) in environment { merged[key] = value.isEmpty ? nil : value }
        process.environment = merged
        process.currentDirectoryURL = folder
        let errors = try temporaryFile()
        let output = try temporaryFile()
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        defer {
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(at: errors)
        }
        return Result(
            status: process.terminationStatus, stdout: try String(contentsOf: output, encoding: .utf8),
            stderr: try String(contentsOf: errors, encoding: .utf8))
    }

    /// An empty file of its own in the temporary folder, for a script's output.
    private static func temporaryFile() throws -> URL {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-ci-\(UUID().uuidString)")
        try Data().write(to: file)
        return file
    }

    /// action.yml as JSON objects, read with python3's yaml module (the test is skipped without it).
    static func action() throws -> [String: Any] {
        let python = try unwrap(
            ["/usr/bin/python3", "/usr/local/bin/python3"].first(where: FileManager.default.isExecutableFile(atPath:)),
            orSkip: "python3 is not installed to read action.yml with")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [
            "-c",
            "import json, sys, yaml; print(json.dumps(yaml.safe_load(open(sys.argv[1]))))",
            NavLintRunner.packageRoot.appendingPathComponent("action.yml").path,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw XCTSkip("python3 cannot read action.yml (no yaml module?)") }
        return try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// The lines of a GITHUB_OUTPUT file as name and value; `name<<END` blocks give their lines.
    static func outputs(_ file: URL) throws -> [String: String] {
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map(String.init)
        var values: [String: String] = [:]
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            if let heredoc = line.range(of: "<<") {
                let end = String(line[heredoc.upperBound...])
                var body: [String] = []
                while index < lines.count, lines[index] != end {
                    body.append(lines[index])
                    index += 1
                }
                index += 1
                values[String(line[..<heredoc.lowerBound])] = body.joined(separator: "\n")
            } else if let equals = line.firstIndex(of: "=") {
                values[String(line[..<equals])] = String(line[line.index(after: equals)...])
            }
        }
        return values
    }
}
