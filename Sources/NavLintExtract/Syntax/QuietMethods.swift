import SwiftSyntax

/// The view's own methods whose calls hand no destination on. A call of one (`present(.tags)`) is no router call,
/// whatever its name: its body is in the sources and says what it does, where it is written.
/// - A body that does not navigate (`func present(_ item: Item) { showsTags = true }`, where `showsTags` is the
///   view's own state that a `.popover(isPresented:)` reads): what it writes to the view's own state is read where
///   that state is bound.
/// - A body that navigates without handing a parameter on (`func presentCreate(reason: Reason) {
///   coordinator.present { CreateView(reason: reason) } }`): the case a call hands chooses what the body's own
///   navigation shows, and is no destination.
///
/// A body navigates when it calls something whose name or receiver says navigation (`router.present(item)`,
/// `path.append(item)`, `open(item)`, `dismiss()`), or writes such a property of another object
/// (`router.sheet = item`); it hands a parameter on when such a call's arguments or such a write's value name one,
/// or name a local made from one (`let url = URL(string: link)`).
/// When in doubt, it does.
///
/// A method's body is read when a call of its name is first asked about: most methods are never called in a way
/// that could navigate.
final class QuietMethods {
    private let functions: [String: [FunctionDeclSyntax]]
    private let ownProperties: Set<String>
    private var known: [String: Bool] = [:]

    /// The quiet methods among `declarations` (a view's members), whose own stored properties are `ownProperties`.
    init(_ declarations: [DeclSyntax] = [], ownProperties: Set<String> = []) {
        var functions: [String: [FunctionDeclSyntax]] = [:]
        for case let function? in declarations.map({ $0.as(FunctionDeclSyntax.self) }) where function.body != nil {
            functions[function.name.plainName, default: []].append(function)
        }
        self.functions = functions
        self.ownProperties = ownProperties
    }

    /// Whether a method of this name (some overload) hands no destination on.
    func contains(_ name: String) -> Bool {
        if let quiet = known[name] { return quiet }
        let quiet = (functions[name] ?? []).contains { function in
            let finder = NavigationFinder(ownProperties: ownProperties, parameters: Set(function.parameterNames))
            function.body.map(finder.walk)
            return !finder.handsOn
        }
        known[name] = quiet
        return quiet
    }

    private final class NavigationFinder: LeafSkippingVisitor {
        let ownProperties: Set<String>
        /// The method's parameters, and the locals made from them (`let url = URL(string: urlString)`).
        private var parameters: Set<String>
        /// Whether the body navigates handing on a parameter, or navigates at all when it takes none.
        private(set) var handsOn = false

        init(ownProperties: Set<String>, parameters: Set<String>) {
            self.ownProperties = ownProperties
            self.parameters = parameters
            super.init()
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard !handsOn else { return .skipChildren }
            let member = node.calledExpression.as(MemberAccessExprSyntax.self)
            let name = member?.declName ?? node.calledExpression.as(DeclReferenceExprSyntax.self)
            if let name = name?.baseName.plainName,
                name == "dismiss"
                    || RouterCall.looksLikeNavigation(function: name, receiver: { member?.base?.trimmedText })
            {
                handsOn = parameters.isEmpty || node.arguments.contains { namesParameter($0.expression) }
            }
            return handsOn ? .skipChildren : .visitChildren
        }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            guard !handsOn else { return .skipChildren }
            guard let (target, value) = SyntaxReading.assignment(node), let name = SyntaxReading.lastName(target)
            else {
                return .visitChildren
            }
            // `showsTags`, `self.showsTags`: the view's own stored property, read where it is bound.
            let isOwn = SyntaxReading.ownMember(target).map(ownProperties.contains) ?? false
            if !isOwn && RouterCall.namesNoun(name) { handsOn = parameters.isEmpty || namesParameter(value) }
            return handsOn ? .skipChildren : .visitChildren
        }

        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            noteLocal(node.pattern, madeFrom: node.initializer?.value)
            return .visitChildren
        }

        override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
            noteLocal(node.pattern, madeFrom: node.initializer?.value)
            return .visitChildren
        }

        /// `let url = URL(string: link)`, `guard let url = ...`: a local made from a parameter stands for it.
        private func noteLocal(_ pattern: PatternSyntax, madeFrom value: ExprSyntax?) {
            // Without parameters, or once the body is known to hand one on, locals say nothing more.
            guard !parameters.isEmpty, !handsOn, let value, let name = pattern.as(IdentifierPatternSyntax.self),
                namesParameter(value)
            else { return }
            parameters.insert(name.identifier.plainName)
        }

        /// Whether an expression names one of the method's parameters (`route`, `.detail(route)`).
        private func namesParameter(_ expression: ExprSyntax) -> Bool {
            expression.tokens(viewMode: .sourceAccurate).contains { token in
                if case .identifier(let name) = token.tokenKind { return parameters.contains(name) }
                return false
            }
        }
    }
}
