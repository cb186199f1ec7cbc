import Foundation
import XCTest

/// `navlint gen swift`: writing, refusing specs with route errors, and `--check` for CI.
final class GenCommandTests: XCTestCase {
    func testWritesTheFileAndCheckSaysWhetherItIsCurrent() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let output = folder.appendingPathComponent("DeepLinks.swift")
        let spec = "Samples/DeepLinkTabs.navgraph.json"

        let missing = try NavLintRunner.run(["gen", "swift", spec, "-o", output.path, "--check"])
        XCTAssertEqual(missing.status, 1, missing.stderr)
        XCTAssertTrue(missing.stderr.contains("is missing"), missing.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path))

        let written = try NavLintRunner.run([
            "gen", "swift", spec, "-o", output.path, "--type-name", "AppLink", "--access", "internal",
        ])
        XCTAssertEqual(written.status, 0, written.stderr)
        let source = try String(contentsOf: output, encoding: .utf8)
        XCTAssertTrue(source.contains("\nenum AppLink: Hashable, Sendable, Codable {\n"), source)
        XCTAssertFalse(source.contains("public "), source)

        let fresh = try NavLintRunner.run([
            "gen", "swift", spec, "-o", output.path, "--type-name", "AppLink", "--access", "internal", "--check",
        ])
        XCTAssertEqual(fresh.status, 0, fresh.stderr)
        let otherName = try NavLintRunner.run(["gen", "swift", spec, "-o", output.path, "--check"])
        XCTAssertEqual(otherName.status, 1, otherName.stderr)
        XCTAssertTrue(otherName.stderr.contains("is stale"), otherName.stderr)

        try Data((source + "// edited\n").utf8).write(to: output)
        let stale = try NavLintRunner.run([
            "gen", "swift", spec, "-o", output.path, "--type-name", "AppLink", "--access", "internal", "--check",
        ])
        XCTAssertEqual(stale.status, 1, stale.stderr)
        XCTAssertTrue(
            try String(contentsOf: output, encoding: .utf8).hasSuffix("// edited\n"), "--check must not write")
    }

    func testRefusesSpecsWithRouteErrors() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let output = folder.appendingPathComponent("DeepLinks.swift")
        for rule in ["invalid-pattern", "duplicate-route", "ambiguous-route", "shadowed-route"] {
            let run = try NavLintRunner.run(["gen", "swift", "Samples/Broken/\(rule).navgraph.json", "-o", output.path])
            XCTAssertEqual(run.status, 1, "\(rule): \(run.stderr)")
            XCTAssertTrue(run.stdout.contains("[\(rule)]"), "\(rule): \(run.stdout)")
            XCTAssertTrue(run.stderr.contains("no code is generated"), run.stderr)
            XCTAssertFalse(FileManager.default.fileExists(atPath: output.path), rule)
        }
        let other = try NavLintRunner.run([
            "gen", "swift", "Samples/Broken/unreachable-model.navgraph.json", "-o", output.path,
        ])
        XCTAssertEqual(other.status, 0, "findings of other rules do not stop generation: \(other.stderr)")
    }

    /// Every route form of the second edition is generated: text around placeholders, lists, fragments,
    /// ignored placeholders (carried, so that `url` rebuilds the link).
    func testGeneratesTheSecondEditionsRouteForms() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let spec = folder.appendingPathComponent("Forms.navgraph.json")
        let routes = [
            ("mixed", "shop://u/@{user}"), ("list", "shop://t?tag={tags:[string]}"), ("fragment", "shop://f#{part}"),
            ("ignored", "shop://i/{_}"), ("plain", "shop://p/{id:int}"),
        ]
        let list = routes.map { #"{"id": "\#($0.0)", "pattern": "\#($0.1)", "target": "Home", "present": "sheet"}"# }
        let text =
            #"{"navgraph": 1, "links": {"schemes": ["shop"]}, "root": "Home", "models": [{"id": "Home", "kind": "screen"}], "routes": [\#(list.joined(separator: ", "))]}"#
        try Data(text.utf8).write(to: spec)
        let output = folder.appendingPathComponent("DeepLinks.swift")
        let run = try NavLintRunner.run(["gen", "swift", spec.path, "-o", output.path])
        XCTAssertEqual(run.status, 0, run.stderr)
        let source = try String(contentsOf: output, encoding: .utf8)
        for declaration in ["case mixed(user: String)", "case list(tags: [String])", "case fragment(part: String)"] {
            XCTAssertTrue(source.contains("  \(declaration)\n"), declaration)
        }
        XCTAssertTrue(source.contains("  case ignored(value: String)\n"), "an ignored placeholder is carried")
    }

    /// The spec's file name reaches the header comment: a line break in it stays in the comment.
    func testASpecNameWithLineBreaksStaysInTheComment() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let spec = folder.appendingPathComponent("a\nfatalError()\r.navgraph.json")
        try Data(contentsOf: NavLintRunner.packageRoot.appendingPathComponent("Samples/DeepLinkTabs.navgraph.json"))
            .write(to: spec)
        let output = folder.appendingPathComponent("DeepLinks.swift")
        let run = try NavLintRunner.run(["gen", "swift", spec.path, "-o", output.path])
        XCTAssertEqual(run.status, 0, run.stderr)
        let source = try String(contentsOf: output, encoding: .utf8)
        XCTAssertTrue(source.hasPrefix("// Generated by `navlint gen swift` from a\\nfatalError()\\r.navgraph.json."))
        XCTAssertFalse(source.contains("\r"))
        XCTAssertFalse(source.contains("\nfatalError()"))
    }

    func testRejectsTypeNamesAndUnreadableSpecs() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let output = folder.appendingPathComponent("DeepLinks.swift").path
        let badName = try NavLintRunner.run([
            "gen", "swift", "Samples/DeepLinkTabs.navgraph.json", "-o", output, "--type-name", "URL",
        ])
        XCTAssertEqual(badName.status, 2)
        XCTAssertTrue(badName.stderr.contains("--type-name"), badName.stderr)
        // Names the generated code uses itself (its runtime's `Key`, the standard `Hasher`) and names
        // that are no type name.
        for name in ["_", "Key", "Hasher", "KeyedDecodingContainer", "Self", "deepLink", "A-B"] {
            let refused = try NavLintRunner.run([
                "gen", "swift", "Samples/DeepLinkTabs.navgraph.json", "-o", output, "--type-name", name,
            ])
            XCTAssertEqual(refused.status, 2, name)
            XCTAssertTrue(refused.stderr.contains("--type-name must be a Swift type name"), refused.stderr)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
        let syntax = try NavLintRunner.run(["gen", "swift", "Samples/Broken/syntax.navgraph.json", "-o", output])
        XCTAssertEqual(syntax.status, 2)
        XCTAssertTrue(syntax.stderr.contains("syntax.navgraph.json:"), syntax.stderr)
    }
}
