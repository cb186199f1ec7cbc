import NavLintModel

extension Hop {
    /// The kind this hop's edge acts as where its model is shown in `graph`: a push with a fallback is its
    /// presentation when no context of the model has a stack, and a push otherwise. `nil` for containment.
    public func actingKind(in graph: NavGraph) -> EdgeKind? {
        guard let kind = kind.edgeKind else { return nil }
        guard kind == .push, let edge = graph.edge(of: self)?.edge, edge.fallback != nil else { return kind }
        return edge.kind(inStack: graph.contexts[from].contains(where: \.inStack))
    }

    /// How reports name the hop's kind in `graph`: ``kindName``, with a push that falls back named by the kind it
    /// acts as (see ``actingKind(in:)``).
    public func kindName(in graph: NavGraph) -> String { actingKind(in: graph)?.rawValue ?? kindName }

    /// Whether the hop presents its target in some context of its model: a presentation, or a push with a
    /// fallback from a model shown outside a stack somewhere.
    public func presents(in graph: NavGraph) -> Bool {
        guard let kind = kind.edgeKind else { return false }
        if kind.isPresentation { return true }
        guard kind == .push, let edge = graph.edge(of: self)?.edge, edge.fallback != nil else { return false }
        return graph.contexts[from].contains { !$0.inStack }
    }
}
