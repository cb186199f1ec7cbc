import XCTest

@testable import NavLintCore

final class ConfigurationTests: XCTestCase {
    private let rules = [
        RuleDescription(id: "syntax", category: .input, defaultSeverity: .error, summary: "s", rationale: "r"),
        RuleDescription(
            id: "modal-trap", category: .structure, defaultSeverity: .warning, summary: "s", rationale: "r"),
        RuleDescription(
            id: "route-target-ambiguous", category: .routes, defaultSeverity: .warning, summary: "s", rationale: "r"),
        RuleDescription(
            id: "unrouted-screen", category: .routes, defaultSeverity: .note, enabledByDefault: false, summary: "s",
            rationale: "r"),
        RuleDescription(
            id: "route-overlap", category: .routes, defaultSeverity: .note, enabledByDefault: false, summary: "s",
            rationale: "r"),
    ]

    private func parse(_ text: String) throws(SpecErrors) -> Configuration {
        try Configuration.parse(text, knownRules: rules)
    }

    /// The error `text` gives, as `line:column: message`.
    private func error(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> InputError? {
        do {
            let configuration = try parse(text)
            XCTFail("expected an error, got \(configuration)", file: file, line: line)
            return nil
        } catch {
            return error.errors.first
        }
    }

    func testTheDocumentedExample() throws {
        let configuration = try parse(
            """
            rules:                      # per-rule severity
              modal-trap: off
              route-target-ambiguous: error
              unrouted-screen: note
            coverage:
              min: 80
            baseline: navlint-baseline.json
            """)
        XCTAssertEqual(
            configuration.rules, ["modal-trap": .off, "route-target-ambiguous": .error, "unrouted-screen": .note])
        XCTAssertEqual(configuration.coverageMinimum, 80)
        XCTAssertEqual(configuration.baseline, "navlint-baseline.json")
    }

    func testEmptyFilesAreTheEmptyConfiguration() throws {
        XCTAssertEqual(try parse(""), Configuration())
        XCTAssertEqual(try parse("# nothing here\n\n"), Configuration())
        XCTAssertEqual(try parse("---\n"), Configuration())
        XCTAssertEqual(try parse("rules:\ncoverage:\n"), Configuration())
    }

    func testQuotedLevelsAndFlowMappings() throws {
        let configuration = try parse("rules: {modal-trap: \"off\", route-overlap: 'warning'}\ncoverage: {min: 62.5}\n")
        XCTAssertEqual(configuration.rules, ["modal-trap": .off, "route-overlap": .warning])
        XCTAssertEqual(configuration.coverageMinimum, 62.5)
    }

    func testSeverityForRules() throws {
        let configuration = try parse(
            "rules:\n  modal-trap: off\n  unrouted-screen: note\n  route-target-ambiguous: error\n")
        XCTAssertNil(configuration.severity(for: rules[1]))
        XCTAssertEqual(configuration.severity(for: rules[2]), .error)
        XCTAssertEqual(configuration.severity(for: rules[3]), .note)
        XCTAssertNil(configuration.severity(for: rules[4]), "off by default and not named")
        XCTAssertEqual(Configuration().severity(for: rules[1]), .warning)
        XCTAssertNil(Configuration().severity(for: rules[3]))
    }

    /// What reports describe as the rules in force: on or off and at which severity, as configured.
    func testRulesInForce() throws {
        XCTAssertEqual(Configuration.rulesInForce(rules, under: []), rules, "without a configuration, the catalogue")
        XCTAssertEqual(Configuration.rulesInForce(rules, under: [Configuration()]), rules)

        let configured = Configuration.rulesInForce(
            rules,
            under: [try parse("rules:\n  modal-trap: off\n  route-target-ambiguous: error\n  unrouted-screen: note\n")])
        XCTAssertEqual(configured.map(\.id), rules.map(\.id), "every rule, in catalogue order")
        XCTAssertEqual(configured.map(\.enabledByDefault), [true, false, true, true, false])
        XCTAssertEqual(configured[2].defaultSeverity, .error)
        XCTAssertEqual(configured[3].defaultSeverity, .note)
        XCTAssertEqual(configured[1].summary, rules[1].summary)

        let mixed = Configuration.rulesInForce(
            rules,
            under: [
                try parse("rules:\n  modal-trap: off\n  route-overlap: warning\n"),
                try parse("rules:\n  modal-trap: error\n  route-overlap: note\n"),
            ])
        XCTAssertEqual(mixed[1].enabledByDefault, true, "on where any configuration runs it")
        XCTAssertEqual(mixed[1].defaultSeverity, .error)
        XCTAssertEqual(mixed[4].defaultSeverity, .warning, "the most severe level any configuration gives")
    }

    func testUnknownTopLevelKey() {
        let error = error("rules:\n  modal-trap: off\nbaselines: x.json\n")
        XCTAssertEqual(error?.location, SourceLocation(line: 3, column: 1))
        XCTAssertEqual(
            error?.message,
            #"unknown key 'baselines'; allowed keys: 'baseline', 'coverage', 'drift', 'rules', 'screenshots', 'sources'; did you mean "baseline"?"#
        )
    }

    func testUnknownRuleSuggestsTheClosest() {
        let error = error("rules:\n  modal-trap: off\n  modal-trapp: error\n")
        XCTAssertEqual(error?.location, SourceLocation(line: 3, column: 3))
        XCTAssertEqual(
            error?.message,
            #"unknown rule 'modal-trapp' in 'rules'; did you mean "modal-trap"?; `navlint rules` lists the rule ids"#)
        XCTAssertEqual(
            self.error("rules:\n  zzz: off\n")?.message,
            "unknown rule 'zzz' in 'rules'; `navlint rules` lists the rule ids")
    }

    func testBadLevel() {
        let error = error("rules:\n  modal-trap: disabled\n")
        XCTAssertEqual(error?.location, SourceLocation(line: 2, column: 15))
        XCTAssertEqual(
            error?.message, "'rules.modal-trap' must be one of 'error', 'warning', 'note', 'off', found 'disabled'")
        XCTAssertEqual(
            self.error("rules:\n  modal-trap:\n")?.message,
            "'rules.modal-trap' must be one of 'error', 'warning', 'note', 'off', found nothing")
        XCTAssertEqual(self.error("rules:\n  modal-trap: [off]\n")?.location, SourceLocation(line: 2, column: 15))
    }

    func testInputRulesCannotBeConfigured() {
        let error = error("rules:\n  syntax: off\n")
        XCTAssertEqual(error?.location, SourceLocation(line: 2, column: 3))
        XCTAssertTrue(error?.message.contains("'syntax' cannot be configured") == true)
    }

    func testRulesMustBeAMapping() {
        let error = error("rules:\n  - modal-trap\n")
        XCTAssertEqual(error?.location, SourceLocation(line: 2, column: 3))
        XCTAssertEqual(
            error?.message,
            "'rules' must be a mapping from rule id to one of 'error', 'warning', 'note', 'off', found a list")
    }

    func testCoverage() {
        XCTAssertEqual(error("coverage:\n  min: 120\n")?.location, SourceLocation(line: 2, column: 8))
        XCTAssertEqual(
            error("coverage:\n  min: 120\n")?.message,
            "'coverage.min' must be a percentage, a number from 0 to 100, found '120'")
        XCTAssertEqual(error("coverage:\n  min: -1\n")?.location, SourceLocation(line: 2, column: 8))
        XCTAssertEqual(error("coverage:\n  min: 80%\n")?.location, SourceLocation(line: 2, column: 8))
        XCTAssertEqual(error("coverage:\n  min: .nan\n")?.location, SourceLocation(line: 2, column: 8))
        XCTAssertEqual(error("coverage:\n  min: \"80\"\n")?.location, SourceLocation(line: 2, column: 8))
        XCTAssertEqual(error("coverage: 80\n")?.message, "'coverage' must be a mapping with the key 'min', found '80'")
        let unknown = error("coverage:\n  min: 80\n  max: 90\n")
        XCTAssertEqual(unknown?.location, SourceLocation(line: 3, column: 3))
        XCTAssertEqual(unknown?.message, "unknown key 'max' in 'coverage'; allowed keys: 'min'")
    }

    func testDriftMinComparedIsAPercentage() throws {
        let configuration = try Configuration.parse(
            "drift: { minCompared: 80 }\n", knownRules: RuleCatalogue.descriptions)
        XCTAssertEqual(configuration.driftMinimumCompared, 80)
        XCTAssertEqual(error("drift:\n  minCompared: 101\n")?.location, SourceLocation(line: 2, column: 16))
        XCTAssertEqual(
            error("drift:\n  minCompared: 101\n")?.message,
            "'drift.minCompared' must be a percentage, a number from 0 to 100, found '101'")
        XCTAssertEqual(
            error("drift: 80\n")?.message, "'drift' must be a mapping with the key 'minCompared', found '80'")
        XCTAssertEqual(
            error("drift:\n  min: 80\n")?.message, "unknown key 'min' in 'drift'; allowed keys: 'minCompared'")
    }

    func testBaseline() {
        XCTAssertEqual(error("baseline:\n")?.message, "'baseline' must be the path of a baseline file, found nothing")
        XCTAssertEqual(error("baseline: [a, b]\n")?.location, SourceLocation(line: 1, column: 11))
    }

    func testTheTopLevelMustBeAMapping() {
        XCTAssertEqual(error("- rules\n")?.location, SourceLocation(line: 1, column: 1))
        XCTAssertEqual(
            error("just text\n")?.message,
            "the configuration must be a mapping with the keys 'baseline', 'coverage', 'drift', 'rules', 'screenshots', "
                + "'sources', found 'just text'")
    }

    func testSourcesListTheSwiftCodeToCompareWith() {
        XCTAssertEqual(
            try Configuration.parse("sources: [Sources, Packages/Feature]\n", knownRules: RuleCatalogue.descriptions)
                .sources,
            ["Sources", "Packages/Feature"])
        XCTAssertEqual(
            error("sources: Sources\n")?.message,
            "'sources' must be a list of paths of Swift files or folders, found 'Sources'")
        XCTAssertEqual(error("sources: [Sources, [x]]\n")?.location, SourceLocation(line: 1, column: 20))
    }

    func testScreenshotsListTheFoldersOfPictures() {
        XCTAssertEqual(
            try Configuration.parse("screenshots: [Tests/__Snapshots__]\n", knownRules: RuleCatalogue.descriptions)
                .screenshots,
            ["Tests/__Snapshots__"])
        XCTAssertEqual(
            error("screenshots: shots\n")?.message, "'screenshots' must be a list of paths of folders, found 'shots'")
    }

    func testYAMLErrorsHaveAPosition() {
        let scanner = error("rules:\n  modal-trap: off\n  bad: \"unterminated\n")
        XCTAssertEqual(scanner?.location.line, 4)
        XCTAssertTrue(scanner?.message.hasPrefix("the file is not valid YAML: ") == true, scanner?.message ?? "")
        let indentation = error("rules:\n  modal-trap: off\n    route-overlap: note\n")
        XCTAssertEqual(indentation?.location, SourceLocation(line: 3, column: 18))
        XCTAssertEqual(error("rules: {\n")?.location.line, 2)
    }

    func testDuplicateKeys() {
        let error = error("rules:\n  modal-trap: off\n  modal-trap: error\n")
        XCTAssertEqual(error?.message, "duplicate key 'modal-trap': each key may appear once")
        XCTAssertEqual(error?.location.line, 2)
    }

    func testOnlyOneDocument() {
        XCTAssertNotNil(error("rules:\n---\nrules:\n"))
    }

    func testCandidatePathsWalkUp() {
        XCTAssertEqual(
            Configuration.candidatePaths(from: "/Users/me/app/Specs"),
            [
                "/Users/me/app/Specs/.navlint.yml", "/Users/me/app/.navlint.yml", "/Users/me/.navlint.yml",
                "/Users/.navlint.yml", "/.navlint.yml",
            ])
        XCTAssertEqual(Configuration.candidatePaths(from: "/"), ["/.navlint.yml"])
        XCTAssertEqual(
            Configuration.candidatePaths(from: "Samples/Shop/"),
            [
                "Samples/Shop/.navlint.yml", "Samples/.navlint.yml", ".navlint.yml",
            ])
        XCTAssertEqual(Configuration.candidatePaths(from: ""), [".navlint.yml"])
        XCTAssertEqual(Configuration.candidatePaths(from: "."), [".navlint.yml"])
        XCTAssertEqual(
            Configuration.candidatePaths(from: "./a//b/./c/.."), ["a/b/.navlint.yml", "a/.navlint.yml", ".navlint.yml"])
        XCTAssertEqual(Configuration.candidatePaths(from: "../../x"), ["../../x/.navlint.yml", "../../.navlint.yml"])
        XCTAssertEqual(Configuration.candidatePaths(from: "/a/../../b"), ["/b/.navlint.yml", "/.navlint.yml"])
    }

    func testFindAsksNearestFirst() {
        var asked: [String] = []
        let found = Configuration.find(from: "/repo/Specs/Shop") { path in
            asked.append(path)
            return path == "/repo/.navlint.yml" || path == "/.navlint.yml"
        }
        XCTAssertEqual(found, "/repo/.navlint.yml")
        XCTAssertEqual(asked, ["/repo/Specs/Shop/.navlint.yml", "/repo/Specs/.navlint.yml", "/repo/.navlint.yml"])
        XCTAssertNil(Configuration.find(from: "Specs") { _ in false })
    }
}
