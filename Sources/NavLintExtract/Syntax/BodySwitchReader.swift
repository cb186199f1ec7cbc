import SwiftSyntax

/// Finds the `switch` a view's body is, when the whole body swaps one view for another by some state
/// (`switch model.phase { case .signedOut: WelcomeView() case .signedIn: HomeView() }`): written in the body,
/// under modifiers, inside a layout container that holds nothing else (`VStack { switch ... }`), or in a helper
/// of the view that the body shows. An `if` over a flag of that state with one view in each branch (`if
/// session.isSignedIn { HomeView() } else { WelcomeView() }`) is such a switch too, over the cases `true` and
/// `false` (see ``BodyConditionReader``). Such a switch is read as a switch container of the view; whether it is
/// a switched root is decided once every file is read (see ``TypeTables``).
struct BodySwitchReader {
    let scanner: ViewScanner

    /// The fewest cases showing views (of the sources, once every file is read) a switched root has.
    static let caseMinimum = 2

    /// How many helpers and layout containers are looked through before giving up.
    private static let depthLimit = 6

    /// Reads the switch the body `expression` is into a switch container of the view; nil when it is none.
    func read(body expression: ExprSyntax) -> ContentSlot? {
        guard let choice = bodyChoice(expression) else { return nil }
        if let node = choice.as(IfExprSyntax.self) {
            return BodyConditionReader(scanner: scanner).read(node) { switchesOverState($0) }
        }
        guard let node = choice.as(SwitchExprSyntax.self), let slot = read(node) else { return nil }
        if case .container(let index) = slot {
            scanner.switchedState = scanner.facts.containers[index].selection?.property
        }
        return slot
    }

    /// Reads a `switch` over the view's state that swaps screens into a switch container (nil for any other), once
    /// whether the body is it or it is a case of the body's (a branch of a flag's `if`, a helper a case shows).
    func read(_ node: SwitchExprSyntax) -> ContentSlot? {
        if let known = scanner.readSwitches[node.id] { return .container(known) }
        guard isStateSwitch(node),
            case .container(let index) = ColumnSwitchReader(scanner: scanner).read(node, column: "Switch", earlier: [])
        else { return nil }
        scanner.readSwitches[node.id] = index
        scanner.facts.containers[index].selection?.property = SyntaxReading.lastName(node.subject)
        return .container(index)
    }

    /// What a helper that is a switch shows: a switch container of its own when a case of the body's switch shows
    /// the helper (`case .signedIn: home`, `home` switching over the connection) and it is over the view's state;
    /// elsewhere a helper's switch shows content (rows, empty states) in place.
    func read(_ helper: String, shownBy expression: ExprSyntax) -> ContentSlot {
        guard let node = expression.as(SwitchExprSyntax.self),
            scanner.facts.containers.contains(where: { $0.kind == .switch && $0.slots.contains(.helper(helper)) })
        else { return .inline }
        return read(node) ?? .inline
    }

    /// Whether a switch is over the view's state and swaps screens (what ``read(_:)`` reads), read without reading it.
    func isStateSwitch(_ node: SwitchExprSyntax) -> Bool {
        // A scene has no input of its own: whatever its content switches over (`AppMode.current()`, a constant of the
        // app) picks the root.
        (scanner.readsSceneContent || switchesOverState(node.subject)) && Self.swapsScreens(node)
    }

    /// The `switch` or `if` that `expression` is, through helpers of the view and layout containers.
    private func bodyChoice(_ expression: ExprSyntax) -> ExprSyntax? {
        var current = expression
        for _ in 0..<Self.depthLimit {
            if current.is(SwitchExprSyntax.self) || current.is(IfExprSyntax.self) { return current }
            if let call = SyntaxReading.coreCall(of: current), SyntaxReading.constructedType(call) != nil {
                // A layout container that holds just a `switch` is that switch.
                guard let only = LayoutContent.onlyStatement(of: call) else { return nil }
                current = only
            } else if let name = SyntaxReading.helperName(of: current), let helper = scanner.helperBodies[name] {
                current = helper.expression
            } else {
                return nil
            }
        }
        return nil
    }

    /// Whether a switch swaps screens: at least two of its cases that build a view bind no payload (`case
    /// .signedIn: HomeView()`), and no fewer than those that do. The cases of a switch that draws the data
    /// they carry (`case .text(let item): TextRow(item)`, a timeline's rows) mostly bind it.
    private static func swapsScreens(_ node: SwitchExprSyntax) -> Bool {
        var plain = 0
        var binding = 0
        for (_, body) in CaseMappingReader.labelledCases(of: node) {
            guard case .case(let label) = body.label, let shown = body.statements.firstTopExpression,
                SyntaxReading.coreCall(of: shown).flatMap(SyntaxReading.constructedType) != nil
            else { continue }
            if label.caseItems.contains(where: { binds($0.pattern) }) { binding += 1 } else { plain += 1 }
        }
        return plain >= Self.caseMinimum && plain >= binding
    }

    /// Whether a case pattern binds a value (`.text(let item)`, `let .text(item)`).
    private static func binds(_ pattern: PatternSyntax) -> Bool {
        pattern.tokens(viewMode: .sourceAccurate).contains { token in
            token.tokenKind == .keyword(.let) || token.tokenKind == .keyword(.var)
        }
    }

    /// Whether a switch's subject reads the view's state (`phase`, `self.phase`, `model.phase`,
    /// `store.state.phase`, each rooted in a property held by a property wrapper): a switch over the view's input
    /// (`let message: Message`, `switch message.kind`) draws that input, and one over a value computed in place
    /// is no state either.
    private func switchesOverState(_ subject: ExprSyntax) -> Bool {
        var current = subject
        var root: String?
        while let member = current.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return false }
            if base.trimmedText == "self" { root = member.declName.baseName.plainName }
            current = base
        }
        if root == nil { root = current.as(DeclReferenceExprSyntax.self)?.baseName.plainName }
        return root.map(scanner.stateProperties.contains) ?? false
    }
}
