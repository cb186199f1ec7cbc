import SwiftSyntax

/// Reads a body that lays out the content its view is handed once, beside nothing but SwiftUI's colors, shapes
/// and spacers (`ZStack { Color.clear.onTapGesture { dismiss() }; VStack { Spacer(); contentView } }`, with
/// `contentView` a computed property showing `content`): chrome around the content, as a custom bottom sheet's
/// or a card's is, whose own navigation acts from the content (see ``ContentWrapperReader``).
struct ChromeLayout {
    /// The view's stored properties that hold the content it is handed.
    let properties: Set<String>
    /// The view's computed properties (`body` aside), by name, with what each yields first.
    private let helpers: [String: ExprSyntax]

    /// The containers a layout may be: each lays out its items beside each other.
    private static let layouts: Set<String> = ["ZStack", "VStack", "HStack", "Group"]
    /// What SwiftUI draws around content that shows nothing of the app's.
    private static let decorations: Set<String> = [
        "Color", "Spacer", "Divider", "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Circle",
        "Capsule", "Ellipse", "LinearGradient", "RadialGradient", "AngularGradient", "EmptyView",
    ]
    /// How many layouts and computed properties deep the content is looked for.
    private static let depthLimit = 4

    init(_ node: StructDeclSyntax, properties: Set<String>) {
        self.properties = properties
        var helpers: [String: ExprSyntax] = [:]
        for member in node.memberBlock.members where member.decl.is(VariableDeclSyntax.self) {
            guard let (name, expression) = SyntaxReading.helperBody(member.decl), name != "body" else { continue }
            helpers[name] = expression
        }
        self.helpers = helpers
    }

    /// Whether `body` is a layout that shows the content once beside decorations only.
    func wrapsContent(_ body: ExprSyntax) -> Bool { laysOut(body, depth: Self.depthLimit) }

    /// The content (`content`, `content()`, under modifiers), a computed property showing it, or a layout of it.
    private func shows(_ expression: ExprSyntax, depth: Int) -> Bool {
        guard depth > 0 else { return false }
        if ContentWrapperReader.shows(expression, oneOf: properties) { return true }
        if let name = SyntaxReading.helperName(of: expression), let helper = helpers[name] {
            return shows(helper, depth: depth - 1)
        }
        return laysOut(expression, depth: depth - 1)
    }

    /// A layout container whose items are all expressions: one shows the content, every other is a decoration.
    private func laysOut(_ expression: ExprSyntax, depth: Int) -> Bool {
        guard depth > 0, let call = SyntaxReading.coreCall(of: expression),
            let type = SyntaxReading.constructedType(call), Self.layouts.contains(type),
            let closure = call.trailingClosure
        else { return false }
        let items = closure.statements.topExpressions
        guard items.count == closure.statements.count else { return false }
        var shown = 0
        for item in items where !isDecoration(item) {
            guard shows(item, depth: depth), shown == 0 else { return false }
            shown += 1
        }
        return shown == 1
    }

    /// `Spacer()`, `Color.clear.onTapGesture { ... }`, `RoundedRectangle(cornerRadius: 8).fill(...)`.
    private func isDecoration(_ expression: ExprSyntax) -> Bool {
        expression.firstToken(viewMode: .sourceAccurate).map { Self.decorations.contains($0.text) } ?? false
    }
}
