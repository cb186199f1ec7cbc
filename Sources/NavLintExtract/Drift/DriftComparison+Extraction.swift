import NavLintCore

extension DriftComparison {
    /// Compares `spec`, resolved as `graph`, with what extract recovered from its Swift code, for the drift
    /// rules.
    public init(spec: Spec, graph: NavGraph, code: Extraction) {
        let facts = Code(
            spec: code.spec, declaredViews: code.declaredViews.mapValues(\.description),
            partiallyResolved: code.partiallyResolved, groupedEdges: code.groupedEdges,
            unresolvedSites: code.unresolvedCount)
        self.init(spec: spec, graph: graph, code: facts, codeID: SpecNaming.id(of:))
    }
}
