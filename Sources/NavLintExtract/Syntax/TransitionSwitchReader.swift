import SwiftSyntax

/// Reads the `switch`es whose cases append to a path or assign a property (a router's method switching over a
/// transition style): what each case does, for the kind of navigation each transition case is.
enum TransitionSwitchReader {
    /// The switch's cases with what each does; nil for a switch none of whose cases appends or assigns (most).
    static func transitions(
        of node: SwitchExprSyntax, caseLocation: (SwitchCaseSyntax) -> SwiftLocation
    )
        -> TransitionSwitch?
    {
        let read = CaseMappingReader.labelledCases(of: node).map { names, switchCase in
            (names, switchCase, effects(in: switchCase.statements, depth: 0))
        }
        guard read.contains(where: { !$0.0.isEmpty && !$0.2.isEmpty }) else { return nil }
        return TransitionSwitch(
            cases: read.flatMap { names, switchCase, effects in
                let place = caseLocation(switchCase)
                return names.map { TransitionSwitch.Case(name: $0, effects: effects, location: place) }
            })
    }

    /// The appends and assignments of statements, and of the closures of the calls among them, one level down
    /// (`withAnimation { cover = route }`).
    private static func effects(in statements: CodeBlockItemListSyntax, depth: Int) -> Set<TransitionSwitch.Effect> {
        var found: Set<TransitionSwitch.Effect> = []
        for expression in statements.topExpressions {
            if let sequence = expression.as(SequenceExprSyntax.self),
                let target = SyntaxReading.assignment(sequence).flatMap({ SyntaxReading.lastName($0.target) })
            {
                found.insert(.assigns(target))
            } else if let call = expression.as(FunctionCallExprSyntax.self) {
                if SyntaxReading.calleeName(call) == "append" {
                    found.insert(.appends)
                } else if depth == 0, let closure = call.trailingClosure {
                    found.formUnion(effects(in: closure.statements, depth: 1))
                }
            }
        }
        return found
    }
}
