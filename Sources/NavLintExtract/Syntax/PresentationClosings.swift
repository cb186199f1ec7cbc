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
            if let (target, value) = SyntaxReading.assignment(node), SyntaxReading.ownMember(target) == state,
                value.is(NilLiteralExprSyntax.self) || SyntaxReading.flagCase(value) == "false"
            {
                found.append(Syntax(node))
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else {
                return .visitChildren
            }
            switch member.declName.baseName.plainName {
            case "onDisappear":
                // What `.onDisappear` writes resets the state once the presentation has ended: no way back.
                walk(base)
                return .skipChildren
            case "toggle" where node.arguments.isEmpty && SyntaxReading.ownMember(base) == state:
                found.append(Syntax(node))
            default:
                break
            }
            return .visitChildren
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
