import SwiftSyntax

/// A view that shows what the enum value it stores maps to: `struct TabRoot: View { let tab: AppTab; var body:
/// some View { NavigationStack { tab.rootView } } }`, where a property of `AppTab` switches over its cases. Built
/// with a case (`TabRoot(tab: .feed)`, or once per case of `ForEach(AppTab.allCases) { TabRoot(tab: $0) }`), it
/// shows the view the enum maps that case to, in a stack of its own when `stacked`.
struct CasedContent: Sendable, Hashable {
    /// The label its initialiser gives the stored value (the property's name when it has only the memberwise one).
    var label: String
    /// The declared type of the stored value: the enum.
    var type: String
    var stacked: Bool
}

/// Reads whether a view shows what its stored enum value maps to (see ``CasedContent``).
enum CasedContentReader {
    /// Views that lay out the one child they hold and show nothing else themselves.
    private static let layoutWrappers = SyntaxReading.layoutContainers.union(["GeometryReader"])

    /// What the view declared by `node`, whose `body` yields `body` first, shows of its stored enum value.
    static func casedContent(of node: StructDeclSyntax, body: ExprSyntax?) -> CasedContent? {
        guard let (property, stacked) = body.flatMap(shown), let type = storedType(property, in: node),
            let label = label(of: property, in: node)
        else { return nil }
        return CasedContent(label: label, type: type, stacked: stacked)
    }

    /// The stored property whose member the expression shows, and whether a stack holds it, looking through
    /// layout views that hold one child.
    private static func shown(in expression: ExprSyntax) -> (property: String, stacked: Bool)? {
        if let value = SyntaxReading.memberOfValue(expression)?.value { return (value, false) }
        if let call = SyntaxReading.stackCall(of: expression) {
            return SyntaxReading.stackRoot(of: call).flatMap(SyntaxReading.memberOfValue).map { ($0.value, true) }
        }
        guard let call = SyntaxReading.coreCall(of: expression),
            let type = SyntaxReading.constructedType(call), layoutWrappers.contains(type),
            let children = call.trailingClosure.map({ $0.statements.topExpressions }),
            children.count == 1
        else { return nil }
        return shown(in: children[0])
    }

    /// The declared type of a stored property without a value (`let tab: AppTab`), a plain name.
    private static func storedType(_ property: String, in node: StructDeclSyntax) -> String? {
        let stored = StoredProperty.all(in: node.memberBlock).first {
            $0.name == property && $0.node.initializer == nil
        }
        guard let type = stored?.type?.as(IdentifierTypeSyntax.self), type.genericArgumentClause == nil else {
            return nil
        }
        return type.name.plainName
    }

    /// The label of the initialiser's parameter for the property: its first `init`'s, else the memberwise one.
    private static func label(of property: String, in node: StructDeclSyntax) -> String? {
        guard let parameters = ContentWrapperReader.initializerParameters(of: node) else { return property }
        return parameters.first { $0.name == property }?.label
    }
}
