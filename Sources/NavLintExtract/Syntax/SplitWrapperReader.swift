import SwiftSyntax

/// Reads whether a view only lays out the views its callers hand it as a split view's columns: `struct
/// SplitWrapper<Sidebar: View, Detail: View>` whose initialiser takes `sidebar:` and `detail:` closures and whose
/// body is `NavigationSplitView { sidebar } detail: { detail }` (a column may show its property under modifiers,
/// or in each branch of an `if #available`). A construction of such a view (`SplitWrapper { List(...) } detail: {
/// ... }`) is read as the split view itself, its closures as the columns (see ``ContainerFacts/splitWrapper``).
enum SplitWrapperReader {
    /// The labels a split view's columns are handed by, in order; the sidebar's may be the trailing closure.
    private static let columnLabels = ["sidebar", "content", "detail"]

    /// Whether the view declared by `node`, whose `body` yields `body` first, wraps a split view.
    static func wrapsSplit(_ node: StructDeclSyntax, body: ExprSyntax?) -> Bool {
        guard let body, let split = SyntaxReading.coreCall(of: body),
            SyntaxReading.constructedType(split) == "NavigationSplitView"
        else { return false }
        let handed = ContentWrapperReader.parameters(of: node).handed
        guard handed.count >= 2 else { return false }
        var labelled = 0
        for label in columnLabels {
            guard let closure = column(label, of: split) else { continue }
            // The column shows the property its callers hand by the same label.
            guard let property = handed.first(where: { $0.label == label && $0.takesClosure })?.property,
                shows(closure.statements, property)
            else { return false }
            labelled += 1
        }
        return labelled >= 2
    }

    /// Whether a column shows `property` (`sidebar`, `sidebar()`, under modifiers), or does in each branch of the
    /// `if` it is.
    private static func shows(_ statements: CodeBlockItemListSyntax, _ property: String) -> Bool {
        guard let first = statements.firstTopExpression else { return false }
        if let choice = first.as(IfExprSyntax.self) {
            return SyntaxReading.branches(of: choice).allSatisfy { shows($0.statements, property) }
        }
        return SyntaxReading.helperName(of: first) == property
    }

    /// Reads a construction of a view of the app that is handed a sidebar and a detail as the split view it may
    /// be (see ``ContainerFacts/splitWrapper``).
    static func read(_ call: FunctionCallExprSyntax, type: String, scanner: ViewScanner) {
        guard scanner.readContainers[call.id] == nil, handsColumns(call) else { return }
        _ = scanner.readContainer(call, splitWrapper: type)
    }

    /// Whether a construction hands closures as a split view's columns are handed: a sidebar and a `detail:`.
    private static func handsColumns(_ call: FunctionCallExprSyntax) -> Bool {
        column("sidebar", of: call) != nil && column("detail", of: call) != nil
    }

    /// The closure a split view's call hands for the column of `label`; the sidebar's may be the trailing closure.
    static func column(_ label: String, of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        let labelled = SyntaxReading.closure(of: call, labels: [label])
        return label == "sidebar" ? call.trailingClosure ?? labelled : labelled
    }
}
