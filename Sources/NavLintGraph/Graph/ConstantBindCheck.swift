import NavLintModel
import NavLintSupport

/// Checks the binds that give params a value without a placeholder: the constants of tabs, stacks and
/// edges (each key must name a param of the model shown there, and each literal fit its type) and a
/// route's `=literal` and `$url` values. Each problem is a located `schema` error.
package enum ConstantBindCheck {
    /// The errors of the spec's binds, read against the spec's references as the graph resolves them (the
    /// first step of ``NavGraph``), so that the reader can report them before the rest of the graph is built.
    /// `usage` tells whether the spec binds constants at all (``SpecUsage``): most specs do not.
    static func errors(in spec: Spec, usage: SpecUsage) -> [InputError] {
        guard usage.constantBinds || usage.routeConstants else { return [] }
        let check = Check(spec: spec, references: ResolvedReferences(spec: spec))
        var errors: [InputError] = []
        for (index, model) in spec.models.enumerated() {
            let members = check.references.memberModels[index]
            switch model.content {
            case .stack(let stack): errors += check.constants(stack.bind, of: model.displayName, shown: members[0])
            case .tabs(let tabs):
                // Action tabs are no members: each tab that shows a model is the next member.
                var tabModels = members.makeIterator()
                for tab in tabs.tabs {
                    let owner = "the tab \(tab.id.value) of \(model.id.value)"
                    let shown = tab.model == nil ? nil : tabModels.next() ?? nil
                    errors += check.constants(tab.bind, of: owner, shown: shown)
                    for edge in tab.edges {
                        errors += check.constants(edge.bind, of: "an edge of \(owner)", shown: check.target(of: edge))
                    }
                }
            default: break
            }
            for (edge, target) in zip(model.edges, check.references.edgeTargets[index]) where !edge.bind.isEmpty {
                let shown = check.opened(target, by: edge)
                errors += check.constants(edge.bind, of: "an edge of \(model.id.value)", shown: shown)
            }
        }
        for route in spec.routes { errors += check.routeValues(route) }
        return errors
    }

    private struct Check {
        let spec: Spec
        let references: ResolvedReferences

        /// The model an edge of a tab leads to (see ``opened(_:by:)``).
        func target(of edge: Edge) -> Int? {
            guard !edge.bind.isEmpty else { return nil }
            return opened(references.model(at: edge.target, in: spec.models), by: edge)
        }

        /// The model an edge resolved to `target` feeds: none for a window in a spec that declares no windows
        /// (its one window, `main`, is no window an edge can name).
        func opened(_ target: Int?, by edge: Edge) -> Int? {
            if case .window = edge.target, spec.windows == nil { return nil }
            return target
        }

        /// The model a bind feeds when it shows `model`: the model itself or, for a stack, its root.
        func shown(_ model: Int?) -> Model? {
            guard let model else { return nil }
            guard spec.models[model].kind == .stack else { return spec.models[model] }
            return references.stackRoot(of: model, in: spec.models).map { spec.models[$0] }
        }

        func constants(_ bind: [ConstantBinding], of owner: String, shown target: Int?) -> [InputError] {
            guard !bind.isEmpty, let model = shown(target) else { return [] }
            return bind.compactMap { binding -> InputError? in
                let name = binding.parameter.value
                guard let param = model.params.first(where: { $0.name.value == name }) else {
                    let hint = Suggestion.hint(for: name, among: model.params.map(\.name.value))
                    return InputError(
                        .schema, "\(owner) binds \(name), but \(model.id.value) has no param \(name)\(hint)",
                        at: binding.parameter.location)
                }
                return literalError(binding.literal, for: param, of: model, bound: "\(owner) binds")
            }
        }

        func routeValues(_ route: Route) -> [InputError] {
            route.bind.compactMap { binding -> InputError? in
                guard let (modelID, name) = DottedReference.split(binding.parameter.value),
                    let model = references.index[modelID].map({ spec.models[$0] }),
                    let param = model.params.first(where: { $0.name.value == name })
                else { return nil }
                switch binding.feed {
                case .placeholder: return nil
                case .literal(let literal):
                    return literalError(
                        Located(literal, at: binding.placeholder.location), for: param, of: model,
                        bound: "route \(route.id.value) binds")
                case .wholeURL:
                    guard param.type.value != .string else { return nil }
                    return InputError(
                        .schema,
                        "route \(route.id.value) binds $url (a string) to \(modelID).\(name), of type "
                            + "\(param.type.value)",
                        at: binding.placeholder.location)
                }
            }
        }

        private func literalError(
            _ literal: Located<String>, for param: Param, of model: Model, bound: String
        ) -> InputError? {
            guard !ConstantBinding.literal(literal.value, fits: param.type.value) else { return nil }
            return InputError(
                .schema,
                "\(bound) \"\(literal.value)\" to \(model.id.value).\(param.name.value), which is of type "
                    + "\(param.type.value)",
                at: literal.location)
        }
    }
}
