import Foundation
import NavLintCore
import NavLintTestSupport
import XCTest

/// Checks `schema/navgraph-v1.schema.json` with Python's `jsonschema` against the samples and against small
/// documents that the reader accepts or rejects, so that the schema and the reader agree.
final class SchemaTests: XCTestCase {
    static let schemaFile = SampleFiles.packageRoot.appendingPathComponent("schema/navgraph-v1.schema.json")

    /// The verdict for each file, in order: `nil` when it validates, else its errors.
    private func validate(_ files: [URL]) throws -> [String?] {
        switch try JSONSchemaValidator.validate(files, against: Self.schemaFile.path) {
        case .verdicts(let verdicts): return verdicts
        case .unavailable(let reason): throw XCTSkip(reason)
        case .failed(let output):
            XCTFail(output)
            return []
        }
    }

    private func samples() throws -> [URL] {
        let broken = try SampleFiles.specs(in: SampleFiles.brokenDirectory).filter {
            !["syntax.navgraph.json", "schema.navgraph.json"].contains($0.lastPathComponent)
        }
        return try SampleFiles.specs(in: SampleFiles.samplesDirectory) + broken
    }

    func testEverySampleValidates() throws {
        let files = try samples()
        XCTAssertGreaterThan(files.count, 30)
        for (file, verdict) in zip(files, try validate(files)) {
            XCTAssertNil(verdict, file.lastPathComponent)
        }
    }

    func testEverySampleNamesTheSchemaByARelativePath() throws {
        for file in try samples() + [SampleFiles.brokenFile("schema")] {
            let document = try JSONParser.parse(SampleFiles.bytes(of: file))
            guard case .object(let members) = document.storage,
                case .string(let reference) = members.first(where: { $0.key == "$schema" })?.value.storage
            else {
                XCTFail("\(file.lastPathComponent) has no $schema")
                continue
            }
            XCTAssertFalse(reference.hasPrefix("/"), file.lastPathComponent)
            let resolved = URL(fileURLWithPath: reference, relativeTo: file.deletingLastPathComponent())
                .standardizedFileURL
            XCTAssertEqual(resolved.path, Self.schemaFile.standardizedFileURL.path, file.lastPathComponent)
        }
    }

    func testMisspelledKeySampleFailsValidation() throws {
        let verdict = try validate([SampleFiles.brokenFile("schema")])
        XCTAssertEqual(verdict.count, 1)
        XCTAssertTrue(verdict.first??.contains("egdes") == true, "\(verdict)")
    }

    /// Documents the reader rejects with a schema error must fail the schema too, and the reverse.
    func testSchemaAgreesWithTheReader() throws {
        let wrap = { (models: String) in #"{ "navgraph": 1, "root": "A", "models": [\#(models)] }"# }
        let documents: [(json: String, valid: Bool)] = [
            (
                wrap(
                    #"{ "id": "A", "kind": "screen", "params": [{ "name": "id", "type": "int", "optional": true }] }"#),
                true
            ),
            (
                wrap(
                    #"{ "id": "A", "kind": "split", "sidebar": "B", "content": "B", "detail": "B" }, { "id": "B", "kind": "screen" }"#
                ), true
            ),
            (wrap(#"{ "id": "A", "kind": "screen", "params": [{ "name": "tab", "type": ["home", "more"] }] }"#), true),
            (
                wrap(
                    #"{ "id": "A", "kind": "screen", "edges": [{ "via": "sheet", "to": "A", "stacked": true }, { "via": "dismiss" }] }"#
                ), true
            ),
            (
                #"{ "navgraph": 1, "windows": [{ "id": "main", "root": "A" }], "models": [{ "id": "A", "kind": "screen", "edges": [{ "via": "openWindow", "window": "main" }] }] }"#,
                true
            ),
            (
                #"{ "navgraph": 1, "root": "A", "models": [{ "id": "A", "kind": "screen" }], "routes": [{ "id": "a.b-c", "pattern": "x://a/{n}", "target": "A", "bind": { "A.name": "n" }, "present": "sheet", "lint": { "disable": ["deep-link-only"] } }] }"#,
                true
            ),
            (
                wrap(#"{ "id": "A", "kind": "screen", "edges": [{ "via": "push", "to": "A", "stacked": true }] }"#),
                false
            ),
            (wrap(#"{ "id": "A", "kind": "screen", "edges": [{ "via": "push" }] }"#), false),
            (wrap(#"{ "id": "A", "kind": "screen", "edges": [{ "via": "replace", "to": "A", "label": "l" }] }"#), true),
            (
                wrap(#"{ "id": "A", "kind": "screen", "edges": [{ "via": "push", "to": "A", "fallback": "sheet" }] }"#),
                true
            ),
            (
                wrap(#"{ "id": "A", "kind": "screen", "edges": [{ "via": "push", "to": "A", "fallback": "modal" }] }"#),
                false
            ),
            (
                wrap(
                    #"{ "id": "A", "kind": "screen", "edges": [{ "via": "replace", "to": "A", "fallback": "sheet" }] }"#
                ), false
            ),
            (
                wrap(
                    #"{ "id": "A", "kind": "screen", "edges": [{ "via": "sheet", "to": "A", "fallback": "sheet" }] }"#),
                false
            ),
            (wrap(#"{ "id": "A", "kind": "screen", "edges": [{ "via": "replace" }] }"#), false),
            (wrap(#"{ "id": "A", "kind": "screen", "edges": [{ "via": "selectTab", "to": "A" }] }"#), false),
            (wrap(#"{ "id": "A", "kind": "screen", "edges": [{ "via": "selectTab", "tab": "Tabs" }] }"#), false),
            (wrap(#"{ "id": "A", "kind": "screen", "edges": [{ "via": "pop", "to": "A" }] }"#), false),
            (wrap(#"{ "id": "A", "kind": "screen", "edges": [{ "via": "jump", "to": "A" }] }"#), false),
            (wrap(#"{ "id": "A", "kind": "screen", "root": "A" }"#), false),
            (wrap(#"{ "id": "A", "kind": "stack" }"#), false),
            (wrap(#"{ "id": "A", "kind": "stack", "root": "A", "tabs": [] }"#), false),
            (wrap(#"{ "id": "A", "kind": "tabs", "tabs": [{ "id": "t", "model": "A", "badge": 1 }] }"#), false),
            (wrap(#"{ "id": "A", "kind": "switch", "cases": [{ "id": "c" }] }"#), false),
            (wrap(#"{ "id": "A", "kind": "window" }"#), false),
            (wrap(#"{ "id": "1A", "kind": "screen" }"#), false),
            (wrap(#"{ "id": "A", "kind": "screen", "params": [{ "name": "n", "type": [] }] }"#), false),
            (wrap(#"{ "id": "A", "kind": "screen", "params": [{ "name": "n", "type": ["a", "a"] }] }"#), false),
            (wrap(#"{ "id": "A", "kind": "screen", "params": [{ "name": "n", "type": "integer" }] }"#), false),
            (wrap(#"{ "id": "A", "kind": "screen", "params": [{ "name": "n", "type": "[int]" }] }"#), true),
            (wrap(#"{ "id": "A", "kind": "screen", "params": [{ "name": "n", "type": [["a", "b"]] }] }"#), true),
            (wrap(#"{ "id": "A", "kind": "screen", "params": [{ "name": "n", "type": "[" }] }"#), false),
            (wrap(#"{ "id": "A", "kind": "screen", "params": [{ "name": "n", "type": "[strin]" }] }"#), false),
            (wrap(#"{ "id": "A", "kind": "screen", "params": [{ "name": "n", "type": "[[int]]" }] }"#), false),
            (wrap(#"{ "id": "A", "kind": "screen", "params": [{ "name": "n", "type": [[]] }] }"#), false),
            (wrap(#"{ "id": "A", "kind": "screen", "params": [{ "name": "n", "type": [["a"], ["b"]] }] }"#), false),
            (#"{ "navgraph": 2, "root": "A", "models": [{ "id": "A", "kind": "screen" }] }"#, false),
            (
                #"{ "navgraph": 1, "root": "A", "windows": [{ "id": "main", "root": "A" }], "models": [{ "id": "A", "kind": "screen" }] }"#,
                false
            ),
            (#"{ "navgraph": 1, "models": [{ "id": "A", "kind": "screen" }] }"#, false),
            (#"{ "navgraph": 1, "root": "A" }"#, false),
            (#"{ "navgraph": 1, "root": "A", "models": [], "links": { "domains": [] } }"#, false),
            (
                #"{ "navgraph": 1, "root": "A", "models": [], "routes": [{ "id": "r", "pattern": "x://a", "target": "A", "present": "push" }] }"#,
                false
            ),
            (
                #"{ "navgraph": 1, "root": "A", "models": [], "routes": [{ "id": "r", "pattern": "x://a", "target": "A", "bind": { "name": "n" } }] }"#,
                false
            ),
            (#"{ "navgraph": 1, "root": "A", "models": [], "routes": [{ "id": "r", "target": "A" }] }"#, false),
            (
                wrap(
                    #"{ "id": "A", "kind": "tabs", "tabs": [{ "id": "t", "model": "S", "bind": { "n": "=1" }, "platforms": ["iOS"], "dynamic": true }, { "id": "p", "action": true, "edges": [{ "via": "sheet", "to": "B", "bind": { "m": "=x" }, "platforms": ["macOS"] }] }] }, { "id": "S", "kind": "stack", "root": "B", "bind": { "m": "=y" }, "platforms": ["iOS", "macOS"] }, { "id": "B", "kind": "screen", "params": [{ "name": "m", "type": "string" }], "edges": [{ "via": "dismiss", "platforms": ["macOS"] }] }"#
                ), true
            ),
            (
                #"{ "navgraph": 1, "windows": [{ "id": "main", "root": "A", "platforms": ["visionOS"] }], "models": [{ "id": "A", "kind": "screen", "params": [{ "name": "u", "type": "string" }] }], "routes": [{ "id": "r", "pattern": "x://a/{p*}", "target": "A", "bind": { "A.u": "$url", "A.v": "=1" }, "platforms": ["tvOS", "watchOS"] }] }"#,
                true
            ),
            (
                wrap(
                    #"{ "id": "A", "kind": "tabs", "tabs": [{ "id": "p", "model": "A", "action": true, "edges": [] }] }"#
                ), false
            ),
            (wrap(#"{ "id": "A", "kind": "tabs", "tabs": [{ "id": "p", "model": "A", "edges": [] }] }"#), false),
            (wrap(#"{ "id": "A", "kind": "screen", "platforms": ["android"] }"#), false),
            (wrap(#"{ "id": "A", "kind": "screen", "platforms": [] }"#), false),
            (wrap(#"{ "id": "A", "kind": "screen", "edges": [{ "via": "dismiss", "bind": { "n": "=1" } }] }"#), false),
            (
                wrap(
                    #"{ "id": "A", "kind": "screen", "edges": [{ "via": "push", "to": "A", "bind": { "n": "1" } }] }"#),
                false
            ),
        ]
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "navlint-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var files: [URL] = []
        for (index, document) in documents.enumerated() {
            let file = directory.appendingPathComponent("\(index).navgraph.json")
            try Data(document.json.utf8).write(to: file)
            files.append(file)
        }
        let verdicts = try validate(files)
        for (index, document) in documents.enumerated() where index < verdicts.count {
            let readerAccepts = (try? JSONSpecReader.read(Array(document.json.utf8))) != nil
            XCTAssertEqual(readerAccepts, document.valid, "reader, document \(index): \(document.json)")
            XCTAssertEqual(
                verdicts[index] == nil, document.valid,
                "schema, document \(index): \(document.json) \(verdicts[index] ?? "")")
        }
    }
}
