import NavLintCore

/// Views that present a view their callers hand them: a row whose body is `NavigationLink(destination:
/// destination)`, built as `NavigationRow(destination: { AboutView() }) { Text("About") }`. Each construction
/// that hands a view presents it, from the view that builds the row and at the construction, as a link written
/// there would; the row's own site is handed on to them.
enum HandedContent {
    /// `views` with the handed presentations placed at the constructions that hand them a view.
    static func resolved(_ views: [String: ViewFacts], by tables: TypeTables) -> [String: ViewFacts] {
        var views = views
        var links: [String: [(kind: EdgeKind, parameter: HandedParameter)]] = [:]
        for (name, view) in views where !view.handedContent.isEmpty {
            for index in view.sites.indices {
                guard case .present(let kind, .content(let shape, nil, _)) = view.sites[index].action,
                    shape.candidates.isEmpty, let property = shape.helperCalls.first,
                    let parameter = view.handedContent.first(where: { $0.property == property })
                else { continue }
                views[name]!.sites[index].handedOn = true
                links[name, default: []].append((kind, parameter))
            }
        }
        guard !links.isEmpty else { return views }
        for (name, view) in views {
            var added: [NavSite] = []
            for use in view.componentUses {
                guard let component = tables.resolveViewName(use.type, from: view.location.file),
                    let handed = links[component], let parameters = views[component]?.handedContent
                else { continue }
                for (kind, parameter) in handed {
                    guard let built = builtView(for: parameter, in: use, among: parameters) else { continue }
                    let shape = ContentShape(candidates: [ViewCandidate(name: built, stacked: false)])
                    let action = NavSite.Action.present(kind, .content(shape, item: nil, local: false))
                    added.append(NavSite(action: action, location: use.location))
                }
            }
            if !added.isEmpty { views[name]!.sites += added }
        }
        return views
    }

    /// The view a construction hands for a parameter: the argument of its label, else the trailing closure when
    /// the parameter is the first closure parameter that no label of the construction names.
    static func builtView(
        for parameter: HandedParameter, in use: ComponentUse, among parameters: [HandedParameter]
    ) -> String? {
        if let argument = use.handedViews[parameter.label] { return argument }
        guard use.hasTrailingClosure, parameter.takesClosure else { return nil }
        let filled = parameters.first { $0.takesClosure && !use.handedViews.keys.contains($0.label) }
        return filled == parameter ? use.handedView : nil
    }
}
