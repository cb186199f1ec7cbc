import SwiftSyntax

/// Reads an assignment of an enum case to a property of the object being walked: `route = .detail(x)`,
/// `self.route = .detail(x)`, `self?.route = .detail(x)`; and of `true` or `false` (`isSignedIn = false`), which
/// only a switched root over the flag reads. And a case appended to a path of the object (`path.append(.story(id))`,
/// a path by its name as a view's is): a push, whose call sites are the calls of the method it is in.
enum StateWriteReader {
    /// The write an assignment is, in `method` of `owner` (nil outside a method); none when it is no such write.
    static func write(
        _ node: SequenceExprSyntax, owner: String, in method: String?, siblings: SiblingWrites,
        location: () -> SwiftLocation
    ) -> [StateWrite] {
        guard let (target, value) = SyntaxReading.assignment(node), isOwn(target),
            let property = SyntaxReading.lastName(target)
        else { return [] }
        if let flag = SyntaxReading.flagCase(value) {
            var write = StateWrite(owner: owner, property: property, caseName: flag, location: location())
            write.isFlag = true
            return [placed(write, in: method, node, siblings: siblings)]
        }
        guard let (type, caseName) = SyntaxReading.enumCase(value), type == nil else { return [] }
        let write = StateWrite(owner: owner, property: property, caseName: caseName, location: location())
        return [placed(write, in: method, node, siblings: siblings)]
    }

    /// The push a path's `append` of a case is, in `method` of `owner`; none for any other call.
    static func append(
        _ node: FunctionCallExprSyntax, owner: String, in method: String?, siblings: SiblingWrites,
        location: () -> SwiftLocation
    ) -> [StateWrite] {
        guard let callee = node.calledExpression.as(MemberAccessExprSyntax.self),
            callee.declName.baseName.hasPlainName("append"), let target = callee.base, isOwn(target),
            let property = SyntaxReading.lastName(target), PathNames.namesPath(property),
            node.arguments.count == 1, let value = node.arguments.first?.expression,
            let (type, caseName) = SyntaxReading.enumCase(value), type == nil
        else { return [] }
        let write = StateWrite(owner: owner, property: property, caseName: caseName, location: location())
        return [placed(write, in: method, node, siblings: siblings)]
    }

    /// A write with the method it is in, whether that method does nothing but navigate, and the other cases
    /// written beside it.
    private static func placed(
        _ write: StateWrite, in method: String?, _ node: some SyntaxProtocol, siblings: SiblingWrites
    ) -> StateWrite {
        var write = write
        write.method = method
        write.inNavigationMethod = isInNavigationMethod(node)
        // A reducer's case is the method the views call by sending its action.
        if let action = Reducers.handledAction(of: node) {
            (write.method, write.inNavigationMethod) = (action.name, action.onlyNavigates)
        }
        write.writtenBeside = siblings.beside(node)
        return write
    }

    /// `activeTab = tab` in `func navigate(to tab: Tab)`: the method's parameter written to the object's property.
    static func parameterWrite(_ node: SequenceExprSyntax, owner: String) -> ParameterWrite? {
        guard let (target, value) = SyntaxReading.assignment(node), isOwn(target),
            let property = SyntaxReading.lastName(target)
        else { return nil }
        return parameterWrite(of: value, to: property, owner: owner, at: node)
    }

    /// `path.append(destination)` of the method's parameter `destination` to the object's own path.
    static func parameterAppend(_ node: FunctionCallExprSyntax, owner: String) -> ParameterWrite? {
        guard let callee = node.calledExpression.as(MemberAccessExprSyntax.self),
            callee.declName.baseName.hasPlainName("append"), let target = callee.base, isOwn(target),
            let property = SyntaxReading.lastName(target), node.arguments.count == 1,
            let value = node.arguments.first?.expression,
            var write = parameterWrite(of: value, to: property, owner: owner, at: node)
        else { return nil }
        write.appends = true
        return write
    }

    /// The write of `value`, when it names a parameter of the method it is written in, to `property`.
    private static func parameterWrite(
        of value: ExprSyntax, to property: String, owner: String, at node: some SyntaxProtocol
    ) -> ParameterWrite? {
        guard let name = value.as(DeclReferenceExprSyntax.self)?.baseName.plainName else { return nil }
        var current = node.parent
        while let parent = current, !parent.is(FunctionDeclSyntax.self) {
            // A closure's own parameter (`items.forEach { tab in activeTab = tab }`) is not the method's.
            if let closure = parent.as(ClosureExprSyntax.self), closure.signature != nil { return nil }
            current = parent.parent
        }
        guard let function = current?.as(FunctionDeclSyntax.self),
            let parameter = function.signature.parameterClause.parameters.first(where: {
                ($0.secondName ?? $0.firstName).plainName == name
            })
        else { return nil }
        return ParameterWrite(
            owner: owner, method: function.name.plainName, label: parameter.firstName.plainName, property: property)
    }

    /// The method name a property observer goes by (`user.didSet` of `var user: User? { didSet { ... } }`): a
    /// write of the property anywhere in the object runs it, as a call of that name would (see
    /// ``observerCalls(_:owner:in:)``). Nil for any other accessor.
    static func observerName(_ node: AccessorDeclSyntax) -> String? {
        let specifier = node.accessorSpecifier.text
        guard specifier == "didSet" || specifier == "willSet",
            let binding = node.parent?.parent?.parent?.as(PatternBindingSyntax.self),
            let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainName
        else { return nil }
        return property + "." + specifier
    }

    /// The observers an assignment of the object's own property in `method` runs, as calls of the method: `user =
    /// try await auth.logIn()` in `logIn()` calls `user.didSet` and `user.willSet`.
    static func observerCalls(_ node: SequenceExprSyntax, owner: String, in method: String?) -> [OwnMethodCall] {
        guard let method, let (target, _) = SyntaxReading.assignment(node), isOwn(target),
            let property = SyntaxReading.lastName(target)
        else { return [] }
        return ["didSet", "willSet"].compactMap { specifier in
            let observer = property + "." + specifier
            return observer == method ? nil : OwnMethodCall(owner: owner, caller: method, callee: observer)
        }
    }

    /// A call in `method` of the object's own method: `load()`, `self.load()`, `self?.load()`.
    static func ownCall(_ node: FunctionCallExprSyntax, owner: String, in method: String?) -> OwnMethodCall? {
        guard let method, let callee = ownCallee(node) else { return nil }
        return OwnMethodCall(
            owner: owner, caller: method, callee: callee, cases: SyntaxReading.caseArguments(of: node))
    }

    /// The name of the object's own method a call calls (`load`, `self.load`, `self?.load`); nil for another call.
    static func ownCallee(_ node: FunctionCallExprSyntax) -> String? {
        let name: String
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.plainName
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            isSelf(base)
        {
            name = member.declName.baseName.plainName
        } else {
            return nil
        }
        // A capitalised name builds a value of a type (`Alert(...)`), and calls no method.
        return name.first?.isLowercase == true ? name : nil
    }

    /// Whether the method a write is in does nothing but navigate (`func showLogin() { isSigningIn = true }`, also
    /// under `withAnimation`): a view's call of it is then where the navigation is written. A write among other
    /// work (in a `catch` after a failed download, in a `sink`) is itself the call site.
    static func isInNavigationMethod(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current, !parent.is(FunctionDeclSyntax.self) {
            if let closure = parent.as(ClosureExprSyntax.self), !isAnimation(closure) { return false }
            current = parent.parent
        }
        guard let body = current?.as(FunctionDeclSyntax.self)?.body else { return false }
        return body.statements.allSatisfy(isNavigationStatement)
    }

    /// An assignment of a case, a flag or `nil` to the object's own property, a path's `append` or `removeLast`,
    /// or `withAnimation { ... }` of such.
    static func isNavigationStatement(_ item: CodeBlockItemSyntax) -> Bool {
        guard let expression = item.item.as(ExprSyntax.self) else { return false }
        if let sequence = expression.as(SequenceExprSyntax.self),
            let (target, value) = SyntaxReading.assignment(sequence)
        {
            return isOwn(target)
                && (SyntaxReading.flagCase(value) != nil || SyntaxReading.enumCase(value) != nil
                    || value.is(NilLiteralExprSyntax.self))
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
        if let closure = call.trailingClosure, isAnimation(closure) {
            return closure.statements.allSatisfy(isNavigationStatement)
        }
        guard let callee = call.calledExpression.as(MemberAccessExprSyntax.self), let base = callee.base else {
            return false
        }
        return ["append", "removeLast", "removeAll", "toggle"].contains(callee.declName.baseName.plainName)
            && isOwn(base)
    }

    /// The closure of `withAnimation { ... }`.
    private static func isAnimation(_ closure: ClosureExprSyntax) -> Bool {
        closure.parent?.as(FunctionCallExprSyntax.self).flatMap(SyntaxReading.calleeName) == "withAnimation"
    }

    /// `name`, `self.name` or `self?.name`; or `state.name` of the state a reducer is handed (see
    /// ``Reducers/isState(_:)``).
    static func isOwn(_ target: ExprSyntax) -> Bool {
        if target.is(DeclReferenceExprSyntax.self) { return true }
        guard let base = target.as(MemberAccessExprSyntax.self)?.base else { return false }
        return isSelf(base) || Reducers.isState(base)
    }

    /// `self` or `self?`.
    static func isSelf(_ expression: ExprSyntax) -> Bool {
        var base = expression
        if let optional = base.as(OptionalChainingExprSyntax.self) { base = optional.expression }
        return base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }
}
