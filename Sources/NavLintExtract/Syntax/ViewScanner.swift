import NavLintCore
import SwiftSyntax

/// Walks the members of one type (a view's body and the helpers it calls, or an extension) and records
/// its containers, the navigations it performs and the destination types it registers.
final class ViewScanner: LeafSkippingVisitor {
    let lines: LineTable
    let file: String
    /// The type's own stored properties with their declared types.
    let ownProperties: [String: TypeSyntax]
    /// The values the type's own stored properties are initialised with (`@State var selection: Panel? = .orders`).
    var initialValues: [String: ExprSyntax] = [:]
    var facts: ViewFacts
    var registrations: [Registration] = []
    var notes: [ExtractionNote] = []
    /// Sites go to this dialog while its buttons are walked.
    var dialog: Int?
    /// Container calls already read as part of an outer container (a tab's stack).
    var readContainers: [SyntaxIdentifier: Int] = [:]
    /// The switches over the view's state read into switch containers (see ``BodySwitchReader``), by node.
    var readSwitches: [SyntaxIdentifier: Int] = [:]
    /// Calls read as the view an enum case maps to (see ``mappedSlot(of:)``): no router's calls.
    var mappedCalls: Set<SyntaxIdentifier> = []
    /// The functions of the type and of its file that a tab may be built by (see ``ArgumentScope``), by name.
    var calledFunctions: [String: FunctionDeclSyntax] = [:]
    /// The call whose function's body is being read, its parameters standing for the call's arguments.
    var argumentScope: ArgumentScope?
    /// The type's computed properties and functions without parameters, by name, with what each yields first: a
    /// split view's column that shows one (`detail: { detailColumn }`) is read as if it were written there.
    var helperBodies: [String: (declaration: DeclSyntax, expression: ExprSyntax)] = [:]
    /// The view's own methods whose bodies do not navigate (see ``QuietMethods``): calls of them are no router's.
    var quietMethods = QuietMethods()
    /// The view modifier being walked: a function of an `extension View`, whose registrations it applies.
    var modifier: String?
    /// A view showing a UIKit or AppKit controller: a `dismiss` in it, on the view or the controller, closes it.
    var isRepresentable = false
    /// The parameters of the function being walked, with their declared types (`sheet: Binding<Sheet?>`).
    var parameters: [String: TypeSyntax] = [:]
    /// By name, the type of each of the view's stored properties (see ``StateDeclarations/heldTypes(_:_:)``).
    var heldObjects: [String: String] = [:] { didSet { facts.heldTypes = Set(heldObjects.values) } }
    /// The element type of each loop variable over a typed collection (`ForEach(Screen.allCases) { screen in`).
    var loopTypes: [String: String] = [:]
    /// By the members that declare them, the calls of the view's functions there (``HelperParameters``).
    var helperCalls: [SyntaxIdentifier: HelperParameters.Calls] = [:]
    /// The properties the `path:` of the view's stacks is bound to, whatever their names say.
    var boundPaths: Set<String> = []
    /// The `List(selection:)` calls being walked, innermost last: the tags of their rows select.
    var selectionLists: [SelectionLists.Open] = []
    /// The helper being walked (nil for `body`): each container read while it is walked records it.
    var walkedHelper: String?
    /// The type's stored properties held by a property wrapper (`@State`, `@StateObject`, `@Environment`...).
    var stateProperties: Set<String> = []
    /// The environment's actions the view calls by a name of its own (see ``StoredProperty/environmentActions(_:)``).
    var environmentActions: [String: String] = [:]
    /// The property the view's whole body switches over (see ``BodySwitchReader``): writing it flips the switch.
    var switchedState: String?
    /// Whether the code walked is a scene's content: what it switches over, whatever it is, chooses the app's root.
    var readsSceneContent = false
    /// By type constructed, by argument label, the enum cases passed as literals (see ``FileFacts``).
    var literalArguments: [String: [String: Set<String>]] = [:]

    /// The type whose code is walked, also while ``facts`` is a fragment of a view it presents.
    let typeName: String

    init(facts: ViewFacts, ownProperties: [String: TypeSyntax], lines: LineTable, file: String) {
        self.facts = facts
        typeName = facts.name
        self.ownProperties = ownProperties
        self.lines = lines
        self.file = file
        super.init()
    }

    func location(_ node: some SyntaxProtocol) -> SwiftLocation { node.swiftLocation(lines, file: file) }

    /// Where a node is written, from its first to its last character.
    func span(of node: some SyntaxProtocol) -> ClosedRange<SwiftLocation> {
        let end = lines.location(ofOffset: node.endPositionBeforeTrailingTrivia.utf8Offset)
        return location(node)...SwiftLocation(file: file, line: end.line, column: end.column)
    }

    func add(
        _ action: NavSite.Action, at node: some SyntaxProtocol, router: RouterCall? = nil, parameter: String? = nil,
        customModifier: String? = nil, selectsOnly: Bool = false, nestedCase: String? = nil, bound: BoundState? = nil,
        writesBoundValue: Bool = false, selectionWrite: SelectionWrite? = nil, writesLiteralTag: Bool = false,
        handedOn: Bool = false, passedCases: Set<String>? = nil
    ) {
        var site = NavSite(action: action, location: location(node), router: router, parameter: parameter)
        (site.bound, site.writesBoundValue, site.selectionWrite) = (bound, writesBoundValue, selectionWrite)
        (site.writesLiteralTag, site.handedOn, site.passedCases) = (writesLiteralTag, handedOn, passedCases)
        site.nestedCase = nestedCase
        site.customModifier = customModifier
        site.modifier = modifier
        site.selectsOnly = selectsOnly
        append(site)
    }

    func append(_ site: NavSite) {
        if let dialog { facts.dialogs[dialog].sites.append(site) } else { facts.sites.append(site) }
    }

    // MARK: Calls

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if SystemCalls.opensSettings(node) {
            add(.openWindow(SystemCalls.settingsWindow), at: node)
            return .skipChildren
        }
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            !SyntaxReading.isTypeName(base)
        {
            return visitMemberCall(member.declName.baseName.plainName, node, base: base)
        }
        if let type = SyntaxReading.constructedType(node) { return visitConstruction(type, node) }
        guard var name = SyntaxReading.calleeName(node) else { return .visitChildren }
        if node.calledExpression.is(DeclReferenceExprSyntax.self) { name = environmentActions[name] ?? name }
        if ViewModifiers.handles(name), ViewModifiers.isModifierCall(node) {
            ViewModifiers.read(name, node, base: nil, scanner: self)
            return .skipChildren
        }
        switch name {
        case "dismiss" where node.arguments.isEmpty:
            addDismiss(at: node, throughObject: nil)
        case "openURL":
            add(.openURL(SystemCalls.urlLiteral(node.arguments.first?.expression, properties: initialValues)), at: node)
        case "openWindow":
            SystemCalls.readOpenWindow(node, scanner: self)
        case "openSettings" where node.arguments.isEmpty && stateProperties.contains(name):
            add(.openWindow(SystemCalls.settingsWindow), at: node)
        case "send" where heldObjects["store"] != nil:
            let store = heldObjects["store"]!
            facts.heldCalls.append(HeldMethodCall(reading: node, of: store, method: name, at: location(node)))
        default:
            // `.open(page: .swap)`, a case or a static factory written with a leading dot, is a value, not a call.
            if node.calledExpression.as(MemberAccessExprSyntax.self).map({ $0.base != nil }) ?? true {
                recordRouterArguments(node, function: name, receiver: nil)
            }
            if let call = FunctionNavigationReader.call(node, name: name, at: location(node)) {
                facts.functionCalls.append(call)
            }
            NotificationReader.record(node, scanner: self)
        }
        return .visitChildren
    }

    /// `dismiss.callAsFunction`, the environment's dismiss action handed on as a closure (`action:
    /// dismiss.callAsFunction`) or called by that name: a dismiss where it is written.
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if case .identifier("callAsFunction") = node.declName.baseName.tokenKind,
            let base = node.base, SyntaxReading.lastName(base) == "dismiss"
        {
            addDismiss(at: node, throughObject: nil)
        }
        return .visitChildren
    }

    private func visitConstruction(_ type: String, _ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        switch type {
        case "TabView" where PagedTabViews.isPaged(node):
            facts.embedded.append(type)
        case "NavigationStack", "NavigationView", "TabView", "NavigationSplitView", "NavigationStackStore":
            if readContainers[node.id] == nil { _ = readContainer(node) }
            // Without SwiftUI's module, the name may be the app's own view (see ``ContainerFacts/unlessDeclared``).
            if !SyntaxReading.namesSwiftUIModule(node) {
                facts.embedded.append(type)
                recordComponentUse(type, node)
            }
        case "NavigationLink":
            visitNavigationLink(node)
            return .skipChildren
        case "SettingsLink":
            add(.openWindow(SystemCalls.settingsWindow), at: node)
        case _ where SystemCalls.systemSheets[type] != nil:
            notes.append(SystemCalls.systemSheetNote(type, at: location(node)))
        case "Link":
            let destination = SyntaxReading.argument("destination", of: node)
            add(.openURL(SystemCalls.urlLiteral(destination, properties: initialValues)), at: node)
        case let named where SyntaxReading.namesStack(named) && node.trailingClosure != nil:
            if readContainers[node.id] == nil { _ = readContainer(node) }
            facts.embedded.append(type)
            recordComponentUse(type, node)
        case "ForEach", "List":
            if let (name, element) = LoopVariables.element(
                of: node, ownProperties: ownProperties, initialValues: initialValues)
            {
                loopTypes[name] = element
            }
            if type == "List" { SelectionLists.open(node, scanner: self) }
            facts.embedded.append(type)
        default:
            SplitWrapperReader.read(node, type: type, scanner: self)
            facts.embedded.append(type)
            recordComponentUse(type, node)
        }
        return .visitChildren
    }

    /// SwiftUI's own argument labels of `NavigationLink`; any other label is a custom initialiser's.
    private static let linkLabels: Set<String> = ["destination", "value", "isActive", "tag", "selection", "label"]

    /// A `NavigationLink`: its destination or value becomes a site; its label closure is content of this view
    /// (rows, icons), never a destination, also for custom initialisers (`NavigationLink(.page) { label }`).
    private func visitNavigationLink(_ node: FunctionCallExprSyntax) {
        let labels = node.arguments.compactMap(\.label?.plainName)
        let first = node.arguments.first.flatMap { $0.label == nil ? $0.expression : nil }
        var label = SyntaxReading.closure(of: node, labels: ["label"])
        if let value = SyntaxReading.argument("value", of: node) {
            let (destination, cases) = HelperParameters.destination(ofValue: value, scanner: self)
            add(
                .route(destination), at: node, parameter: ViewParameters.ownProperty(value, of: self),
                nestedCase: SyntaxReading.nestedCase(in: value), passedCases: cases)
            label = label ?? node.trailingClosure
        } else if let destination = SyntaxReading.argument("destination", of: node) {
            // An initialiser of the app's own may take a case where SwiftUI takes a view (`destination: .settings`).
            let own = TypeRef.parameter("NavigationLink(destination:)")
            add(
                SyntaxReading.enumCase(destination) != nil
                    ? .route(self.destination(ofValue: destination, context: own))
                    : .present(.push, .content(presentedShape(of: destination), item: nil, local: false)),
                at: node, nestedCase: SyntaxReading.nestedCase(in: destination))
            label = label ?? node.trailingClosure
        } else if let custom = node.arguments.first(where: {
            $0.label.map { !Self.linkLabels.contains($0.plainName) } ?? false
        })
            ?? first.flatMap({ SyntaxReading.enumCase($0) != nil ? node.arguments.first : nil })
        {
            // A custom initialiser handing a value on: its closures are labels.
            let context = TypeRef.parameter("NavigationLink(\(custom.label?.plainName ?? "_"):)")
            add(
                .route(destination(ofValue: custom.expression, context: context)), at: node,
                nestedCase: SyntaxReading.nestedCase(in: custom.expression))
            label = label ?? node.trailingClosure
        } else if let closure = node.trailingClosure, label != nil || first != nil || labels.isEmpty {
            add(.present(.push, .content(presentedShape(of: closure), item: nil, local: false)), at: node)
        } else {
            add(.present(.push, .unknown("a NavigationLink without destination: or value:")), at: node)
        }
        // The label may hold navigation of its own (rare) and subviews; walk it as this view's content.
        if let label { walk(label) }
    }

    /// What a pushed or routed value is: an enum case, a value of a known type, or something unknown.
    func destination(ofValue value: ExprSyntax, context: TypeRef? = nil) -> Destination {
        if let (type, name) = SyntaxReading.enumCase(value) {
            return .enumCase(type: type.map(TypeRef.named) ?? context, name: name)
        }
        if let call = value.as(FunctionCallExprSyntax.self), let type = SyntaxReading.constructedType(call) {
            return .value(.named(type))
        }
        // `Route.Settings`: a capitalised case (or a type), not a property.
        if let type = SyntaxReading.memberTypeName(value) {
            return .value(.named(type))
        }
        if let literal = TabReader.literalTag(value) {
            return .literal(type: value.is(IntegerLiteralExprSyntax.self) ? "Int" : "String", value: literal)
        }
        // An interpolated string is a value of its type, no literal.
        if value.is(StringLiteralExprSyntax.self) { return .value(.named("String")) }
        if let identifier = LoopVariables.identifierType(of: value, loopTypes: loopTypes, ownProperties: ownProperties)
        {
            return .value(.named(identifier))
        }
        if let property = LoopVariables.property(of: value, loopTypes: loopTypes) { return .value(.property(property)) }
        if let name = SyntaxReading.lastName(value) {
            if value.is(DeclReferenceExprSyntax.self), let element = loopTypes[name] { return .value(.named(element)) }
            if let local = value.as(DeclReferenceExprSyntax.self).flatMap({ LocalDeclarations.type(of: $0) }) {
                return .value(.named(local))
            }
            if let declared = ownProperties[name] { return .value(.named(SyntaxReading.elementType(declared))) }
            if value.is(DeclReferenceExprSyntax.self),
                let declared = helperBodies[name].flatMap({ HelperDeclarations.declaredValueType($0.declaration) })
            {
                return .value(.named(declared))
            }
            return .value(.property(name))
        }
        return .unknown("the value \(value.trimmedText) has no type the extractor can follow")
    }

    private func visitMemberCall(
        _ name: String, _ node: FunctionCallExprSyntax, base: ExprSyntax
    ) -> SyntaxVisitorContinueKind {
        if ViewModifiers.handles(name) {
            ViewModifiers.read(name, node, base: base, scanner: self)
            return .skipChildren
        }
        switch name {
        case "append" where PathNames.isPath(base, bound: boundPaths):
            if let value = node.arguments.first?.expression {
                for (destination, call, cases) in HelperParameters.appendSites(of: value, scanner: self) {
                    add(
                        .route(destination), at: call ?? node, handedOn: EnvironmentActions.isHandedToAction(value),
                        passedCases: cases)
                }
            }
            return .skipChildren
        case "removeLast" where PathNames.isPath(base, bound: boundPaths):
            // `path.removeLast(path.count)` empties the path.
            let count = node.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.plainName
            add(.back(count == "count" ? .popToRoot : .pop), at: node)
        case "removeAll" where PathNames.isPath(base, bound: boundPaths):
            add(.back(.popToRoot), at: node)
        case "dismiss"
        where isRepresentable || node.arguments.isEmpty && NameText.contains(base.trimmedText, "presentationMode"):
            add(.back(.dismiss), at: node)
        case "dismiss" where node.arguments.isEmpty && node.trailingClosure == nil:
            let declared = SyntaxReading.lastName(base).flatMap { ownProperties[$0] }.map(SyntaxReading.elementType)
            addDismiss(at: node, throughObject: declared.map(DismissHolder.declared) ?? .undeclared)
        case "open" where SystemCalls.opensURL(base):
            add(.openURL(SystemCalls.urlLiteral(node.arguments.first?.expression, properties: initialValues)), at: node)
        case _ where SystemCalls.fileBrowsers.contains(name) || SystemCalls.systemSheets[name] != nil:
            SystemCalls.noteFileBrowser(name, node, scanner: self)
        case _ where SystemCalls.modalMethods.contains(name):
            let modal = SystemCalls.appKitModal(shownBy: base, properties: ownProperties, initialValues: initialValues)
            guard let type = modal else { break }
            SystemCalls.readAppKitModal(type, node, scanner: self)
        // `holder.dismiss(...)` is read above or is a method of the holder's own (a toast center's).
        case _ where name != "dismiss" && BackMethod.kind(of: name) != nil && base.trimmedText != "self":
            addBackMethodCall(name, node)
        case "tag" where !selectionLists.isEmpty:
            SelectionLists.readTag(node, base: base, scanner: self)
        case "tag", "id", "tabItem":
            break
        default:
            if ViewModifiers.readCustom(name, node, base: base, scanner: self) { return .skipChildren }
            NotificationReader.record(node, scanner: self)
            ViewModifiers.readAppModifierCall(name, node, scanner: self)
            if let type = receiverType(of: node.calledExpression) ?? SystemCalls.sharedInstanceType(base) {
                facts.heldCalls.append(HeldMethodCall(reading: node, of: type, method: name, at: location(node)))
            }
            if base.is(FunctionCallExprSyntax.self) == false {
                if let shown = RouterViewCalls.presentation(node, function: name, receiver: base) {
                    add(shown, at: node)
                    return .skipChildren
                }
                recordRouterArguments(node, function: name, receiver: base)
            }
        }
        return .visitChildren
    }

    override func visitPost(_ node: FunctionCallExprSyntax) {
        if selectionLists.last?.list == node.id { selectionLists.removeLast() }
    }

    // MARK: Assignments

    /// `a.b = value` (the parser leaves operators unfolded: a sequence of operand, `=`, operand): see
    /// ``AssignmentReader``.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        AssignmentReader(scanner: self).read(node)
        return .visitChildren
    }
}
