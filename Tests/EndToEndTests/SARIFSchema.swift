import Foundation
import XCTest

/// Validates SARIF documents against the published 2.1.0 schema with python3's `jsonschema` (which
/// `make deps` installs). The schema is read from `$NAVLINT_SARIF_SCHEMA`, else from
/// `../shared/schemas/sarif-2.1.0.json` beside the package, else from the copy in `Tests/Fixtures`. When python3 or jsonschema is
/// missing, the calling test is skipped (XCTSkip), so the gap shows in the test summary.
enum SARIFSchema {
    static func assertValid(_ document: Data, file: StaticString = #filePath, line: UInt = #line) throws {
        let candidates = [ProcessInfo.processInfo.environment["NAVLINT_SARIF_SCHEMA"]].compactMap { $0 } + [
            NavLintRunner.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/schemas/sarif-2.1.0.json").path,
            NavLintRunner.packageRoot.appendingPathComponent("Tests/Fixtures/sarif-2.1.0.json").path,
        ]
        let schema = try XCTUnwrap(candidates.first(where: FileManager.default.fileExists(atPath:)),
                                   orSkip: "the SARIF 2.1.0 schema was not found; set NAVLINT_SARIF_SCHEMA")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-sarif-\(UUID().uuidString).json")
        try document.write(to: path)
        defer { try? FileManager.default.removeItem(at: path) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", NavLintRunner.packageRoot.appendingPathComponent("scripts/validate_json_schema.py").path, schema, path.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            throw XCTSkip("python3 could not be started to validate SARIF: \(error)")
        }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        switch process.terminationStatus {
        case 3: throw XCTSkip("python3's jsonschema is not installed (make deps installs it); SARIF is not validated")
        case 127: throw XCTSkip("python3 is not installed; SARIF is not validated")
        default: XCTAssertEqual(output, "OK\n", "the SARIF report does not validate (status \(process.terminationStatus))", file: file, line: line)
        }
    }
}
