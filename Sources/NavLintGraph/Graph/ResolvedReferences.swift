import NavLintModel

/// The spec's references resolved to model indices, once: the id index, the windows' roots, the model each
/// container member names and the model each own edge leads to. The first step of ``NavGraph``; the reader's
/// check of constant binds reads it too, before the rest of the graph is built.
struct ResolvedReferences: Sendable {
    /// Model id to index into `spec.models` (the first model with that id).
    let index: [String: Int]
    /// Models whose id an earlier model already has (by index), in spec order.
    let repeated: [Int]
    /// The windows and their root models; a spec with `root` has one window named `main`.
    let windows: [ResolvedWindow]
    /// By model index, the model each member names (see ``Model/members``), in order; `nil` where it names none.
    let memberModels: [[Int?]]
    /// By model index, the model each own edge leads to (see ``model(at:)``), by edge index.
    let edgeTargets: [[Int?]]

    init(spec: Spec) {
        var index: [String: Int] = [:]
        index.reserveCapacity(spec.models.count)
        var repeated: [Int] = []
        // Each model and edge is read where it is stored: copied whole, it costs many reference counts.
        for position in spec.models.indices {
            let id = spec.models[position].id.value
            if index[id] == nil { index[id] = position } else { repeated.append(position) }
        }
        self.index = index
        self.repeated = repeated
        if let windows = spec.windows {
            self.windows = windows.map { ResolvedWindow(id: $0.id.value, root: index[$0.root.value]) }
        } else {
            windows = [ResolvedWindow(id: "main", root: spec.root.flatMap { index[$0.value] })]
        }
        memberModels = spec.models.indices.map { model in
            spec.models[model].content.members.map { index[$0.reference.value] }
        }
        let (models, windows) = (spec.models, self.windows)
        edgeTargets = models.indices.map { model in
            models[model].edges.indices.map { edge in
                Self.model(at: models[model].edges[edge].target, models: models, index: index, windows: windows)
            }
        }
    }

    /// The model an edge target leads to: the model it names, the model of the tab or case it names, or
    /// the root of the window it opens. `nil` when it names nothing (or is a URL, or no target).
    func model(at target: EdgeTarget, in models: [Model]) -> Int? {
        Self.model(at: target, models: models, index: index, windows: windows)
    }

    private static func model(
        at target: EdgeTarget, models: [Model], index: [String: Int], windows: [ResolvedWindow]
    ) -> Int? {
        let members = MemberReferences(models: models, index: index)
        switch target {
        case .model(let id): return index[id.value]
        case .tab(let reference):
            return members.tab(reference.value).flatMap { $0.tab.model.flatMap { index[$0.value] } }
        case .switchCase(let reference):
            return members.switchCase(reference.value).flatMap { index[$0.case.model.value] }
        case .window(let id): return windows.first { $0.id == id.value }?.root
        case .url, .none: return nil
        }
    }

    /// The root of stack `model`, by index; `nil` for other models and a root that names no model.
    func stackRoot(of model: Int, in models: [Model]) -> Int? {
        guard models[model].kind == .stack else { return nil }
        return memberModels[model].first ?? nil
    }
}

extension NavGraph {
    /// Model id to index into `spec.models` (the first model with that id).
    public var modelIndex: [String: Int] { references.index }

    /// Models whose id an earlier model already has (by index), in spec order.
    public var repeatedModels: [Int] { references.repeated }

    /// The windows and their root models; a spec with `root` has one window named `main`.
    public var windows: [ResolvedWindow] { references.windows }

    /// The model each member of container `model` names (see ``Model/members``), in order; `nil` where one
    /// names no model. Empty for screens and dialogs.
    public func memberModels(of model: Int) -> [Int?] { references.memberModels[model] }

    /// The root of stack `model`, by index; `nil` for other models and a root that names no model.
    public func stackRoot(of model: Int) -> Int? { references.stackRoot(of: model, in: spec.models) }

    /// The model the tab at `position` of tabs model `tabs` shows; `nil` for an action tab, a tab that names
    /// no model and a model that is no tabs model.
    public func model(ofTab position: Int, in tabs: Int) -> Int? {
        guard case .tabs(let content) = spec.models[tabs].content, content.tabs[position].model != nil else {
            return nil
        }
        // Action tabs are no members: the tab's member comes after the tabs before it that show a model.
        let member = content.tabs[..<position].count { $0.model != nil }
        return references.memberModels[tabs][member]
    }

    /// The model the edge of `origin` that model `model` has leads to (see ``model(at:)``): resolved once, for
    /// own edges and group edges alike, for every model (a model whose id repeats included).
    public func target(of origin: EdgeOrigin, from model: Int) -> Int? {
        switch origin {
        case .own(let index): references.edgeTargets[model][index]
        case .group(let group, let index): target(ofEdge: index, inGroup: group)
        }
    }

    /// The model edge `index` of group `group` leads to, whichever model has the edge.
    public func target(ofEdge index: Int, inGroup group: Int) -> Int? { edgeGroups.targets[group][index] }

    /// The first model with the id of model `model`: `model` itself unless an earlier model has its id.
    public func firstModel(withIDOf model: Int) -> Int {
        isFirstWithItsID(model) ? model : references.index[spec.models[model].id.value] ?? model
    }
}
