/// A way a model can be on screen: whether a NavigationStack encloses it, and how it got there.
public struct NavContext: Sendable, Hashable {
    /// A NavigationStack (or a split column, which navigates its next column) encloses the model.
    public var inStack: Bool
    /// The model sits in a presented context (a sheet, cover, popover or dialog, or something pushed inside one).
    public var presented: Bool
    /// The model itself was pushed onto a stack (by a push edge or a stack's initial path).
    public var pushed: Bool
    /// How the model first got into this context, for messages: "presented by Cart as a sheet".
    public var origin: String
    /// Equality ignores the origin: two contexts that behave alike are one.
    public static func == (lhs: NavContext, rhs: NavContext) -> Bool {
        (lhs.inStack, lhs.presented, lhs.pushed) == (rhs.inStack, rhs.presented, rhs.pushed)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(inStack)
        hasher.combine(presented)
        hasher.combine(pushed)
    }
}

/// Spreads contexts from the window roots along containment and forward edges.
struct ContextBuilder {
    let spec: Spec
    let hops: [[Hop]]
    let windows: [ResolvedWindow]
    let modelIndex: [String: Int]

    func build() -> [[NavContext]] {
        var contexts = [[NavContext]](repeating: [], count: spec.models.count)
        var queue: [(model: Int, context: NavContext)] = []
        func visit(_ model: Int, _ context: NavContext) {
            guard !contexts[model].contains(context) else { return }
            contexts[model].append(context)
            queue.append((model, context))
        }
        for window in windows {
            guard let root = window.root else { continue }
            let origin = windows.count == 1 ? "the root of the app" : "the root of window \(window.id)"
            visit(root, NavContext(inStack: isStack(root), presented: false, pushed: false, origin: origin))
        }
        for route in spec.routes {
            guard let style = route.present?.value, let target = modelIndex[route.target.value] else { continue }
            let origin = "presented as a \(style.rawValue) by route \(route.id.value)"
            visit(target, NavContext(inStack: isStack(target), presented: true, pushed: false, origin: origin))
        }
        var head = 0
        while head < queue.count {
            let (model, context) = queue[head]
            head += 1
            let name = spec.models[model].id.value
            for hop in hops[model] {
                if let next = successor(of: context, hop: hop, from: name) { visit(hop.to, next) }
            }
        }
        return contexts
    }

    private func isStack(_ model: Int) -> Bool { spec.models[model].kind == .stack }

    private func successor(of context: NavContext, hop: Hop, from name: String) -> NavContext? {
        let target = hop.to
        switch hop.kind {
        case .stackRoot:
            return NavContext(
                inStack: true, presented: context.presented, pushed: false, origin: "the root of stack \(name)")
        case .stackPath:
            return NavContext(
                inStack: true, presented: context.presented, pushed: true,
                origin: "on the initial path of stack \(name)")
        case .tab(let tab):
            return NavContext(
                inStack: isStack(target), presented: context.presented, pushed: false, origin: "tab \(tab) of \(name)")
        case .switchCase(let caseID):
            // A switch shows its case in its own place: inside the stack that encloses the switch, if any,
            // and pushed when the switch itself was pushed.
            return NavContext(
                inStack: context.inStack || isStack(target), presented: context.presented, pushed: context.pushed,
                origin: "case \(caseID) of \(name)")
        case .splitColumn:
            // The sidebar and content columns navigate the next column; the detail column, the last one,
            // navigates only when it is a stack itself.
            let isLast: Bool
            if case .split(let split) = spec.models[hop.from].content {
                isLast = split.detail.value == spec.models[target].id.value
            } else {
                isLast = false
            }
            return NavContext(
                inStack: !isLast || isStack(target), presented: context.presented, pushed: false,
                origin: isLast ? "the detail column of split \(name)" : "a column of split \(name)")
        case .edge(let kind, let edgeIndex):
            let edge = spec.models[hop.from].edges[edgeIndex]
            return successor(of: context, edge: edge, kind: kind, to: hop.to, from: name)
        }
    }

    /// The context a forward edge of kind `kind` from model `name` gives its target.
    private func successor(
        of context: NavContext, edge: Edge, kind: EdgeKind, to target: Int, from name: String
    ) -> NavContext? {
        switch kind {
        case .push:
            // A push with no stack does nothing (push-outside-stack reports it): it gives no context.
            guard context.inStack else { return nil }
            return NavContext(
                inStack: true, presented: context.presented, pushed: true, origin: "pushed by \(name)")
        case .setRoot:
            return NavContext(
                inStack: context.inStack, presented: context.presented, pushed: false,
                origin: "set as the root by \(name)")
        case .sheet, .fullScreenCover, .popover:
            let stacked = edge.stacked || isStack(target)
            let how = stacked ? "" : " without a stack (no stacked: true)"
            return NavContext(
                inStack: stacked, presented: true, pushed: false,
                origin: "presented by \(name) as a \(kind.rawValue)\(how)")
        case .alert, .confirmationDialog:
            // A dialog's buttons act on the screen beneath it: its stack and how it got there.
            let article = kind == .alert ? "an" : "a"
            return NavContext(
                inStack: context.inStack, presented: true, pushed: context.pushed,
                origin: "shown by \(name) as \(article) \(kind.rawValue)")
        case .selectTab, .switch, .openWindow:
            // These reveal a model in its own place; containment gives it its real context.
            return nil
        case .openURL, .pop, .popToRoot, .dismiss, .dismissWindow:
            return nil
        }
    }
}
