import Foundation

/// Runs the package's `scripts/validate_json_schema.py` (python3 with its jsonschema package, which
/// `make deps` installs) for the schema tests of every test target.
public enum JSONSchemaValidator {
    /// What a validation run gave.
    public enum Outcome: Sendable {
        /// For each document, in order: nil when it validates, else the line the validator printed for it
        /// (`FAIL: ` and the errors).
        case verdicts([String?])
        /// python3 or jsonschema is missing, so nothing could be validated: why, for a skipped test.
        case unavailable(String)
        /// The validator itself failed (a broken schema, an unreadable document): what it printed.
        case failed(String)
    }

    /// The package's root folder.
    public static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The published SARIF 2.1.0 schema: `$NAVLINT_SARIF_SCHEMA`, else `../shared/schemas/sarif-2.1.0.json`
    /// beside the package, else the copy in `Tests/Fixtures`; nil when none of them exists.
    public static var sarifSchema: String? {
        let candidates =
            [ProcessInfo.processInfo.environment["NAVLINT_SARIF_SCHEMA"]].compactMap { $0 } + [
                packageRoot.deletingLastPathComponent().appendingPathComponent("shared/schemas/sarif-2.1.0.json").path,
                packageRoot.appendingPathComponent("Tests/Fixtures/sarif-2.1.0.json").path,
            ]
        return candidates.first(where: FileManager.default.fileExists(atPath:))
    }

    /// Validates one document, written to a temporary file for the validator.
    public static func validate(_ document: Data, against schema: String) throws -> Outcome {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "navlint-schema-\(UUID().uuidString).json")
        try document.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try validate([file], against: schema)
    }

    /// Validates each file against the schema at `schema`.
    public static func validate(_ files: [URL], against schema: String) throws -> Outcome {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "navlint-schema-\(UUID().uuidString).err")
        guard FileManager.default.createFile(atPath: scratch.path, contents: nil) else {
            return .failed("cannot create \(scratch.path)")
        }
        defer { try? FileManager.default.removeItem(at: scratch) }
        let errors = try FileHandle(forWritingTo: scratch)
        defer { try? errors.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["python3", packageRoot.appendingPathComponent("scripts/validate_json_schema.py").path, schema]
            + files.map(\.path)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            return .unavailable("python3 cannot be started: \(error)")
        }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let errorText = String(decoding: (try? Data(contentsOf: scratch)) ?? Data(), as: UTF8.self)
        switch process.terminationStatus {
        case 0:
            let lines = text.split(separator: "\n").map(String.init)
            guard lines.count == files.count else {
                return .failed("expected \(files.count) verdicts, got: \(text)\(errorText)")
            }
            return .verdicts(lines.map { $0 == "OK" ? nil : $0 })
        case 3: return .unavailable("python3's jsonschema package is not installed (make deps installs it)")
        case 127: return .unavailable("python3 is not installed")
        default: return .failed("the validator exited \(process.terminationStatus): \(errorText)")
        }
    }
}
