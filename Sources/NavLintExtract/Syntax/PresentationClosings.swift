import SwiftSyntax

/// A write inside a cover's content that ends it: `.fullScreenCover(isPresented: $editing) { EditorView().toolbar {
/// Button("Done") { editing = false } } }`. It is a way back of the view presented there (`EditorView`), as a
/// `dismiss()` in that view's own body would be.
struct PresentedClosing: Sendable {
    /// The view presented, as written.
    var view: String
    var location: SwiftLocation
}

/// Finds the writes that end a presentation in its content closure: the state it is bound to set to `false` or
/// `nil` (`editing = false`, `self.item = nil`) or toggled (`editing.toggle()`), but not in `.onDisappear`.
enum PresentationClosings {
    static func writes(ending state: String, in content: ClosureExprSyntax) -> [Syntax] {
        let finder = Finder(state: state)
        finder.walk(content)
        return finder.found
    }

    private final class Finder: SyntaxVisitor {
        let state: String
        private(set) var found: [Syntax] = []

        init(state: String) {
            self.state = state
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), names(elements[0]),
                elements[2].is(NilLiteralExprSyntax.self)
                    || elements[2].as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
            {
                found.append(Syntax(node))
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            // What `.onDisappear` writes resets the state once the presentation has ended: no way back.
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.plainName == "onDisappear"
            {
                if let base = member.base { walk(base) }
                return .skipChildren
            }
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                member.declName.baseName.plainName == "toggle", node.arguments.isEmpty,
                let base = member.base, names(base)
            {
                found.append(Syntax(node))
            }
            return .visitChildren
        }

        /// `state` or `self.state`.
        private func names(_ target: ExprSyntax) -> Bool {
            if let reference = target.as(DeclReferenceExprSyntax.self) { return reference.baseName.plainName == state }
            guard let member = target.as(MemberAccessExprSyntax.self), member.base?.trimmedText == "self" else {
                return false
            }
            return member.declName.baseName.plainName == state
        }
    }
}

extension PresentationClosings {
    /// The views with each closing written in another view's presentation made a way back of the view presented.
    static func applied(_ views: [String: ViewFacts], by tables: TypeTables) -> [String: ViewFacts] {
        guard views.values.contains(where: { !$0.closings.isEmpty }) else { return views }
        var views = views
        for name in views.keys.sorted() {
            for closing in views[name]!.closings {
                guard let shown = tables.resolveViewName(closing.view, from: closing.location.file), views[shown] != nil
                else { continue }
                views[shown]!.sites.append(NavSite(action: .back(.dismiss), location: closing.location))
            }
        }
        return views
    }
}
