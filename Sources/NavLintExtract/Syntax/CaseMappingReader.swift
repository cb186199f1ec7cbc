import SwiftSyntax

/// Reads the `switch` statements that choose a view per enum case.
enum CaseMappingReader {
    /// The mapping a switch writes, or nil when none of its cases builds a view. A case that names no enum case
    /// is not read, and places are worked out only for a switch that maps: most switches map nothing.
    /// `extensions` are the file's, whose functions of the type the switch is in its cases may call.
    static func mapping(
        of node: SwitchExprSyntax, extensions: SameFileExtensions? = nil, location: () -> SwiftLocation,
        caseLocation: (SwitchCaseSyntax) -> SwiftLocation
    ) -> CaseMapping? {
        // The type's functions are looked up once for the switch, and only when a case calls one.
        var functions: [FunctionDeclSyntax]?
        var read: [(names: [String], switchCase: SwitchCaseSyntax, views: [ViewCandidate])] = []
        for (names, switchCase) in labelledCases(of: node) where !names.isEmpty {
            let views = views(of: switchCase) {
                let found = functions ?? Self.functions(around: node, extensions: extensions)
                functions = found
                return found
            }
            read.append((names, switchCase, views))
        }
        // A case that switches over its own value forwards it to the inner switch, which maps the value's cases
        // (see ``TypeTables``: it shows its views itself only when they are one).
        let forwarding = read.filter { ($0.2.isEmpty && forwardsBinding($0.1)) || switchesOverBinding($0.1) }
        guard read.contains(where: { !$0.2.isEmpty }) || !forwarding.isEmpty else { return nil }
        let cases = read.flatMap { names, switchCase, views in
            let place = caseLocation(switchCase)
            return names.map { ($0, views, place) }
        }
        var mapping = CaseMapping(cases: cases, location: location())
        mapping.subjectType = subjectType(of: node)
        for (names, switchCase, _) in forwarding {
            for name in names { mapping.forwards[name] = caseLocation(switchCase) }
        }
        return mapping
    }

    /// The views a case builds: written in it, else built by the helper functions of the type it is in that it calls
    /// (`case .signIn: signInView()`, whose body chooses among views), followed two helpers deep.
    private static func views(
        of switchCase: SwitchCaseSyntax, functions: () -> [FunctionDeclSyntax]
    ) -> [ViewCandidate] {
        let shape = ContentReader.shape(of: switchCase.statements)
        guard shape.candidates.isEmpty, !shape.helperCalls.isEmpty else { return shape.candidates }
        return helperViews(shape.helperCalls, among: functions(), depth: 2)
    }

    private static func helperViews(
        _ names: [String], among functions: [FunctionDeclSyntax], depth: Int
    ) -> [ViewCandidate] {
        guard depth > 0 else { return [] }
        var found: [ViewCandidate] = []
        for function in functions where names.contains(function.name.plainName) {
            guard let body = function.body else { continue }
            let shape = ContentReader.shape(of: body.statements)
            if !shape.candidates.isEmpty {
                found += shape.candidates
            } else {
                let deeper = helperViews(shape.helperCalls, among: functions, depth: depth - 1)
                found += deeper.isEmpty ? handedViews(in: body) : deeper
            }
        }
        return found
    }

    /// The types a coordinator's method builds to hand on (`let view = ReportView(...)` then `present(view)`,
    /// `present(UIHostingController(rootView: ReportView()))`): what the case it is called from shows, once the
    /// tables keep the views among them.
    private static func handedViews(in body: CodeBlockSyntax) -> [ViewCandidate] {
        var found: [ViewCandidate] = []
        for token in body.tokens(viewMode: .sourceAccurate) {
            guard case .identifier = token.tokenKind, let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                let call = reference.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == reference.id,
                let type = SyntaxReading.constructedType(call),
                call.parent?.is(LabeledExprSyntax.self) == true
                    || call.parent?.is(InitializerClauseSyntax.self) == true,
                !found.contains(where: { $0.name == type })
            else { continue }
            found.append(ViewCandidate(name: type, stacked: false))
        }
        return found
    }

    /// The functions declared in the type (or extension) a node is written in, and in the file's other
    /// declarations and extensions of that type (a coordinator's `present...()` methods, grouped in extensions).
    private static func functions(
        around node: some SyntaxProtocol, extensions: SameFileExtensions?
    ) -> [FunctionDeclSyntax] {
        var enclosing = node.parent
        while let current = enclosing, current.asDeclGroup == nil { enclosing = current.parent }
        guard let group = enclosing else { return [] }
        var groups = [group]
        let type =
            group.as(ExtensionDeclSyntax.self).map { SpecNaming.plain($0.extendedType.trimmedText) }
            ?? group.declaredTypeName?.text
        if let type {
            let file = group.root.as(SourceFileSyntax.self)?.statements.map { Syntax($0.item) } ?? []
            groups += file.filter { $0.declaredTypeName?.text == type }
            groups += extensions?.declarations(of: type).map(Syntax.init) ?? []
        }
        var seen: Set<SyntaxIdentifier> = []
        return groups.filter { seen.insert($0.id).inserted }.flatMap { declared in
            (declared.asDeclGroup?.memberBlock.members ?? []).compactMap {
                $0.decl.as(FunctionDeclSyntax.self)
            }
        }
    }

    /// The declared type of what a switch is over, when the code says it: a parameter of the function it is in
    /// (`switch route.wrappedValue` where `route: Binding<Route>`), or `self` in an enum or an extension.
    static func subjectType(of node: SwitchExprSyntax) -> String? {
        var root = node.subject
        while true {
            if let member = root.as(MemberAccessExprSyntax.self), let base = member.base {
                root = base
            } else if let optional = root.as(OptionalChainingExprSyntax.self) {
                root = optional.expression
            } else if let forced = root.as(ForceUnwrapExprSyntax.self) {
                root = forced.expression
            } else {
                break
            }
        }
        guard let name = root.as(DeclReferenceExprSyntax.self)?.baseName else { return nil }
        let isSelf = name.tokenKind == .keyword(.self)
        var parent = node.parent
        while let current = parent {
            if !isSelf, let function = current.as(FunctionDeclSyntax.self) {
                let parameter = function.signature.parameterClause.parameters.first { parameter in
                    (parameter.secondName ?? parameter.firstName).plainName == name.plainName
                }
                return parameter.map { SyntaxReading.elementType($0.type) }
            }
            if isSelf, let extended = current.as(ExtensionDeclSyntax.self) { return extended.extendedType.trimmedText }
            if isSelf, let declared = current.as(EnumDeclSyntax.self) { return declared.name.plainName }
            parent = current.parent
        }
        return nil
    }

    /// Whether a case binds a value and shows it by a member of that value: `case let .logIn(page): page.view()`.
    private static func forwardsBinding(_ switchCase: SwitchCaseSyntax) -> Bool {
        guard case .case(let label) = switchCase.label, label.caseItems.count == 1,
            NameText.contains(label.caseItems.first?.pattern.trimmedText ?? "", "("),
            let shown = switchCase.statements.firstTopExpression
        else { return false }
        let called = shown.as(FunctionCallExprSyntax.self)?.calledExpression ?? shown
        guard let base = called.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self) else {
            return false
        }
        return base.baseName.tokenKind != .keyword(.self) && SyntaxReading.startsLowercase(base.baseName.text)
    }

    /// Whether a case binds a value and switches over it to choose the view (`case .setting(let page): switch page
    /// { case .general: GeneralPanel() ... }`): the inner switch is a mapping of the value's enum of its own.
    private static func switchesOverBinding(_ switchCase: SwitchCaseSyntax) -> Bool {
        guard case .case(let label) = switchCase.label, label.caseItems.count == 1,
            let pattern = label.caseItems.first?.pattern,
            let inner = switchCase.statements.firstTopExpression?.as(SwitchExprSyntax.self),
            switchCase.statements.count == 1,
            let subject = inner.subject.as(DeclReferenceExprSyntax.self)?.baseName.plainName
        else { return false }
        return pattern.tokens(viewMode: .sourceAccurate).contains { token in
            if case .identifier(let name) = token.tokenKind { return name == subject }
            return false
        }
    }

    /// The type of a case's first associated value, as written: `case logIn(_ page: LoginPage)` → `LoginPage`.
    static func payloadType(of element: EnumCaseElementSyntax) -> String? {
        element.parameterClause?.parameters.first.map { SyntaxReading.elementType($0.type) }
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
    static func caseName(_ pattern: PatternSyntax) -> String? {
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { return caseName(binding.pattern) }
        guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
        return SyntaxReading.enumCase(expression)?.name
    }

    /// Whether a `switch` over a name (`switch route`) is the whole `body` of the type it is in.
    static func isWholeBody(_ node: SwitchExprSyntax) -> Bool {
        guard node.subject.is(DeclReferenceExprSyntax.self) else { return false }
        var current = node.parent
        while let parent = current {
            if let binding = parent.as(PatternBindingSyntax.self) { return binding.pattern.trimmedText == "body" }
            guard
                parent.is(ExpressionStmtSyntax.self) || parent.is(CodeBlockItemSyntax.self)
                    || parent.is(CodeBlockItemListSyntax.self) || parent.is(AccessorBlockSyntax.self)
                    || parent.is(AccessorDeclSyntax.self) || parent.is(AccessorDeclListSyntax.self)
                    || parent.is(CodeBlockSyntax.self)
            else { return false }
            current = parent.parent
        }
        return false
    }

    /// An enum's case declarations, also those inside its `#if` clauses.
    static func caseDeclarations(in members: MemberBlockItemListSyntax) -> [EnumCaseDeclSyntax] {
        members.flatMap { member -> [EnumCaseDeclSyntax] in
            if let declaration = member.decl.as(EnumCaseDeclSyntax.self) { return [declaration] }
            guard let config = member.decl.as(IfConfigDeclSyntax.self) else { return [] }
            return config.clauses.flatMap { clause -> [EnumCaseDeclSyntax] in
                guard case .decls(let inner) = clause.elements else { return [] }
                return caseDeclarations(in: inner)
            }
        }
    }
}
