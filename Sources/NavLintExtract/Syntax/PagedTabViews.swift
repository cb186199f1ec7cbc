import SwiftSyntax

/// A `TabView` styled as pages (`.tabViewStyle(.page)`, `PageTabViewStyle()`, watchOS' `.carousel` and
/// `.verticalPage`) is a pager inside one screen, not a tab bar: its children are that screen's content.
enum PagedTabViews {
    /// Whether the modifiers called on this `TabView(...)` style it as pages.
    static func isPaged(_ tabView: FunctionCallExprSyntax) -> Bool {
        var current = ExprSyntax(tabView)
        // `TabView { ... }.padding().tabViewStyle(.page)`: the calls whose callee is a member of the view built.
        while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
            let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id
        {
            if member.declName.baseName.text == "tabViewStyle",
                let style = call.arguments.first?.expression, namesPagedStyle(style)
            {
                return true
            }
            current = ExprSyntax(call)
        }
        return false
    }

    private static let pagedStyles: Set<String> = [
        "page", "carousel", "verticalPage", "PageTabViewStyle", "CarouselTabViewStyle", "VerticalPageTabViewStyle",
    ]

    /// `.page`, `.page(indexDisplayMode: .never)`, `PageTabViewStyle()`, `.carousel`.
    private static func namesPagedStyle(_ style: ExprSyntax) -> Bool {
        let callee = style.as(FunctionCallExprSyntax.self)?.calledExpression ?? style
        if let member = callee.as(MemberAccessExprSyntax.self) {
            return pagedStyles.contains(member.declName.baseName.text)
        }
        return callee.as(DeclReferenceExprSyntax.self).map { pagedStyles.contains($0.baseName.text) } ?? false
    }
}
