import Foundation
import XCTest

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A spec read from a stream whose name says nothing of its form (bash's `<(git show HEAD:app.nav)`, a FIFO,
/// `/dev/stdin`) is read in the form its text shows: JSON when it starts with `{`, the DSL otherwise. Errors
/// name the file as it was given, and its configuration is looked up from the current folder.
final class SpecStreamTests: XCTestCase {
    private var folder: URL!

    private static let spec = """
        navgraph 1
        app "Shop"
        links scheme shop
        root HomeStack

        stack HomeStack root Home
        screen Home { push Product "open" }
        screen Product(id: Int)

        route product "shop://products/{id:int}" -> Product

        """

    override func setUpWithError() throws {
        folder = try NavLintRunner.temporaryFolder(for: self)
        try write(Self.spec, to: "app.nav")
        // The route's id and pattern both change, so the finding points into the old version, read from a stream.
        let moved = Self.spec.replacingOccurrences(
            of: "route product \"shop://products", with: "route item \"shop://items")
        try write(moved, to: "new.nav")
    }

    private func write(_ text: String, to name: String) throws {
        try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    /// Runs a bash command line in the test's folder, with `$NAVLINT` the navlint under test.
    private func bash(_ script: String) throws -> NavLintRunner.Result {
        try NavLintRunner.run(
            ["-c", script], in: folder, environment: ["NAVLINT": NavLintRunner.binary.path],
            program: URL(fileURLWithPath: "/bin/bash"))
    }

    func testCheckDiffAndRenderReadADSLSpecThroughProcessSubstitution() throws {
        let check = try bash(#""$NAVLINT" check <(cat app.nav)"#)
        XCTAssertEqual(check.status, 0, check.stderr + check.stdout)
        XCTAssertEqual(check.stdout, "no problems in 1 file\n")

        let diff = try bash(#""$NAVLINT" diff <(cat app.nav) new.nav"#)
        XCTAssertEqual(diff.status, 1, diff.stderr)
        let removed = try XCTUnwrap(diff.stdout.split(separator: "\n").first.map(String.init), diff.stdout)
        XCTAssertTrue(
            removed.range(of: #"^/dev/fd/\d+:10:15: error: route product is gone"#, options: .regularExpression) != nil,
            diff.stdout)

        let render = try bash(#""$NAVLINT" render -f mermaid <(cat app.nav)"#)
        XCTAssertEqual(render.status, 0, render.stderr)
        XCTAssertTrue(render.stdout.contains(#"model_Product("Product(id: int)")"#), render.stdout)
    }

    func testTheOtherCommandsReadADSLSpecThroughProcessSubstitution() throws {
        let resolve = try bash(#""$NAVLINT" resolve <(cat app.nav) shop://products/3"#)
        XCTAssertEqual(resolve.status, 0, resolve.stderr)
        XCTAssertTrue(resolve.stdout.contains("route: product"), resolve.stdout)

        let coverage = try bash(#""$NAVLINT" coverage <(cat app.nav) --urls <(echo shop://products/2)"#)
        XCTAssertEqual(coverage.status, 0, coverage.stderr)
        XCTAssertTrue(coverage.stdout.hasPrefix("route coverage: 100%"), coverage.stdout)

        let format = try bash(#""$NAVLINT" fmt <(cat app.nav)"#)
        XCTAssertEqual(format.status, 0, format.stderr)
        XCTAssertEqual(format.stdout, Self.spec, "the DSL is written back as the DSL")

        let gen = try bash(#""$NAVLINT" gen swift <(cat app.nav) -o Links.swift"#)
        XCTAssertEqual(gen.status, 0, gen.stderr)
        let code = try String(contentsOf: folder.appendingPathComponent("Links.swift"), encoding: .utf8)
        XCTAssertTrue(code.contains("case product("), code)
    }

    func testAnErrorNamesTheStreamAsGiven() throws {
        try write(Self.spec.replacingOccurrences(of: "screen Product(id: Int)\n", with: ""), to: "broken.nav")
        let check = try bash(#""$NAVLINT" check <(cat broken.nav)"#)
        XCTAssertEqual(check.status, 1, check.stderr)
        let expected = #"^/dev/fd/\d+:7:20: error: the push target Product of Home names no model \[undefined-"#
        XCTAssertTrue(check.stdout.range(of: expected, options: .regularExpression) != nil, check.stdout)
        let render = try bash(#""$NAVLINT" render -f dot <(printf 'navgraph 1\nroot A\nscreen A {\n  push\n}\n')"#)
        XCTAssertEqual(render.status, 2, render.stderr)
        XCTAssertTrue(
            render.stderr.range(of: #"/dev/fd/\d+:4:\d+: .*\[(syntax|schema)\]"#, options: .regularExpression) != nil,
            render.stderr)
        XCTAssertFalse(render.stderr.contains("rename"), render.stderr)
    }

    func testAFIFOAndDevStdinAreReadInTheFormTheirTextShows() throws {
        let fifo = folder.appendingPathComponent("spec.fifo")
        XCTAssertEqual(mkfifo(fifo.path, 0o600), 0)
        let check = try bash(#"cat app.nav > spec.fifo & "$NAVLINT" check spec.fifo; status=$?; wait; exit $status"#)
        XCTAssertEqual(check.status, 0, check.stderr + check.stdout)
        XCTAssertEqual(check.stdout, "no problems in 1 file\n")

        let json = try bash(
            #""$NAVLINT" fmt --to json app.nav > app.navgraph.json && "$NAVLINT" fmt /dev/stdin < app.navgraph.json"#)
        XCTAssertEqual(json.status, 0, json.stderr)
        XCTAssertTrue(json.stdout.hasPrefix("{\n  \"navgraph\": 1,"), "JSON stays JSON: \(json.stdout)")

        let diff = try bash(#"cat app.nav | "$NAVLINT" diff /dev/stdin new.nav"#)
        XCTAssertEqual(diff.status, 1, diff.stderr)
        XCTAssertTrue(diff.stdout.hasPrefix("/dev/stdin:10:15: error: route product is gone"), diff.stdout)
    }

    /// A stream lives in no folder of the project: its configuration is the current folder's.
    func testAStreamsConfigurationIsTheCurrentFolders() throws {
        try write(Self.spec.replacingOccurrences(of: "screen Product(id: Int)\n", with: ""), to: "broken.nav")
        try write("rules:\n  undefined-reference: warning\n", to: ".navlint.yml")
        let check = try bash(#""$NAVLINT" check <(cat broken.nav)"#)
        XCTAssertEqual(check.status, 0, check.stdout)
        XCTAssertTrue(check.stdout.contains("warning: the push target Product"), check.stdout)
    }

    /// A name that states its form keeps it: DSL text in a `.json` file still gets the hint to rename it.
    func testANameThatStatesItsFormWins() throws {
        try write(Self.spec, to: "app.json")
        let check = try bash(#""$NAVLINT" check app.json"#)
        XCTAssertEqual(check.status, 2, check.stdout)
        XCTAssertTrue(check.stdout.contains("rename it to app.nav"), check.stdout)
    }
}
