import NavLintCore

extension DriftComparison {
    /// Compares `spec`, resolved as `graph`, with what extract recovered from its Swift code, for the drift
    /// rules; on `platform`, only what the code holds there (`#if os(...)`) is compared.
    public init(spec: Spec, graph: NavGraph, code: Extraction, on platform: Platform? = nil) {
        let facts = Code(
            spec: code.spec, declaredViews: code.declaredViews.mapValues(\.description),
            unresolvedKinds: code.unresolvedKinds, groupedEdges: code.groupedEdges,
            unresolvedSites: code.unresolvedCount)
        self.init(
            spec: spec, graph: graph, code: platform.map(facts.filtered(for:)) ?? facts, codeID: SpecNaming.id(of:))
    }
}
