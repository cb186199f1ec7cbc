import SwiftSyntax

/// Reads a method of a type that is no view that turns a value of one type into a case it hands to the type's
/// own navigation (`func push(_ author: Author) { push(.author(author.id)) }`, `func pushList(_ list: AuthorList) {
/// push(.list(list)) }`) or appends to its own path (`func showPost(_ id: Int) { path.append(Destination.post(id))
/// }`): a call handing such a value navigates as a call handing that case (see ``SiteResolver``). Only the body's
/// statements and the branches of its `if`s are read: it runs for every method of every such type.
enum CaseForwardReader {
    static func forward(_ node: FunctionDeclSyntax) -> CaseForward? {
        let parameters = node.signature.parameterClause.parameters
        guard node.genericParameterClause == nil, parameters.count == 1, let parameter = parameters.first,
            let body = node.body
        else { return nil }
        var cases: Set<WrittenCase> = []
        collectCases(in: body.statements, into: &cases)
        guard Set(cases.map(\.name)).count == 1, let name = cases.first?.name else { return nil }
        let types = Set(cases.compactMap(\.type))
        return CaseForward(
            method: node.name.plainName, parameterType: SyntaxReading.elementType(parameter.type), caseName: name,
            caseType: types.count == 1 ? types.first : nil)
    }

    /// A case as a statement hands it on, with the enum it is written of, if any.
    private struct WrittenCase: Hashable {
        var name: String
        var type: String?
    }

    /// The cases handed to the type's own methods (`push(.note(...))`, `self.push(.list(list))`) or appended to its
    /// own path, by statements and by the statements of their `if` branches.
    private static func collectCases(in statements: CodeBlockItemListSyntax, into cases: inout Set<WrittenCase>) {
        for expression in statements.topExpressions {
            if let choice = expression.as(IfExprSyntax.self) {
                for block in SyntaxReading.branches(of: choice) { collectCases(in: block.statements, into: &cases) }
            } else if let call = expression.as(FunctionCallExprSyntax.self), let found = ownCase(call) {
                cases.insert(found)
            }
        }
    }

    /// The case a call of the type's own method hands as its one argument (`push(.note(...))`, `self.push(...)`),
    /// or appends to the type's own path (`path.append(.post(id))`, `self.path.append(Destination.post(id))`).
    private static func ownCase(_ call: FunctionCallExprSyntax) -> WrittenCase? {
        guard call.arguments.count == 1, let argument = call.arguments.first?.expression,
            let (type, name) = SyntaxReading.enumCase(argument)
        else { return nil }
        if StateWriteReader.ownCallee(call) != nil { return type == nil ? WrittenCase(name: name) : nil }
        return PathNames.ownAppend(call) == nil ? nil : WrittenCase(name: name, type: type)
    }
}
