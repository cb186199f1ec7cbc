import SwiftSyntax

extension FileCollector {
    /// Whether a type declares a `body` that builds a view, as a property or a function (`func body(props:)
    /// -> some View` of a protocol that refines View and builds the real `body` from it).
    static func bodyBuildsView(_ members: MemberBlockSyntax) -> Bool {
        members.members.contains { member in
            let type: TypeSyntax?
            if let function = member.decl.as(FunctionDeclSyntax.self), function.name.hasPlainName("body") {
                type = function.signature.returnClause?.type
            } else if let binding = member.decl.as(VariableDeclSyntax.self)?.bindings.first,
                binding.pattern.trimmedText == "body"
            {
                type = binding.typeAnnotation?.type
            } else {
                type = nil
            }
            return ["some View", "some SwiftUI.View", "AnyView"].contains(type?.trimmedText ?? "")
        }
    }

    /// Notes that the file has syntax errors, at the first token the parser found missing or unexpected.
    func noteSyntaxError(in tree: SourceFileSyntax) {
        let broken = tree.tokens(viewMode: .all).first { token in
            token.presence == .missing || token.parent?.is(UnexpectedNodesSyntax.self) == true
        }
        facts.notes.append(
            ExtractionNote(
                .unresolved, "the file has syntax errors; only what the parser recovered was read",
                at: location(broken.map(Syntax.init) ?? Syntax(tree))))
    }

    /// A function of `extension View`: what it presents, and its effect on the content it is applied to.
    func readViewModifier(_ node: FunctionDeclSyntax) {
        if let presentation = ViewModifiers.customPresentation(in: node) {
            facts.presentationModifiers[node.name.plainName, default: []].append(presentation)
        }
        if let effect = ModifierEffectReader.effect(of: node) {
            facts.modifierEffects[node.name.plainName, default: []].append(effect)
        }
    }
}
