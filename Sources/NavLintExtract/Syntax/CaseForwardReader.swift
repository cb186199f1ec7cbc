import SwiftSyntax

/// Reads a method of a type that is no view that turns a value of one type into a case it hands to the type's
/// own navigation (`func push(_ author: Author) { push(.author(author.id)) }`, `func pushList(_ list: AuthorList) {
/// push(.list(list)) }`): a call handing such a value navigates as a call handing that case (see
/// ``SiteResolver``).
enum CaseForwardReader {
    static func forward(_ node: FunctionDeclSyntax, owner: String) -> CaseForward? {
        let parameters = node.signature.parameterClause.parameters
        guard node.genericParameterClause == nil, parameters.count == 1, let parameter = parameters.first,
            let body = node.body
        else { return nil }
        let cases = OwnCaseCalls(viewMode: .sourceAccurate)
        cases.walk(body)
        guard cases.names.count == 1, let name = cases.names.first else { return nil }
        return CaseForward(
            owner: owner, method: node.name.plainName, parameterType: SyntaxReading.elementType(parameter.type),
            caseName: name)
    }

    /// The cases handed to the type's own methods (`push(.note(...))`, `self.push(.list(list))`) in a body.
    private final class OwnCaseCalls: SyntaxVisitor {
        var names: Set<String> = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let callee = node.calledExpression
            let own =
                callee.is(DeclReferenceExprSyntax.self)
                || callee.as(MemberAccessExprSyntax.self)?.base?.trimmedText == "self"
            if own, node.arguments.count == 1, let argument = node.arguments.first?.expression,
                let (type, name) = SyntaxReading.enumCase(argument), type == nil
            {
                names.insert(name)
                return .skipChildren
            }
            return .visitChildren
        }

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}
