import SwiftSyntax

/// Reads an assignment in a view (`a.b = value`) as the navigation it may be: an emptied path pops to the root, a
/// router's presentation set to nil is taken away, a flag or a case written is handed on (a switched root, a tab
/// selection, a router), and a value written to another object's property presents what is bound to it.
struct AssignmentReader {
    let scanner: ViewScanner

    func read(_ node: SequenceExprSyntax) {
        guard let (target, value) = SyntaxReading.assignment(node), let name = SyntaxReading.lastName(target) else {
            return
        }
        let isLoopValue = scanner.loopValue(value)
        let isEmptyPath =
            value.is(ArrayExprSyntax.self)
            || value.as(FunctionCallExprSyntax.self).flatMap(SyntaxReading.constructedType) == "NavigationPath"
        if PathNames.namesPath(name) || scanner.boundPaths.contains(name), isEmptyPath {
            scanner.add(.back(.popToRoot), at: node)
        } else if value.is(NilLiteralExprSyntax.self), let owner = SyntaxReading.otherObject(target),
            RouterCall(property: name).looksLikeNavigation
                || RouterCall(function: name, receiver: owner.trimmedText).looksLikeNavigation
        {
            // `router.sheet = nil`, `coordinator.panel = nil`: what the router presents is taken away, unless the
            // presentation's own binding writes it as it ends.
            guard !SyntaxReading.isInMirroringSetter(node, writing: name) else { return }
            scanner.add(.back(.dismiss), at: node)
        } else if let flag = SyntaxReading.flagCase(value) {
            // A flag set to a literal flips a switched root that shows a view per value (see
            // ``BodyConditionReader``), and is nothing elsewhere.
            let written = Destination.enumCase(type: .named("Bool"), name: flag)
            let call = RouterCall(property: name, object: scanner.receiverType(of: target))
            scanner.add(.route(written), at: node, router: call, selectsOnly: true)
        } else if isLoopValue || SyntaxReading.enumCase(value) != nil {
            readCase(value, of: name, in: target, isLoopValue: isLoopValue, at: node)
        } else if let write = selectionWrite(of: target, value: value, isLoopValue: isLoopValue) {
            let written = Destination.unknown("writes \(write.property)")
            scanner.add(.route(written), at: node, selectsOnly: true, selectionWrite: write)
        } else if let tag = TabReader.literalTag(value),
            value.is(IntegerLiteralExprSyntax.self) || SyntaxReading.ownMember(target) != nil
        {
            // `selection = 2`, `section = "home"`: a literal tag selects a tab bound to the property, and is nothing
            // elsewhere (see ``TabSelections``).
            let call = RouterCall(property: name, object: scanner.receiverType(of: target))
            scanner.add(
                .route(.enumCase(type: nil, name: tag)), at: node, router: call, selectsOnly: true,
                writesLiteralTag: true)
        } else if SyntaxReading.otherObject(target) != nil, !value.is(NilLiteralExprSyntax.self) {
            // `appState.itemToRemove = item`: a value that is no literal presents what is bound to the property, and
            // is nothing elsewhere (see `NavSite.writesBoundValue`).
            let call = RouterCall(property: name, object: scanner.receiverType(of: target))
            scanner.add(
                .route(scanner.destination(ofValue: value)), at: node, router: call, selectsOnly: true,
                writesBoundValue: true)
        }
    }

    /// `selected = url`, `self.selected = nil`: a value that is no case, or `nil`, written to the view's own optional
    /// stored property, which a split view's column may show whatever it selects of (see ``ColumnSwitches``).
    private func selectionWrite(of target: ExprSyntax, value: ExprSyntax, isLoopValue: Bool) -> SelectionWrite? {
        guard !isLoopValue, let name = SyntaxReading.ownMember(target), let declared = scanner.ownProperties[name],
            StoredProperty.holdsOptional(declared)
        else { return nil }
        return SelectionWrite(property: name, clears: value.is(NilLiteralExprSyntax.self))
    }

    /// A case (or a loop's element) written to a property: handed on to what reads the property.
    private func readCase(
        _ value: ExprSyntax, of name: String, in target: ExprSyntax, isLoopValue: Bool, at node: SequenceExprSyntax
    ) {
        let call = RouterCall(property: name, object: scanner.receiverType(of: target))
        let ownType = target.is(DeclReferenceExprSyntax.self) ? scanner.ownProperties[name] : nil
        // The view's own state that no name says navigates (`selection = .truck`), and a loop's element, hand
        // nothing to a stack: they flip a switched root over it, or select a tab (see ``TabSelections``).
        let flips = name == scanner.switchedState
        let selectsOnly = flips || isLoopValue || (ownType != nil && !call.looksLikeNavigation)
        // The view's own property is of the type it declares; another object's is that object's type's
        // property (`model.route = .x`, `model` of type `Model`: `Model.route`), else looked up by name.
        let owner: TypeRef =
            ownType.map { .named(SyntaxReading.elementType($0)) }
            ?? scanner.receiverType(of: target).map { .property($0 + "." + name) } ?? .property(name)
        scanner.add(
            .route(scanner.destination(ofValue: value, context: owner)), at: node, router: call,
            selectsOnly: selectsOnly)
    }
}
