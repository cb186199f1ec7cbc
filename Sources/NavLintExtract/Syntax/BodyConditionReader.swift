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
    /// `readsState` says whether an expression reads the view's state. A branch may also show a helper of the view
    /// or be a switch over its state (a case that is itself switched), and the `else` may be a last `else if`
    /// without an `else` of its own (`else if refresh { ... }`): its view is the flag's other case, shown or
    /// nothing.
    func read(_ node: IfExprSyntax, readsState: (ExprSyntax) -> Bool) -> ContentSlot? {
        guard node.conditions.count == 1, case .expression(let condition) = node.conditions.first?.condition,
            let otherwise = Self.otherBranch(of: node), isShown(node.body.statements), isShown(otherwise.statements)
        else { return nil }
        let (flag, holds) = Self.flag(condition)
        guard readsState(flag), let property = SyntaxReading.lastName(flag) else { return nil }
        let names = holds ? Self.cases : Self.cases.reversed()
        var selection = ColumnSelection(column: "Switch", cases: names, type: type(of: flag, property: property))
        selection.property = property
        selection.overFlag = true
        selection.caseSpans = [scanner.span(of: node.body), scanner.span(of: otherwise)]
        for (index, block) in [node.body, otherwise].enumerated() {
            let handed = HandedFunctions.spans(in: block, scanner: scanner)
            if !handed.isEmpty { selection.handedSpans[index] = handed }
        }
        selection.initial = initialCase(of: flag, property: property)
        // The switch is the outermost container: its index is taken before a branch's stack or tabs take theirs.
        let index = scanner.facts.containers.count
        scanner.facts.containers.append(ContainerFacts(kind: .switch, location: scanner.location(node)))
        scanner.facts.containers[index].slots = [slot(of: node.body.statements), slot(of: otherwise.statements)]
        scanner.facts.containers[index].selection = selection
        scanner.switchedState = property
        return .container(index)
    }

    /// The block shown when the flag's condition does not hold: the `else`, or a last `else if` without one.
    private static func otherBranch(of node: IfExprSyntax) -> CodeBlockSyntax? {
        switch node.elseBody {
        case .codeBlock(let block): block
        case .ifExpr(let next) where next.elseBody == nil: next.body
        default: nil
        }
    }

    /// The one thing a branch shows: a view it builds (`HomeView()`, under modifiers), a helper of the view, or a
    /// switch; nil for a branch that does more.
    private static func shown(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard statements.count == 1 else { return nil }
        return statements.firstTopExpression
    }

    /// Whether a branch shows one view, one of the view's helpers or a switch.
    private func isShown(_ statements: CodeBlockItemListSyntax) -> Bool {
        guard let only = Self.shown(statements) else { return false }
        if let node = only.as(SwitchExprSyntax.self) { return BodySwitchReader(scanner: scanner).isStateSwitch(node) }
        if let name = SyntaxReading.helperName(of: only) { return scanner.helperBodies[name] != nil }
        return SyntaxReading.coreCall(of: only).flatMap(SyntaxReading.constructedType) != nil
    }

    /// What a branch shows, read after the flag's container is taken: a switch over the view's state is a switch
    /// container of its own (nil, shown in place, for any other switch).
    private func slot(of statements: CodeBlockItemListSyntax) -> ContentSlot {
        guard let only = Self.shown(statements) else { return .inline }
        if let node = only.as(SwitchExprSyntax.self) { return BodySwitchReader(scanner: scanner).read(node) ?? .inline }
        return scanner.slot(of: only)
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
