import SwiftSyntax

/// Reads what some content builds: the type names called in it, in order, each with whether a
/// `NavigationStack` wraps it, and whether it switches over a value. Navigation inside the content (a
/// sheet's own sheets) is not followed: only the views it is made of.
final class ContentReader: LeafSkippingVisitor {
    private var shape = ContentShape()
    private var stackDepth = 0
    /// The `if`s and `switch`es that choose what the content shows as a whole: its top expressions, and those of
    /// their branches.
    private var choices: Set<SyntaxIdentifier> = []
    /// The branch of a choice being walked (see ``ViewCandidate/branch``), and the number of branches so far.
    private var branch = 0
    private var branches = 0

    static func shape(of node: some SyntaxProtocol) -> ContentShape {
        let reader = ContentReader()
        var chosen = Choices()
        chosen.read(topExpressions(of: Syntax(node)))
        reader.choices = chosen.choices
        reader.walk(node)
        var shape = reader.shape
        // Content that is a property of the view (`NavigationLink(destination: listView)`), not a call, also as a
        // branch of a choice (`if #available(iOS 26, *) { accountsView.navigationTransition(...) } else { ... }`).
        for expression in chosen.shown {
            // An initialiser handed as the function that builds the content (`destination: RouteView.init`).
            if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
                let base = member.base, let type = SyntaxReading.typeName(base)
            {
                shape.candidates.append(ViewCandidate(name: type, stacked: false))
            } else if let helper = SyntaxReading.helperName(of: expression) {
                if !shape.helperCalls.contains(helper) { shape.helperCalls.append(helper) }
            }
            if let call = ValueFactoryReader.objectCall(of: expression) { shape.objectCalls.append(call) }
        }
        if let first = shape.candidates.first, first.stacked,
            shape.candidates.allSatisfy(\.stacked)
        {
            shape.stacked = true
        }
        return shape
    }

    /// What some content shows as a whole: the `if`s and `switch`es that choose it, nested, and the other
    /// expressions among its top expressions and their branches.
    private struct Choices {
        var choices: Set<SyntaxIdentifier> = []
        var shown: [ExprSyntax] = []

        mutating func read(_ expressions: [ExprSyntax]) {
            for expression in expressions {
                if let choice = expression.as(IfExprSyntax.self) {
                    choices.insert(choice.id)
                    for block in SyntaxReading.branches(of: choice) {
                        read(block.statements.topExpressions)
                    }
                } else if let choice = expression.as(SwitchExprSyntax.self) {
                    choices.insert(choice.id)
                    for case .switchCase(let branch) in choice.cases {
                        read(branch.statements.topExpressions)
                    }
                } else {
                    shown.append(expression)
                }
            }
        }
    }

    /// Walks one branch of a choice as a branch of its own.
    private func walkBranch(_ nodes: [Syntax]) {
        let outer = branch
        branches += 1
        branch = branches
        for node in nodes { walk(node) }
        branch = outer
    }

    /// Each branch of a choice with its condition, where a view may be built (`if let view = EditorView(...)`).
    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        guard choices.contains(node.id) else { return .visitChildren }
        // An `if` that tests whether a value is there shows its block when it is, a plain `else` when it is not.
        let tested = Self.presenceTested(node.conditions)
        for (index, block) in SyntaxReading.branches(of: node).enumerated() {
            // The `if` whose body the block is (not the last `else`'s) has the block's condition.
            let owner = block.parent?.as(IfExprSyntax.self).flatMap { $0.body.id == block.id ? $0 : nil }
            if let tested, index == 0 || (index == 1 && owner == nil) {
                shape.valueBranches.append(
                    ValueBranch(branch: branches + 1, name: tested, condition: index == 0 ? .present : .absent))
            }
            walkBranch((owner.map { [Syntax($0.conditions)] } ?? []) + [Syntax(block)])
        }
        return .skipChildren
    }

    /// When each `case` of a switch shows: for the cases its patterns name, and a `default` for any case but those
    /// the others name. From the first `case` with a pattern that is no case or has a `where` on, no `case` is
    /// read, nor the `default`: they show whatever the value is.
    private static func conditions(of node: SwitchExprSyntax) -> [SyntaxIdentifier: ValueBranch.Condition] {
        var found: [SyntaxIdentifier: ValueBranch.Condition] = [:]
        var named: [String] = []
        var defaultBranch: SyntaxIdentifier?
        for case .switchCase(let branch) in node.cases {
            guard case .case(let label) = branch.label else {
                defaultBranch = branch.id
                continue
            }
            let names = label.caseItems.compactMap { item in
                item.whereClause == nil ? CaseMappingReader.caseName(item.pattern) : nil
            }
            guard names.count == label.caseItems.count else { return found }
            found[branch.id] = .cases(names)
            named += names
        }
        if let defaultBranch { found[defaultBranch] = .otherCases(than: named) }
        return found
    }

    /// The name of the value whose presence a single condition tests: `let feature`, `let shown = feature`,
    /// `feature != nil`.
    private static func presenceTested(_ conditions: ConditionElementListSyntax) -> String? {
        guard conditions.count == 1, let condition = conditions.first?.condition,
            let (bound, tested) = SyntaxReading.presenceTest(condition)
        else { return nil }
        guard let tested else { return bound }
        return tested.as(DeclReferenceExprSyntax.self)?.baseName.plainName
    }

    private static func topExpressions(of node: Syntax) -> [ExprSyntax] {
        if let closure = node.as(ClosureExprSyntax.self) { return closure.statements.topExpressions }
        if let statements = node.as(CodeBlockItemListSyntax.self) { return statements.topExpressions }
        return node.as(ExprSyntax.self).map { [$0] } ?? []
    }

    /// The shape of a closure's content; empty when there is no closure.
    static func shape(of closure: ClosureExprSyntax?) -> ContentShape {
        guard let closure else { return ContentShape() }
        return shape(of: closure.statements)
    }

    /// A callback handed to a view (`onCreate: { switch reason { ... } }`, `action:`) runs later: what it does
    /// is not what the content shows.
    override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
        let callback = node.expression.is(ClosureExprSyntax.self) && Self.namesCallback(node.label?.text)
        return callback ? .skipChildren : .visitChildren
    }

    override func visit(_ node: MultipleTrailingClosureElementSyntax) -> SyntaxVisitorContinueKind {
        Self.namesCallback(node.label.text) ? .skipChildren : .visitChildren
    }

    /// `onCreate`, `onDismiss`, `action`, `completion`: a label that names a callback.
    private static func namesCallback(_ label: String?) -> Bool {
        guard let label else { return false }
        let startsWithOn = label.count > 2 && label.hasPrefix("on") && label.dropFirst(2).first!.isUppercase
        return startsWithOn || ["action", "completion", "handler"].contains(label)
    }

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        shape.switched = true
        guard choices.contains(node.id) else { return .visitChildren }
        let subject = node.subject.as(DeclReferenceExprSyntax.self)?.baseName.plainName
        let conditions = Self.conditions(of: node)
        for case .switchCase(let branch) in node.cases {
            if let subject, let condition = conditions[branch.id] {
                shape.valueBranches.append(ValueBranch(branch: branches + 1, name: subject, condition: condition))
            }
            walkBranch([Syntax(branch.statements)])
        }
        return .skipChildren
    }

    /// A view's initialiser handed as a function (`CaseLet(/Path.State.detail, action: ..., then: DetailView.init)`,
    /// `ForEach(rows, content: RowView.init)`): the content builds that view.
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.declName.baseName.tokenKind == .keyword(.`init`), let base = node.base,
            let type = SyntaxReading.typeName(base),
            node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != node.id
        else { return .visitChildren }
        shape.candidates.append(ViewCandidate(name: type, stacked: stackDepth > 0, branch: branch))
        return .skipChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let type = SyntaxReading.constructedType(node) {
            if SyntaxReading.stackTypes.contains(type) {
                stackDepth += 1
                walkArguments(of: node)
                stackDepth -= 1
                return .skipChildren
            }
            if type == "NavigationLink" || type == "Link" { return .skipChildren }
            if !SyntaxReading.navigationContainers.contains(type) {
                shape.candidates.append(ViewCandidate(name: type, stacked: stackDepth > 0, branch: branch))
            }
        } else if let helper = SyntaxReading.helperName(of: ExprSyntax(node.calledExpression)) {
            shape.helperCalls.append(helper)
        } else if let name = SyntaxReading.factoryKey(of: node) {
            // A type's static function that may build a view (`SettingsModule.view()`): see `viewFactories`.
            shape.candidates.append(ViewCandidate(name: name, stacked: stackDepth > 0))
        }
        // Modifiers that present or push lead to other views, not this content's; a toolbar's buttons are
        // chrome around the content, never what it shows.
        if let name = SyntaxReading.calleeName(node), Self.navigatingModifiers.contains(name) || name == "toolbar",
            let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
        {
            walk(base)
            return .skipChildren
        }
        return .visitChildren
    }

    static let navigatingModifiers = Set(ViewModifiers.presentations.keys).union([
        "navigationDestination", "alert", "confirmationDialog",
    ])

    private func walkArguments(of call: FunctionCallExprSyntax) {
        walk(call.arguments)
        if let trailing = call.trailingClosure { walk(trailing) }
        walk(call.additionalTrailingClosures)
    }
}
