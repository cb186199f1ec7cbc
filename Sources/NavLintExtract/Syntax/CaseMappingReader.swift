import SwiftSyntax

/// Reads the `switch` statements that choose a view per enum case.
enum CaseMappingReader {
    /// The mapping a switch writes, or nil when none of its cases builds a view. A case that names no enum case
    /// is not read, and places are worked out only for a switch that maps: most switches map nothing.
    static func mapping(
        of node: SwitchExprSyntax, location: () -> SwiftLocation, caseLocation: (SwitchCaseSyntax) -> SwiftLocation
    ) -> CaseMapping? {
        let read = labelledCases(of: node).compactMap { names, switchCase in
            names.isEmpty ? nil : (names, switchCase, ContentReader.shape(of: switchCase.statements).candidates)
        }
        guard read.contains(where: { !$0.2.isEmpty }) else { return nil }
        let cases = read.flatMap { names, switchCase, views in
            let place = caseLocation(switchCase)
            return names.map { ($0, views, place) }
        }
        return CaseMapping(cases: cases, location: location())
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
