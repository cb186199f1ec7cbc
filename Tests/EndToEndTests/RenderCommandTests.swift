import Foundation
import XCTest

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `navlint render` through the built binary: formats, overlays, failures and stable output.
final class RenderCommandTests: XCTestCase {
    private let sample = "Samples/SwiftUINavigationExample.navgraph.json"

    func testEverySampleRendersToSVGWithEveryModel() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let samples = try FileManager.default.contentsOfDirectory(atPath: NavLintRunner.packageRoot.appendingPathComponent("Samples").path)
            .filter { $0.hasSuffix(".navgraph.json") }.sorted()
        for name in samples {
            let output = folder.appendingPathComponent(name + ".svg")
            let result = try NavLintRunner.run(["render", "Samples/" + name, "-o", output.path])
            XCTAssertEqual(result.status, 0, "\(name): \(result.stderr)")
            let ids = try Self.elementIDs(in: output)
            let spec = try JSONSerialization.jsonObject(with: Data(contentsOf: NavLintRunner.packageRoot.appendingPathComponent("Samples/" + name))) as? [String: Any]
            for model in spec?["models"] as? [[String: Any]] ?? [] {
                let id = try XCTUnwrap(model["id"] as? String)
                XCTAssertTrue(ids.contains("model-\(id)"), "\(name): no SVG element for model \(id)")
            }
        }
    }

    /// Every `id` attribute of an SVG file, read with an XML parser (so the file must be well-formed XML).
    static func elementIDs(in file: URL) throws -> Set<String> {
        final class Collector: NSObject, XMLParserDelegate {
            var ids = Set<String>()
            func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
                if let id = attributes["id"] { ids.insert(id) }
            }
        }
        let parser = try XCTUnwrap(XMLParser(contentsOf: file))
        let collector = Collector()
        parser.delegate = collector
        XCTAssertTrue(parser.parse(), "\(file.lastPathComponent) is not well-formed XML: \(String(describing: parser.parserError))")
        return collector.ids
    }

    func testFormatsFromExtensionAndFlag() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        for (file, prefix) in [("g.png", [UInt8]([0x89, 0x50, 0x4E, 0x47])), ("g.pdf", Array("%PDF".utf8)), ("g.dot", Array("digraph".utf8)), ("g.mmd", Array("flowchart".utf8))] {
            let path = folder.appendingPathComponent(file).path
            let result = try NavLintRunner.run(["render", sample, "-o", path])
            XCTAssertEqual(result.status, 0, "\(file): \(result.stderr)")
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            XCTAssertEqual(Array(bytes.prefix(prefix.count)), prefix, file)
        }
        let mermaid = try NavLintRunner.run(["render", sample, "--format", "mermaid"])
        XCTAssertTrue(mermaid.stdout.hasPrefix("flowchart"), mermaid.stdout)
    }

    func testDOTExportIsAcceptedByDot() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let dotFile = folder.appendingPathComponent("g.dot").path
        XCTAssertEqual(try NavLintRunner.run(["render", sample, "-o", dotFile, "--back-edges"]).status, 0)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["dot", "-Tsvg", "-o", "/dev/null", dotFile]
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { throw XCTSkip("dot is not installed") }
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
    }

    func testSameInputGivesTheSameBytes() throws {
        let first = try NavLintRunner.run(["render", sample, "--format", "svg"])
        let second = try NavLintRunner.run(["render", sample, "--format", "svg"])
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(first.stdout, second.stdout)
    }

    func testFindingsAndCoverageAreMarked() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let urls = folder.appendingPathComponent("urls.txt")
        try Data("notification:subscription\n".utf8).write(to: urls)
        let covered = try NavLintRunner.run(["render", sample, "--format", "dot", "--coverage", urls.path])
        XCTAssertEqual(covered.status, 0, covered.stderr)
        XCTAssertTrue(covered.stdout.contains("hit"), covered.stdout)
        let broken = try NavLintRunner.run(["render", "Samples/Broken/unreachable-model.navgraph.json", "--format", "dot"])
        XCTAssertEqual(broken.status, 0, broken.stderr)
        XCTAssertTrue(broken.stdout.contains("unreachable"), "the finding's message is carried into the diagram")
    }

    func testFocusOnAnUnknownModelExitsTwo() throws {
        let result = try NavLintRunner.run(["render", sample, "--format", "dot", "--focus", "Nope"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("Nope"), result.stderr)
    }

    func testTooManyNodesStopsEarlyWithAHint() throws {
        let result = try NavLintRunner.run(["render", sample, "--format", "svg", "--max-nodes", "5"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("--focus"), result.stderr)
    }

    func testFailedRenderKeepsThePreviousFile() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let target = folder.appendingPathComponent("diagram.svg")
        try Data("previous".utf8).write(to: target)
        let result = try NavLintRunner.run(["render", sample, "-o", target.path, "--max-nodes", "5"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(try String(contentsOf: target, encoding: .utf8), "previous")
        let readOnly = folder.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: readOnly, withIntermediateDirectories: true)
        let kept = readOnly.appendingPathComponent("diagram.svg")
        try Data("previous".utf8).write(to: kept)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: readOnly.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: readOnly.path) }
        if getuid() == 0 {
            let denied = try NavLintRunner.run(["render", sample, "-o", "/proc/navlint-diagram.svg"])
            XCTAssertEqual(denied.status, 2, "a folder even root cannot write to")
            XCTAssertTrue(denied.stderr.contains("cannot write"), denied.stderr)
            return
        }
        let denied = try NavLintRunner.run(["render", sample, "-o", kept.path])
        XCTAssertEqual(denied.status, 2)
        XCTAssertEqual(try String(contentsOf: kept, encoding: .utf8), "previous")
    }

    func testUnknownExtensionNeedsAFormat() throws {
        let result = try NavLintRunner.run(["render", sample, "-o", "diagram.txt"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("--format"), result.stderr)
    }
}
