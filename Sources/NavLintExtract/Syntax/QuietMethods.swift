import SwiftSyntax

/// The view's own methods whose bodies do not navigate: `func present(_ item: Item) { showsTags = true }`, where
/// `showsTags` is the view's own state that a `.popover(isPresented:)` reads. A call of one (`present(.tags)`) is
/// no router call, whatever its name: what the body writes to the view's own state is read where that state is
/// bound. A body navigates when it calls something whose name or receiver says navigation (`router.present(item)`,
/// `path.append(item)`, `open(item)`, `dismiss()`), or writes such a property of another object
/// (`router.sheet = item`); when in doubt, it does.
enum QuietMethods {
    static func names(in declarations: [DeclSyntax], ownProperties: Set<String>) -> Set<String> {
        var quiet: Set<String> = []
        for declaration in declarations {
            guard let function = declaration.as(FunctionDeclSyntax.self), let body = function.body else { continue }
            let finder = NavigationFinder(ownProperties: ownProperties)
            finder.walk(body)
            if !finder.navigates { quiet.insert(function.name.plainName) }
        }
        return quiet
    }

    private final class NavigationFinder: SyntaxVisitor {
        let ownProperties: Set<String>
        private(set) var navigates = false

        init(ownProperties: Set<String>) {
            self.ownProperties = ownProperties
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let member = node.calledExpression.as(MemberAccessExprSyntax.self)
            let name = member?.declName ?? node.calledExpression.as(DeclReferenceExprSyntax.self)
            if let name = name?.baseName.plainName {
                let call = RouterCall(function: name, receiver: member?.base?.trimmedText)
                navigates = navigates || name == "dismiss" || call.looksLikeNavigation
            }
            return navigates ? .skipChildren : .visitChildren
        }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            guard let (target, _) = SyntaxReading.assignment(node), let name = SyntaxReading.lastName(target) else {
                return .visitChildren
            }
            // `showsTags`, `self.showsTags`: the view's own stored property, read where it is bound.
            let isOwn = SyntaxReading.ownMember(target).map(ownProperties.contains) ?? false
            if !isOwn && RouterCall(property: name).looksLikeNavigation { navigates = true }
            return navigates ? .skipChildren : .visitChildren
        }
    }
}
