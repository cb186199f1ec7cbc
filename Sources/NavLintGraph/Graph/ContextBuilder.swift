import NavLintModel

/// Spreads contexts from the window roots along containment and forward edges.
///
/// Most hops lead to a context their target has already; such a context is only compared, so its origin (the
/// words that say how the model got there) is written only for a context that is new.
struct ContextBuilder {
    let spec: Spec
    let hops: [[Hop]]
    let windows: [ResolvedWindow]
    /// The target model of each route (see ``RouteMap/targets``).
    let routeTargets: [Int?]
    let groups: EdgeGroups
    /// Whether presented contexts remember their presenter (see ``NavContext/presenter``).
    let tracksPresenters: Bool

    func build() -> [[NavContext]] {
        var spread = ContextSpreading(builder: self)
        for window in windows {
            guard let root = window.root else { continue }
            let place = ContextPlace(inStack: isStack(root), presented: false, pushed: false, presenter: nil)
            spread.visit(
                root, place, origin: windows.count == 1 ? "the root of the app" : "the root of window \(window.id)",
                presenterOrigin: nil)
        }
        for (route, target) in zip(spec.routes.indices, routeTargets) {
            guard let style = spec.routes[route].present?.value, let target else { continue }
            let place = ContextPlace(inStack: isStack(target), presented: true, pushed: false, presenter: nil)
            spread.visit(
                target, place, origin: "presented as a \(style.rawValue) by route \(spec.routes[route].id.value)",
                presenterOrigin: nil)
        }
        spread.spreadAll()
        return spread.contexts()
    }

    func isStack(_ model: Int) -> Bool { spec.models[model].kind == .stack }

    /// Whether the column after `column` of the split `model` is a stack: a push from `column` then goes onto it
    /// rather than replacing its content.
    private func nextColumnIsStack(after column: SplitColumn, of model: Int) -> Bool {
        var columns: [SplitColumn: Int] = [:]
        for hop in hops[model] { if case .splitColumn(let shown) = hop.kind { columns[shown] = hop.to } }
        let next = column == .sidebar ? columns[.content] ?? columns[.detail] : columns[.detail]
        return next.map(isStack) ?? false
    }

    /// The place a forward edge gives its target, as the edge acts in `acting` (a push with a fallback presents
    /// outside a stack), before its groups; and whether the target's presenter is `acting` itself (a
    /// presentation's) rather than the one `acting` has.
    func successor(
        of acting: ContextPlace, edge: EdgeFacts, to target: Int
    ) -> (place: ContextPlace, origin: Origin, presentedByActing: Bool)? {
        let kind = edge.kind(inStack: acting.inStack)
        let presented = acting.presented
        let presenter = tracksPresenters ? ContextPlace.PresenterPlace(acting) : nil
        func place(_ inStack: Bool, presented: Bool, pushed: Bool) -> ContextPlace {
            ContextPlace(inStack: inStack, presented: presented, pushed: pushed, presenter: acting.presenter)
        }
        switch kind {
        case .push:
            // A push with no stack does nothing (push-outside-stack reports it): it gives no context.
            guard acting.inStack else { return nil }
            return (place(true, presented: presented, pushed: true), .pushed, false)
        case .replace:
            // The target takes the place of the model that replaces itself: pushed only when that one was.
            guard acting.inStack else { return nil }
            return (place(true, presented: presented, pushed: acting.pushed), .replaced, false)
        case .setRoot:
            return (place(acting.inStack, presented: presented, pushed: false), .setRoot, false)
        case .sheet, .fullScreenCover, .popover:
            let stacked = edge.stacked || isStack(target)
            let next = ContextPlace(inStack: stacked, presented: true, pushed: false, presenter: presenter)
            return (next, .presented(kind, fallback: edge.kind == .push, stacked: stacked), presenter != nil)
        case .alert, .confirmationDialog:
            // A dialog's buttons act on the screen beneath it: its stack and how it got there.
            var next = ContextPlace(
                inStack: acting.inStack, presented: true, pushed: acting.pushed, presenter: presenter)
            next.navigatesColumn = acting.navigatesColumn
            return (next, .dialog(kind), presenter != nil)
        case .selectTab, .switch, .openWindow:
            // These reveal a model in its own place; containment gives it its real context.
            return nil
        case .openURL, .pop, .popToRoot, .dismiss, .dismissWindow:
            return nil
        }
    }

    /// The place a containment hop (a stack's root or path, a tab, a case, a column) gives its target, before
    /// its groups; the target keeps the presenter of `place`.
    func contained(in place: ContextPlace, hop: Hop, of model: Int) -> (ContextPlace, Origin)? {
        let target = hop.to
        let presented = place.presented
        func next(_ inStack: Bool, pushed: Bool) -> ContextPlace {
            ContextPlace(inStack: inStack, presented: presented, pushed: pushed, presenter: place.presenter)
        }
        switch hop.kind {
        case .stackRoot:
            return (next(true, pushed: false), .stackRoot)
        case .stackPath:
            return (next(true, pushed: true), .stackPath)
        case .tab(let tab, _):
            return (next(isStack(target), pushed: false), .tab(tab))
        case .switchCase(let caseID, _):
            // A switch shows its case in its own place: inside the stack that encloses the switch, if any,
            // and pushed when the switch itself was pushed.
            var shown = next(place.inStack || isStack(target), pushed: place.pushed)
            shown.navigatesColumn = place.navigatesColumn
            return (shown, .switchCase(caseID))
        case .splitColumn(let column):
            // The sidebar and content columns navigate the next column; the detail column, the last one,
            // navigates only when it is a stack itself.
            let isLast = column == .detail
            var shown = next(!isLast || isStack(target), pushed: false)
            shown.navigatesColumn = !isLast && !isStack(target) && !nextColumnIsStack(after: column, of: model)
            return (shown, .column(isLast: isLast))
        case .edge, .groupEdge:
            return nil
        }
    }
}

extension ContextBuilder {
    /// How a hop brought a model into a context, written out (``text(from:)``) only for a context that is new.
    enum Origin {
        case stackRoot, stackPath, pushed, replaced, setRoot
        case tab(String)
        case switchCase(String)
        case column(isLast: Bool)
        /// A sheet, cover or popover; `fallback`: a push outside a stack presents so.
        case presented(EdgeKind, fallback: Bool, stacked: Bool)
        case dialog(EdgeKind)

        /// The origin of a context (``NavContext/origin``) the hop gives, from the model `name`.
        func text(from name: String) -> String {
            switch self {
            case .stackRoot: "the root of stack \(name)"
            case .stackPath: "on the initial path of stack \(name)"
            case .pushed: "pushed by \(name)"
            case .replaced: "put in the place of \(name) on its stack"
            case .setRoot: "set as the root by \(name)"
            case .tab(let tab): "tab \(tab) of \(name)"
            case .switchCase(let caseID): "case \(caseID) of \(name)"
            case .column(let isLast): isLast ? "the detail column of split \(name)" : "a column of split \(name)"
            case .presented(let kind, let fallback, let stacked):
                "presented by \(name) as a \(kind.rawValue)"
                    + (fallback
                        ? " (the fallback of a push outside a stack)"
                        : stacked ? "" : " without a stack (no stacked: true)")
            case .dialog(let kind): "shown by \(name) as \(kind == .alert ? "an" : "a") \(kind.rawValue)"
            }
        }
    }
}
