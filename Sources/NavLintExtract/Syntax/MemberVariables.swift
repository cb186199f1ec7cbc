import SwiftSyntax

/// The properties a type declares, also those inside its `#if` clauses.
enum MemberVariables {
    /// The variable declarations among `members`, in order, each clause of an `#if` read in its turn.
    static func variables(in members: MemberBlockSyntax) -> [VariableDeclSyntax] {
        var found: [VariableDeclSyntax] = []
        func read(_ items: MemberBlockItemListSyntax) {
            for item in items {
                if let variable = item.decl.as(VariableDeclSyntax.self) {
                    found.append(variable)
                } else if let conditional = item.decl.as(IfConfigDeclSyntax.self) {
                    for clause in conditional.clauses {
                        if case .decls(let inner) = clause.elements { read(inner) }
                    }
                }
            }
        }
        read(members.members)
        return found
    }
}
