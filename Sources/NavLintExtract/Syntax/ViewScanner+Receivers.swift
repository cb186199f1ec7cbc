import SwiftSyntax

extension ViewScanner {
    /// The declared type of the view's own property an assignment's target or a binding belongs to:
    /// `model.route`, `self.model.route`, `$model.route` → the type of `model` as the view holds it (see
    /// ``heldObjects``).
    func receiverType(of target: ExprSyntax) -> String? {
        guard let base = target.as(MemberAccessExprSyntax.self)?.base else { return nil }
        var name: String?
        if let member = base.as(MemberAccessExprSyntax.self), member.base?.trimmedText == "self" {
            name = member.declName.baseName.plainName
        } else {
            name = base.as(DeclReferenceExprSyntax.self)?.baseName.plainName
        }
        // `$model.route`, a binding to the state of the object the view holds.
        if let written = name, written.hasPrefix("$") { name = String(written.dropFirst()) }
        return name.flatMap { heldObjects[$0] }
    }
}
