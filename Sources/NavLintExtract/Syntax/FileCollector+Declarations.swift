import SwiftSyntax

/// A stored property of a type: its name, declared type and whether it gets a memberwise parameter.
struct StoredProperty {
    var name: String
    var type: TypeSyntax?
    /// Wrapped (`@State`, `@Environment`, `@Binding`...) or a `let` with a value: not a memberwise parameter.
    var isParameter: Bool
    var node: PatternBindingSyntax
}

extension FileCollector {
    /// The stored properties of a member block, in order.
    static func storedProperties(_ members: MemberBlockSyntax) -> [StoredProperty] {
        var properties: [StoredProperty] = []
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: { $0.name.text == "static" })
            else { continue }
            let wrapped = !variable.attributes.isEmpty
            let isLet = variable.bindingSpecifier.text == "let"
            for binding in variable.bindings where binding.accessorBlock == nil {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainName else {
                    continue
                }
                let isParameter = !wrapped && !(isLet && binding.initializer != nil)
                properties.append(
                    StoredProperty(
                        name: name, type: binding.typeAnnotation?.type, isParameter: isParameter, node: binding))
            }
        }
        return properties
    }

    /// A view's initialiser parameters: its first explicit `init`'s, else the memberwise ones.
    static func params(
        _ members: MemberBlockSyntax, stored: [StoredProperty], lines: LineTable, file: String
    ) -> [RawParam] {
        if let initializer = members.members.lazy.compactMap({ $0.decl.as(InitializerDeclSyntax.self) }).first {
            return initializer.signature.parameterClause.parameters.compactMap { parameter in
                let name =
                    parameter.secondName?.plainName == "_" || parameter.firstName.plainName == "_"
                    ? (parameter.secondName ?? parameter.firstName).plainName : parameter.firstName.plainName
                guard let type = SyntaxReading.parameterType(parameter.type) else { return nil }
                return RawParam(
                    name: name, type: type.name, isList: type.isList,
                    optional: parameter.type.is(OptionalTypeSyntax.self),
                    location: parameter.swiftLocation(lines, file: file))
            }
        }
        return stored.filter(\.isParameter).compactMap { property in
            guard let type = property.type, !type.is(FunctionTypeSyntax.self),
                !type.trimmedText.contains("->"), let parameterType = SyntaxReading.parameterType(type)
            else { return nil }
            return RawParam(
                name: property.name, type: parameterType.name, isList: parameterType.isList,
                optional: type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self),
                location: property.node.swiftLocation(lines, file: file))
        }
    }
}

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

/// Reads an `App`'s scenes: `WindowGroup`, `WindowGroup(id:)`, `Window(_:id:)` and their content.
enum SceneReader {
    static func scenes(in members: MemberBlockSyntax, lines: LineTable, file: String) -> [SceneFacts] {
        let finder = SceneFinder(viewMode: .sourceAccurate)
        for member in members.members { finder.walk(member) }
        return finder.calls.map { call in
            let content = call.trailingClosure.flatMap { SyntaxReading.topExpressions($0.statements).first }
            let type = content.flatMap(SyntaxReading.coreCall).flatMap(SyntaxReading.constructedType)
            var scene = SceneFacts(
                id: SyntaxReading.stringLiteral(SyntaxReading.argument("id", of: call)), content: type,
                location: call.swiftLocation(lines, file: file))
            if type == nil, let content { scene.contentProperty = SyntaxReading.propertyName(of: content) }
            return scene
        }
    }

    private final class SceneFinder: SyntaxVisitor {
        var calls: [FunctionCallExprSyntax] = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let type = SyntaxReading.constructedType(node)
            if type == "WindowGroup" || type == "Window" || type == "UtilityWindow" {
                calls.append(node)
                return .skipChildren
            }
            return .visitChildren
        }
    }
}
