import SwiftSyntax

/// Reads the `switch` statements that choose a view per enum case.
enum CaseMappingReader {
    static func mapping(
        of node: SwitchExprSyntax, location: SwiftLocation, caseLocation: (SwitchCaseSyntax) -> SwiftLocation
    ) -> CaseMapping? {
        var cases: [CaseMapping.Case] = []
        for (names, switchCase) in labelledCases(of: node) {
            let shape = ContentReader.shape(of: switchCase.statements)
            cases += names.map { ($0, shape.candidates, caseLocation(switchCase)) }
        }
        guard !cases.isEmpty, cases.contains(where: { !$0.views.isEmpty }) else { return nil }
        return CaseMapping(cases: cases, location: location)
    }

    /// Each `case` of a switch (also inside its `#if` clauses, not `default`) with the enum case names its
    /// patterns name, in order (`case .settings, .none:` → `settings`, `none`).
    static func labelledCases(of node: SwitchExprSyntax) -> [(names: [String], body: SwitchCaseSyntax)] {
        switchCases(in: node.cases).compactMap { switchCase in
            guard case .case(let label) = switchCase.label else { return nil }
            return (label.caseItems.compactMap { caseName($0.pattern) }, switchCase)
        }
    }

    /// The cases of a switch, also those inside its `#if` clauses (`#if EXTENDED_ALL case .account: ... #endif`).
    private static func switchCases(in list: SwitchCaseListSyntax) -> [SwitchCaseSyntax] {
        list.flatMap { entry -> [SwitchCaseSyntax] in
            switch entry {
            case .switchCase(let switchCase): return [switchCase]
            case .ifConfigDecl(let config):
                return config.clauses.flatMap { clause -> [SwitchCaseSyntax] in
                    guard case .switchCases(let inner) = clause.elements else { return [] }
                    return switchCases(in: inner)
                }
            }
        }
    }

    /// `.name`, `.name(let x)`, `let .name(x)`, `Type.name`: the case name.
    private static func caseName(_ pattern: PatternSyntax) -> String? {
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { return caseName(binding.pattern) }
        guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
        return SyntaxReading.enumCase(expression)?.name
    }
}
