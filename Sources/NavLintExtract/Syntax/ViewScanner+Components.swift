import SwiftSyntax

/// What a view's body does through the app's own components and modifiers, recorded as it is walked and
/// resolved once every file is read (see ``SpecAssembler/placedAtUses(_:of:in:)`` and ``ModifierEffects``).
extension ViewScanner {
    /// A `dismiss()`, or `holder.dismiss()` on an object that may hold one (see ``NavSite/throughObject``).
    func addDismiss(at node: some SyntaxProtocol, throughObject: DismissHolder?) {
        var site = NavSite(action: .back(.dismiss), location: location(node))
        site.modifier = modifier
        site.unlessHandedClosure = ComponentReading.runsOnlyWithoutClosure(node, ownProperties: ownProperties)
        site.throughObject = throughObject
        append(site)
    }

    /// `navigation.dismissSheet()` on an object: a way back of the kind the name says, where the method's body
    /// takes one.
    func addBackMethodCall(_ name: String, _ node: FunctionCallExprSyntax) {
        guard let kind = BackMethod.kind(of: name) else { return }
        var site = NavSite(action: .back(kind), location: location(node))
        site.modifier = modifier
        site.backMethod = name
        append(site)
    }

    /// A construction of a type outside navigation (`CloseButton()`): where a component's way back may act.
    func recordComponentUse(_ type: String, _ node: FunctionCallExprSyntax) {
        var use = ComponentUse(type: type, location: location(node), handsClosure: ComponentReading.handsClosure(node))
        use.forwardsClosure = ComponentReading.forwardsClosure(node, ownProperties: ownProperties)
        use.handedView = SyntaxReading.handedType(of: node)
        (use.handedViews, use.hasTrailingClosure) = (SyntaxReading.builtTypes(of: node), node.trailingClosure != nil)
        for (index, argument) in node.arguments.enumerated() {
            // An argument without a label is known by its place (see ``ViewFacts/positionalParameters``).
            let label = argument.label?.plainName ?? PassedLiterals.positionalKey(index)
            let literal = PassedLiterals.literal(argument.expression)
            use.arguments[label] = .some(literal)
            if let helper = SyntaxReading.helperName(of: argument.expression) { use.handedHelpers[label] = helper }
            if let bound = SyntaxReading.ownBinding(argument.expression) { use.handedBindings[label] = bound }
            for passed in PassedLiterals.cases(of: literal) {
                literalArguments[type, default: [:]][label, default: []].insert(passed)
            }
        }
        facts.componentUses.append(use)
    }
}
