import SwiftSyntax

/// The extractor's visitors look for calls, declarations, `switch`es and `#if` clauses. A name reference, a
/// literal, a piece of string literal or a type's name (`Binding<Route?>`, `Feature.State`) holds none of them,
/// only tokens and other types' names: this base class does not walk into them, so that the walks visit fewer
/// nodes.
class LeafSkippingVisitor: SyntaxVisitor {
    init() {
        super.init(viewMode: .sourceAccurate)
    }

    override final func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override final func visit(_ node: StringSegmentSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override final func visit(_ node: IntegerLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override final func visit(_ node: FloatLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override final func visit(_ node: BooleanLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override final func visit(_ node: NilLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override final func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override final func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
