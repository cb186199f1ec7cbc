import SwiftSyntax

/// A destination closure that chooses its view by a literal value it is handed: `navigationDestination(for:
/// String.self) { name in switch name { case "settings": SettingsView() ... } }`, or the same written as `if name ==
/// "settings" { ... } else if ...`. A link or a path append of that literal (`NavigationLink(value: "settings")`,
/// `path.append("settings")`) pushes the view of its case.
struct LiteralCase: Sendable, Hashable {
    /// The views the case builds.
    var views: [ViewCandidate]
    /// Where the case is written: the `case` label, or the `if` whose condition names the literal.
    var location: SwiftLocation
}

/// The cases of a destination closure that chooses by literal, by the literal each names, as `TabReader.literalTag`
/// reads a literal (`"settings"` → `settings`, `2` → `2`), and what it shows for any other value (`default:`, the
/// last `else`), when that is a view.
struct LiteralChoice: Sendable, Hashable {
    var cases: [String: LiteralCase] = [:]
    var otherwise: LiteralCase?

    /// The case a literal takes: its own, else the default.
    func chosen(_ literal: String) -> LiteralCase? { cases[literal] ?? otherwise }
}

/// Reads the literal cases of a destination closure (see ``LiteralCase``).
enum LiteralCases {
    /// The closure's choice by literal; nil unless its first statement is a `switch` over its parameter with a
    /// literal in some `case`, or an `if` comparing the parameter with one. A literal named twice keeps its first
    /// case, as Swift does.
    static func choice(of closure: ClosureExprSyntax, location: (Syntax) -> SwiftLocation) -> LiteralChoice? {
        guard let first = closure.statements.firstTopExpression else { return nil }
        let parameter = closure.firstParameterName
        var found = LiteralChoice()
        func shown(by node: some SyntaxProtocol, at place: some SyntaxProtocol) -> LiteralCase {
            LiteralCase(views: ContentReader.shape(of: node).candidates, location: location(Syntax(place)))
        }
        if let choice = closure.switchOverFirstParameter {
            for entry in choice.cases {
                guard let switchCase = entry.as(SwitchCaseSyntax.self) else { continue }
                switch switchCase.label {
                case .case(let label):
                    for literal in literals(of: label) where found.cases[literal] == nil {
                        found.cases[literal] = shown(by: switchCase.statements, at: label)
                    }
                case .default(let label):
                    found.otherwise = shown(by: switchCase.statements, at: label)
                }
            }
        }
        var next = first.as(IfExprSyntax.self)
        while let choice = next {
            for literal in comparedLiterals(in: choice.conditions, parameter) where found.cases[literal] == nil {
                found.cases[literal] = shown(by: choice.body.statements, at: choice)
            }
            next = nil
            switch choice.elseBody {
            case .ifExpr(let inner)?: next = inner
            case .codeBlock(let last)?: found.otherwise = shown(by: last.statements, at: last)
            case nil: break
            }
        }
        if found.otherwise?.views.isEmpty == true { found.otherwise = nil }
        return found.cases.isEmpty ? nil : found
    }

    /// The literals a `case` label's patterns write (`case "feed", "home":` → `feed`, `home`).
    private static func literals(of label: SwitchCaseLabelSyntax) -> [String] {
        label.caseItems.compactMap { item in
            item.pattern.as(ExpressionPatternSyntax.self).flatMap { TabReader.literalTag($0.expression) }
        }
    }
    /// The literals an `if`'s conditions compare the parameter with: `name == "a"`, `"a" == name`, and either
    /// side of `||`.
    private static func comparedLiterals(in conditions: ConditionElementListSyntax, _ parameter: String) -> [String] {
        guard conditions.count == 1, case .expression(let condition) = conditions.first?.condition else { return [] }
        return comparedLiterals(in: condition, parameter) ?? []
    }

    /// Nil when the expression is anything but such comparisons. The parser leaves operators unfolded: `a == "x" ||
    /// a == "y"` is one sequence of seven elements.
    private static func comparedLiterals(in expression: ExprSyntax, _ parameter: String) -> [String]? {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first
        {
            return comparedLiterals(in: inner.expression, parameter)
        }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        var literals: [String] = []
        var comparison: [ExprSyntax] = []
        func endComparison() -> Bool {
            guard comparison.count == 3, operatorText(comparison[1]) == "==" else {
                guard comparison.count == 1, let alone = comparedLiterals(in: comparison[0], parameter) else {
                    return false
                }
                literals += alone
                comparison = []
                return true
            }
            let (left, right) = (comparison[0], comparison[2])
            let literal =
                names(left, parameter)
                ? TabReader.literalTag(right)
                : names(right, parameter) ? TabReader.literalTag(left) : nil
            guard let literal else { return false }
            literals.append(literal)
            comparison = []
            return true
        }
        for element in sequence.elements {
            if operatorText(element) == "||" {
                guard endComparison() else { return nil }
            } else {
                comparison.append(element)
            }
        }
        return endComparison() ? literals : nil
    }

    /// The text of a binary operator element of a sequence (`==`, `||`); nil for any other element.
    private static func operatorText(_ element: ExprSyntax) -> String? {
        element.as(BinaryOperatorExprSyntax.self)?.operator.text
    }

    /// Whether an expression is the closure's parameter.
    private static func names(_ expression: ExprSyntax, _ parameter: String) -> Bool {
        expression.as(DeclReferenceExprSyntax.self)?.baseName.plainName == parameter
    }
}
