import NavLintCore
import SwiftSyntax

/// Reads the tabs of a `TabView`: children with `.tabItem`/`.tag`, iOS 18 `Tab(...)` and `TabSection`,
/// and `ForEach` as one dynamic tab.
struct TabReader {
    let scanner: ViewScanner

    func tabs(of closure: ClosureExprSyntax?) -> [TabFacts] {
        guard let closure else { return [] }
        return tabs(in: closure.statements)
    }

    private func tabs(in statements: CodeBlockItemListSyntax) -> [TabFacts] {
        var tabs: [TabFacts] = []
        for item in statements {
            if let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression {
                tabs += self.tabs(of: expression)
            } else if let conditional = item.item.as(IfConfigDeclSyntax.self) {
                for clause in conditional.clauses {
                    if case .statements(let inner) = clause.elements { tabs += self.tabs(in: inner) }
                }
            }
        }
        return tabs
    }

    private func tabs(of expression: ExprSyntax) -> [TabFacts] {
        // Every branch of an `if` (`else if` too) and of a `switch` holds tabs.
        if let conditional = expression.as(IfExprSyntax.self) {
            return SyntaxReading.branches(of: conditional).flatMap { tabs(in: $0.statements) }
        }
        if let choice = expression.as(SwitchExprSyntax.self) {
            return choice.cases.flatMap { item -> [TabFacts] in
                guard case .switchCase(let branch) = item else { return [] }
                return tabs(in: branch.statements)
            }
        }
        if scanner.argumentScope == nil,
            let (body, scope) = ArgumentScope.call(
                expression, of: scanner.calledFunctions, at: { scanner.location($0) })
        {
            return tabs(builtBy: body, in: scope, calledAs: expression)
        }
        let core = SyntaxReading.coreCall(of: expression)
        guard core != nil || SyntaxReading.helperName(of: expression) != nil else { return [] }
        switch core.flatMap(SyntaxReading.constructedType) {
        case "TabSection":
            return tabs(of: core?.trailingClosure)
        // A group of tabs without modifiers of its own is its children.
        case "Group"
        where core.map({ SyntaxReading.modifierNames(of: expression).isEmpty && $0.arguments.isEmpty }) ?? false:
            return tabs(of: core?.trailingClosure)
        case "ForEach":
            if let core, let table = caseTable(core) {
                var tab = TabFacts(content: .inline, location: scanner.location(core))
                tab.caseTable = table
                return [tab]
            }
            if let core, let tab = casedTab(core) { return [tab] }
            guard var tab = core?.trailingClosure.flatMap({ tabs(of: $0).first }) else { return [] }
            tab.id = "dynamic"
            return [tab]
        case "Tab":
            return core.map { [iOS18Tab($0)] } ?? []
        default:
            var tab = TabFacts(content: scanner.containerSlot(of: expression), location: scanner.location(expression))
            readModifiers(of: expression, into: &tab)
            return [tab]
        }
    }

    /// The tabs a function of the app builds for a call (`tab(content: libraryView, tab: .library)`): its body read
    /// with each parameter standing for its argument, each tab placed at the call, the call's own modifiers last.
    private func tabs(builtBy body: ExprSyntax, in scope: ArgumentScope, calledAs call: ExprSyntax) -> [TabFacts] {
        scanner.argumentScope = scope
        defer { scanner.argumentScope = nil }
        return tabs(of: body).map { built in
            var tab = built
            tab.location = scope.location
            readModifiers(of: call, into: &tab)
            return tab
        }
    }

    /// `ForEach(Screen.allCases) { screen in screen.destination.tabItem { ... } }`, or over a stored list of the
    /// cases the user picks (`ForEach(selectedTabs) { $0.makeContentView() }`): `Screen`, whose cases are the
    /// tabs, each showing what a property or method of the case builds. A stored list's set of tabs is
    /// configurable, which a note says.
    private func caseTable(_ call: FunctionCallExprSyntax) -> String? {
        guard let shown = call.trailingClosure.flatMap({ $0.statements.firstTopExpression }),
            Self.isBuiltByTheCase(shown)
        else { return nil }
        return enumOfCases(call)
    }

    /// `ForEach(AppTab.allCases) { tab in Tab(value: tab) { TabRoot(tab: tab) } }`, or `TabRoot(tab: $0).tag($0)`
    /// over a stored list of cases: a tab per case, each showing the view built with it there, which shows what
    /// the enum maps the case to (see ``CasedContent``; expanded once every file's views are known).
    private func casedTab(_ call: FunctionCallExprSyntax) -> TabFacts? {
        guard let closure = call.trailingClosure, let item = closure.statements.firstTopExpression
        else { return nil }
        var content = item
        if let tab = SyntaxReading.coreCall(of: item), SyntaxReading.constructedType(tab) == "Tab" {
            guard let inner = tab.trailingClosure.flatMap({ $0.statements.firstTopExpression }) else {
                return nil
            }
            content = inner
        }
        let variable = closure.firstParameterName
        guard let built = SyntaxReading.coreCall(of: content), SyntaxReading.constructedType(built) != nil,
            let argument = built.arguments.first(where: {
                $0.expression.as(DeclReferenceExprSyntax.self)?.baseName.plainName == variable
            }),
            let type = enumOfCases(call, noting: false)
        else { return nil }
        var tab = TabFacts(content: scanner.containerSlot(of: content), location: scanner.location(item))
        tab.id = "dynamic"
        tab.caseTable = type
        tab.caseArgument = argument.label?.plainName ?? ""
        return tab
    }

    /// The enum whose cases a `ForEach` loops over: `Screen.allCases`, or a stored list of them (configurable,
    /// which a note says when `noting`: the loop's content is known to be built by the case).
    private func enumOfCases(_ call: FunctionCallExprSyntax, noting: Bool = true) -> String? {
        guard let collection = call.arguments.first(where: { $0.label == nil })?.expression else { return nil }
        if let member = collection.as(MemberAccessExprSyntax.self), member.declName.baseName.hasPlainName("allCases") {
            return member.base.flatMap(SyntaxReading.typeName)
        }
        guard let name = SyntaxReading.lastName(collection), let declared = scanner.ownProperties[name] else {
            return nil
        }
        let type = SyntaxReading.elementType(declared)
        guard noting else { return type }
        scanner.notes.append(
            ExtractionNote(
                .note,
                "the tabs of \(scanner.facts.name) are built at run time from \(name): a tab per case of \(type) "
                    + "its builder maps; which of them show is configurable",
                at: scanner.location(call)))
        return type
    }

    /// Whether a loop's content is what a property or method of the loop's value builds, under modifiers:
    /// `screen.destination`, `$0.makeContentView().tag($0)`.
    private static func isBuiltByTheCase(_ expression: ExprSyntax) -> Bool {
        SyntaxReading.memberOfValue(expression) != nil
    }

    /// `Tab("Home", systemImage: "house", value: .home) { HomeView() }`.
    private func iOS18Tab(_ call: FunctionCallExprSyntax) -> TabFacts {
        let content = call.trailingClosure.flatMap { $0.statements.firstTopExpression }
        var tab = TabFacts(content: scanner.containerSlot(of: content), location: scanner.location(call))
        tab.title = SyntaxReading.stringLiteral(call.arguments.first { $0.label == nil }?.expression)
        tab.icon =
            SyntaxReading.stringLiteral(SyntaxReading.argument("systemImage", of: call))
            ?? SyntaxReading.stringLiteral(SyntaxReading.argument("image", of: call))
        tab.id = SyntaxReading.argument("value", of: call).flatMap(tagName)
        return tab
    }

    /// `.tag(...)` and `.tabItem { Label("Home", systemImage: "house") }` on a tab's content.
    private func readModifiers(of expression: ExprSyntax, into tab: inout TabFacts) {
        var current: ExprSyntax? = expression
        while let call = current?.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
        {
            switch member.declName.baseName.plainName {
            case "tag":
                tab.id = call.arguments.first.flatMap { tagName($0.expression) }
            case "tabItem":
                if let label = call.trailingClosure.flatMap({ $0.statements.firstTopExpression }),
                    let labelCall = SyntaxReading.coreCall(of: label)
                {
                    tab.title = SyntaxReading.stringLiteral(labelCall.arguments.first?.expression)
                    tab.icon = SyntaxReading.stringLiteral(SyntaxReading.argument("systemImage", of: labelCall))
                }
            default:
                break
            }
            current = base
        }
    }

    /// ``tabs(of:)``, with the callbacks the content hands each tab's view, or the root of a tab's stack, read as
    /// that view's (see ``PresentedContentReader/readCallbacks(_:shows:walked:scanner:)``).
    func tabsReadingCallbacks(of content: ClosureExprSyntax?) -> [TabFacts] {
        let tabs = tabs(of: content)
        guard let content else { return tabs }
        let containers = scanner.facts.containers
        let shown = tabs.compactMap { tab -> String? in
            guard case .container(let index) = tab.content else { return tab.content.viewName }
            return containers.indices.contains(index) && containers[index].kind == .stack
                ? containers[index].slots.first?.viewName : nil
        }
        PresentedContentReader.readCallbacks(content, shows: Set(shown), walked: true, scanner: scanner)
        return tabs
    }

    /// `.home`, `Tab.home`, `"home"` → `home`, `2` → `2`; other tags give no id (tabs are then numbered).
    private func tagName(_ expression: ExprSyntax) -> String? {
        if let scope = scanner.argumentScope, let argument = scope.argument(for: expression) {
            scanner.argumentScope = nil
            defer { scanner.argumentScope = scope }
            return tagName(argument)
        }
        if let (_, name) = SyntaxReading.enumCase(expression) { return name }
        return Self.literalTag(expression)
    }

    /// A tag written as a literal, a string's text or an integer's digits (`"home"`, `2`), as a write of the
    /// selection writes it too (see ``TabSelections``).
    static func literalTag(_ expression: ExprSyntax) -> String? {
        expression.as(IntegerLiteralExprSyntax.self)?.literal.text ?? SyntaxReading.stringLiteral(expression)
    }
}
