import SwiftSyntax

/// Reads a method of a type that is no view that turns a value of one type into a case it hands to the type's
/// own navigation (`func push(_ author: Author) { push(.author(author.id)) }`, `func pushList(_ list: AuthorList) {
/// push(.list(list)) }`): a call handing such a value navigates as a call handing that case (see
/// ``SiteResolver``). Only the body's statements and the branches of its `if`s are read: it runs for every method
/// of every such type.
enum CaseForwardReader {
    static func forward(_ node: FunctionDeclSyntax) -> CaseForward? {
        let parameters = node.signature.parameterClause.parameters
        guard node.genericParameterClause == nil, parameters.count == 1, let parameter = parameters.first,
            let body = node.body
        else { return nil }
        var names: Set<String> = []
        collectCases(in: body.statements, into: &names)
        guard names.count == 1, let name = names.first else { return nil }
        return CaseForward(
            method: node.name.plainName, parameterType: SyntaxReading.elementType(parameter.type), caseName: name)
    }

    /// The cases handed to the type's own methods (`push(.note(...))`, `self.push(.list(list))`) by statements and
    /// by the statements of their `if` branches.
    private static func collectCases(in statements: CodeBlockItemListSyntax, into names: inout Set<String>) {
        for expression in SyntaxReading.topExpressions(statements) {
            if let choice = expression.as(IfExprSyntax.self) {
                for block in SyntaxReading.branches(of: choice) { collectCases(in: block.statements, into: &names) }
            } else if let call = expression.as(FunctionCallExprSyntax.self), let name = ownCase(call) {
                names.insert(name)
            }
        }
    }

    /// The case a call of the type's own method hands as its one argument (`push(.note(...))`, `self.push(...)`).
    private static func ownCase(_ call: FunctionCallExprSyntax) -> String? {
        guard StateWriteReader.ownCallee(call) != nil, call.arguments.count == 1,
            let argument = call.arguments.first?.expression,
            let (type, name) = SyntaxReading.enumCase(argument), type == nil
        else { return nil }
        return name
    }
}
