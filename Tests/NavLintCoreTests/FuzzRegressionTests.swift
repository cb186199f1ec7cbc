import Foundation
import NavLintCore
import XCTest

/// Inputs found by fuzzing (see docs/ROBUSTNESS.md), and the input limits the fuzzers lean on. Each input goes
/// through the same steps as the `json` and `nav` fuzz harnesses: read, and when the spec reads, lint it and
/// check that its canonical text reads back unchanged. How fast these inputs run is measured by
/// scripts/bench.py, not here.
final class FuzzRegressionTests: XCTestCase {
    /// What the harness does with one input; returns the errors when the input does not read.
    @discardableResult
    private func runLikeTheHarness(
        _ bytes: [UInt8], _ format: SpecFormat, file: StaticString = #filePath, line: UInt = #line
    ) -> [InputError] {
        let spec: Spec
        do {
            spec = try SpecReader.read(bytes, format: format)
        } catch {
            XCTAssertFalse(error.errors.isEmpty, "the reader threw no error", file: file, line: line)
            return error.errors
        }
        _ = AnalysisSettings.defaults.validateInlineSettings(spec)
        _ = Analysis(spec: spec, file: "input").diagnostics()
        let json = JSONSpecWriter.write(spec)
        let dsl = NavDSLWriter.write(spec)
        XCTAssertEqual(
            (try? JSONSpecReader.read(Array(json.utf8))).map(JSONSpecWriter.write), json, file: file, line: line)
        XCTAssertEqual((try? NavDSLReader.read(dsl)).map(NavDSLWriter.write), dsl, file: file, line: line)
        return []
    }

    // MARK: Found by fuzzing

    /// The nav harness ran slowly on inputs full of long unknown words: every "did you mean" hint computed
    /// a full edit-distance table between the word and each candidate, allocating one row per byte of the
    /// word. Thousands of long unknown JSON keys took minutes; now words too long to be near a candidate are
    /// skipped at once.
    func testManyLongUnknownJSONKeysGetNoHints() {
        let keys = (0..<2_000).map { "\"\(String(repeating: "k", count: 1_000))\($0)\": 1" }
        let bytes = Array("{\"navgraph\": 1, \"root\": \"A\", \"models\": [], \(keys.joined(separator: ", "))}".utf8)
        var errors: [InputError] = []
        errors = runLikeTheHarness(bytes, .json)
        let unknown = errors.filter { $0.message.hasPrefix("unknown key") }
        XCTAssertEqual(unknown.count, SpecErrors.maximumCount, "one file reports at most this many errors")
        XCTAssertTrue(unknown.allSatisfy { $0.kind == .schema && !$0.message.contains("did you mean") })
    }

    func testALongUnknownDSLWordIsOneError() {
        let bytes = Array("navgraph 1\n\(String(repeating: "s", count: 1_000_000)) A\n".utf8)
        var errors: [InputError] = []
        errors = runLikeTheHarness(bytes, .nav)
        XCTAssertEqual(errors.count, 1)
        XCTAssertEqual(errors.first?.kind, .syntax)
        XCTAssertEqual(errors.first?.location, SourceLocation(line: 2, column: 1))
    }

    /// The fix keeps the hints: near words are still suggested, in both forms.
    func testNearWordsAreStillSuggested() {
        let json = runLikeTheHarness(Array(#"{"navgraph": 1, "root": "A", "modles": []}"#.utf8), .json)
        XCTAssertTrue(json.contains { $0.message.contains(#"did you mean "models""#) }, "\(json)")
        let dsl = runLikeTheHarness(Array("navgraph 1\nscren A\n".utf8), .nav)
        XCTAssertTrue(dsl.contains { $0.message.contains(#"did you mean "screen""#) }, "\(dsl)")
        XCTAssertNil(Suggestion.closest(to: String(repeating: "x", count: 100_000), among: ["screen", "stack"]))
        XCTAssertEqual(Suggestion.closest(to: "STAKC", among: ["screen", "stack"]), "stack")
    }

    /// Minimized from a `routes` timeout: a literal route with many segments and two identical `{rest*}`
    /// routes under it. Looking for an example URL of one tail route, the other covers every URL, and the
    /// witness search walked the whole product space of the path (a few values per segment, so exponential
    /// in the segments) until its budget ran out: 12 s on four lines in the harness. The search now skips
    /// a subtree as soon as a blocker it keeps matches everything below it.
    func testATailRouteCoveredByItsTwinIsAnalysed() throws {
        let json = """
            {
              "navgraph": 1,
              "links": { "schemes": ["books"] },
              "root": "Home",
              "models": [{ "id": "Home", "kind": "screen" }],
              "routes": [
                { "id": "long", "pattern": "books://books/a/b/c/d/e/f/g/h/i/j/k/l/m", "target": "Home" },
                { "id": "rest", "pattern": "books://books/{rest*}", "target": "Home" },
                { "id": "rest-again", "pattern": "books://books/{path*}", "target": "Home" }
              ]
            }
            """
        let spec = try JSONSpecReader.read(Array(json.utf8))
        let diagnostics = Analysis(spec: spec, file: "input").diagnostics()
        XCTAssertEqual(diagnostics.filter { $0.rule == "duplicate-route" }.map(\.ids), [["rest", "rest-again"]])
        // The same with a twin that differs in shape only by an optional query item: it ties with `rest`
        // on every URL, so the example search for `rest` has it as a blocker that matches everything.
        let tie = try JSONSpecReader.read(
            Array(json.replacingOccurrences(of: "books://books/{path*}", with: "books://books/{path*}?ref={r?}").utf8))
        let found = Analysis(spec: tie, file: "input").diagnostics().filter {
            $0.rule == "ambiguous-route"
        }
        XCTAssertEqual(found.map(\.ids), [["rest", "rest-again"]])
        let routes = RouteFacts(spec: tie, graph: NavGraph(spec: tie))
        XCTAssertEqual(routes.analysis.examples(), ["books://books/a/b/c/d/e/f/g/h/i/j/k/l/m", nil, nil])
    }

    // MARK: Limits

    /// Nesting far past the limit is one syntax error, not a stack overflow.
    func testDeepJSONNestingIsASyntaxError() {
        let bytes = Array(String(repeating: "[", count: 100_000).utf8)
        let errors = runLikeTheHarness(bytes, .json)
        XCTAssertEqual(errors.count, 1)
        XCTAssertEqual(errors.first?.kind, .syntax)
        XCTAssertTrue(
            errors.first?.message.contains("nested more than \(JSONParser.defaultMaximumDepth)") == true, "\(errors)")
    }

    /// The DSL reader stops after about a hundred errors, however many lines are wrong.
    func testDSLErrorsAreCapped() {
        let text = "navgraph 1\n" + (0..<5_000).map { "bogus\($0) x\n" }.joined()
        var errors: [InputError] = []
        errors = runLikeTheHarness(Array(text.utf8), .nav)
        XCTAssertGreaterThanOrEqual(errors.count, 100)
        XCTAssertLessThanOrEqual(errors.count, 102)
        XCTAssertEqual(errors.first?.location, SourceLocation(line: 2, column: 1))
    }

    /// The harness's steps hold on every seed: the samples and the DSL seeds in Tests/Fuzz/nav.
    func testSeedsPassTheHarnessSteps() throws {
        let dslSeeds = SampleFiles.packageRoot.appendingPathComponent("Tests/Fuzz/nav")
        let dslFiles = try [SampleFiles.samplesDirectory, dslSeeds].flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".nav") }.sorted()
                .map { folder.appendingPathComponent($0) }
        }
        let files =
            try SampleFiles.specs(in: SampleFiles.samplesDirectory) + SampleFiles.specs(in: SampleFiles.brokenDirectory)
            + dslFiles
        XCTAssertGreaterThan(dslFiles.count, 20)
        for file in files {
            let bytes = try SampleFiles.bytes(of: file)
            runLikeTheHarness(bytes, SpecFormat(fileName: file.lastPathComponent, bytes: bytes))
        }
    }
}
