import SwiftSyntax

/// How a view shows the content its caller hands it (see ``ContentWrapperReader``).
enum ContentWrapping: Sendable, Hashable {
    /// The body is the content, under modifiers.
    case bare
    /// The body is a `NavigationStack` (or `NavigationView`) whose root is the content.
    case stacked
}

/// Reads whether a view only wraps content its caller hands it: `struct NavigationSheet<Content: View>` with a
/// stored `content: () -> Content` and a body of `NavigationStack { content() }`. A destination written as such
/// a wrapper (`NavigationSheet { AboutView() }`) is the content it is handed.
enum ContentWrapperReader {
    static func wrapping(of node: StructDeclSyntax) -> ContentWrapping? {
        let viewParameters = Set(
            (node.genericParameterClause?.parameters ?? []).filter { parameter in
                parameter.inheritedType.map { $0.trimmedText == "View" || $0.trimmedText == "SwiftUI.View" } ?? false
            }.map(\.name.plainName))
        guard !viewParameters.isEmpty else { return nil }
        var contentProperties: Set<String> = []
        var body: ExprSyntax?
        for member in node.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.plainName else {
                    continue
                }
                if name == "body" {
                    body = SyntaxReading.helperBody(member.decl)?.expression
                } else if binding.accessorBlock == nil, let type = binding.typeAnnotation?.type,
                    type.tokens(viewMode: .sourceAccurate).contains(where: { viewParameters.contains($0.plainName) })
                {
                    contentProperties.insert(name)
                }
            }
        }
        guard let body else { return nil }
        if shows(body, oneOf: contentProperties) { return .bare }
        guard let call = SyntaxReading.stackCall(of: body), let root = SyntaxReading.stackRoot(of: call),
            shows(root, oneOf: contentProperties)
        else { return nil }
        return .stacked
    }

    /// `content`, `content()`, `self.content`, each under modifiers.
    private static func shows(_ expression: ExprSyntax, oneOf properties: Set<String>) -> Bool {
        SyntaxReading.helperName(of: expression).map(properties.contains) ?? false
    }
}
