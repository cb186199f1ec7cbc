import NavLintCore
import SwiftSyntax

/// What one of the app's own view modifiers does wherever it is applied, read from its declaration (a function
/// of `extension View`, or a `ViewModifier`): the dialogs its body shows (`errorMessage($error)` whose body is
/// `alert(...)`) and the way back its body takes (a back button's `presentationMode.wrappedValue.dismiss()`).
struct ModifierEffect: Sendable {
    /// A presentation in the body: its kind and content.
    struct Presentation: Sendable {
        var kind: EdgeKind
        var shape: ContentShape
    }

    /// A call in the body of another of the app's modifiers that takes what a presentation takes
    /// (`bottomSheet(isPresented: $shows) { ContactView() }`): a presentation of the kind that modifier presents.
    struct CustomCall: Sendable {
        var name: String
        var shape: ContentShape
    }

    /// A parameter's argument label (`_` for none) and whether a call may leave it out (it has a default, or it
    /// is a closure a trailing closure may hand).
    struct Parameter: Sendable {
        var label: String
        var omissible: Bool
    }

    /// The function's parameters, in order; none for a `ViewModifier`.
    var parameters: [Parameter] = []
    var dialogs: [EdgeKind] = []
    /// The sheets, covers and popovers its body presents, with what their content builds (a crop view after a
    /// system picker).
    var presentations: [Presentation] = []
    /// The calls of the app's own presenting modifiers in the body, whose kinds their declarations give.
    var customCalls: [CustomCall] = []
    var back: EdgeKind?
    /// The `ViewModifier` the function applies (`modifier(ErrorAlert(...))`), whose effects are its own too.
    var applies: String?
    /// Whether the caller hands it state (a `Binding` parameter or property): its dialogs are presented by what the
    /// caller sets (`errorMessage($error)`), and count at the call; a modifier that shows a dialog only from its own
    /// state (a swipe action's choices) shows it itself, as a component of each view applying it (see
    /// ``ViewFacts/isModifierType``).
    var takesState = false

    /// Whether it shows nothing, takes no way back and applies no `ViewModifier`: no effect at all.
    var isNone: Bool {
        dialogs.isEmpty && presentations.isEmpty && customCalls.isEmpty && back == nil && applies == nil
    }

    /// Whether a call with these argument labels (`_` for an unlabelled one) calls this function.
    func accepts(_ labels: [String]) -> Bool {
        var next = labels.startIndex
        for parameter in parameters {
            if next < labels.endIndex, labels[next] == parameter.label {
                next += 1
            } else if !parameter.omissible {
                return false
            }
        }
        return next == labels.endIndex
    }
}

/// Reads ``ModifierEffect``s from declarations and the argument labels of the calls that may apply them.
enum ModifierEffectReader {
    private static let dialogs: [String: EdgeKind] = [
        "alert": .alert, "confirmationDialog": .confirmationDialog, "actionSheet": .confirmationDialog,
    ]

    /// The effect of a function of `extension View`; nil when its body shows no dialog and takes no way back.
    static func effect(of function: FunctionDeclSyntax) -> ModifierEffect? {
        let handed = Set(function.parameterNames)
        guard var effect = effect(inBody: function, handed: handed) else { return nil }
        effect.parameters = function.signature.parameterClause.parameters.map { parameter in
            let isClosure = parameter.type.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .arrow }
            return ModifierEffect.Parameter(
                label: parameter.firstName.plainName, omissible: parameter.defaultValue != nil || isClosure)
        }
        effect.takesState = function.signature.parameterClause.parameters.contains { isBinding($0.type) }
        return effect
    }

    /// The effect of a `ViewModifier` (nil when its body shows no dialog and takes no way back), and the calls in its
    /// body that the effect places at each call of the modifier: its dialogs and presentations when the caller
    /// hands it state, none otherwise. What is not placed at the calls is the modifier's own navigation (see
    /// ``ViewFacts/isModifierType``).
    static func effect(
        ofModifier node: StructDeclSyntax
    ) -> (effect: ModifierEffect?, placedAtCalls: [DeclReferenceExprSyntax]) {
        let properties = node.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
        let bindings = names(of: properties, wrappedIn: "Binding")
        let ownState = names(of: properties, wrappedIn: "State")
        var (effect, placed) = read(node, ownState: ownState, handed: bindings)
        effect.takesState =
            !bindings.isEmpty
            || properties.contains { variable in
                variable.bindings.contains { $0.typeAnnotation.map { isBinding($0.type) } ?? false }
            }
        return (effect.isNone ? nil : effect, effect.takesState ? placed : [])
    }

    /// The names of the properties held by the wrapper `name` (`@State`, `@Binding`).
    private static func names(of properties: [VariableDeclSyntax], wrappedIn name: String) -> Set<String> {
        Set(
            properties.filter { SyntaxReading.isWrapped($0, in: [name]) }.flatMap { variable in
                variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainName }
            })
    }

    /// `Binding<...>`, optional or not.
    private static func isBinding(_ type: TypeSyntax) -> Bool {
        type.firstToken(viewMode: .sourceAccurate)?.text == "Binding"
    }

    /// The effect of a declaration's body: every call it makes of a dialog, of a presentation, of `dismiss()` or of
    /// `modifier(...)`. A dialog or presentation bound to one of `ownState` (`isPresented: $asksToReset` of the
    /// modifier's own `@State`) is shown by the modifier itself, as a component: it is left out. A presentation of an
    /// item is read where the item is set (a sheet router's `switch`), unless the item is one of `handed`, what the
    /// caller hands the modifier (`webSheet(url:)` whose body is `sheet(item: url) { WebView(url: $0) }`).
    static func effect(
        inBody declaration: some SyntaxProtocol, ownState: Set<String> = [], handed: Set<String> = []
    ) -> ModifierEffect? {
        let effect = read(declaration, ownState: ownState, handed: handed).effect
        return effect.isNone ? nil : effect
    }

    /// ``effect(inBody:ownState:handed:)``, with the calls of the dialogs and presentations it holds.
    private static func read(
        _ declaration: some SyntaxProtocol, ownState: Set<String>, handed: Set<String>
    ) -> (effect: ModifierEffect, placed: [DeclReferenceExprSyntax]) {
        var effect = ModifierEffect()
        var placed: [DeclReferenceExprSyntax] = []
        for (name, reference, call) in calls(in: declaration) {
            if let bound = boundState(of: call), ownState.contains(bound) { continue }
            let presents = ViewModifiers.presentations[name]
            if let kind = dialogs[name] {
                effect.dialogs.append(kind)
                placed.append(reference)
            } else if let presentation = presentation(call, presents: presents, handed: handed) {
                if let kind = presents {
                    effect.presentations.append(ModifierEffect.Presentation(kind: kind, shape: presentation))
                } else {
                    effect.customCalls.append(ModifierEffect.CustomCall(name: name, shape: presentation))
                }
                placed.append(reference)
            } else if presents != nil, let bound = boundState(of: call), handed.contains(bound) {
                // Of state the caller hands, with content extract cannot read: no navigation of the modifier's own.
                placed.append(reference)
            } else if name == "dismiss", call.arguments.isEmpty {
                effect.back = .dismiss
            } else if effect.applies == nil {
                effect.applies = applied(by: call, named: name, in: Syntax(declaration))
            }
        }
        return (effect, placed)
    }

    /// The `ViewModifier` (or the function building one) a call applies: `modifier(Shadowed())`,
    /// `ModifiedContent(content: self, modifier: Shadowed())`, `modifier(shadowed())`, or, in a function that
    /// returns a modifier, a construction of one other than `EmptyModifier()`.
    private static func applied(by call: FunctionCallExprSyntax, named name: String, in declaration: Syntax) -> String?
    {
        if name == "modifier" || name == "ModifiedContent" {
            let argument = SyntaxReading.argument("modifier", of: call) ?? call.arguments.first?.expression
            guard let inner = argument?.as(FunctionCallExprSyntax.self) else { return nil }
            return SyntaxReading.constructedType(inner) ?? SyntaxReading.calleeName(inner)
        }
        guard name != "EmptyModifier", SyntaxReading.startsUppercase(name),
            let returned = declaration.as(FunctionDeclSyntax.self)?.signature.returnClause?.type,
            NameText.contains(returned.trimmedText, "ViewModifier")
        else { return nil }
        return SyntaxReading.constructedType(call)
    }

    /// Every call in a declaration whose callee is a name or a member (`alert(...)`, `content.sheet(...)`): the
    /// name, the reference to it and the call.
    private static func calls(
        in declaration: some SyntaxProtocol
    ) -> [(name: String, reference: DeclReferenceExprSyntax, call: FunctionCallExprSyntax)] {
        declaration.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard case .identifier(let name) = token.tokenKind,
                let reference = token.parent?.as(DeclReferenceExprSyntax.self)
            else { return nil }
            let callee = reference.parent?.as(MemberAccessExprSyntax.self).map(Syntax.init) ?? Syntax(reference)
            guard let call = callee.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == callee.id
            else { return nil }
            return (name, reference, call)
        }
    }

    /// What a call in a modifier's body presents at each call of the modifier: a SwiftUI presentation (`kind` given)
    /// or a call that takes what one takes, of a fixed view, or of an item the caller hands.
    private static func presentation(
        _ call: FunctionCallExprSyntax, presents kind: EdgeKind?, handed: Set<String>
    ) -> ContentShape? {
        guard let content = SyntaxReading.contentClosure(of: call, labels: ["content"]),
            kind != nil || takesWhatAPresentationTakes(call, content: content)
        else { return nil }
        if let item = SyntaxReading.argument("item", of: call),
            !handed.contains(SyntaxReading.ownBinding(item) ?? SyntaxReading.lastName(item) ?? "")
        {
            return nil
        }
        let shape = ContentReader.shape(of: content)
        return shape.switched || shape.candidates.isEmpty ? nil : shape
    }

    /// The property whose binding presents a dialog or presentation (`isPresented: $asksToReset`, `item: $shown`).
    private static func boundState(of call: FunctionCallExprSyntax) -> String? {
        let argument = SyntaxReading.argument("isPresented", of: call) ?? SyntaxReading.argument("item", of: call)
        return argument.flatMap(SyntaxReading.ownBinding)
    }

    /// Whether a call of a modifier the sources may declare takes what SwiftUI's presentations take: `isPresented:`
    /// and content without parameters, or `item:` and content of the item (`refundSheet(isPresented:) { result in
    /// ... }` hands its closure a result, not an item).
    static func takesWhatAPresentationTakes(_ call: FunctionCallExprSyntax, content: ClosureExprSyntax) -> Bool {
        if SyntaxReading.argument("item", of: call) != nil { return takesParameters(content) }
        if SyntaxReading.argument("isPresented", of: call) != nil { return !takesParameters(content) }
        // Handed without a label, the binding may be a modifier's own (`.errorMessage($error) { retry() }`): its
        // closure is content only when it constructs one (`{ ZoomView() }`, not `{ Haptics.play(.error) }`).
        let constructs = content.statements.firstTopExpression.flatMap(SyntaxReading.coreCall)
            .flatMap(SyntaxReading.constructedType)
        return unlabelledBinding(of: call) != nil && constructs != nil
    }

    /// The binding a presentation of the app's own is handed under `label` (`isPresented` or `item`), or without
    /// a label as its first argument (`.fullCover($isZoomed) { ... }`): an item when the content takes one, else a
    /// flag.
    static func presentationBinding(
        _ label: String, of call: FunctionCallExprSyntax, content: ClosureExprSyntax?
    ) -> ExprSyntax? {
        if let labelled = SyntaxReading.argument(label, of: call) { return labelled }
        guard let binding = unlabelledBinding(of: call), let content else { return nil }
        return takesParameters(content) == (label == "item") ? binding : nil
    }

    /// The first argument when it has no label and is a binding (`$isZoomed`).
    private static func unlabelledBinding(of call: FunctionCallExprSyntax) -> ExprSyntax? {
        guard let first = call.arguments.first, first.label == nil,
            first.expression.trimmedText.hasPrefix("$"), SyntaxReading.lastName(first.expression) != nil,
            !(first.expression.trimmedText.dropFirst().first?.isNumber ?? true)
        else { return nil }
        return first.expression
    }

    /// Whether a closure takes parameters: it declares them or reads `$0` (`{ upload($0) }` hands on a result,
    /// it is no content); a `$0` of a closure inside it (`PickerView(onSelect: { save($0) })`) is that closure's.
    private static func takesParameters(_ closure: ClosureExprSyntax) -> Bool {
        if closure.signature?.parameterClause != nil { return true }
        return closure.statements.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .dollarIdentifier = token.tokenKind else { return false }
            var node = token.parent
            while let current = node, !current.is(ClosureExprSyntax.self) { node = current.parent }
            return node?.id == closure.id
        }
    }

    /// The argument labels of a call, `_` for an unlabelled argument (trailing closures are not among them).
    static func labels(of call: FunctionCallExprSyntax) -> [String] {
        call.arguments.map { $0.label?.plainName ?? "_" }
    }
}
