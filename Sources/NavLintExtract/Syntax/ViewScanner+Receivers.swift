import SwiftSyntax

extension ViewScanner {
    /// The declared type of the view's own property an assignment's target or a binding belongs to:
    /// `model.route`, `self.model.route`, `$model.route` → the type of `model` as the view holds it (see
    /// ``heldObjects``).
    func receiverType(of target: ExprSyntax) -> String? {
        guard let base = target.as(MemberAccessExprSyntax.self)?.base else { return nil }
        var name: String?
        if let member = base.as(MemberAccessExprSyntax.self), member.base?.trimmedText == "self" {
            name = member.declName.baseName.plainName
        } else {
            name = base.as(DeclReferenceExprSyntax.self)?.baseName.plainName
        }
        // `$model.route`, a binding to the state of the object the view holds.
        if let written = name, written.hasPrefix("$") { name = String(written.dropFirst()) }
        return name.flatMap { heldObjects[$0] }
    }

    /// `router.navigate(to: .profile(id))`: every argument that is an enum case may be a destination;
    /// the case is resolved against the registered destination types later, and ignored if it is none. So may
    /// a capitalised member (`nav.push(route: Route.Profile(id))`), which the resolver reads as a case when its
    /// type is an enum with such a case.
    func recordRouterArguments(_ node: FunctionCallExprSyntax, function: String, receiver: ExprSyntax?) {
        // A method whose result is read asks the object something (`coordinator.route(at: level)?.type`); a
        // function's result may be a view a builder modifies (`makeLinkButton(destination: .reply).disabled(...)`).
        guard !mappedCalls.contains(node.id), receiver == nil || !CallResults.isRead(node) else { return }
        if receiver.map({ $0.trimmedText == "self" }) ?? true, quietMethods.contains(function) { return }
        let cases = node.arguments.enumerated().filter { argument in
            SyntaxReading.enumCase(argument.element.expression) != nil
                || SyntaxReading.capitalisedMember(argument.element.expression)
        }
        // Most calls hand no case and are no router's method, which the function's name alone rules out: the
        // receiver's text is read only for a call that may navigate. A call handed the view's own stored property
        // first (`Nav.to(value)` in a link view) may navigate where the view's callers' literals go.
        let handsOwn = node.arguments.first.flatMap { ViewParameters.ownProperty($0.expression, of: self) } != nil
        guard !cases.isEmpty || (!node.arguments.isEmpty && (handsOwn || RouterCall.namesVerb(function))) else {
            return
        }
        let call = RouterCall(function: function, receiver: receiver?.trimmedText)
        // `badges.append(.encrypted)` on a local list: no router's (a path's append is read as a push before); on the
        // view's own stored list (`nav.append(.advanced)` of a `[Mode]` a stack registers), it may be.
        if function == "append", !call.isRouterMethod,
            !(receiver.flatMap(SyntaxReading.lastName).map { ownProperties[$0] != nil } ?? false)
        {
            return
        }
        for (index, argument) in cases {
            let key = index == 0 ? "\(function)(\(argument.label?.plainName ?? "_"):)" : ""
            let context: TypeRef? = key.isEmpty ? nil : .parameter(key)
            add(
                .route(destination(ofValue: argument.expression, context: context)), at: node, router: call,
                nestedCase: SyntaxReading.nestedCase(in: argument.expression))
        }
        // A router's method handed a value that is no case (`router.push(author)`,
        // `router.push(EditProfileDestination(profile: author))`): a value of its type, as `path.append` takes, which
        // the type's registration shows; one whose type extract cannot follow is said, not guessed. A value of the
        // view's own parameter goes where the cases its callers pass go (`SettingsRow(destination: .privacy)`).
        // Handed the view's own property, a call whose names say no navigation is a speculative site: it goes only
        // where literals go, and is nothing elsewhere.
        let speculative = handsOwn && !call.looksLikeNavigation
        if cases.isEmpty, call.isRouterMethod || speculative, let value = node.arguments.first?.expression {
            var destination = destination(ofValue: value)
            if case .unknown = destination {
                destination = .unknown("\(call.written) is handed \(value.trimmedText), whose case extract cannot read")
            }
            add(.route(destination), at: node, router: call, parameter: ViewParameters.ownProperty(value, of: self))
        }
    }

    /// Whether a value is the element of a loop over an enum's cases (`tab` of `ForEach(Tab.allCases) { tab in
    /// ... }`): written to state, it may be any of them, which only what reads that state tells apart.
    func loopValue(_ value: ExprSyntax) -> Bool {
        value.as(DeclReferenceExprSyntax.self).map { loopTypes[$0.baseName.plainName] != nil } ?? false
    }
}
