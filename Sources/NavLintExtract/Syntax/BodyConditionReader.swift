import SwiftSyntax

/// Reads a view's body that is an `if` over a flag of the view's state with one view in each branch (`if
/// session.isSignedIn { HomeView() } else { WelcomeView() }`, `if !model.hasOnboarded { ... } else { ... }`)
/// into a switch container over the flag's cases `true` and `false`: writing the flag (`session.isSignedIn =
/// false`) flips it. Whether the flag is a `Bool` the sources declare, and the views ones they declare, is decided
/// once every file is read (see ``TypeTables``).
struct BodyConditionReader {
    let scanner: ViewScanner

    /// The cases of a flag, the branch the condition holds in first.
    private static let cases = ["true", "false"]

    /// Appends the switch container for `node` and returns its slot; nil when the `if` is none of the above.
    /// `readsState` says whether an expression reads the view's state.
    func read(_ node: IfExprSyntax, readsState: (ExprSyntax) -> Bool) -> ContentSlot? {
        guard node.conditions.count == 1, case .expression(let condition) = node.conditions.first?.condition,
            case .codeBlock(let otherwise)? = node.elseBody,
            let shown = Self.shownView(node.body.statements), let other = Self.shownView(otherwise.statements)
        else { return nil }
        let (flag, holds) = Self.flag(condition)
        guard readsState(flag), let property = SyntaxReading.lastName(flag) else { return nil }
        let names = holds ? Self.cases : Self.cases.reversed()
        var selection = ColumnSelection(column: "Switch", cases: names, type: type(of: flag, property: property))
        selection.property = property
        selection.overFlag = true
        selection.caseSpans = [scanner.span(of: node.body), scanner.span(of: otherwise)]
        selection.initial = initialCase(of: flag, property: property)
        // The switch is the outermost container: its index is taken before a branch's stack or tabs take theirs.
        let index = scanner.facts.containers.count
        scanner.facts.containers.append(ContainerFacts(kind: .switch, location: scanner.location(node)))
        scanner.facts.containers[index].slots = [scanner.slot(of: shown), scanner.slot(of: other)]
        scanner.facts.containers[index].selection = selection
        scanner.switchedState = property
        return .container(index)
    }

    /// The one view a branch builds (`HomeView()`, under modifiers): nil for a branch that does more.
    private static func shownView(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard statements.count == 1, let only = SyntaxReading.topExpressions(statements).first,
            SyntaxReading.coreCall(of: only).flatMap(SyntaxReading.constructedType) != nil
        else { return nil }
        return only
    }

    /// The flag a condition reads and whether the first branch is shown when it is `true` (`!flag` and `flag ==
    /// false` show it when it is `false`).
    private static func flag(_ condition: ExprSyntax) -> (ExprSyntax, holds: Bool) {
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            let (inner, holds) = flag(prefix.expression)
            return (inner, !holds)
        }
        // The parser leaves operators unfolded: `flag == false` is a sequence of three.
        if let sequence = condition.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, let literal = SyntaxReading.flagCase(elements[2]),
                let operation = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
                operation == "==" || operation == "!="
            {
                return (elements[0], (literal == "true") == (operation == "=="))
            }
        }
        return (condition, true)
    }

    /// The flag's declared type: the view's own property's, else the property of the object the view holds
    /// (`session.isSignedIn`: `Session.isSignedIn`), else any property of that name.
    private func type(of flag: ExprSyntax, property: String) -> TypeRef {
        if Self.isOwn(flag) {
            if let declared = scanner.ownProperties[property] { return .named(SyntaxReading.elementType(declared)) }
            if initialCase(of: flag, property: property) != nil { return .named("Bool") }
        }
        return .property(scanner.receiverType(of: flag).map { $0 + "." + property } ?? property)
    }

    /// The case shown at start, when the view's own flag starts as a literal (`@State var isSignedIn = false`).
    private func initialCase(of flag: ExprSyntax, property: String) -> String? {
        guard Self.isOwn(flag) else { return nil }
        return scanner.initialValues[property].flatMap(SyntaxReading.flagCase)
    }

    /// Whether the flag is the view's own property (`isSignedIn`, `self.isSignedIn`), not another object's.
    private static func isOwn(_ flag: ExprSyntax) -> Bool {
        flag.is(DeclReferenceExprSyntax.self) || flag.as(MemberAccessExprSyntax.self)?.base?.trimmedText == "self"
    }
}
