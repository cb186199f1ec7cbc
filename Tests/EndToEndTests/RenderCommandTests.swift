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
        let samples = try FileManager.default.contentsOfDirectory(
            atPath: NavLintRunner.packageRoot.appendingPathComponent("Samples").path
        )
        .filter { $0.hasSuffix(".navgraph.json") }.sorted()
        for name in samples {
            let output = folder.appendingPathComponent(name + ".svg")
            let result = try NavLintRunner.run(["render", "Samples/" + name, "-o", output.path])
            XCTAssertEqual(result.status, 0, "\(name): \(result.stderr)")
            XCTAssertEqual(result.stderr, "", "\(name): Graphviz warned about navlint's own drawing")
            let ids = try Self.elementIDs(in: output)
            let spec =
                try JSONSerialization.jsonObject(
                    with: Data(contentsOf: NavLintRunner.packageRoot.appendingPathComponent("Samples/" + name)))
                as? [String: Any]
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
            func parser(
                _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]
            ) {
                if let id = attributes["id"] { ids.insert(id) }
            }
        }
        let parser = try XCTUnwrap(XMLParser(contentsOf: file))
        let collector = Collector()
        parser.delegate = collector
        XCTAssertTrue(
            parser.parse(),
            "\(file.lastPathComponent) is not well-formed XML: \(String(describing: parser.parserError))")
        return collector.ids
    }

    func testFormatsFromExtensionAndFlag() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        for (file, prefix) in [
            ("g.png", [UInt8]([0x89, 0x50, 0x4E, 0x47])), ("g.pdf", Array("%PDF".utf8)),
            ("g.dot", Array("digraph".utf8)), ("g.mmd", Array("flowchart".utf8)),
        ] {
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

    func testSameInputGivesTheSameBytesInEveryFormat() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        for format in ["svg", "png", "pdf", "dot", "mmd"] {
            var outputs: [Data] = []
            for run in 0..<2 {
                // PDF carries the time of the run: the second run starts in a later second.
                if format == "pdf", run == 1 { Thread.sleep(forTimeInterval: 1.1) }
                let file = folder.appendingPathComponent("\(run).\(format)")
                let result = try NavLintRunner.run(["render", sample, "--back-edges", "-o", file.path])
                XCTAssertEqual(result.status, 0, "\(format): \(result.stderr)")
                outputs.append(try Data(contentsOf: file))
            }
            XCTAssertFalse(outputs[0].isEmpty, format)
            XCTAssertEqual(outputs[0], outputs[1], "\(format) differs between runs")
        }
    }

    func testFormatAndExtensionMustAgree() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let png = folder.appendingPathComponent("y.png")
        let mismatch = try NavLintRunner.run(["render", sample, "-f", "svg", "-o", png.path])
        XCTAssertEqual(mismatch.status, 2)
        XCTAssertTrue(mismatch.stderr.contains("--format svg does not match"), mismatch.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: png.path))
        XCTAssertEqual(
            try NavLintRunner.run(["render", sample, "-f", "dot", "-o", folder.appendingPathComponent("g.gv").path])
                .status, 0)
        XCTAssertEqual(
            try NavLintRunner.run([
                "render", sample, "-f", "mermaid", "-o", folder.appendingPathComponent("g.mermaid").path,
            ]).status, 0)
        let text = folder.appendingPathComponent("g.txt")
        XCTAssertEqual(try NavLintRunner.run(["render", sample, "-f", "svg", "-o", text.path]).status, 0)
        XCTAssertTrue(try String(contentsOf: text, encoding: .utf8).contains("<svg"))
    }

    /// Specs whose layout made Graphviz 2.43 free memory twice (a labelled edge within one rank).
    func testSpecsThatCrashedGraphvizRender() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        for (name, text) in [("flat-label", Self.flatLabelSpec), ("switch-cycle", Self.switchCycleSpec)] {
            let spec = folder.appendingPathComponent("\(name).navgraph.json")
            try Data(text.utf8).write(to: spec)
            for arguments in [[], ["--back-edges"], ["--direction", "LR"], ["--no-findings"]] {
                for _ in 0..<3 {
                    let result = try NavLintRunner.run(
                        ["render", spec.path, "-o", folder.appendingPathComponent("\(name).svg").path] + arguments)
                    XCTAssertEqual(result.status, 0, "\(name) \(arguments): \(result.stderr)")
                }
            }
        }
    }

    /// A spec whose nested containment cycles make Graphviz 2.43's `newrank` fail ("trouble in init_rank")
    /// and then abort: navlint draws it again with clusters ranked one by one.
    func testASpecGraphvizCannotRankIsDrawnTheOtherWay() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let spec = folder.appendingPathComponent("cycles.navgraph.json")
        try Data(Self.rankingTroubleSpec.utf8).write(to: spec)
        let output = folder.appendingPathComponent("cycles.svg")
        let result = try NavLintRunner.run([
            "render", spec.path, "-o", output.path, "--direction", "LR", "--back-edges",
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("could not be ranked together"), result.stderr)
        XCTAssertTrue(try RenderCommandTests.elementIDs(in: output).contains("model-M19"))
    }

    func testDenseSpecsDropLabelsOrStopEarly() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let medium = try Self.writeDenseSpec(screens: 30, fanOut: 10, in: folder)
        let output = folder.appendingPathComponent("dense.svg")
        let dropped = try NavLintRunner.run([
            "render", medium.path, "-o", output.path, "--no-findings", "--max-layout-size", "4000",
        ])
        XCTAssertEqual(dropped.status, 0, dropped.stderr)
        XCTAssertTrue(dropped.stderr.contains("edge labels are left out"), dropped.stderr)
        XCTAssertTrue(try String(contentsOf: output, encoding: .utf8).contains("go 1"), "labels stay as tooltips")

        let huge = try Self.writeDenseSpec(screens: 100, fanOut: 10, in: folder)
        let refused = try NavLintRunner.run(["render", huge.path, "-o", output.path, "--no-findings"])
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.stderr.contains("--focus ID --depth N"), refused.stderr)
        XCTAssertTrue(refused.stderr.contains("--max-layout-size"), refused.stderr)
    }

    func testARunawayLayoutIsStoppedAtTheTimeLimit() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let huge = try Self.writeDenseSpec(screens: 100, fanOut: 10, in: folder)
        let target = folder.appendingPathComponent("slow.svg")
        try Data("previous".utf8).write(to: target)
        let result = try NavLintRunner.run(
            [
                "render", huge.path, "-o", target.path, "--no-findings", "--max-layout-size", "10000000", "--timeout",
                "1",
            ])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("within 1 s"), result.stderr)
        XCTAssertTrue(result.stderr.contains("--timeout SECONDS"), result.stderr)
        XCTAssertEqual(try String(contentsOf: target, encoding: .utf8), "previous")
        XCTAssertEqual(try NavLintRunner.run(["render", sample, "--format", "svg", "--timeout", "0"]).status, 2)
    }

    func testMermaidOverGitHubsLimitWarns() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let large = try Self.writeDenseSpec(screens: 800, fanOut: 1, in: folder)
        let result = try NavLintRunner.run(["render", large.path, "--format", "mermaid", "--no-findings"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertGreaterThan(result.stdout.count, 50_000)
        XCTAssertTrue(result.stderr.contains("more than the 50000 GitHub renders"), result.stderr)
        let small = try NavLintRunner.run(["render", sample, "--format", "mermaid"])
        XCTAssertEqual(small.stderr, "")
    }

    func testAPartialPluginConfigurationNamesTheFix() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let plugins = try Self.partialPluginFolder(in: folder)
        let result = try NavLintRunner.run(
            ["render", sample, "-o", folder.appendingPathComponent("g.png").path],
            environment: ["GVBINDIR": plugins.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("no plugin for the output format 'png'"), result.stderr)
        XCTAssertTrue(result.stderr.contains("dot -c"), result.stderr)
        let svg = try NavLintRunner.run(
            ["render", sample, "-o", folder.appendingPathComponent("g.svg").path],
            environment: ["GVBINDIR": plugins.path])
        XCTAssertEqual(svg.status, 0, svg.stderr)
    }

    // MARK: - Inputs

    /// A spec of `screens` screens in one stack, each pushing `fanOut` others with a label.
    static func writeDenseSpec(screens: Int, fanOut: Int, in folder: URL) throws -> URL {
        var models: [[String: Any]] = [["id": "Root", "kind": "stack", "root": "S0"]]
        for index in 0..<screens {
            let edges = (1...fanOut).map { step in
                ["via": "push", "to": "S\((index * 7 + step * 13) % screens)", "label": "go \(step)"]
            }
            models.append(["id": "S\(index)", "kind": "screen", "edges": edges])
        }
        let spec: [String: Any] = ["navgraph": 1, "app": "Dense", "root": "Root", "models": models]
        let url = folder.appendingPathComponent("dense-\(screens)-\(fanOut).navgraph.json")
        try JSONSerialization.data(withJSONObject: spec, options: [.sortedKeys]).write(to: url)
        return url
    }

    /// A Graphviz plugin folder (for `GVBINDIR`) that registers only the core renderers and the dot layout,
    /// as a half-finished `dot -c` leaves it: SVG works, PNG does not.
    static func partialPluginFolder(in folder: URL) throws -> URL {
        let libraries = Process()
        libraries.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        libraries.arguments = ["pkg-config", "--variable=libdir", "libgvc"]
        let pipe = Pipe()
        libraries.standardOutput = pipe
        try libraries.run()
        libraries.waitUntilExit()
        let libdir = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let installed = URL(fileURLWithPath: libdir).appendingPathComponent("graphviz")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: installed.path)) ?? []
        guard let config = names.first(where: { $0.hasPrefix("config") }) else {
            throw XCTSkip("no Graphviz plugin configuration under \(installed.path)")
        }
        let text = try String(contentsOf: installed.appendingPathComponent(config), encoding: .utf8)
        var kept = ""
        var depth = 0
        var keeping = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if depth == 0, line.hasPrefix("libgvplugin_") {
                keeping = line.hasPrefix("libgvplugin_core") || line.hasPrefix("libgvplugin_dot_layout")
                if keeping, let library = line.split(separator: " ").first {
                    try FileManager.default.createSymbolicLink(
                        at: folder.appendingPathComponent(String(library)),
                        withDestinationURL: installed.appendingPathComponent(String(library)))
                }
            }
            if keeping { kept += line + "\n" }
            depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
        }
        guard kept.contains("svg") else { throw XCTSkip("the Graphviz configuration has no core plugin") }
        try Data(kept.utf8).write(to: folder.appendingPathComponent(config))
        return folder
    }

    func testFindingsAndCoverageAreMarked() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let urls = folder.appendingPathComponent("urls.txt")
        try Data("notification:subscription\n".utf8).write(to: urls)
        let covered = try NavLintRunner.run(["render", sample, "--format", "dot", "--coverage", urls.path])
        XCTAssertEqual(covered.status, 0, covered.stderr)
        XCTAssertTrue(covered.stdout.contains("hit"), covered.stdout)
        let broken = try NavLintRunner.run([
            "render", "Samples/Broken/unreachable-model.navgraph.json", "--format", "dot",
        ])
        XCTAssertEqual(broken.status, 0, broken.stderr)
        XCTAssertTrue(broken.stdout.contains("unreachable"), "the finding's message is carried into the diagram")
    }

    /// `--config` decides which findings are marked, as it decides what `check` reports.
    func testTheConfigurationDecidesWhatIsMarked() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let config = folder.appendingPathComponent("quiet.yml")
        try Data("rules:\n  unreachable-model: off\n".utf8).write(to: config)
        let arguments = ["render", "Samples/Broken/unreachable-model.navgraph.json", "--format", "dot"]
        let marked = try NavLintRunner.run(arguments)
        let quiet = try NavLintRunner.run(arguments + ["--config", config.path])
        XCTAssertEqual(quiet.status, 0, quiet.stderr)
        XCTAssertTrue(marked.stdout.contains("unreachable"), marked.stdout)
        XCTAssertFalse(quiet.stdout.contains("unreachable"), quiet.stdout)
    }

    /// DSL text in a file named as JSON gets one error that says to rename it, not a JSON syntax error.
    func testADSLFileNamedAsJSONIsToldToRename() throws {
        let folder = try NavLintRunner.temporaryFolder(for: self)
        let file = folder.appendingPathComponent("App.navgraph.json")
        try Data("navgraph 1\nroot Home\nscreen Home\n".utf8).write(to: file)
        for command in [
            ["render", file.path, "--format", "dot"], ["check", file.path], ["examples", file.path],
            ["fmt", file.path],
        ] {
            let result = try NavLintRunner.run(command)
            XCTAssertEqual(result.status, 2, command[0])
            let said = result.stdout + result.stderr
            XCTAssertTrue(said.contains("\(file.path):1:1: "), said)
            XCTAssertTrue(said.contains("rename it to \(folder.path)/App.nav"), said)
        }
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

    static let flatLabelSpec = """
        {"navgraph": 1, "app": "R", "links": {"schemes": ["app"]}, "root": "M0", "models": [
          {"id": "M0", "kind": "stack", "root": "M5"}, {"id": "M1", "kind": "stack", "root": "M6"},
          {"id": "M2", "kind": "screen", "edges": [{"via": "setRoot", "to": "M0"},
            {"via": "openURL", "url": "app://x", "label": "next step"}, {"via": "openURL", "url": "https://a.b/c", "label": "a\\nb"},
            {"via": "popover", "to": "M12", "label": "go"}]},
          {"id": "M3", "kind": "stack", "root": "M6"},
          {"id": "M4", "kind": "screen", "edges": [{"via": "fullScreenCover", "to": "M9", "stacked": true, "label": "go"},
            {"via": "push", "to": "M8", "label": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"}, {"via": "fullScreenCover", "to": "M4", "label": "go"}]},
          {"id": "M5", "kind": "stack", "root": "M2"}, {"id": "M6", "kind": "screen"}, {"id": "M7", "kind": "stack", "root": "M8"},
          {"id": "M8", "kind": "split", "sidebar": "M7", "detail": "M0"},
          {"id": "M9", "kind": "screen", "edges": [{"via": "sheet", "to": "M7", "label": "go"},
            {"via": "fullScreenCover", "to": "M11", "stacked": true, "label": "a\\nb"}]},
          {"id": "M10", "kind": "screen"}, {"id": "M11", "kind": "split", "sidebar": "M8", "detail": "M0"},
          {"id": "M12", "kind": "screen", "edges": [{"via": "openURL", "url": "app://x", "label": "go"},
            {"via": "popover", "to": "M5", "stacked": true, "label": "go"}, {"via": "popover", "to": "M0", "label": "go"}]},
          {"id": "M13", "kind": "screen"}],
         "routes": [{"id": "r0", "pattern": "app://p0", "target": "M2"}, {"id": "r1", "pattern": "app://p1", "target": "M10"},
          {"id": "r2", "pattern": "app://p2", "target": "M11"}]}
        """

    static let switchCycleSpec = """
        {"navgraph": 1, "app": "R", "links": {"schemes": ["app"]}, "root": "M0", "models": [
          {"id": "M0", "kind": "stack", "root": "M4"},
          {"id": "M1", "kind": "switch", "cases": [{"id": "c0", "model": "M5"}], "initial": "c0"},
          {"id": "M2", "kind": "screen", "edges": [{"via": "alert", "to": "M10"}]},
          {"id": "M3", "kind": "switch", "cases": [{"id": "c0", "model": "M11"}, {"id": "c1", "model": "M8"},
            {"id": "c2", "model": "M10"}], "initial": "c0"},
          {"id": "M4", "kind": "screen", "edges": [{"via": "openURL", "url": "https://a.b/c", "label": "x"}, {"via": "setRoot", "to": "M1"}]},
          {"id": "M5", "kind": "switch", "cases": [{"id": "c0", "model": "M0"}, {"id": "c1", "model": "M0"},
            {"id": "c2", "model": "M2"}], "initial": "c0"},
          {"id": "M10", "kind": "screen", "edges": [{"via": "sheet", "to": "M0", "label": "x"}, {"via": "openURL", "url": "https://a.b/c", "label": "x"}]}],
         "routes": [{"id": "r3", "pattern": "app://p3", "target": "M7"}]}
        """

    static let rankingTroubleSpec = """
        {"navgraph": 1, "app": "R", "links": {"schemes": ["app"]}, "root": "M0", "models": [{"id": "M0", "kind": "stack", "root": "M17"}, {"id": "M1", "kind": "screen", "edges": [{"via": "alert", "to": "M19", "label": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"}, {"via": "switch", "case": "M3.c0", "label": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"}, {"via": "sheet", "to": "M1", "label": "next step"}, {"via": "selectTab", "tab": "M4.t0", "label": "go"}]}, {"id": "M2", "kind": "screen"}, {"id": "M3", "kind": "switch", "cases": [{"id": "c0", "model": "M11"}, {"id": "c1", "model": "M7"}, {"id": "c2", "model": "M2"}], "initial": "c0"}, {"id": "M4", "kind": "tabs", "tabs": [{"id": "t0", "model": "M8"}, {"id": "t1", "model": "M0", "title": "A"}], "initial": "t0"}, {"id": "M5", "kind": "screen"}, {"id": "M6", "kind": "screen", "edges": [{"via": "selectTab", "tab": "M4.t0", "label": "go"}, {"via": "selectTab", "tab": "M14.t0", "label": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"}, {"via": "selectTab", "tab": "M15.t0"}, {"via": "sheet", "to": "M11", "label": "a\\nb"}]}, {"id": "M7", "kind": "stack", "root": "M14", "path": ["M18"]}, {"id": "M8", "kind": "dialog"}, {"id": "M9", "kind": "tabs", "tabs": [{"id": "t0", "model": "M10"}, {"id": "t1", "model": "M7", "title": "B &\\"x\\""}, {"id": "t2", "model": "M4", "title": "A"}], "initial": "t0"}, {"id": "M10", "kind": "screen", "edges": [{"via": "selectTab", "tab": "M17.t0", "label": "a\\nb"}, {"via": "selectTab", "tab": "M14.t0"}]}, {"id": "M11", "kind": "stack", "root": "M10", "path": ["M17"]}, {"id": "M12", "kind": "screen", "edges": [{"via": "dismiss"}, {"via": "sheet", "to": "M14", "label": "a\\nb"}, {"via": "fullScreenCover", "to": "M4"}]}, {"id": "M13", "kind": "stack", "root": "M0", "path": ["M12"]}, {"id": "M14", "kind": "tabs", "tabs": [{"id": "t0", "model": "M6", "title": "B &\\"x\\""}], "initial": "t0"}, {"id": "M15", "kind": "tabs", "tabs": [{"id": "t0", "model": "M12"}, {"id": "t1", "model": "M10", "title": "B &\\"x\\""}], "initial": "t0"}, {"id": "M16", "kind": "stack", "root": "M8"}, {"id": "M17", "kind": "tabs", "tabs": [{"id": "t0", "model": "M18", "title": "B &\\"x\\""}, {"id": "t1", "model": "M7", "title": "B &\\"x\\""}, {"id": "t2", "model": "M7", "title": "B &\\"x\\""}], "initial": "t0"}, {"id": "M18", "kind": "screen", "edges": [{"via": "setRoot", "to": "M19", "label": "next step"}]}, {"id": "M19", "kind": "split", "sidebar": "M7", "detail": "M8"}], "routes": [{"id": "r0", "pattern": "app://p0", "target": "M9"}]}
        """
}
