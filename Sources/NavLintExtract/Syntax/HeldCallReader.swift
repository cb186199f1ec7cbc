import SwiftSyntax

extension HeldMethodCall {
    /// A call of a method of an object the view holds or of a type's shared instance (`Coordinator.shared`): what
    /// it hands, and what the closures it is handed build when they build views. An action sent to a store
    /// (`store.send(.addTapped)`, or `send(.addTapped)` of a view whose `@ViewAction` macro sends to its store)
    /// calls the reducer's case that handles it (see ``Reducers``).
    init(reading node: FunctionCallExprSyntax, of type: String, method: String, at location: SwiftLocation) {
        let method = Reducers.sentAction(node, method: method) ?? method
        self.init(
            type: type, method: method, location: location, cases: SyntaxReading.caseArguments(of: node),
            shape: ObjectMethodReader.shape(of: node, name: method))
        let trailing = node.trailingClosure.map { ContentReader.shape(of: $0) }
        var closures = trailing.map { ["": $0] } ?? [:]
        for argument in node.additionalTrailingClosures {
            closures[argument.label.plainName] = ContentReader.shape(of: argument.closure)
        }
        for argument in node.arguments {
            guard let label = argument.label?.plainName, let closure = argument.expression.as(ClosureExprSyntax.self)
            else { continue }
            closures[label] = ContentReader.shape(of: closure)
        }
        self.closures = closures.filter { !$0.value.candidates.isEmpty }
    }
}
