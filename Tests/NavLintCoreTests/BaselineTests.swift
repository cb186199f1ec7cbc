import XCTest

@testable import NavLintCore

final class BaselineTests: XCTestCase {
    private func diagnostic(
        _ rule: String, _ ids: [String], line: Int, file: String = "Samples/Shop.nav", message: String? = nil
    ) -> Diagnostic {
        Diagnostic(
            rule: rule, severity: .error, message: message ?? "\(rule) at line \(line)", file: file,
            location: SourceLocation(line: line, column: 3), ids: ids)
    }

    private func parse(_ text: String) throws(InputError) -> Baseline {
        try Baseline.parse(Array(text.utf8))
    }

    private func parseError(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> InputError? {
        do {
            let baseline = try parse(text)
            XCTFail("expected an error, got \(baseline)", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    func testSerializationIsSortedAndPretty() {
        let baseline = Baseline(diagnostics: [
            diagnostic("unreachable-model", ["Orphan"], line: 12),
            diagnostic("modal-trap", ["Paywall"], line: 3, message: "a \"quoted\"\nmessage"),
            diagnostic("duplicate-id", ["A"], line: 1, file: "Samples/Alpha.nav"),
        ])
        XCTAssertEqual(
            baseline.serialized(),
            """
            {
              "version": 1,
              "findings": [
                {
                  "file": "Samples/Alpha.nav",
                  "rule": "duplicate-id",
                  "ids": [
                    "A"
                  ],
                  "message": "duplicate-id at line 1"
                },
                {
                  "file": "Samples/Shop.nav",
                  "rule": "modal-trap",
                  "ids": [
                    "Paywall"
                  ],
                  "message": "a \\"quoted\\"\\nmessage"
                },
                {
                  "file": "Samples/Shop.nav",
                  "rule": "unreachable-model",
                  "ids": [
                    "Orphan"
                  ],
                  "message": "unreachable-model at line 12"
                }
              ]
            }

            """)
        XCTAssertEqual(Baseline(diagnostics: []).serialized(), "{\n  \"version\": 1,\n  \"findings\": []\n}\n")
    }

    func testRoundTrip() throws {
        let baseline = Baseline(diagnostics: [
            diagnostic("route-overlap", ["b", "a"], line: 4, message: "ünïcode \u{01} \\ / \t"),
            diagnostic("deep-link-only", [], line: 1, file: "./x.nav"),
        ])
        XCTAssertEqual(try parse(baseline.serialized()), baseline)
    }

    /// A file that cannot be read must stop every check: `syntax` and `schema` errors are never written
    /// into a baseline, and an entry for one (written by hand or by an older navlint) never hides one.
    func testInputErrorsAreNeverAccepted() throws {
        let syntax = diagnostic("syntax", [], line: 1)
        let schema = diagnostic("schema", [], line: 4)
        let finding = diagnostic("unreachable-model", ["Orphan"], line: 12)
        let written = Baseline(diagnostics: [syntax, schema, finding])
        XCTAssertEqual(written.entries.map(\.rule), ["unreachable-model"])
        XCTAssertFalse(written.serialized().contains("syntax"))

        let handWritten = try parse(
            """
            {"version": 1, "findings": [
              {"file": "Samples/Shop.nav", "rule": "syntax", "ids": [], "message": "m"},
              {"file": "Samples/Shop.nav", "rule": "schema", "ids": [], "message": "m"},
              {"file": "Samples/Shop.nav", "rule": "unreachable-model", "ids": ["Orphan"], "message": "m"}
            ]}
            """)
        XCTAssertEqual(handWritten.filter([syntax, schema, finding]), [syntax, schema])
        XCTAssertTrue(syntax.isInputError && schema.isInputError)
        XCTAssertFalse(finding.isInputError)
    }

    func testMatchingSurvivesLineMovesAndMessageChanges() {
        let baseline = Baseline(diagnostics: [diagnostic("unreachable-model", ["Orphan"], line: 12)])
        let moved = diagnostic("unreachable-model", ["Orphan"], line: 40)
        XCTAssertEqual(baseline.filter([moved]), [])
        var reworded = moved
        reworded.message = "a different text"
        reworded.severity = .warning
        XCTAssertEqual(baseline.filter([reworded]), [])
    }

    func testNewFindingsAreReported() {
        let baseline = Baseline(diagnostics: [diagnostic("unreachable-model", ["Orphan"], line: 12)])
        let otherID = diagnostic("unreachable-model", ["Lost"], line: 12)
        let otherRule = diagnostic("modal-trap", ["Orphan"], line: 12)
        let otherFile = diagnostic("unreachable-model", ["Orphan"], line: 12, file: "Samples/Other.nav")
        XCTAssertEqual(baseline.filter([otherID, otherRule, otherFile]), [otherID, otherRule, otherFile])
    }

    func testMultiplicity() {
        let baseline = Baseline(diagnostics: [diagnostic("back-edge-context", ["Settings"], line: 1)])
        let first = diagnostic("back-edge-context", ["Settings"], line: 5)
        let second = diagnostic("back-edge-context", ["Settings"], line: 9)
        XCTAssertEqual(baseline.filter([first, second]), [second])
        let twice = Baseline(diagnostics: [first, second])
        XCTAssertEqual(twice.filter([first, second]), [])
        XCTAssertEqual(twice.filter([first]), [])
    }

    func testIdOrderAndPathSpellingDoNotMatter() {
        let baseline = Baseline(diagnostics: [
            diagnostic("ambiguous-route", ["a", "b"], line: 2, file: "./Samples//Shop.nav")
        ])
        XCTAssertEqual(baseline.filter([diagnostic("ambiguous-route", ["b", "a"], line: 7)]), [])
    }

    func testParsesHandWrittenFiles() throws {
        let baseline = try parse(#"{"findings":[{"message":"m","ids":["X"],"rule":"r","file":"f.nav"}],"version":1}"#)
        XCTAssertEqual(baseline.entries, [Baseline.Entry(file: "f.nav", rule: "r", ids: ["X"], message: "m")])
    }

    func testParseErrorsSayWhere() {
        let syntax = parseError("{\n  \"version\": 1,\n  \"findings\": [,]\n}")
        XCTAssertEqual(syntax?.location, SourceLocation(line: 3, column: 16))
        XCTAssertEqual(parseError("")?.location, SourceLocation(line: 1, column: 1))

        let unknown = parseError("{\"version\": 1, \"findings\": [], \"extra\": true}")
        XCTAssertEqual(unknown?.location, SourceLocation(line: 1, column: 32))
        XCTAssertEqual(
            unknown?.message, "unknown key \"extra\" in the baseline; allowed keys: \"version\", \"findings\"")

        let version = parseError("{\"version\": 2, \"findings\": []}")
        XCTAssertEqual(version?.location, SourceLocation(line: 1, column: 13))
        XCTAssertEqual(version?.message, "unsupported baseline \"version\" 2; this navlint reads version 1")
        XCTAssertEqual(
            parseError("{\"version\": \"1\", \"findings\": []}")?.message,
            "unsupported baseline \"version\" a string; this navlint reads version 1")
        XCTAssertEqual(
            parseError("{\"findings\": []}")?.message, "the baseline has no \"version\"; expected \"version\": 1")
        XCTAssertEqual(
            parseError("{\"version\": 1}")?.message, "the baseline has no \"findings\"; expected an array of findings")
        XCTAssertEqual(parseError("[]")?.message, "the baseline must be an object, found an array")

        let missing = parseError(
            "{\"version\": 1, \"findings\": [\n  {\"file\": \"f\", \"rule\": \"r\", \"message\": \"m\"}\n]}")
        XCTAssertEqual(missing?.location, SourceLocation(line: 2, column: 3))
        XCTAssertEqual(missing?.message, "the finding has no \"ids\"; expected an array of strings")

        let badID = parseError(
            "{\"version\": 1, \"findings\": [{\"file\": \"f\", \"rule\": \"r\", \"ids\": [1], \"message\": \"m\"}]}")
        XCTAssertEqual(badID?.message, "each of \"ids\" must be a string, found a number")
        XCTAssertEqual(badID?.location, SourceLocation(line: 1, column: 64))

        let badFile = parseError(
            "{\"version\": 1, \"findings\": [{\"file\": null, \"rule\": \"r\", \"ids\": [], \"message\": \"m\"}]}")
        XCTAssertEqual(badFile?.message, "\"file\" must be a string, found null")

        let duplicate = parseError("{\"version\": 1, \"version\": 1, \"findings\": []}")
        XCTAssertEqual(duplicate?.message, "duplicate key \"version\" in the baseline")
        XCTAssertEqual(duplicate?.location, SourceLocation(line: 1, column: 16))
    }

    func testInvalidUTF8IsAnError() {
        XCTAssertThrowsError(try Baseline.parse([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D]))
    }

    func testJSONStringEscaping() {
        XCTAssertEqual(
            JSONOutput.quoted("a/b \"q\" \\ \n\r\t\u{08}\u{0C}\u{01}\u{1F}\u{7F} é \u{2028}"),
            #""a/b \"q\" \\ \n\r\t\b\f\u0001\u001f\u007f é \u2028""#)
        XCTAssertEqual(JSONOutput.object([:]).prettyPrinted(), "{}")
        XCTAssertEqual(
            JSONOutput.array([.integer(-3), .bool(true), .null]).prettyPrinted(), "[\n  -3,\n  true,\n  null\n]")
    }
}
