import NavLintCore
import SwiftSyntax

/// The view modifiers that navigate: presentations, destinations, dialogs and URL handlers.
enum ViewModifiers {
    /// SwiftUI's presentation modifiers and the edge each makes. An inspector is a sheet where the width is
    /// compact and a trailing column elsewhere: presented over its view and closed the same ways, it is a sheet.
    static let presentations: [String: EdgeKind] = [
        "sheet": .sheet, "fullScreenCover": .fullScreenCover, "popover": .popover, "inspector": .sheet,
    ]

    static func handles(_ name: String) -> Bool {
        presentations[name] != nil
            || ["navigationDestination", "alert", "confirmationDialog", "actionSheet", "onOpenURL"].contains(name)
    }

    /// Whether a call is a modifier's (`sheet(...)` in an extension of `View`): a call of a member with no base
    /// (`.alert(...)`) is one only where it starts a chain in a `#if` clause after a view (`#if os(iOS) .sheet(...)
    /// #endif`). Anywhere else it is a case or a static member (`destination = .alert(AlertState { ... })`).
    static func isModifierCall(_ call: FunctionCallExprSyntax) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil else {
            return true
        }
        var node = Syntax(call)
        while let parent = node.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == node.id {
                node = parent
            } else if let outer = parent.as(FunctionCallExprSyntax.self), outer.calledExpression.id == node.id {
                node = parent
            } else {
                return parent.is(IfConfigClauseSyntax.self)
            }
        }
        return false
    }

    /// Records what the modifier does, then walks the view it modifies.
    static func read(_ name: String, _ call: FunctionCallExprSyntax, base: ExprSyntax?, scanner: ViewScanner) {
        let at =
            call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) }
            ?? Syntax(call.calledExpression)
        if let kind = presentations[name] {
            readPresentation(kind, call, at: at, scanner: scanner)
        } else if name == "navigationDestination" {
            readDestination(call, at: at, scanner: scanner)
        } else if name == "alert" || name == "confirmationDialog" || name == "actionSheet" {
            // `.actionSheet` (SwiftUI 1) is the confirmation dialog of its day; its buttons are in the closure.
            let actions = SyntaxReading.closure(of: call, labels: ["actions"]) ?? call.trailingClosure
            let bound = boundState(of: call, labels: ["isPresented", "item"], scanner: scanner)
            readDialog(name == "alert" ? .alert : .confirmationDialog, at: at, actions: actions, bound: bound, scanner)
        } else {
            scanner.notes.append(
                ExtractionNote(
                    .entryPoint, ".onOpenURL in \(scanner.facts.name): its links belong in the spec's routes",
                    at: scanner.location(at)))
            // What the handler navigates to is navigation of the view (`path.append(...)`).
            if let handler = call.trailingClosure ?? SyntaxReading.closure(of: call, labels: ["perform"]) {
                scanner.walk(handler)
            }
        }
        if let base { scanner.walk(base) }
    }

    private static func content(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        SyntaxReading.contentClosure(of: call, labels: ["content", "destination"])
    }

    /// The content closure, or the function handed in its place (`destination: RouteView.init`, `content:
    /// SheetView.init`).
    private static func contentOrFunction(of call: FunctionCallExprSyntax, label: String) -> Syntax? {
        if let closure = content(of: call) { return Syntax(closure) }
        return SyntaxReading.argument(label, of: call).flatMap { $0.as(MemberAccessExprSyntax.self) }.map(Syntax.init)
    }

    private static func readPresentation(
        _ kind: EdgeKind, _ call: FunctionCallExprSyntax, at: Syntax, scanner: ViewScanner, custom: String? = nil
    ) {
        let closure = content(of: call)
        var shape = scanner.presentedShape(of: contentOrFunction(of: call, label: "content"))
        shape.switchedAt = closure?.switchOverFirstParameter.map { scanner.location($0) }
        if kind == .fullScreenCover { readClosings(of: call, presenting: shape, scanner: scanner) }
        if let closure {
            let shown = shape.candidates.count == 1 ? shape.candidates.first?.name : nil
            PresentedContentReader.read(closure, shown: shown, scanner: scanner)
            PresentedContentReader.readCallbacks(closure, shows: Set(shape.candidates.map(\.name)), scanner: scanner)
        }
        guard let item = ModifierEffectReader.presentationBinding("item", of: call, content: closure) else {
            let flag = ModifierEffectReader.presentationBinding("isPresented", of: call, content: closure)
            let bound =
                flag.flatMap { boundState(of: $0, isFlag: true, scanner: scanner) } ?? scopedStore(call, scanner)
            scanner.add(
                .present(kind, .content(shape, item: nil, local: false)), at: at, customModifier: custom, bound: bound)
            return
        }
        // An item of the view's own (bound for a notification's handler that sets it), or of an object, whose
        // writes elsewhere present it.
        let local = isLocal(item, scanner)
        let bound = boundState(of: item, isFlag: false, scanner: scanner)
        scanner.add(
            .present(kind, .content(shape, item: itemType(item, scanner: scanner), local: local)),
            at: at, customModifier: custom, bound: bound)
    }

    /// The writes in a cover's content that end it (see ``PresentationClosings``), as ways back of the one view it
    /// presents: its only way out. (A sheet or popover is dismissed by a swipe or a tap outside: the labels of the
    /// measured apps, like their specs, leave out a flag set to close one.)
    private static func readClosings(
        of call: FunctionCallExprSyntax, presenting shape: ContentShape, scanner: ViewScanner
    ) {
        guard let closure = content(of: call), shape.candidates.count == 1, let shown = shape.candidates.first?.name,
            let state = (SyntaxReading.argument("isPresented", of: call) ?? SyntaxReading.argument("item", of: call))
                .flatMap(SyntaxReading.ownBinding)
        else { return }
        for write in PresentationClosings.writes(ending: state, in: closure) {
            scanner.facts.closings.append(PresentedClosing(view: shown, location: scanner.location(write)))
        }
    }

    /// A modifier the sources may declare that takes what SwiftUI's presentations take (`isPresented:` and
    /// content without parameters, or `item:` and content of the item): read as a presentation whose kind its
    /// definition gives (see ``CustomPresentations``), then the view it modifies is walked. False for any
    /// other call (`refundRequestSheet(isPresented:) { result in ... }` hands its closure a result, not an item).
    static func readCustom(
        _ name: String, _ call: FunctionCallExprSyntax, base: ExprSyntax?, scanner: ViewScanner
    )
        -> Bool
    {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let content = content(of: call),
            ModifierEffectReader.takesWhatAPresentationTakes(call, content: content)
        else { return false }
        readPresentation(.sheet, call, at: Syntax(member.declName), scanner: scanner, custom: name)
        if let base { scanner.walk(base) }
        return true
    }

    /// What a custom view modifier's declaration presents: the kind of the first SwiftUI presentation it calls
    /// (`content.sheet(...)`), else the `ViewModifier` types it applies (`modifier(InspectableSheet(...))`) and the
    /// functions it calls, which may be the app's own modifiers; nil when it calls nothing.
    static func customPresentation(in declaration: some SyntaxProtocol) -> CustomPresentation? {
        var followed: [String] = []
        for token in declaration.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind,
                let reference = token.parent?.as(DeclReferenceExprSyntax.self)
            else { continue }
            // `content.sheet(...)` or `sheet(...)`: the name is what the call calls.
            let callee = reference.parent?.as(MemberAccessExprSyntax.self).map(Syntax.init) ?? Syntax(reference)
            guard let call = callee.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == callee.id
            else { continue }
            if let kind = presentations[name] {
                return CustomPresentation(presents: kind, wrapper: handedContentWrapper(in: call))
            }
            if name == "modifier", let inner = call.arguments.first?.expression.as(FunctionCallExprSyntax.self),
                let applied = SyntaxReading.constructedType(inner)
            {
                followed.append(applied)
            } else if !followed.contains(name) {
                followed.append(name)
            }
        }
        return followed.isEmpty ? nil : CustomPresentation(presents: nil, follows: followed)
    }

    /// The view a presentation's content builds around what the modifier is handed (`SheetView { content() }`,
    /// `Chrome(content: content)`); nil for content that is no such construction.
    private static func handedContentWrapper(in call: FunctionCallExprSyntax) -> String? {
        guard let content = SyntaxReading.contentClosure(of: call, labels: ["content"]),
            let built = content.statements.firstTopExpression.flatMap(SyntaxReading.coreCall),
            let type = SyntaxReading.constructedType(built), SyntaxReading.startsUppercase(type)
        else { return nil }
        var closures = [built.trailingClosure].compactMap { $0 } + built.additionalTrailingClosures.map(\.closure)
        closures += built.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
        let handed =
            closures.compactMap { $0.statements.firstTopExpression }
            + built.arguments.filter { $0.label?.plainName == "content" }.map(\.expression)
        return handed.contains(where: showsParameter) ? type : nil
    }

    /// `content`, `content()` or `content(item)` under modifiers: a parameter or property shown, no construction.
    private static func showsParameter(_ expression: ExprSyntax) -> Bool {
        if SyntaxReading.helperName(of: expression) != nil { return true }
        let called = SyntaxReading.coreCall(of: expression)?.calledExpression.as(DeclReferenceExprSyntax.self)
        return called.map { SyntaxReading.startsLowercase($0.baseName.plainName) } ?? false
    }

    /// The state that the first of `labels` the call has binds, of an object the view holds (`isPresented:
    /// $store.isImporting`) or the view's own (`isPresented: $showsWelcome`); nil for a binding of anything else.
    static func boundState(
        of call: FunctionCallExprSyntax, labels: [String], scanner: ViewScanner
    ) -> BoundState? {
        guard let label = labels.first(where: { SyntaxReading.argument($0, of: call) != nil }),
            let binding = SyntaxReading.argument(label, of: call)
        else {
            // `.alert($model.destination.alert) { action in ... }`: SwiftUINavigation's dialog of a state's value.
            guard let first = call.arguments.first, first.label == nil, first.expression.trimmedText.hasPrefix("$")
            else { return scopedStore(call, scanner) }
            return boundState(of: first.expression, isFlag: false, scanner: scanner)
        }
        return boundState(of: binding, isFlag: label == "isPresented", scanner: scanner)
    }

    /// The state a presentation's binding binds (a flag's or an item's), of an object the view holds or its own;
    /// or the state a binding keys by one of its cases (`$model.destination.add`, `$destination.add`, and
    /// `Binding($model.destination.settings)` as a flag).
    private static func boundState(of binding: ExprSyntax, isFlag: Bool, scanner: ViewScanner) -> BoundState? {
        let binding = unwrappedBinding(binding)
        if !keysOwnOptional(binding, scanner), let property = SyntaxReading.lastName(binding),
            let object = scanner.receiverType(of: binding) ?? ownState(binding, scanner)
        {
            return BoundState(property: property, object: object, isFlag: isFlag, boundIn: scanner.typeName)
        }
        if let scoped = storeScope(binding, isFlag: isFlag, scanner) { return scoped }
        guard let keyed = binding.as(MemberAccessExprSyntax.self), let state = keyed.base else { return nil }
        // `$store.scope(\.$destination, action: \.destination).edit`: the scope's state keyed by the case.
        if var scoped = storeScope(state, isFlag: isFlag, scanner), scoped.caseName == nil {
            scoped.caseName = keyed.declName.baseName.plainName
            return scoped
        }
        guard let property = SyntaxReading.lastName(state),
            let object = scanner.receiverType(of: state) ?? ownState(state, scanner)
        else { return nil }
        return BoundState(
            property: property, object: object, isFlag: isFlag, boundIn: scanner.typeName,
            caseName: keyed.declName.baseName.plainName)
    }

    /// The state a store's scope binds (`$store.scope(state: \.destination?.add, action: \.destination.add)`, or
    /// `$store.scope(\.alert, action: \.alert)`): the reducer's property the key path starts with, keyed by the case
    /// after it.
    private static func storeScope(_ binding: ExprSyntax, isFlag: Bool, _ scanner: ViewScanner) -> BoundState? {
        guard let call = binding.as(FunctionCallExprSyntax.self),
            call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.plainName == "scope",
            let reducer = scanner.receiverType(of: call.calledExpression),
            let first = call.arguments.first, first.label == nil || first.label?.text == "state",
            let path = first.expression.as(KeyPathExprSyntax.self)
        else { return nil }
        // `\.$destination` names the `@Presents` property `destination` by its projection.
        let names = path.components.compactMap { $0.component.as(KeyPathPropertyComponentSyntax.self) }
            .map { String($0.declName.baseName.plainName.trimmingPrefix("$")) }
        guard let property = names.first, names.count <= 2 else { return nil }
        return BoundState(
            property: property, object: reducer, isFlag: isFlag, boundIn: scanner.typeName,
            caseName: names.count == 2 ? names[1] : nil)
    }

    /// The state of `.sheet(store: store.scope(state: \.$destination, action: { ... }), state:
    /// /Destination.State.add, action: ...)`, the Composable Architecture's presentation of a store's scope, keyed
    /// by the case its case path names.
    private static func scopedStore(_ call: FunctionCallExprSyntax, _ scanner: ViewScanner) -> BoundState? {
        guard let store = SyntaxReading.argument("store", of: call),
            var bound = storeScope(store, isFlag: false, scanner)
        else { return nil }
        if let path = SyntaxReading.argument("state", of: call)?.as(PrefixOperatorExprSyntax.self)?.expression {
            bound.caseName = SyntaxReading.lastName(path)
        }
        return bound
    }

    /// `$destination.share` of the view's own optional `destination`: a member of an optional's binding can only
    /// be one of its cases, never a property of an object the view holds.
    private static func keysOwnOptional(_ binding: ExprSyntax, _ scanner: ViewScanner) -> Bool {
        guard let state = binding.as(MemberAccessExprSyntax.self)?.base.flatMap(SyntaxReading.ownBinding),
            let declared = scanner.ownProperties[state]
        else { return false }
        return StoredProperty.holdsOptional(declared)
    }

    /// `$flag` of `Binding($flag)`, the `Bool` binding SwiftUINavigation builds of an optional's binding.
    private static func unwrappedBinding(_ binding: ExprSyntax) -> ExprSyntax {
        guard let call = binding.as(FunctionCallExprSyntax.self),
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.plainName == "Binding",
            call.arguments.count == 1, let only = call.arguments.first, only.label == nil,
            only.expression.trimmedText.hasPrefix("$")
        else { return binding }
        return only.expression
    }

    /// The view's own type, for a binding of its own property (`$showsSettings`): what only a notification it
    /// receives writes from another view (see ``NotificationChannels``).
    private static func ownState(_ binding: ExprSyntax, _ scanner: ViewScanner) -> String? {
        SyntaxReading.ownBinding(binding).flatMap { scanner.stateProperties.contains($0) ? scanner.typeName : nil }
    }

    private static func isLocal(_ binding: ExprSyntax, _ scanner: ViewScanner) -> Bool {
        SyntaxReading.ownBinding(binding).map { scanner.ownProperties[$0] != nil } ?? false
    }

    private static func itemType(_ binding: ExprSyntax, scanner: ViewScanner) -> TypeRef? {
        guard let name = SyntaxReading.lastName(binding) else { return nil }
        if let declared = scanner.ownProperties[name] ?? scanner.parameters[name] {
            return .named(SyntaxReading.elementType(declared))
        }
        return .property(scanner.receiverType(of: binding).map { $0 + "." + name } ?? name)
    }

    private static func readDestination(_ call: FunctionCallExprSyntax, at: Syntax, scanner: ViewScanner) {
        let shape = scanner.presentedShape(of: contentOrFunction(of: call, label: "destination"))
        let closure = content(of: call)
        if let closure {
            PresentedContentReader.readCallbacks(closure, shows: Set(shape.candidates.map(\.name)), scanner: scanner)
        }
        if let type = SyntaxReading.argument("for", of: call) {
            scanner.registrations.append(registration(for: type, shape: shape, closure: closure, at: at, scanner))
        } else if let item = SyntaxReading.argument("item", of: call) {
            scanner.add(
                .present(.push, .content(shape, item: itemType(item, scanner: scanner), local: true)), at: at,
                bound: boundState(of: item, isFlag: false, scanner: scanner))
        } else {
            scanner.add(
                .present(.push, .content(shape, item: nil, local: false)), at: at,
                bound: boundState(of: call, labels: ["isPresented"], scanner: scanner))
        }
    }

    /// What `navigationDestination(for: type)` registers with the content `shape` its `closure` builds.
    private static func registration(
        for type: ExprSyntax, shape: ContentShape, closure: ClosureExprSyntax?, at: Syntax, _ scanner: ViewScanner
    ) -> Registration {
        var name = type.trimmedText
        if name.hasSuffix(".self") { name.removeLast(5) }
        var registration = Registration(
            type: .named(name), kind: .push, shape: shape, location: scanner.location(at),
            modifier: scanner.modifier, view: scanner.modifier == nil ? scanner.facts.name : nil)
        registration.literalChoice = closure.flatMap { LiteralCases.choice(of: $0) { scanner.location($0) } }
        return registration
    }

    /// A member call that may apply one of the app's own view modifiers (`.failureAlert($error)`, `.whatsNew()`);
    /// one handed a type and a destination closure (`.stackDestination(for: Page.self) { page in ... }`) may also
    /// hand them on to `navigationDestination(for:)`, and registers them where it does.
    static func readAppModifierCall(_ name: String, _ call: FunctionCallExprSyntax, scanner: ViewScanner) {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return }
        let labels = ModifierEffectReader.labels(of: call)
        let at = Syntax(member.declName)
        scanner.facts.modifierCalls.append(ModifierCall(name: name, labels: labels, location: scanner.location(at)))
        guard let type = SyntaxReading.argument("for", of: call), type.trimmedText.hasSuffix(".self"),
            let destination = contentOrFunction(of: call, label: "destination")
        else { return }
        var registration = registration(
            for: type, shape: scanner.presentedShape(of: destination), closure: content(of: call), at: at, scanner)
        registration.forwardedBy = name
        scanner.registrations.append(registration)
    }

    /// A stack handed a `destination` closure (TCA's `NavigationStack(path: $store.scope(state: \.path, action:
    /// \.path)) { ... } destination: { store in switch store.case { case let .detail(store): DetailView(store:
    /// store) } }`): the closure registers, as `navigationDestination(for:)` does, the view of each case of the enum
    /// its `switch` maps, which the stack's links (`NavigationLink(state: Path.State.detail(...))`) push.
    static func readStackDestination(of call: FunctionCallExprSyntax, scanner: ViewScanner) {
        guard let closure = SyntaxReading.closure(of: call, labels: ["destination"]),
            let top = closure.statements.firstTopExpression,
            let choice = top.as(SwitchExprSyntax.self)
        else { return }
        let shape = scanner.presentedShape(of: Syntax(closure))
        var registration = Registration(
            type: .named(choice.subject.trimmedText), kind: .push, shape: shape, location: scanner.location(choice),
            modifier: scanner.modifier, view: scanner.modifier == nil ? scanner.facts.name : nil)
        registration.mapsSwitchAt = scanner.location(choice)
        scanner.registrations.append(registration)
    }

    /// Walks a dialog's buttons with their navigation going to the dialog.
    private static func readDialog(
        _ kind: EdgeKind, at node: Syntax, actions: ClosureExprSyntax?, bound: BoundState?, _ scanner: ViewScanner
    ) {
        let index = scanner.facts.dialogs.count
        scanner.facts.dialogs.append(DialogFacts(kind: kind, location: scanner.location(node)))
        scanner.add(.dialog(index), at: node, bound: bound)
        guard let actions else { return }
        let outer = scanner.dialog
        scanner.dialog = index
        scanner.walk(actions)
        scanner.dialog = outer
    }
}
