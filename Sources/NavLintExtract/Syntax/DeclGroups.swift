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
    var declaredTypeName: TokenSyntax? {
        switch kind {
        case .structDecl: self.as(StructDeclSyntax.self)?.name
        case .classDecl: self.as(ClassDeclSyntax.self)?.name
        case .enumDecl: self.as(EnumDeclSyntax.self)?.name
        case .actorDecl: self.as(ActorDeclSyntax.self)?.name
        case .protocolDecl: self.as(ProtocolDeclSyntax.self)?.name
        default: nil
        }
    }

    /// The generic parameters of the struct, class, enum or actor this node declares.
    var typeGenericParameters: GenericParameterClauseSyntax? {
        switch kind {
        case .structDecl: self.as(StructDeclSyntax.self)?.genericParameterClause
        case .classDecl: self.as(ClassDeclSyntax.self)?.genericParameterClause
        case .enumDecl: self.as(EnumDeclSyntax.self)?.genericParameterClause
        case .actorDecl: self.as(ActorDeclSyntax.self)?.genericParameterClause
        default: nil
        }
    }
}
