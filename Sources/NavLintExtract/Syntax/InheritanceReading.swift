import SwiftSyntax

/// Reads what a type's declaration and the file's extensions say it conforms to.
enum InheritanceReading {
    /// The names an inheritance clause lists, without a `SwiftUI.` prefix.
    static func names(_ clause: InheritanceClauseSyntax?) -> Set<String> {
        Set(
            clause?.inheritedTypes.map { type in
                let text = type.type.trimmedText
                return text.hasPrefix("SwiftUI.") ? String(text.dropFirst(8)) : text
            } ?? [])
    }

    /// The conformances each extension of the file declares, by the extended type's name as written, the
    /// extensions inside `#if` clauses included.
    static func extensionConformances(in tree: SourceFileSyntax) -> [String: Set<String>] {
        var conformances: [String: Set<String>] = [:]
        func read(_ items: some Sequence<Syntax>) {
            for item in items {
                if let ext = item.as(ExtensionDeclSyntax.self), ext.inheritanceClause != nil {
                    conformances[SpecNaming.plain(ext.extendedType.trimmedText), default: []].formUnion(
                        names(ext.inheritanceClause))
                } else if let conditional = item.as(IfConfigDeclSyntax.self) {
                    for clause in conditional.clauses {
                        if case .statements(let items) = clause.elements { read(items.map { Syntax($0.item) }) }
                    }
                }
            }
        }
        read(tree.statements.map { Syntax($0.item) })
        return conformances
    }
}
