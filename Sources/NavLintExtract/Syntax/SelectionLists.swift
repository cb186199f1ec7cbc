import SwiftSyntax

/// A `List(selection:)` and the `.tag`s of its rows: selecting a row shows a split view's column that shows
/// whatever is selected (see ``ColumnSelection``).
enum SelectionLists {
    /// A list being walked, with the property of an object the view holds that it is bound to
    /// (`$appState.selection`), which any view may write.
    typealias Open = (list: SyntaxIdentifier, heldProperty: String?)

    /// `List(selection: $selected)`: a site that selects, and the list whose rows' tags select next.
    static func open(_ list: FunctionCallExprSyntax, scanner: ViewScanner) {
        guard let selection = SyntaxReading.argument("selection", of: list) else { return }
        let held = scanner.receiverType(of: selection) != nil ? SyntaxReading.lastName(selection) : nil
        scanner.selectionLists.append((list.id, held))
        scanner.add(.route(.unknown("the list's selection")), at: list, selectsOnly: true)
    }

    /// `.tag(Panel.orders)` on a row of a `List(selection:)` (not on a link, whose value selects already): a site
    /// that selects, where a split view's column switches over the selection.
    static func readTag(_ node: FunctionCallExprSyntax, base: ExprSyntax, scanner: ViewScanner) {
        guard let value = node.arguments.first?.expression,
            SyntaxReading.coreCall(of: base).flatMap(SyntaxReading.constructedType) != "NavigationLink",
            let member = node.calledExpression.as(MemberAccessExprSyntax.self)
        else { return }
        let held = scanner.selectionLists.last?.heldProperty.map { RouterCall(property: $0) }
        scanner.add(.route(scanner.destination(ofValue: value)), at: member.declName, router: held, selectsOnly: true)
    }
}
