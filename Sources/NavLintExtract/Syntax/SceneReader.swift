import SwiftSyntax

/// Reads an `App`'s scenes: `WindowGroup`, `WindowGroup(id:)`, `Window(_:id:)`, `Settings`, `MenuBarExtra` and
/// their content.
enum SceneReader {
    /// A scene, with its content closure to read in place or read for the view's modifiers.
    typealias Read = (scene: SceneFacts, inPlace: ClosureExprSyntax?, modified: ClosureExprSyntax?)

    /// The scenes among `members`, each with its content closure when the content is written in place rather than
    /// as one view of the app (`WindowGroup { NavigationStack { HomeView() } }`, an `if` choosing the root): the
    /// closure is then read as the body of a view that the scene shows. Content that is one view of the app with
    /// modifiers (`Settings { PrefsView().alert(...) }`) is handed as `modified`: the modifiers are that view's.
    /// A window opened for a value is one scene per view it shows (see ``ValueWindowScenes``).
    static func scenes(in members: MemberBlockSyntax, lines: LineTable, file: String) -> [Read] {
        let finder = SceneFinder(viewMode: .sourceAccurate)
        for member in members.members { finder.walk(member) }
        return finder.calls.flatMap { call -> [Read] in
            let closure = call.trailingClosure ?? SyntaxReading.closure(of: call, labels: ["content"])
            let written = closure.flatMap { $0.statements.firstTopExpression }
            let content = written.map { soleView(in: $0) ?? guardedView(in: $0) ?? $0 }
            let type = content.flatMap(SyntaxReading.coreCall).flatMap(SyntaxReading.constructedType)
            // A `Settings` scene has no id: `SettingsLink` and `openSettings()` open it. A menu bar item opens its own.
            let id =
                SystemCalls.macOSSceneId(ofType: SyntaxReading.constructedType(call))
                ?? SyntaxReading.stringLiteral(SyntaxReading.argument("id", of: call))
            var scene = SceneFacts(id: id, content: type, location: call.swiftLocation(lines, file: file))
            if type == nil, let content { scene.contentProperty = SyntaxReading.propertyName(of: content) }
            scene.handedView = content.flatMap(SyntaxReading.coreCall).flatMap(SyntaxReading.handedType)
            if let valueType = ValueWindowScenes.valueType(of: call) {
                return ValueWindowScenes.scenes(scene, valueType: valueType, content: written).map { ($0, nil, nil) }
            }
            // Content with parameters (a value window whose type is not written `Item.self`) shows what the value
            // says: it is not read in place.
            let inPlace =
                scene.contentProperty == nil && content != nil && closure?.signature == nil
                && (type.map(writtenInPlace.contains) ?? true)
            // Only for a view built without content of its own (`PrefsView()`, not `Wrapper { RootView() }`), which
            // would be read as the wrapper's.
            let core = written.flatMap(SyntaxReading.coreCall)
            let modified =
                !inPlace && type != nil && closure?.signature == nil
                && core.map(Syntax.init) != written.map(Syntax.init)
                && core?.trailingClosure == nil
                && core?.arguments.contains { $0.expression.is(ClosureExprSyntax.self) } == false
            return [(scene, inPlace ? closure : nil, modified ? closure : nil)]
        }
    }

    /// Whether members declare a property of type `some Scene`.
    static func declaresScenes(_ members: MemberBlockSyntax) -> Bool {
        members.members.contains { member in
            member.decl.as(VariableDeclSyntax.self)?.bindings.first?.typeAnnotation?.type.trimmedText == "some Scene"
        }
    }

    /// Whether a declaration is a property or function of type `some Scene` (an app's other scenes).
    static func buildsScenes(_ decl: DeclSyntax) -> Bool {
        let type =
            decl.as(VariableDeclSyntax.self)?.bindings.first?.typeAnnotation?.type
            ?? decl.as(FunctionDeclSyntax.self)?.signature.returnClause?.type
        return type?.trimmedText == "some Scene"
    }

    /// The content closures of the scenes' menu commands among `members` (`WindowGroup { ... }.commands { ... }`).
    static func commands(in members: MemberBlockSyntax) -> [ClosureExprSyntax] {
        let finder = CommandsFinder(viewMode: .sourceAccurate)
        for member in members.members { finder.walk(member) }
        return finder.closures
    }

    /// The one view a layout container shows over backdrops (`ZStack { Color.black; RootView() }`): the scene
    /// shows that view. Nil for anything else.
    private static func soleView(in content: ExprSyntax) -> ExprSyntax? {
        guard let call = SyntaxReading.coreCall(of: content),
            let view = LayoutContent.soleItem(of: call, besides: isBackdrop),
            let viewType = SyntaxReading.coreCall(of: view).flatMap(SyntaxReading.constructedType),
            !writtenInPlace.contains(viewType)
        else { return nil }
        return view
    }

    /// The one branch of an `if` that shows more than a placeholder (`if isTesting { EmptyView() } else {
    /// AppView(store: store) }`, `if ready { RootView() }`): the scene shows that view. Nil for anything else.
    private static func guardedView(in content: ExprSyntax) -> ExprSyntax? {
        guard let choice = content.as(IfExprSyntax.self) else { return nil }
        let shown = SyntaxReading.branches(of: choice).map { $0.statements.topExpressions }
        let views = shown.filter { !$0.allSatisfy(isPlaceholder) }
        guard views.count == 1, let view = views.first, view.count == 1 else { return nil }
        return view.first.map { soleView(in: $0) ?? $0 }
    }

    /// `EmptyView()`, `ProgressView()` or a backdrop: what a scene shows while its real content is not there.
    private static func isPlaceholder(_ expression: ExprSyntax) -> Bool {
        let type = SyntaxReading.coreCall(of: expression).flatMap(SyntaxReading.constructedType)
        return type == "EmptyView" || type == "ProgressView" || isBackdrop(expression)
    }

    /// Shapes, colours and gradients: what a scene's content puts behind its view.
    private static let backdrops: Set<String> = [
        "Color", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "LinearGradient",
        "RadialGradient", "AngularGradient", "Spacer",
    ]

    /// Whether an expression is a backdrop (`Rectangle().fill(...)`, `Color.black.ignoresSafeArea()`).
    private static func isBackdrop(_ expression: ExprSyntax) -> Bool {
        // A type constructed (`Rectangle()`), or one a colour is a member of (`Color.black`).
        let type =
            SyntaxReading.coreCall(of: expression).flatMap(SyntaxReading.constructedType)
            ?? SyntaxReading.withoutModifiers(expression).as(MemberAccessExprSyntax.self)?.base.flatMap(
                SyntaxReading.typeName)
        return type.map(backdrops.contains) ?? false
    }

    /// SwiftUI's containers, which hold the scene's content rather than being it (`MenuBarExtra { ScrollView { ...
    /// } }`).
    private static let writtenInPlace = SyntaxReading.navigationContainers.union(SyntaxReading.layoutContainers)
        .union(["ScrollView", "ScrollViewReader", "List", "Form", "GeometryReader", "ViewThatFits", "Grid"])

    private final class CommandsFinder: SyntaxVisitor {
        var closures: [ClosureExprSyntax] = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.plainName == "commands",
                let closure = node.trailingClosure ?? SyntaxReading.closure(of: node, labels: ["content"])
            else { return .visitChildren }
            closures.append(closure)
            return .visitChildren
        }
    }

    private final class SceneFinder: SyntaxVisitor {
        var calls: [FunctionCallExprSyntax] = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let type = SyntaxReading.constructedType(node)
            if type == "WindowGroup" || type == "Window" || type == "UtilityWindow"
                || SystemCalls.macOSSceneId(ofType: type) != nil
            {
                calls.append(node)
                return .skipChildren
            }
            return .visitChildren
        }
    }
}
