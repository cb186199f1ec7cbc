import SwiftSyntax

extension FileCollector {
    /// The modifiers a scene writes on the one view it shows (`Settings { PrefsView().alert(item: ...) }`): a
    /// fragment of that view, merged into it as an extension is, when they navigate.
    func readSceneModifiers(_ content: ClosureExprSyntax, of shown: String, members: MemberBlockSyntax) {
        var fragment = scanView(shown, members: members, at: content, sceneContent: content)
        fragment.fromExtension = true
        fragment.embedded.removeAll { $0 == shown }
        fragment.componentUses.removeAll { $0.type == shown }
        if !fragment.sites.isEmpty || !fragment.dialogs.isEmpty || !fragment.modifierCalls.isEmpty {
            facts.views.append(fragment)
        }
    }

    /// Scans a view's members: `body` first, then the helpers, so that its first container is the outermost.
    /// With `sceneContent`, the members are an app's and the view's body is that scene's content closure.
    /// `extensionMembers` are those of the view's extensions in the file, read as its own.
    func scanView(
        _ name: String, members: MemberBlockSyntax, at node: some SyntaxProtocol, isExtension: Bool = false,
        representable: Bool = false, generics: [String: String] = [:], sceneContent: ClosureExprSyntax? = nil,
        extensionMembers: [DeclSyntax] = [], walksHelpers: Bool = true
    ) -> ViewFacts {
        let stored = StoredProperty.all(in: members)
        let own = StoredProperty.declaredTypes(stored)
        let params =
            isExtension || sceneContent != nil
            ? [] : ViewParameters.read(members, stored: stored, lines: lines, file: facts.file)
        var view = ViewFacts(name: name, location: location(node), params: params, ownProperties: Set(own.keys))
        view.fromExtension = isExtension
        let scanner = ViewScanner(facts: view, ownProperties: own, lines: lines, file: facts.file)
        let declared = isExtension ? declaredState[name] : nil
        scanner.isRepresentable = representable
        scanner.heldObjects = StateDeclarations.heldTypes(stored, generics).merging(declared?.held ?? [:]) { $1 }
        for property in stored { scanner.initialValues[property.name] = property.node.initializer?.value }
        scanner.stateProperties = Set(stored.filter(\.isWrapped).map(\.name)).union(declared?.wrapped ?? [])
        scanner.environmentActions = StoredProperty.environmentActions(stored)
        if !isExtension { declaredState[name] = (scanner.heldObjects, scanner.stateProperties) }
        scanner.facts.observedTypes = Set(scanner.stateProperties.compactMap { scanner.heldObjects[$0] })
        scanner.facts.ownedTypes = Set(stored.filter(\.isOwned).compactMap { scanner.heldObjects[$0.name] })
        var decls = (members.members.map(\.decl) + extensionMembers).filter {
            !$0.is(StructDeclSyntax.self) && !$0.is(EnumDeclSyntax.self) && !$0.is(ClassDeclSyntax.self)
                && (sceneContent == nil || !SceneReader.buildsScenes($0))
        }
        // A representable's way out is in its coordinator's delegate callbacks (`parent.dismiss()`).
        if representable {
            decls += members.members.compactMap { $0.decl.as(ClassDeclSyntax.self) }.flatMap { coordinator in
                coordinator.memberBlock.members.map(\.decl).filter { $0.is(FunctionDeclSyntax.self) }
            }
        }
        var body: [DeclSyntax] = []
        var helpers: [DeclSyntax] = []
        for decl in decls {
            if decl.as(VariableDeclSyntax.self)?.bindings.first?.pattern.trimmedText == "body" {
                body.append(decl)
            } else {
                helpers.append(decl)
            }
        }
        BindableAliases.add(inBody: body.first, to: &scanner.heldObjects)
        scanner.quietMethods = QuietMethods(helpers, ownProperties: Set(stored.map(\.name)))
        (scanner.helperBodies, scanner.calledFunctions) = HelperDeclarations.read(helpers, fileFunctions: fileFunctions)
        // The body's switch is read first: as the outermost container, it is the view's first.
        if let sceneContent {
            scanner.readsSceneContent = true
            if let expression = sceneContent.statements.firstTopExpression {
                _ = BodySwitchReader(scanner: scanner).read(body: expression)
            }
            (scanner.modifier, scanner.parameters, scanner.walkedHelper) = (nil, [:], nil)
            scanner.walk(sceneContent)
            body = []
        } else if let decl = body.first, let (_, expression) = SyntaxReading.helperBody(decl) {
            _ = BodySwitchReader(scanner: scanner).read(body: expression)
            scanner.facts.passesThrough = PassThroughs.constructedType(ofBody: expression)
        }
        let modifiers = isExtension && (name == "View" || name == "SwiftUI.View")
        for decl in body + (walksHelpers ? helpers : []) { walk(decl, with: scanner, readsModifiers: modifiers) }
        facts.registrations += scanner.registrations
        facts.literalArguments.merge(scanner.literalArguments) { $0.merging($1) { $0.union($1) } }
        facts.notes += scanner.notes
        return scanner.facts
    }

    /// The destinations a `ViewModifier`'s `body(content:)` registers (`content.navigationDestination(for:)`),
    /// under the modifier's name: they count on each stack whose root applies it through a function of
    /// `extension View` (see ``ModifierRegistrations``). Nothing else of the body is read here.
    func modifierRegistrations(_ node: StructDeclSyntax) -> [Registration] {
        let functions = node.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
        guard let body = functions.first(where: { $0.name.hasPlainName("body") }) else { return [] }
        let name = node.name.plainName
        let facts = ViewFacts(name: name, location: location(node.name), params: [], ownProperties: [])
        let scanner = ViewScanner(facts: facts, ownProperties: [:], lines: lines, file: self.facts.file)
        scanner.modifier = name
        scanner.walk(DeclSyntax(body))
        return scanner.registrations.filter { $0.modifier == name }
    }

    /// A `ViewModifier`'s own navigation, as a component of each view that applies it (see
    /// ``ViewFacts/isModifierType``): its body read as a view's, less what its ``ModifierEffect`` places at each
    /// call (the dialogs and presentations at `placedAtCalls`; with `takesWayBack`, its `dismiss()`), less a
    /// router's presentations and those of content its callers hand it, and less its registrations (see
    /// ``modifierRegistrations(_:)``). Nil for a name the parser had to invent.
    func modifierComponent(
        _ node: StructDeclSyntax, placedAtCalls left: Set<SwiftLocation>, takesWayBack: Bool
    ) -> ViewFacts? {
        guard !node.name.plainName.isEmpty else { return nil }
        let registered = facts.registrations.count
        var view = scanView(node.name.plainName, members: node.memberBlock, at: node.name)
        facts.registrations.removeSubrange(registered...)
        var dropped: Set<Int> = []
        view.sites.removeAll { site in
            switch site.action {
            case .dialog(let index) where left.contains(site.location):
                dropped.insert(index)
                return true
            case .present where left.contains(site.location): return true
            case .present(_, .content(let shape, let item, let local)):
                // An item it does not hold that content switches over is a router's, presented where it is set (see
                // `routerPresentations`); content its callers hand it, at each call (see ``CustomPresentations``).
                let routers = item != nil && !local && shape.switched
                return routers || shape.showsHandedContent || shape.candidates.isEmpty && shape.helperCalls.isEmpty
            case .back(.dismiss): return takesWayBack
            default: return false
            }
        }
        for index in dropped { view.dialogs[index].sites = [] }
        (view.containers, view.isModifierType) = ([], true)
        return view
    }

    /// Walks one member of a view with its scanner; with `readsModifiers` (a function of `extension View` is a
    /// view modifier), what the member registers, it registers on each stack whose root applies it.
    private func walk(_ decl: DeclSyntax, with scanner: ViewScanner, readsModifiers: Bool) {
        scanner.modifier = readsModifiers ? decl.as(FunctionDeclSyntax.self)?.name.plainName : nil
        scanner.parameters = [:]
        for parameter in decl.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters ?? [] {
            scanner.parameters[(parameter.secondName ?? parameter.firstName).plainName] = parameter.type
        }
        // What a helper builds, read before it is walked so that a container it is gets read once.
        let built = SyntaxReading.helperBody(decl, withParameters: true)
        scanner.walkedHelper = built.flatMap { $0.name == "body" ? nil : $0.name }
        if let (helper, expression) = built, helper != "body" {
            var slot = scanner.slot(of: expression)
            if slot == .inline { slot = BodySwitchReader(scanner: scanner).read(helper, shownBy: expression) }
            if slot == .inline, let type = HelperDeclarations.implicitlyBuiltType(expression, by: decl) {
                slot = .view(type, scanner.location(expression))
            }
            if slot != .inline, slot != .helper(helper) { scanner.facts.helpers[helper] = slot }
        }
        scanner.walk(decl)
    }
}
