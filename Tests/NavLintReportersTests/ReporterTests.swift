import Foundation
import NavLintCore
import NavLintReporters
import NavLintTestSupport
import XCTest

#if canImport(FoundationXML)
import FoundationXML
#endif

final class SARIFTests: XCTestCase {
    /// Validates the SARIF output against the published 2.1.0 schema (see ``JSONSchemaValidator/sarifSchema``);
    /// skipped when python3 with jsonschema is missing.
    func testOutputValidatesAgainstTheSchema() throws {
        for (name, report) in [("tricky", Fixtures.tricky), ("empty", Fixtures.empty)] {
            let output = ReportFormat.sarif.reporter(Fixtures.options).render(report)
            XCTAssertNil(try Self.schemaVerdict(output), name)
        }
    }

    func testFailureReportValidatesAgainstTheSchema() throws {
        let output = SARIFReporter(toolVersion: "1.2.3").renderFailure("bad.yml:1:1: unknown key 'bogus'")
        XCTAssertNil(try Self.schemaVerdict(output))
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let run = try XCTUnwrap((document["runs"] as? [[String: Any]])?.first)
        XCTAssertEqual((run["results"] as? [Any])?.count, 0)
        let invocation = try XCTUnwrap((run["invocations"] as? [[String: Any]])?.first)
        XCTAssertEqual(invocation["executionSuccessful"] as? Bool, false)
        let notification = try XCTUnwrap((invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
        XCTAssertEqual(notification["level"] as? String, "error")
        XCTAssertEqual(
            (notification["message"] as? [String: Any])?["text"] as? String, "bad.yml:1:1: unknown key 'bogus'")
    }

    func testTheValidatorRejectsABrokenDocument() throws {
        let output = ReportFormat.sarif.reporter(Fixtures.options).render(Fixtures.tricky)
            .replacingOccurrences(of: "\"level\": \"note\"", with: "\"level\": \"info\"")
        XCTAssertNotNil(try Self.schemaVerdict(output))
    }

    func testResultsPointAtTheirRules() throws {
        let output = ReportFormat.sarif.reporter(Fixtures.options).render(Fixtures.tricky)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let run = try XCTUnwrap((document["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, Fixtures.tricky.diagnostics.count)
        for result in results {
            let index = try XCTUnwrap(result["ruleIndex"] as? Int)
            XCTAssertEqual(rules[index]["id"] as? String, result["ruleId"] as? String)
        }
        XCTAssertEqual(driver["version"] as? String, "1.2.3")
    }

    func testFingerprintsIgnoreLinesAndMessagesButNotIds() {
        let base = Diagnostic(
            rule: "unreachable-model", severity: .error, message: "at line 3",
            file: "A.nav", location: SourceLocation(line: 3, column: 1), ids: ["X"])
        var moved = base
        moved.location = SourceLocation(line: 40, column: 9)
        moved.message = "at line 40"
        var other = base
        other.ids = ["Y"]
        XCTAssertEqual(fingerprint(base), fingerprint(moved))
        XCTAssertNotEqual(fingerprint(base), fingerprint(other))
    }

    /// Two findings of one rule about the same elements (a pop and a dismiss from one screen) get
    /// different fingerprints, and both keep theirs when the lines above them move.
    func testFingerprintsTellApartFindingsAboutTheSameElements() throws {
        func diagnostic(_ message: String, line: Int, file: String = "A.nav") -> Diagnostic {
            Diagnostic(
                rule: "back-edge-context", severity: .warning, message: message, file: file,
                location: SourceLocation(line: line, column: 5), ids: ["Settings"])
        }
        let pop = diagnostic("Settings does pop, but it is never pushed", line: 30)
        let dismiss = diagnostic("Settings does dismiss, but it is never presented or pushed", line: 31)
        let before = try fingerprints([pop, dismiss])
        XCTAssertEqual(before.count, 2)
        XCTAssertEqual(Set(before).count, 2, "each result has its own fingerprint: \(before)")

        var movedPop = pop
        movedPop.location.line = 42
        var movedDismiss = dismiss
        movedDismiss.location.line = 43
        XCTAssertEqual(try fingerprints([movedPop, movedDismiss]), before, "moving lines keeps the fingerprints")

        let otherFile = diagnostic("Settings does pop, but it is never pushed", line: 30, file: "B.nav")
        XCTAssertEqual(
            Set(try fingerprints([pop, dismiss, otherFile])).count, 3,
            "the same finding in another file is another result")
    }

    /// The rules as a configuration sets them: a rule turned off is described as not enabled, a rule
    /// turned on appears as enabled, and levels are the configured ones.
    func testRuleDescriptorsFollowTheConfiguration() throws {
        let settings = Configuration(rules: ["modal-trap": .error, "unreachable-model": .off, "route-overlap": .note])
        let rules = Configuration.rulesInForce(Fixtures.rules, under: [settings])
        let output = ReportFormat.sarif.reporter(Fixtures.options).render(
            LintReport(diagnostics: [], files: ["a.nav"], rules: rules))
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let run = try XCTUnwrap((document["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let descriptors = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        func configuration(of id: String) -> [String: Any]? {
            descriptors.first { $0["id"] as? String == id }?["defaultConfiguration"] as? [String: Any]
        }
        XCTAssertEqual(configuration(of: "modal-trap")?["level"] as? String, "error")
        XCTAssertNil(configuration(of: "modal-trap")?["enabled"])
        XCTAssertEqual(configuration(of: "unreachable-model")?["enabled"] as? Bool, false)
        XCTAssertNil(configuration(of: "route-overlap")?["enabled"], "turned on by the configuration")
        XCTAssertEqual(configuration(of: "route-overlap")?["level"] as? String, "note")
        XCTAssertEqual(configuration(of: "deep-link-only")?["level"] as? String, "note")
    }

    func testPathsBecomeURIs() throws {
        let absolute = Diagnostic(
            rule: "syntax", severity: .error, message: "m", file: "/tmp/a b/ü.nav",
            location: .start, ids: [])
        let output = ReportFormat.sarif.reporter(Fixtures.options)
            .render(LintReport(diagnostics: [absolute], files: [absolute.file], rules: []))
        XCTAssertTrue(output.contains("\"uri\": \"file:///tmp/a%20b/%C3%BC.nav\""), output)
        XCTAssertFalse(output.contains("%SRCROOT%"))
    }

    /// The fingerprints of the results, in report order.
    private func fingerprints(_ diagnostics: [Diagnostic]) throws -> [String] {
        let output = ReportFormat.sarif.reporter(Fixtures.options)
            .render(LintReport(diagnostics: diagnostics, files: [], rules: Fixtures.rules))
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let results = try XCTUnwrap((document["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        return results.compactMap { ($0["partialFingerprints"] as? [String: String])?[SARIFReporter.fingerprintKey] }
    }

    private func fingerprint(_ diagnostic: Diagnostic) -> String? {
        let output = ReportFormat.sarif.reporter(Fixtures.options)
            .render(LintReport(diagnostics: [diagnostic], files: [diagnostic.file], rules: Fixtures.rules))
        guard let line = output.split(separator: "\n").first(where: { $0.contains(SARIFReporter.fingerprintKey) })
        else { return nil }
        return line.split(separator: "\"", omittingEmptySubsequences: false).dropLast().last.map(String.init)
    }

    /// Validates `sarif` against the published SARIF 2.1.0 schema: nil when it validates, else why not.
    static func schemaVerdict(_ sarif: String) throws -> String? {
        guard let schema = JSONSchemaValidator.sarifSchema else {
            throw XCTSkip("the SARIF 2.1.0 schema was not found; set NAVLINT_SARIF_SCHEMA")
        }
        switch try JSONSchemaValidator.validate(Data(sarif.utf8), against: schema) {
        case .verdicts(let verdicts): return verdicts[0]
        case .unavailable(let reason): throw XCTSkip(reason)
        case .failed(let output): return output
        }
    }
}

final class GitHubAnnotationTests: XCTestCase {
    func testEscapingFollowsTheActionsToolkit() {
        XCTAssertEqual(GitHubReporter.escapeData("100% done\r\nnext: a,b"), "100%25 done%0D%0Anext: a,b")
        XCTAssertEqual(GitHubReporter.escapeProperty("100% done\r\nnext: a,b"), "100%25 done%0D%0Anext%3A a%2Cb")
        XCTAssertEqual(GitHubReporter.escapeData("%25"), "%2525")
    }

    /// Each line reads back, the way the runner reads it, as the diagnostic: line breaks survive, and
    /// control characters other than CR, LF and tab arrive as visible escapes.
    func testEveryLineParsesBackToTheDiagnostic() throws {
        let output = ReportFormat.github.reporter(Fixtures.options).render(Fixtures.tricky)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        XCTAssertEqual(lines.count, Fixtures.tricky.diagnostics.count)
        for (line, diagnostic) in zip(lines, Fixtures.tricky.diagnostics) {
            let command = try XCTUnwrap(Self.parse(String(line)), String(line))
            let expected = ["error": "error", "warning": "warning", "note": "notice"][diagnostic.severity.rawValue]
            XCTAssertEqual(command.name, expected)
            XCTAssertEqual(command.properties["file"], diagnostic.file)
            XCTAssertEqual(command.properties["line"], String(diagnostic.line))
            XCTAssertEqual(command.properties["col"], String(diagnostic.column))
            XCTAssertEqual(command.properties["title"], "navlint: \(diagnostic.rule)")
            XCTAssertEqual(command.message, Self.visible(diagnostic.message))
        }
    }

    func testControlCharactersNeverReachTheLog() {
        let diagnostic = Diagnostic(
            rule: "syntax", severity: .error, message: "a\u{1B}]0;owned\u{07} b\u{00}c\u{7F}\u{9B}",
            file: "x\u{1B}[2J.nav", location: .start, ids: [])
        let output = GitHubReporter().render(LintReport(diagnostics: [diagnostic], files: [], rules: []))
        XCTAssertFalse(
            output.dropLast().unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, output)
        XCTAssertEqual(
            output,
            "::error file=x\\u{1B}[2J.nav,line=1,col=1,title=navlint%3A syntax::a\\u{1B}]0;owned\\u{7} b\\u{0}c\\u{7F}\\u{9B}\n"
        )
        let tricky = ReportFormat.github.reporter(Fixtures.options).render(Fixtures.tricky)
        XCTAssertFalse(tricky.contains("\u{1B}"), "the golden report's ESC is escaped")
    }

    func testPrintableTextPassesUnchangedAndOnlyControlCharactersAreEscaped() {
        XCTAssertEqual(singleLine("screen S0 is gone [model-removed]"), "screen S0 is gone [model-removed]")
        XCTAssertEqual(singleLine("Caf\u{E9} \u{1F600} \u{A0}"), "Caf\u{E9} \u{1F600} \u{A0}")
        XCTAssertEqual(singleLine("a\u{85}b\u{2028}c\u{2029}\td"), "a\\u{85}b\\u{2028}c\\u{2029}\\td")
        XCTAssertEqual(singleLine("~\u{7F}"), "~\\u{7F}")
    }

    /// `text` as the github report shows it once read back: control characters other than CR, LF and
    /// tab as `\u{…}` escapes.
    private static func visible(_ text: String) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            if scalar != "\r" && scalar != "\n" && scalar != "\t"
                && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
            {
                output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// Reads a workflow command the way the runner does: `::name k=v,k=v::message`, then unescapes.
    static func parse(_ line: String) -> (name: String, properties: [String: String], message: String)? {
        guard line.hasPrefix("::") else { return nil }
        let rest = line.dropFirst(2)
        guard let end = rest.range(of: "::") else { return nil }
        let head = rest[..<end.lowerBound]
        let message = unescape(String(rest[end.upperBound...]), property: false)
        let parts = head.split(separator: " ", maxSplits: 1)
        guard let name = parts.first else { return nil }
        var properties: [String: String] = [:]
        if parts.count == 2 {
            for pair in parts[1].split(separator: ",") {
                guard let equals = pair.firstIndex(of: "=") else { return nil }
                properties[String(pair[..<equals])] = unescape(
                    String(pair[pair.index(after: equals)...]), property: true)
            }
        }
        return (String(name), properties, message)
    }

    private static func unescape(_ text: String, property: Bool) -> String {
        var result = text.replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%0A", with: "\n")
        if property {
            result = result.replacingOccurrences(of: "%3A", with: ":").replacingOccurrences(of: "%2C", with: ",")
        }
        return result.replacingOccurrences(of: "%25", with: "%")
    }
}

final class XMLReportTests: XCTestCase {
    /// What an XML 1.0 attribute or text can hold of `text`: disallowed control characters become U+FFFD.
    private func xmlSafe(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { scalar in
                    scalar.value < 0x20 && !["\t", "\n", "\r"].contains(scalar) ? "\u{FFFD}" : scalar
                }))
    }

    func testCheckstyleParsesAndKeepsEveryCharacter() throws {
        let output = ReportFormat.checkstyle.reporter(Fixtures.options).render(Fixtures.tricky)
        let document = try XMLDocument(xmlString: output, options: [])
        let root = try XCTUnwrap(document.rootElement())
        XCTAssertEqual(root.name, "checkstyle")
        XCTAssertEqual(root.attribute(forName: "version")?.stringValue, "4.3")
        let files = root.elements(forName: "file")
        XCTAssertEqual(files.compactMap { $0.attribute(forName: "name")?.stringValue }, Fixtures.tricky.files)
        let errors = files.flatMap { $0.elements(forName: "error") }
        XCTAssertEqual(errors.count, Fixtures.tricky.diagnostics.count)
        let messages = Set(errors.compactMap { $0.attribute(forName: "message")?.stringValue })
        XCTAssertEqual(messages, Set(Fixtures.tricky.diagnostics.map { xmlSafe($0.message) }))
        let severities = Set(errors.compactMap { $0.attribute(forName: "severity")?.stringValue })
        XCTAssertEqual(severities, ["error", "warning", "info"])
        XCTAssertTrue(errors.allSatisfy { $0.attribute(forName: "source")?.stringValue?.hasPrefix("navlint.") == true })
    }

    /// Without --strict only errors fail a test case; warnings are listed as output, as notes are.
    func testJUnitFailsOnlyWhatFailsTheRun() throws {
        let output = ReportFormat.junit.reporter(Fixtures.options).render(Fixtures.tricky)
        let document = try XMLDocument(xmlString: output, options: [])
        let root = try XCTUnwrap(document.rootElement())
        // unreachable-model in Shop and syntax in the odd file are errors; modal-trap and custom-check are warnings.
        XCTAssertEqual(root.attribute(forName: "failures")?.stringValue, "2")
        let trap = try XCTUnwrap(
            root.elements(forName: "testsuite").first?.elements(forName: "testcase").first {
                $0.attribute(forName: "name")?.stringValue == "modal-trap"
            })
        XCTAssertTrue(trap.elements(forName: "failure").isEmpty)
        XCTAssertEqual(trap.elements(forName: "system-out").first?.stringValue?.hasSuffix(Fixtures.trickyMessage), true)
    }

    /// Test cases are the rules in force: a rule the configuration turns off is not listed (unless it
    /// reported something), a rule it turns on is.
    func testJUnitListsTheRulesInForce() throws {
        let configuration = Configuration(rules: ["unreachable-model": .off, "route-overlap": .note])
        let rules = Configuration.rulesInForce(Fixtures.rules, under: [configuration])
        let output = ReportFormat.junit.reporter(Fixtures.options).render(
            LintReport(diagnostics: [], files: ["a.nav"], rules: rules))
        let document = try XMLDocument(xmlString: output, options: [])
        let names = try XCTUnwrap(
            document.rootElement()?.elements(forName: "testsuite").first?.elements(forName: "testcase")
        )
        .compactMap { $0.attribute(forName: "name")?.stringValue }
        XCTAssertEqual(names, ["syntax", "modal-trap", "deep-link-only", "route-overlap"])
    }

    func testJUnitParsesAndCountsFailures() throws {
        var options = Fixtures.options
        options.strict = true
        let output = ReportFormat.junit.reporter(options).render(Fixtures.tricky)
        let document = try XMLDocument(xmlString: output, options: [])
        let root = try XCTUnwrap(document.rootElement())
        XCTAssertEqual(root.name, "testsuites")
        let suites = root.elements(forName: "testsuite")
        XCTAssertEqual(suites.compactMap { $0.attribute(forName: "name")?.stringValue }, Fixtures.tricky.files)
        var failureCount = 0
        for suite in suites {
            let cases = suite.elements(forName: "testcase")
            XCTAssertEqual(suite.attribute(forName: "tests")?.stringValue, String(cases.count))
            let failing = cases.filter { !$0.elements(forName: "failure").isEmpty }
            XCTAssertEqual(suite.attribute(forName: "failures")?.stringValue, String(failing.count))
            failureCount += failing.count
        }
        XCTAssertEqual(root.attribute(forName: "failures")?.stringValue, String(failureCount))
        // With --strict the errors and warnings fail (modal-trap and unreachable-model in Shop, syntax and
        // custom-check in the odd file); notes do not.
        XCTAssertEqual(failureCount, 4)
        let trap = try XCTUnwrap(
            suites.first?.elements(forName: "testcase").first {
                $0.attribute(forName: "name")?.stringValue == "modal-trap"
            })
        XCTAssertEqual(trap.elements(forName: "failure").first?.stringValue?.hasSuffix(Fixtures.trickyMessage), true)
    }

    func testEmptyReportsParse() throws {
        for format in [ReportFormat.junit, .checkstyle] {
            let output = format.reporter(Fixtures.options).render(LintReport(diagnostics: [], files: [], rules: []))
            XCTAssertNoThrow(try XMLDocument(xmlString: output, options: []), "\(format)")
        }
    }
}

final class TextAndJSONReportTests: XCTestCase {
    func testSummaryLines() {
        let reporter = TextReporter()
        let one = Diagnostic(rule: "r", severity: .error, message: "m", file: "a.nav", location: .start, ids: [])
        var warning = one
        warning.severity = .warning
        XCTAssertEqual(
            reporter.render(LintReport(diagnostics: [], files: ["a.nav"], rules: [])), "no problems in 1 file\n")
        XCTAssertEqual(
            reporter.render(LintReport(diagnostics: [one, warning], files: ["a.nav", "b.nav", "c.nav"], rules: [])),
            "a.nav:1:1: error: m [r]\na.nav:1:1: warning: m [r]\n1 error, 1 warning in 3 files\n"
        )
    }

    /// A report long enough to be written in runs on several cores reads as the lines of its diagnostics, in order.
    func testALongReportIsWrittenLineByLineInOrder() {
        let severities: [Severity] = [.error, .warning, .note]
        let diagnostics = (0..<5_000).map { index in
            Diagnostic(
                rule: "rule-\(index % 7)", severity: severities[index % 3], message: "message \(index)",
                file: index < 2_500 ? "a.nav" : "b\nc.nav",
                location: SourceLocation(line: index + 1, column: index % 40 + 1), ids: [])
        }
        for colorize in [false, true] {
            let reporter = TextReporter(colorize: colorize, quiet: true)
            let whole = reporter.render(LintReport(diagnostics: diagnostics, files: [], rules: []))
            let oneByOne = diagnostics.map { reporter.render(LintReport(diagnostics: [$0], files: [], rules: [])) }
            XCTAssertEqual(whole, oneByOne.joined())
        }
        let plain = TextReporter(quiet: true).render(LintReport(diagnostics: diagnostics, files: [], rules: []))
        XCTAssertTrue(plain.hasPrefix("a.nav:1:1: error: message 0 [rule-0]\na.nav:2:2: warning: message 1 [rule-1]\n"))
        XCTAssertTrue(plain.hasSuffix("b\\nc.nav:5000:40: warning: message 4999 [rule-1]\n"))
    }

    func testColorIsOnlyUsedWhenAsked() {
        let plain = TextReporter(colorize: false).render(Fixtures.tricky)
        let colored = TextReporter(colorize: true).render(Fixtures.tricky)
        XCTAssertFalse(plain.contains("\u{1B}["))
        XCTAssertTrue(colored.contains("\u{1B}[1;31merror:\u{1B}[0m"))
    }

    func testJSONReportReadsBackWithEveryField() throws {
        let output = ReportFormat.json.reporter(Fixtures.options).render(Fixtures.tricky)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        XCTAssertEqual(document["version"] as? Int, 1)
        let diagnostics = try XCTUnwrap(document["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(diagnostics.count, Fixtures.tricky.diagnostics.count)
        for (object, diagnostic) in zip(diagnostics, Fixtures.tricky.diagnostics) {
            XCTAssertEqual(object["rule"] as? String, diagnostic.rule)
            XCTAssertEqual(object["severity"] as? String, diagnostic.severity.rawValue)
            XCTAssertEqual(object["message"] as? String, diagnostic.message)
            XCTAssertEqual(object["file"] as? String, diagnostic.file)
            XCTAssertEqual(object["line"] as? Int, diagnostic.line)
            XCTAssertEqual(object["column"] as? Int, diagnostic.column)
            XCTAssertEqual(object["ids"] as? [String], diagnostic.ids)
        }
        let summary = try XCTUnwrap(document["summary"] as? [String: Int])
        XCTAssertEqual(summary, ["files": 4, "errors": 2, "warnings": 2, "notes": 2])
    }

    func testJSONKeyOrderIsTheNormativeOne() {
        let output = ReportFormat.json.reporter(Fixtures.options).render(Fixtures.tricky)
        let keys = output.split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.drop(while: { $0 == " " })
            guard trimmed.hasPrefix("\""), let colon = trimmed.range(of: "\": ") else { return nil }
            return String(trimmed[trimmed.index(after: trimmed.startIndex)..<colon.lowerBound])
        }
        XCTAssertEqual(
            Array(keys.prefix(9)),
            ["version", "diagnostics", "rule", "severity", "message", "file", "line", "column", "ids"])
        XCTAssertEqual(Array(keys.suffix(5)), ["summary", "files", "errors", "warnings", "notes"])
    }

    func testMarkdownCellsCannotBreakTheTable() {
        let diagnostic = Diagnostic(
            rule: "r", severity: .error, message: "a | b\nc\r\nd <script>", file: "x|y.nav",
            location: .start, ids: [])
        let output = MarkdownReporter().render(LintReport(diagnostics: [diagnostic], files: [], rules: []))
        let row = output.split(separator: "\n").last.map(String.init) ?? ""
        XCTAssertEqual(row, "| error | x\\|y.nav:1:1 | `r` | a \\| b<br>c<br>d &lt;script&gt; |")
    }

    func testMarkdownNeutralisesMentions() {
        let diagnostic = Diagnostic(
            rule: "r", severity: .error, message: "ask @octocat or @org/team, mail a@b.c", file: "@x/a.nav",
            location: .start, ids: [])
        let output = MarkdownReporter().render(LintReport(diagnostics: [diagnostic], files: [], rules: []))
        XCTAssertNil(output.range(of: #"@[A-Za-z0-9]"#, options: .regularExpression), output)
        let row = output.split(separator: "\n").last.map(String.init) ?? ""
        XCTAssertEqual(
            row, "| error | @&#8203;x/a.nav:1:1 | `r` | ask @&#8203;octocat or @&#8203;org/team, mail a@&#8203;b.c |")
    }

    func testMarkdownCapsTheTable() {
        let diagnostics = (1...205).map {
            Diagnostic(
                rule: "r", severity: .warning, message: "m\($0)", file: "a.nav",
                location: SourceLocation(line: $0, column: 1), ids: [])
        }
        let output = MarkdownReporter().render(LintReport(diagnostics: diagnostics, files: ["a.nav"], rules: []))
        XCTAssertEqual(output.split(separator: "\n").filter { $0.hasPrefix("| warning |") }.count, 200)
        XCTAssertTrue(output.hasSuffix("\n... and 5 more not shown.\n"))
    }
}
