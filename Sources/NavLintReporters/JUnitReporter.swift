import NavLintCore

/// The `junit` report: JUnit XML with one `<testsuite>` per checked file and, in it, one `<testcase>`
/// per rule.
///
/// A test case per rule (named by the rule id, with the file as its class name) keeps test names
/// stable from run to run, so CI dashboards can track a rule in a file as it fails and is fixed; a
/// test case per diagnostic would be named by a line number and change with every edit. The rules
/// listed are the rules in force (the report's rules that are enabled, so a configuration that turns a
/// rule off or on changes the list) and any rule that reported something. A rule fails where it
/// reported what fails the run: errors, and with `strict` warnings too; its `<failure>` lists them.
/// Its other findings (notes, and warnings without `strict`) are listed in `<system-out>` and do not
/// fail it. Times are not measured and left out, so that output is deterministic.
public struct JUnitReporter: Reporter {
    /// Warnings fail, as with `navlint check --strict`.
    public var strict: Bool

    public init(strict: Bool = false) {
        self.strict = strict
    }

    public func render(_ report: LintReport) -> String {
        let ruleIDs = JUnitReporter.ruleIDs(of: report)
        let byFile = report.diagnosticsByFile
        var suites = ""
        var totalTests = 0
        var totalFailures = 0
        for file in report.allFiles {
            let byRule = Dictionary(grouping: byFile[file] ?? [], by: \.rule)
            var cases = ""
            var failures = 0
            for rule in ruleIDs {
                let diagnostics = byRule[rule] ?? []
                cases += "    <testcase name=\"\(XMLText.attribute(rule))\" classname=\"\(XMLText.attribute(file))\""
                guard !diagnostics.isEmpty else {
                    cases += "/>\n"
                    continue
                }
                cases += ">\n"
                let failing = diagnostics.filter(fails)
                if let worst = failing.map(\.severity).max() {
                    failures += 1
                    let message = "\(counted(failing.count, "problem")) found by \(rule)"
                    cases += "      <failure message=\"\(XMLText.attribute(message))\" type=\"\(worst.rawValue)\">"
                    cases += XMLText.content(failing.map(JUnitReporter.line).joined(separator: "\n"))
                    cases += "</failure>\n"
                }
                let passing = diagnostics.filter { !fails($0) }
                if !passing.isEmpty {
                    cases += "      <system-out>"
                    cases += XMLText.content(passing.map(JUnitReporter.line).joined(separator: "\n"))
                    cases += "</system-out>\n"
                }
                cases += "    </testcase>\n"
            }
            suites +=
                "  <testsuite name=\"\(XMLText.attribute(file))\" tests=\"\(ruleIDs.count)\" "
                + "failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
            suites += cases
            suites += "  </testsuite>\n"
            totalTests += ruleIDs.count
            totalFailures += failures
        }
        var output = XMLText.declaration + "\n"
        output += "<testsuites name=\"navlint\" tests=\"\(totalTests)\" failures=\"\(totalFailures)\" errors=\"0\">\n"
        output += suites
        output += "</testsuites>\n"
        return output
    }

    /// Whether a diagnostic fails its test case: an error, or a warning under `strict`.
    private func fails(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.severity == .error || (strict && diagnostic.severity == .warning)
    }

    /// The rules in force in catalogue order, then rules that reported something and are not among
    /// them, sorted.
    private static func ruleIDs(of report: LintReport) -> [String] {
        var seen = Set<String>()
        var ids = report.rules.filter(\.enabledByDefault).map(\.id).filter { seen.insert($0).inserted }
        ids.append(contentsOf: Set(report.diagnostics.map(\.rule)).subtracting(seen).sorted())
        return ids
    }

    private static func line(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.file):\(diagnostic.line):\(diagnostic.column): \(diagnostic.severity.rawValue): "
            + "\(diagnostic.reportedMessage)"
    }
}
