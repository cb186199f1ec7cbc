import Foundation
import XCTest

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `navlint extract` and `check --sources` on files made to break them: deep nesting, FIFOs, names that are
/// not UTF-8 or hold a newline, very long output names, files over the size limit.
final class ExtractHardeningTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try NavLintRunner.temporaryFolder(for: self)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        try save(
            """
            import SwiftUI
            struct HomeView: View {
                var body: some View { NavigationStack { NavigationLink("On") { DetailView() } } }
            }
            struct DetailView: View { var body: some View { Text("x") } }
            """, to: "App/Home.swift")
    }

    private func save(_ text: String, to path: String) throws {
        try text.write(to: folder.appendingPathComponent(path), atomically: false, encoding: .utf8)
    }

    /// The shapes of issue #25: each would overflow the parser's stack.
    private static let deepShapes: [String] = [
        "typealias G = " + String(repeating: "A<", count: 2_000) + "Int" + String(repeating: ">", count: 2_000),
        String(repeating: "#if X\n", count: 10_000) + String(repeating: "#endif\n", count: 10_000),
        "func f(x: Int) {\n if x == 0 {}" + String(repeating: " else if x == 1 {}", count: 10_000) + "\n}",
        "func f() async throws { " + String(repeating: "try await ", count: 5_000) + "g() }",
        "typealias F = " + String(repeating: "(Int) -> ", count: 10_000) + "Int",
    ]

    func testDeeplyNestedFilesAreUnresolvedLinesInExtractAndCheckSources() throws {
        for (index, text) in Self.deepShapes.enumerated() { try save(text, to: "App/Deep\(index).swift") }
        let extract = try NavLintRunner.run(["extract", "App", "-o", "app.navgraph.json"], in: folder)
        XCTAssertEqual(extract.status, 0, extract.stderr)
        for index in Self.deepShapes.indices {
            let note = try Regex(#"App/Deep\#(index).swift:\d+:\d+: unresolved: nested more than"#)
            XCTAssertTrue(extract.stderr.contains(note), extract.stderr)
        }
        XCTAssertTrue(
            extract.stderr.hasSuffix(
                "extracted 2 screens, 1 edges from 6 files; 6 call sites: 1 as edges, 5 unresolved\n"), extract.stderr)
        let check = try NavLintRunner.run(["check", "app.navgraph.json", "--sources", "App"], in: folder)
        XCTAssertTrue([0, 1].contains(check.status), check.stdout + check.stderr)
        for index in Self.deepShapes.indices {
            let note = try Regex(#"App/Deep\#(index).swift:\d+:\d+: unresolved: nested more than"#)
            XCTAssertTrue(check.stderr.contains(note), check.stderr)
        }
        XCTAssertFalse(check.stdout.contains("[drift-edge-missing]"), check.stdout)
    }

    func testAFIFONamedSwiftIsListedAndSkippedWithoutBlocking() throws {
        XCTAssertEqual(mkfifo(folder.appendingPathComponent("App/Pipe.swift").path, 0o644), 0)
        let result = try NavLintRunner.run(["extract", "App"], in: folder, timeout: 30)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(
            result.stderr.contains("App/Pipe.swift:1:1: unresolved: not read: a FIFO, not a regular file"),
            result.stderr)
        XCTAssertTrue(
            result.stderr.hasSuffix(
                "extracted 2 screens, 1 edges from 1 files; 2 call sites: 1 as edges, 1 unresolved\n"), result.stderr)
        let named = try NavLintRunner.run(["extract", "App/Pipe.swift", "App/Home.swift"], in: folder, timeout: 30)
        XCTAssertEqual(named.status, 0, named.stderr)
    }

    func testAFileOverTheSizeLimitIsListedAndSkipped() throws {
        try save("// " + String(repeating: "x", count: 1 << 20) + "\nstruct Big {}\n", to: "App/Big.swift")
        let result = try NavLintRunner.run(["extract", "App", "--max-file-size", "1"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(
            result.stderr.contains(
                "App/Big.swift:1:1: unresolved: not read: 1.0 MiB (1048594 bytes), over the limit of 1 MiB"),
            result.stderr)
        try result.stdout.write(
            to: folder.appendingPathComponent("app.navgraph.json"), atomically: true, encoding: .utf8)
        let check = try NavLintRunner.run(
            ["check", "--max-file-size", "1", "--sources", "App", "app.navgraph.json"], in: folder)
        XCTAssertTrue([0, 1].contains(check.status), check.stdout + check.stderr)
        XCTAssertTrue(check.stderr.contains("App/Big.swift:1:1: unresolved: not read: 1.0 MiB"), check.stderr)
    }

    func testFileNamesThatAreNotUTF8OrHoldANewlineAreReadAndEscaped() throws {
        let app = folder.appendingPathComponent("App").path
        let invalid = Array(app.utf8) + Array("/Caf".utf8) + [0xE9] + Array("View.swift".utf8)
        let source =
            "import SwiftUI\nstruct OtherView: View {\n    var body: some View { NavigationStack { "
            + "NavigationLink(\"x\") { DetailView() } } }\n}\n"
        let descriptor = (invalid + [0]).withUnsafeBufferPointer {
            $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) }
        }
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        _ = Array(source.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress!, $0.count) }
        close(descriptor)
        try save(
            "import SwiftUI\nstruct Broken: View { var body: some View { NavigationLink(\"x\") { Gone() } } }\n",
            to: "App/New\nline.swift")
        let result = try NavLintRunner.run(["extract", "App", "--report", "text"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.hasSuffix("from 3 files; 3 call sites: 2 as edges, 1 unresolved\n"), result.stderr)
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertTrue(
            lines.allSatisfy { $0.isEmpty || $0.hasPrefix("App/") || $0.hasPrefix("extracted") }, result.stderr)
        XCTAssertTrue(result.stderr.contains("App/New\\nline.swift:2:"), result.stderr)
        XCTAssertTrue(result.stdout.contains(#""source": "App/Caf\\xE9View.swift:2:8""#), result.stdout)
    }

    func testTheOutputMayHaveTheLongestNameAFolderAllows() throws {
        let name = String(repeating: "n", count: 246 - ".navgraph.json".count) + ".navgraph.json"
        XCTAssertEqual(name.utf8.count, 246)
        let result = try NavLintRunner.run(["extract", "App", "-o", name], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
        XCTAssertEqual(leftovers, [])
    }

    func testReportJSONCountsTheSameEdgesAsTheSummary() throws {
        let shop = NavLintRunner.packageRoot.appendingPathComponent("Tests/NavLintExtractTests/Fixtures/ShopApp")
        let result = try NavLintRunner.run(["extract", shop.path, "--report", "json"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stderr.utf8)) as? [String: Any])
        let summary = try XCTUnwrap(report["summary"] as? [String: Any])
        let text = try XCTUnwrap(summary["text"] as? String)
        XCTAssertTrue(text.contains(", \(try XCTUnwrap(summary["edges"] as? Int)) edges from"), "\(summary)")
    }

    func testHelpSaysTheSizeLimitIsAboutSwiftFiles() throws {
        let help = try NavLintRunner.run(["extract", "--help"], in: folder)
        XCTAssertTrue(help.stdout.contains("The largest Swift file to read"), help.stdout)
        XCTAssertFalse(help.stdout.contains("spec file"), help.stdout)
    }
}
