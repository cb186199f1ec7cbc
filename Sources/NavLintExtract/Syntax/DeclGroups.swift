import SwiftSyntax

extension SyntaxProtocol {
    /// This node as a type's declaration or an extension, told by its kind: `asProtocol(DeclGroupSyntax.self)`
    /// asks the runtime for the conformance, which costs more than the rest of a walk up the parents.
    var asDeclGroup: (any DeclGroupSyntax)? {
        switch kind {
        case .structDecl: self.as(StructDeclSyntax.self)
        case .classDecl: self.as(ClassDeclSyntax.self)
        case .enumDecl: self.as(EnumDeclSyntax.self)
        case .actorDecl: self.as(ActorDeclSyntax.self)
        case .protocolDecl: self.as(ProtocolDeclSyntax.self)
        case .extensionDecl: self.as(ExtensionDeclSyntax.self)
        default: nil
        }
    }

    /// The name of the type this node declares (a struct, class, enum, actor or protocol), told by its kind.
    var declaredTypeName: TokenSyntax? { typeDeclaration?.name }

    /// The generic parameters of the struct, class, enum or actor this node declares.
    var typeGenericParameters: GenericParameterClauseSyntax? { typeDeclaration?.generics }

    /// The name and generic parameters of the type this node declares (a protocol has none), told by its kind.
    private var typeDeclaration: (name: TokenSyntax, generics: GenericParameterClauseSyntax?)? {
        switch kind {
        case .structDecl: self.as(StructDeclSyntax.self).map { ($0.name, $0.genericParameterClause) }
        case .classDecl: self.as(ClassDeclSyntax.self).map { ($0.name, $0.genericParameterClause) }
        case .enumDecl: self.as(EnumDeclSyntax.self).map { ($0.name, $0.genericParameterClause) }
        case .actorDecl: self.as(ActorDeclSyntax.self).map { ($0.name, $0.genericParameterClause) }
        case .protocolDecl: self.as(ProtocolDeclSyntax.self).map { ($0.name, nil) }
        default: nil
        }
    }
}
