import NavLintCore

extension SpecAssembler {
    /// Why a view with known navigation hangs from no window in the spec.
    static func unattachedReason(_ view: String, shownInside: [String]) -> String {
        let why =
            shownInside.isEmpty
            ? "no scene, tab, stack root, split column or navigation that extract could read shows it"
            : "it is shown only inside the body of \(shownInside.joined(separator: ", ")), not by navigation"
        return "\(view) is not attached: \(why); kept as a model of its own"
    }

    /// What the assembled spec's graph says that assembly still needs: the models no window reaches, and the
    /// groups each screen has wherever it is shown. The graph is built once and dropped before the spec changes.
    func graphFacts(of spec: Spec) -> (unreachable: [Int], groupsEverywhere: [String: Set<String>]) {
        guard !roles.unattached.isEmpty || !spec.groups.isEmpty else { return ([], [:]) }
        let graph = NavGraph(spec: spec)
        let unreachable = roles.unattached.isEmpty ? [] : spec.models.indices.filter { !graph.reachableFromWindows[$0] }
        let everywhere = spec.groups.isEmpty ? [:] : GroupAssembler.groupsEverywhere(in: spec, graph: graph)
        return (unreachable, everywhere)
    }

    /// Each unattached view's model says why in its `doc`, and every model that no window reaches (those views
    /// and what only they show) disables `unreachable-model`: extract could not read the chain that shows it,
    /// which says nothing about the app.
    func markUnattached(_ spec: inout Spec, unreachable: [Int]) {
        guard !roles.unattached.isEmpty else { return }
        var reasons: [String: String] = [:]
        for (view, shownInside) in roles.unattached {
            reasons[roles.representative(view)] = Self.unattachedReason(view, shownInside: shownInside)
        }
        let rule = Located(UnreachableModelRule.description.id, at: .start)
        for index in unreachable {
            if let reason = reasons[spec.models[index].id.value] {
                spec.models[index].doc = Located(reason, at: .start)
            }
            spec.models[index].lint = LintSettings(disable: [rule], location: .start)
        }
    }
}
