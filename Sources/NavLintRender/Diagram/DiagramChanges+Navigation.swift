import NavLintCore

extension DiagramChanges {
    /// The rules of `diff` that report the structural changes themselves; their findings are left out of
    /// ``findings`` because the changes are listed already.
    public static let structuralRules: Set<String> = [
        "model-added", "edge-added", "edge-removed", "edge-changed", "tab-changed",
    ]

    /// What `changes` lists, as a drawing shows it: renamed models and tabs models whose tabs changed as
    /// changed models, each edge under its key; and the findings of `diff` other than the structural rules'.
    public init(_ changes: NavigationChanges, diagnostics: [Diagnostic] = []) {
        var models = changes.models.map(Self.model)
        for tabs in changes.tabs {
            let summary = Self.summary(of: tabs)
            if let index = models.firstIndex(where: { $0.id == tabs.id }) {
                models[index].summary += "; " + summary
            } else {
                models.append(ModelChange(id: tabs.id, change: .changed, kind: .tabs, summary: summary))
            }
        }
        self.init(
            models: models, edges: changes.edges.map(Self.edge),
            findings: DiagramFinding.findings(diagnostics.filter { !Self.structuralRules.contains($0.rule) }))
    }

    private static func model(_ change: NavLintCore.ModelChange) -> ModelChange {
        let kind = change.modelKind.rawValue
        return switch change.kind {
        case .added: ModelChange(id: change.id, change: .added, kind: change.modelKind, summary: "new \(kind)")
        case .removed:
            ModelChange(id: change.id, change: .removed, kind: change.modelKind, summary: "\(kind) removed")
        case .renamed:
            ModelChange(
                id: change.id, change: .changed, kind: change.modelKind,
                summary: "renamed from \(change.oldID ?? "")"
                    + (change.swiftType.map { " (the same Swift type, \($0))" } ?? ""))
        }
    }

    private static func edge(_ change: NavLintCore.EdgeChange) -> EdgeChange {
        let label = (change.newEdge ?? change.oldEdge)?.label?.value
        let summary: String
        let kind: Change
        switch change.kind {
        case .added:
            (kind, summary) = (.added, "new \(change.key.kind.rawValue) edge")
        case .removed:
            (kind, summary) = (.removed, "\(change.key.kind.rawValue) edge removed")
        case .changed:
            let aspects = change.aspects.map { aspect in
                aspect == .kind ? "kind (was \(change.oldKey?.kind.rawValue ?? ""))" : aspect.rawValue
            }
            (kind, summary) = (.changed, "changed: " + aspects.joined(separator: ", "))
        }
        return EdgeChange(
            from: change.key.origin.id, kind: change.key.kind, to: change.key.target, change: kind, label: label,
            summary: change.key.origin.isGroup ? summary + " (group \(change.key.origin.id))" : summary)
    }

    private static func summary(of tabs: TabsChange) -> String {
        var parts: [String] = []
        if !tabs.gained.isEmpty { parts.append("tabs added: " + tabs.gained.joined(separator: ", ")) }
        if !tabs.lost.isEmpty { parts.append("tabs removed: " + tabs.lost.joined(separator: ", ")) }
        if tabs.reordered { parts.append("tabs reordered") }
        if let initial = tabs.initial {
            parts.append("initial tab \(initial.old ?? "none") → \(initial.new ?? "none")")
        }
        return parts.joined(separator: "; ")
    }
}
