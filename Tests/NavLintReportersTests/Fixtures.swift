import NavLintCore
import NavLintReporters

/// Reports the reporter tests render: one with awkward content in every field, and an empty one.
enum Fixtures {
    static let rules: [RuleDescription] = [
        RuleDescription(
            id: "syntax", category: .input, defaultSeverity: .error,
            summary: "The file is not valid JSON or DSL.",
            rationale: "navlint cannot check what it cannot read; fix the reported character."
        ),
        RuleDescription(
            id: "unreachable-model", category: .structure, defaultSeverity: .error,
            summary: "No window root reaches the model and no route targets it.",
            rationale: "Screens nobody can open are dead code or a missing edge.",
            triggeringExamples: ["app {\n  window main: Home\n}\nscreen Home\nscreen Orphan"],
            nonTriggeringExamples: ["app {\n  window main: Home\n}\nscreen Home"]
        ),
        RuleDescription(
            id: "modal-trap", category: .structure, defaultSeverity: .warning,
            summary: "A fullScreenCover has no dismiss edge.",
            rationale: "The user cannot leave a cover without a way back. Add a `dismiss` edge, e.g. ```close```."
        ),
        RuleDescription(
            id: "deep-link-only", category: .structure, defaultSeverity: .note,
            summary: "The model is reached only through routes.",
            rationale: ""
        ),
        RuleDescription(
            id: "route-overlap", category: .routes, defaultSeverity: .note, enabledByDefault: false,
            summary: "Two routes overlap and precedence decides.",
            rationale: "Usually intended; turn the rule on to review every overlap."
        ),
    ]

    static let shop = "Samples/Shop.navgraph.json"
    static let unicode = "Samples/Café Ünïcode/App.nav"
    static let weird = "./weird,name:1 100%.nav"
    static let clean = "Samples/Clean.nav"

    /// The message with every character some format must escape.
    static let trickyMessage =
        "fullScreenCover \"Paywall\" has no dismiss edge,\r\nthe user can't leave <Paywall> & 50% of: them"

    static let tricky = LintReport(
        diagnostics: [
            Diagnostic(
                rule: "unreachable-model", severity: .error,
                message: "model 'Orphan' is unreachable: no window root reaches it",
                file: shop, location: SourceLocation(line: 12, column: 7), ids: ["Orphan"]
            ),
            Diagnostic(
                rule: "modal-trap", severity: .warning, message: trickyMessage,
                file: shop, location: SourceLocation(line: 3, column: 1), ids: ["Paywall"]
            ),
            Diagnostic(
                rule: "route-overlap", severity: .note,
                message: "routes a|b overlap; precedence picks `a` for shop://p/1?x=%20 — größer *bold* [link](x)",
                file: unicode, location: SourceLocation(line: 5, column: 3), ids: ["b", "a"]
            ),
            Diagnostic(
                rule: "deep-link-only", severity: .note,
                message: "Détails is reached only through routes\n(line two)",
                file: unicode, location: SourceLocation(line: 9, column: 1), ids: ["Détails"]
            ),
            Diagnostic(
                rule: "syntax", severity: .error,
                message: "unexpected control character '\u{01}'\tafter \u{1B}[31m",
                file: weird, location: SourceLocation(line: 1, column: 1), ids: []
            ),
            Diagnostic(
                rule: "custom-check", severity: .warning,
                message: "a rule the catalogue does not describe",
                file: weird, location: SourceLocation(line: 2, column: 4), ids: ["x"]
            ),
        ],
        files: [shop, unicode, weird, clean],
        rules: rules
    )

    static let empty = LintReport(diagnostics: [], files: [shop, clean], rules: rules)

    static let options = ReporterOptions(toolVersion: "1.2.3", informationURI: "https://example.com/navlint")
}
