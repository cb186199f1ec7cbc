/// Checks the binds that give params a value without a placeholder: the constants of tabs, stacks and
/// edges (each key must name a param of the model shown there, and each literal fit its type) and a
/// route's `=literal` and `$url` values. Each problem is a located `schema` error.
enum ConstantBindCheck {
    /// `usage` tells whether the spec binds constants at all (``SpecUsage``): most specs do not.
    static func errors(in spec: Spec, usage: SpecUsage) -> [InputError] {
        guard usage.constantBinds || usage.routeConstants else { return [] }
        var models: [String: Model] = [:]
        for model in spec.models where models[model.id.value] == nil { models[model.id.value] = model }
        let check = Check(models: models, windows: spec.windows ?? [])
        var errors: [InputError] = []
        for model in spec.models {
            switch model.content {
            case .stack(let stack): errors += check.constants(stack.bind, of: "\(model.displayName)", shown: stack.root)
            case .tabs(let tabs):
                for tab in tabs.tabs {
                    let owner = "the tab \(tab.id.value) of \(model.id.value)"
                    errors += check.constants(tab.bind, of: owner, shown: tab.model)
                    for edge in tab.edges { errors += check.constants(edge.bind, of: "an edge of \(owner)", edge) }
                }
            default: break
            }
            for edge in model.edges { errors += check.constants(edge.bind, of: "an edge of \(model.id.value)", edge) }
        }
        for route in spec.routes { errors += check.routeValues(route) }
        return errors
    }

    private struct Check {
        let models: [String: Model]
        let windows: [Window]

        /// The model a reference shows: the model it names or, for a stack, its root.
        func shown(_ reference: Located<String>?) -> Model? {
            guard let model = reference.flatMap({ models[$0.value] }) else { return nil }
            if case .stack(let stack) = model.content { return models[stack.root.value] }
            return model
        }

        func constants(_ bind: [ConstantBinding], of owner: String, _ edge: Edge) -> [InputError] {
            guard !bind.isEmpty else { return [] }
            let target: Located<String>? =
                switch edge.target {
                case .model(let id): id
                case .tab(let reference), .switchCase(let reference): member(reference)
                case .window(let id): windows.first { $0.id.value == id.value }?.root
                case .url, .none: nil
                }
            return constants(bind, of: owner, shown: target)
        }

        /// The model of the tab or case `Owner.member` names.
        private func member(_ reference: Located<String>) -> Located<String>? {
            guard let (owner, name) = NavGraph.split(reference.value) else { return nil }
            switch models[owner]?.content {
            case .tabs(let tabs)?: return tabs.tabs.first { $0.id.value == name }?.model
            case .switch(let content)?: return content.cases.first { $0.id.value == name }?.model
            default: return nil
            }
        }

        func constants(_ bind: [ConstantBinding], of owner: String, shown reference: Located<String>?) -> [InputError] {
            guard let model = shown(reference) else { return [] }
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
                guard let (modelID, name) = NavGraph.split(binding.parameter.value), let model = models[modelID],
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
