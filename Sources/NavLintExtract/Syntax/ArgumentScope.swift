import NavLintCore
import SwiftSyntax

/// A call of one of the app's own functions read as if its body were written at the call: `tab(content:
/// libraryView, tab: .library)` of `func tab(content: ..., tab: MainTab) -> some View { NavigationView(content:
/// content).tag(tab) }` is a stack rooted at `libraryView`, tagged `.library`. Each parameter stands for the
/// argument the call hands it, and what the body builds is placed at the call.
struct ArgumentScope {
    /// By parameter name, the argument written at the call.
    let arguments: [String: ExprSyntax]
    /// Where the call is written.
    let location: SwiftLocation

    /// The argument a parameter stands for, where an expression names one (`content`, `content()`); nil for any
    /// other expression.
    func argument(for expression: ExprSyntax) -> ExprSyntax? {
        var named = expression
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil {
            named = call.calledExpression
        }
        guard let reference = named.as(DeclReferenceExprSyntax.self) else { return nil }
        return arguments[reference.baseName.plainName]
    }

    /// The body of the function an expression calls under its modifiers, with the scope of the call's arguments:
    /// a function of `functions` called by name with arguments, whose body builds one expression.
    static func call(
        _ expression: ExprSyntax, of functions: [String: FunctionDeclSyntax], at location: (Syntax) -> SwiftLocation
    ) -> (body: ExprSyntax, scope: ArgumentScope)? {
        guard !functions.isEmpty, let call = SyntaxReading.coreCall(of: expression),
            !call.arguments.isEmpty || call.trailingClosure != nil,
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.plainName,
            let function = functions[name],
            let body = function.body.flatMap({ $0.statements.firstTopExpression })
        else { return nil }
        return (
            body, ArgumentScope(arguments: matched(call, parameters(of: function)), location: location(Syntax(call)))
        )
    }

    /// A function's parameters by the label a call writes (`_` for none) and the name its body reads.
    static func parameters(of function: FunctionDeclSyntax) -> [(label: String, name: String)] {
        function.signature.parameterClause.parameters.map { parameter in
            (label: parameter.firstName.plainName, name: (parameter.secondName ?? parameter.firstName).plainName)
        }
    }

    /// By parameter name, the argument of a call each parameter receives: arguments in order, each taken by the
    /// next parameter of its label (`_` for none; those before it are left out by the call, as defaulted ones may
    /// be), a trailing closure by the first parameter after the last one taken.
    static func matched(
        _ call: FunctionCallExprSyntax, _ parameters: [(label: String, name: String)]
    ) -> [String: ExprSyntax] {
        var matched: [String: ExprSyntax] = [:]
        var next = 0
        for argument in call.arguments {
            let label = argument.label?.plainName ?? "_"
            guard let index = parameters[next...].firstIndex(where: { $0.label == label }) else { return matched }
            matched[parameters[index].name] = argument.expression
            next = index + 1
        }
        if let closure = call.trailingClosure, next < parameters.count {
            matched[parameters[next].name] = ExprSyntax(closure)
        }
        return matched
    }

    /// The functions a file declares outside any type, by name (`private func tab(content: ...) -> some View`).
    static func fileFunctions(in tree: SourceFileSyntax) -> [String: FunctionDeclSyntax] {
        var functions: [String: FunctionDeclSyntax] = [:]
        for item in tree.statements {
            guard let function = item.item.as(FunctionDeclSyntax.self), function.body != nil else { continue }
            functions[function.name.plainName] = functions[function.name.plainName] ?? function
        }
        return functions
    }
}
