import SwiftSyntax

/// The extensions a file declares at its top level (those inside `#if` clauses included), by the extended type's
/// name as written: what they say the type conforms to, and their members, which a view declared earlier in the
/// file reads as its own (`private extension MainView { var content: some View { ... } }`), so that its body is
/// read through every helper it shows, wherever in the file the helper is written.
struct SameFileExtensions {
    /// The conformances the extensions declare (`extension Card: View`), by extended type.
    private(set) var conformances: [String: Set<String>] = [:]
    private var byType: [String: [ExtensionDeclSyntax]] = [:]
    /// The extensions whose members a view's declaration has taken.
    private var taken: Set<SyntaxIdentifier> = []

    init(in tree: SourceFileSyntax) {
        read(tree.statements.map { Syntax($0.item) })
    }

    private mutating func read(_ items: [Syntax]) {
        for item in items {
            if let node = item.as(ExtensionDeclSyntax.self) {
                let name = SpecNaming.plain(node.extendedType.trimmedText)
                byType[name, default: []].append(node)
                if node.inheritanceClause != nil {
                    conformances[name, default: []].formUnion(InheritanceReading.names(node.inheritanceClause))
                }
            } else if let conditional = item.as(IfConfigDeclSyntax.self) {
                for clause in conditional.clauses {
                    if case .statements(let items) = clause.elements { read(items.map { Syntax($0.item) }) }
                }
            }
        }
    }

    /// The members of the extensions of `type` written after `declaration` (a view's own), taken: the view's scan
    /// reads them, and ``isTaken(_:)`` tells the walk not to read them again as an extension. Those written before
    /// it have been read as extensions already.
    mutating func takeMembers(of type: String, after declaration: some SyntaxProtocol) -> [DeclSyntax] {
        let later = (byType[type] ?? []).filter { $0.position >= declaration.endPosition }
        taken.formUnion(later.map(\.id))
        return later.flatMap { $0.memberBlock.members.map(\.decl) }
    }

    /// Every extension of `type` the file declares at its top level, in the order written.
    func declarations(of type: String) -> [ExtensionDeclSyntax] { byType[type] ?? [] }

    /// Whether a view's declaration has taken the extension's members.
    func isTaken(_ node: ExtensionDeclSyntax) -> Bool { taken.contains(node.id) }
}
