import NavLintCore
import SwiftSyntax

/// A view a coordinator's `toPresentable()` returns, and the Bool it is returned under, if any
/// (`if parameters.isEditing { return AnyView(EditScreen()) }`: `isEditing`, true).
struct PresentedView: Sendable, Hashable {
    var name: String
    var condition: String?
    var whenTrue = true
}

/// A navigation call on a coordinator (`navigationStackCoordinator.push(child)`) in a type that is no view.
struct CoordinatorSite: Sendable {
    enum Action: Sendable {
        /// Shows the coordinator of this type; nil when its type cannot be read, with why (`unread`).
        case show(EdgeKind, coordinator: String?, unread: String)
        /// Takes a screen away (`pop()`, `setSheetCoordinator(nil)`): in a callback of a coordinator (its
        /// initialiser's closure, or a `sink` on its `actions`), that coordinator's screen.
        case hide(EdgeKind, actor: String?)
    }

    /// The type whose method makes the call: the screen it shows is where the navigation starts.
    var owner: String
    var action: Action
    /// `push(_:)`, as the code writes it, for the unresolved note.
    var written: String
    var location: SwiftLocation
    /// The Bool literals passed by label in the function that makes the call (`isEditing: true`): they choose
    /// between the views a `toPresentable()` returns under a condition.
    var boolArguments: [String: Bool] = [:]
}

/// Reads coordinators: objects that show a SwiftUI screen through `toPresentable()` (`AnyView(Screen(...))`,
/// `UIHostingController(rootView: Screen(...))`) and push or present each other through a navigation object.
enum CoordinatorReader {
    /// The coordinator methods that show another coordinator, by the kind of edge they make.
    private static let showing: [String: EdgeKind] = [
        "push": .push, "setSheetCoordinator": .sheet, "setFullScreenCoverCoordinator": .fullScreenCover,
    ]
    /// The coordinator methods that take a screen away.
    private static let hiding: [String: EdgeKind] = [
        "pop": .pop, "popToRoot": .popToRoot, "dismiss": .dismiss, "dismissSheet": .dismiss,
    ]
    /// What the receiver's name says: an object that owns a stack or presents (a `setSheetCoordinator` call
    /// says so itself).
    private static let receivers = ["coordinator", "router", "navigator", "navigation", "stack"]
    /// Wrappers whose argument is the view shown.
    private static let wrappers: Set<String> = ["AnyView", "UIHostingController", "NSHostingController"]

    /// A navigation call on a coordinator, or nil when the call is none. Its place is worked out only for a site.
    static func site(
        _ call: FunctionCallExprSyntax, owner: String, at location: () -> SwiftLocation
    ) -> CoordinatorSite? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else {
            return nil
        }
        let name = member.declName.baseName.plainName
        // A coordinator is handed first and without a label (`push(child, animated: true)`).
        let argument = call.arguments.first.flatMap { $0.label == nil ? $0.expression : nil }
        let back = hiding[name] ?? (argument?.is(NilLiteralExprSyntax.self) == true ? .dismiss : nil)
        // Most calls of a coordinator are none of these: the method's name rules them out before the receiver's.
        guard back != nil || showing[name] != nil, let receiver = receiverName(base),
            name.hasSuffix("Coordinator") || receivers.contains(where: { NameText.containsIgnoringCase(receiver, $0) })
        else { return nil }
        let written = "\(base.trimmedText).\(name)(...)"
        if let back {
            let action = CoordinatorSite.Action.hide(back, actor: callbackOwner(of: call))
            return CoordinatorSite(owner: owner, action: action, written: written, location: location())
        }
        guard let kind = showing[name], let argument else { return nil }
        let type = coordinatorType(of: argument, at: call)
        return CoordinatorSite(
            owner: owner, action: .show(kind, coordinator: type, unread: unread(argument)), written: written,
            location: location(), boolArguments: type == nil ? [:] : boolArguments(around: call))
    }

    /// Why the coordinator handed over cannot be read, for the unresolved note.
    private static func unread(_ argument: ExprSyntax) -> String {
        let text = argument.trimmedText
        return SyntaxReading.enumCase(argument) == nil
            ? "is handed \(text), whose coordinator type extract cannot read"
            : "is handed the case \(text) in a type that is no view; extract maps a router's cases from views only"
    }

    /// `parameters.navigationStackCoordinator?` → `navigationStackCoordinator`.
    private static func receiverName(_ base: ExprSyntax) -> String? {
        let unwrapped = base.as(OptionalChainingExprSyntax.self)?.expression ?? base
        return SyntaxReading.lastName(unwrapped)
    }

    /// The type of the coordinator handed over: constructed in place, or a local constant constructed in the
    /// enclosing code; for a stack coordinator given a root (`stack.setRootCoordinator(child)`), the root's.
    private static func coordinatorType(
        of argument: ExprSyntax, at call: FunctionCallExprSyntax, depth: Int = 0
    )
        -> String?
    {
        if let built = argument.as(FunctionCallExprSyntax.self) { return SyntaxReading.constructedType(built) }
        guard depth < 2, let name = argument.as(DeclReferenceExprSyntax.self)?.baseName.plainName else { return nil }
        var node: Syntax? = Syntax(call)
        while let current = node {
            if let block = current.as(CodeBlockItemListSyntax.self) {
                if let root = rootHanded(to: name, in: block) {
                    return coordinatorType(of: root, at: call, depth: depth + 1)
                }
                if let built = constant(name, in: block) { return SyntaxReading.constructedType(built) }
            }
            if current.is(FunctionDeclSyntax.self) { return nil }
            node = current.parent
        }
        return nil
    }

    /// The coordinator whose callback holds the call: the closure handed to its initialiser
    /// (`Child(...) { action in ... }`) or to a `sink` on one of its properties (`child.actions.sink { ... }`).
    private static func callbackOwner(of call: FunctionCallExprSyntax) -> String? {
        var node = call.parent
        while let current = node, !current.is(FunctionDeclSyntax.self) {
            node = current.parent
            guard current.is(ClosureExprSyntax.self) else { continue }
            let outer =
                current.parent?.as(FunctionCallExprSyntax.self)
                ?? current.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
            guard let outer else { continue }
            if let built = SyntaxReading.constructedType(outer) { return built }
            guard SyntaxReading.calleeName(outer) == "sink",
                let member = outer.calledExpression.as(MemberAccessExprSyntax.self),
                let publisher = member.base?.as(MemberAccessExprSyntax.self)?.base
            else { continue }
            return coordinatorType(of: publisher, at: outer)
        }
        return nil
    }

    /// `let name = Type(...)` among the statements.
    private static func constant(_ name: String, in block: CodeBlockItemListSyntax) -> FunctionCallExprSyntax? {
        for item in block {
            guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.trimmedText == name {
                return binding.initializer?.value.as(FunctionCallExprSyntax.self)
            }
        }
        return nil
    }

    /// `name.setRootCoordinator(child)` among the statements: `child`.
    private static func rootHanded(to name: String, in block: CodeBlockItemListSyntax) -> ExprSyntax? {
        for expression in block.topExpressions {
            guard let call = expression.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.hasPlainName("setRootCoordinator"),
                member.base?.as(DeclReferenceExprSyntax.self)?.baseName.plainName == name
            else { continue }
            return call.arguments.first?.expression
        }
        return nil
    }

    /// The Bool literals passed by label anywhere in the function around the call.
    private static func boolArguments(around call: FunctionCallExprSyntax) -> [String: Bool] {
        var node = call.parent
        while let current = node, !current.is(FunctionDeclSyntax.self) { node = current.parent }
        guard let function = node?.as(FunctionDeclSyntax.self) else { return [:] }
        var found: [String: Bool] = [:]
        for token in function.tokens(viewMode: .sourceAccurate) {
            guard token.tokenKind == .keyword(.true) || token.tokenKind == .keyword(.false),
                let argument = token.parent?.parent?.as(LabeledExprSyntax.self), let label = argument.label
            else { continue }
            found[label.plainName] = token.tokenKind == .keyword(.true)
        }
        return found
    }

    /// The views `toPresentable()` returns, with the Bool condition each is returned under.
    static func presented(by function: FunctionDeclSyntax) -> [PresentedView] {
        guard let body = function.body else { return [] }
        return views(in: body.statements, condition: nil, whenTrue: true)
    }

    private static func views(
        in statements: CodeBlockItemListSyntax, condition: String?, whenTrue: Bool
    )
        -> [PresentedView]
    {
        var found: [PresentedView] = []
        for item in statements {
            let expression =
                item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self)
                ?? item.item.as(ReturnStmtSyntax.self)?.expression
            if let branch = expression?.as(IfExprSyntax.self) {
                let flag = branch.conditions.count == 1 ? branch.conditions.first?.condition.as(ExprSyntax.self) : nil
                let name = flag.flatMap(SyntaxReading.lastName)
                found += views(in: branch.body.statements, condition: name, whenTrue: true)
                if case .codeBlock(let otherwise) = branch.elseBody {
                    found += views(in: otherwise.statements, condition: name, whenTrue: false)
                }
            } else if let expression, let view = wrappedView(expression) {
                found.append(PresentedView(name: view, condition: condition, whenTrue: whenTrue))
            }
        }
        return found
    }

    /// `AnyView(Screen(...).modifier())` → `Screen`.
    private static func wrappedView(_ expression: ExprSyntax) -> String? {
        var current = expression
        for _ in 0..<4 {
            guard let call = SyntaxReading.coreCall(of: current), let type = SyntaxReading.constructedType(call)
            else { return nil }
            guard wrappers.contains(TypeTables.withoutGenericArguments(type)) else { return type }
            guard let inner = call.arguments.first?.expression else { return nil }
            current = inner
        }
        return nil
    }
}
