import NavLintModel
import NavLintSupport

/// The hints a message about a reference that names nothing ends with: the nearest existing id (see
/// ``Suggestion``) and, for a tab or a case, the ones its container really has. Worked out only when a
/// message is written.
public struct ReferenceHints: Sendable {
    let graph: NavGraph

    /// `; did you mean "Home"?` when a model id is close to `id`, else "".
    public func modelHint(for id: String) -> String {
        Suggestion.hint(for: id, among: graph.firstModels.map { graph.spec.models[$0].id.value })
    }

    /// `; did you mean "main"?` when a window id is close to `id`, else "".
    public func windowHint(for id: String) -> String {
        Suggestion.hint(for: id, among: graph.windows.map(\.id))
    }

    /// For a `TabsId.tabId` (or `SwitchId.caseId`, with `kind` `.switch`) that names nothing: the tabs
    /// (cases) of its owner when that is a tabs (switch) model, as `; MainTabs has tabs home, search`,
    /// then the nearest `Owner.member` of all.
    public func memberHint(for reference: String, kind: ModelKind) -> String {
        memberList(for: reference, kind: kind) + Suggestion.hint(for: reference, among: qualifiedMembers(kind))
    }

    /// For a route's waypoint that names nothing: the members of its owner, then the nearest model,
    /// `TabsId.tabId` or `SwitchId.caseId`.
    public func waypointHint(for reference: String) -> String {
        let models = graph.firstModels.map { graph.spec.models[$0].id.value }
        let candidates = models + qualifiedMembers(.tabs) + qualifiedMembers(.switch)
        let list = memberList(for: reference, kind: .tabs) + memberList(for: reference, kind: .switch)
        return list + Suggestion.hint(for: reference, among: candidates)
    }

    /// `; MainTabs has tabs home, search` when `reference` is `Owner.something` and the owner is a model
    /// of `kind`, else "".
    private func memberList(for reference: String, kind: ModelKind) -> String {
        guard let (owner, _) = DottedReference.split(reference), let index = graph.modelIndex[owner],
            graph.spec.models[index].kind == kind
        else { return "" }
        let names = graph.memberNames(of: index)
        let word = kind == .tabs ? "tabs" : "cases"
        return names.isEmpty ? "; \(owner) has no \(word)" : "; \(owner) has \(word) \(names.joined(separator: ", "))"
    }

    /// Every `Owner.member` of the tabs (or switch) models.
    private func qualifiedMembers(_ kind: ModelKind) -> [String] {
        graph.firstModels.filter { graph.spec.models[$0].kind == kind }.flatMap { index in
            graph.memberNames(of: index).map { "\(graph.spec.models[index].id.value).\($0)" }
        }
    }
}

extension NavGraph {
    /// The hints for messages about references that name nothing.
    public var hints: ReferenceHints { ReferenceHints(graph: self) }
}
