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

    /// What the assembled spec's graph says that assembly still needs: which models a window reaches, the groups
    /// each screen has wherever it is shown, and, when some stack navigation is written to state
    /// (`writesStackState`), the screens shown only without a stack (see ``StacklessStateNavigation``). The graph
    /// is built once and dropped before the spec changes; `reached` is empty when nothing needs it.
    func graphFacts(
        of spec: Spec, writesStackState: Bool
    ) -> (reached: [Bool], groupsEverywhere: [String: Set<String>], stackless: [StacklessStateNavigation.Screen]) {
        guard !roles.unattached.isEmpty || !spec.groups.isEmpty || writesStackState else { return ([], [:], []) }
        let graph = NavGraph(spec: spec)
        let reached = roles.unattached.isEmpty && !writesStackState ? [] : graph.reachableFromWindows
        let everywhere = spec.groups.isEmpty ? [:] : GroupAssembler.groupsEverywhere(in: spec, graph: graph)
        let stackless = writesStackState ? StacklessStateNavigation.screens(in: spec, graph: graph) : []
        return (reached, everywhere, stackless)
    }

    /// Each unattached view's model says why in its `doc`, and every model that no window reaches (those views
    /// and what only they show) disables `unreachable-model`: extract could not read the chain that shows it,
    /// which says nothing about the app.
    func markUnattached(_ spec: inout Spec, reached: [Bool]) {
        guard !roles.unattached.isEmpty else { return }
        let unreachable = spec.models.indices.filter { !reached[$0] }
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
