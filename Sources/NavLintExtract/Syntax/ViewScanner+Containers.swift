import SwiftSyntax

extension ViewScanner {
    /// A split view's content or detail column being read: its name and the closures of the columns before it.
    typealias Column = (name: String, earlier: [ClosureExprSyntax])

    /// Reads a `NavigationStack`, `TabView` or `NavigationSplitView` call into a container; its index. A stack
    /// written in a split view's `column` may have a switch over the selection as its root. A `splitWrapper`'s
    /// construction is read as a split view (see ``ContainerFacts/splitWrapper``).
    func readContainer(_ call: FunctionCallExprSyntax, column: Column? = nil, splitWrapper: String? = nil) -> Int {
        let index = facts.containers.count
        readContainers[call.id] = index
        let type = SyntaxReading.constructedType(call) ?? ""
        let kind: ContainerFacts.Kind =
            type == "TabView" ? .tabs : type == "NavigationSplitView" || splitWrapper != nil ? .split : .stack
        facts.containers.append(ContainerFacts(kind: kind, location: argumentScope?.location ?? location(call)))
        facts.containers[index].readInHelper = walkedHelper
        facts.containers[index].splitWrapper = splitWrapper
        // SwiftUI's containers written without the module, and a package's stack, are the app's own view of that
        // name where the sources declare one (`struct TabView<Content: View>` wrapping `SwiftUI.TabView`).
        if !SyntaxReading.namesSwiftUIModule(call), splitWrapper == nil {
            facts.containers[index].unlessDeclared = type
        }
        switch kind {
        case .stack:
            if let bound = PathNames.boundPath(of: call) { boundPaths.insert(bound) }
            let expression = SyntaxReading.stackRoot(of: call)
            let root = column.map { columnSlot(of: expression, $0) } ?? containerSlot(of: expression)
            facts.containers[index].slots = [root]
            facts.containers[index].rootModifiers = expression.map(SyntaxReading.modifierNames) ?? []
            ViewModifiers.readStackDestination(of: call, scanner: self)
        case .split:
            let sidebar = SplitWrapperReader.column("sidebar", of: call)
            var slots = [containerSlot(of: sidebar.flatMap { $0.statements.firstTopExpression })]
            var earlier = sidebar.map { [$0] } ?? []
            for name in ["content", "detail"] {
                guard let closure = SplitWrapperReader.column(name, of: call) else {
                    if name == "detail" { slots.append(.inline) }
                    continue
                }
                let expression = closure.statements.firstTopExpression
                slots.append(columnSlot(of: expression, (name.prefix(1).uppercased() + name.dropFirst(), earlier)))
                earlier.append(closure)
            }
            facts.containers[index].slots = slots
        case .tabs:
            facts.containers[index].tabs = TabReader(scanner: self).tabsReadingCallbacks(of: call.trailingClosure)
            facts.containers[index].tabSelection = ViewModifiers.boundState(
                of: call, labels: ["selection"], scanner: self)
        case .switch:
            break
        }
        return index
    }

    /// What a split view's content or detail column shows: a switch over the selection, written there or as the
    /// root of a stack written there, is a switch container; anything else is read as ``slot(of:)`` reads it.
    private func columnSlot(of written: ExprSyntax?, _ column: Column) -> ContentSlot {
        var expression = written
        if let name = written.flatMap(SyntaxReading.helperName), let helper = helperBodies[name],
            Self.isSwitch(helper.expression) || ColumnSwitchReader.selectionIf(helper.expression) != nil
        {
            expression = helper.expression
        }
        if let node = expression?.as(SwitchExprSyntax.self) {
            return ColumnSwitchReader(scanner: self).read(node, column: column.name, earlier: column.earlier)
                ?? .inline
        }
        // `if let item = selection { ... }`, also inside a `Group`.
        if let node = expression.flatMap(ColumnSwitchReader.selectionIf),
            let slot = ColumnSwitchReader(scanner: self).read(node, column: column.name, earlier: column.earlier)
        {
            return slot
        }
        if let call = expression.flatMap(SyntaxReading.stackCall) {
            return .container(readContainer(call, column: column))
        }
        return containerSlot(of: expression)
    }

    /// Whether content is a `switch`, or a stack whose root is one.
    private static func isSwitch(_ expression: ExprSyntax) -> Bool {
        if expression.is(SwitchExprSyntax.self) { return true }
        guard let call = SyntaxReading.stackCall(of: expression) else { return false }
        return SyntaxReading.stackRoot(of: call)?.is(SwitchExprSyntax.self) ?? false
    }

    /// Where some content comes from: a container of this view, a view type, or content written in place.
    func slot(of expression: ExprSyntax?) -> ContentSlot {
        guard let expression else { return .inline }
        // A parameter of the function being read for a call shows what the call hands it, read where it is written.
        if let scope = argumentScope, let argument = scope.argument(for: expression) {
            argumentScope = nil
            defer { argumentScope = scope }
            return slot(of: argument)
        }
        if let helper = SyntaxReading.helperName(of: expression) { return .helper(helper) }
        guard let call = SyntaxReading.coreCall(of: expression), let type = SyntaxReading.constructedType(call)
        else { return .inline }
        if type == "TabView" && PagedTabViews.isPaged(call) { return .inline }
        if SyntaxReading.navigationContainers.contains(type)
            || (SyntaxReading.namesStack(type) && call.trailingClosure != nil)
        {
            // A function's container is read anew for each call that builds it.
            let known = argumentScope == nil ? readContainers[call.id] : nil
            return .container(known ?? readContainer(call))
        }
        return .view(type, location(call))
    }

    /// What a container's root, column or tab shows: as ``slot(of:)`` reads it, or the view an enum case handed to
    /// another object's method maps to (see ``mappedSlot(of:)``).
    func containerSlot(of expression: ExprSyntax?) -> ContentSlot {
        MappedSlotReader.slot(of: expression, scanner: self) ?? slot(of: expression)
    }

    /// What content the view presents or pushes builds (see ``ContentReader``); the helpers it calls are
    /// ``ViewFacts/presentedHelpers``, but for the closures the function walked is handed (`content()`).
    func presentedShape(of content: (some SyntaxProtocol)?) -> ContentShape {
        guard let content else { return ContentShape() }
        var shape = ContentReader.shape(of: content)
        shape.showsHandedContent = shape.helperCalls.contains { parameters[$0] != nil }
        shape.helperCalls.removeAll { parameters[$0] != nil }
        facts.presentedHelpers.formUnion(shape.helperCalls)
        // A method of an object the view holds that returns a view (`model.moreInfo()`) stands for what it builds.
        for call in shape.objectCalls where heldObjects[call.object] != nil {
            shape.candidates.append(
                ViewCandidate(name: FileFacts.objectBuilderKey(member: call.method), stacked: false))
        }
        return shape
    }
}
