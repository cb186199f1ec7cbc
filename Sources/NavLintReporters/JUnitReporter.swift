import NavLintCore

/// The `junit` report: JUnit XML with one `<testsuite>` per checked file and, in it, one `<testcase>`
/// per rule.
///
/// A test case per rule (named by the rule id, with the file as its class name) keeps test names
/// stable from run to run, so CI dashboards can track a rule in a file as it fails and is fixed; a
/// test case per diagnostic would be named by a line number and change with every edit. The rules
/// listed are those on by default and any rule that reported something. A rule with errors or
/// warnings in the file fails, with one `<failure>` listing all of them; a rule with only notes
/// passes and lists them in `<system-out>`. Times are not measured and left out, so that output is
/// deterministic.
public struct JUnitReporter: Reporter {
    public init() {}

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
                let failing = diagnostics.filter { $0.severity != .note }
                if let worst = failing.map(\.severity).max() {
                    failures += 1
                    let message = "\(counted(failing.count, "problem")) found by \(rule)"
                    cases += "      <failure message=\"\(XMLText.attribute(message))\" type=\"\(worst.rawValue)\">"
                    cases += XMLText.content(failing.map(JUnitReporter.line).joined(separator: "\n"))
                    cases += "</failure>\n"
                }
                let notes = diagnostics.filter { $0.severity == .note }
                if !notes.isEmpty {
                    cases += "      <system-out>"
                    cases += XMLText.content(notes.map(JUnitReporter.line).joined(separator: "\n"))
                    cases += "</system-out>\n"
                }
                cases += "    </testcase>\n"
            }
            suites += "  <testsuite name=\"\(XMLText.attribute(file))\" tests=\"\(ruleIDs.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
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

    /// The rules on by default in catalogue order, then rules that reported something and are not
    /// among them, sorted.
    private static func ruleIDs(of report: LintReport) -> [String] {
        var seen = Set<String>()
        var ids = report.rules.filter(\.enabledByDefault).map(\.id).filter { seen.insert($0).inserted }
        ids.append(contentsOf: Set(report.diagnostics.map(\.rule)).subtracting(seen).sorted())
        return ids
    }

    private static func line(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.file):\(diagnostic.line):\(diagnostic.column): \(diagnostic.severity.rawValue): \(diagnostic.message)"
    }
}
