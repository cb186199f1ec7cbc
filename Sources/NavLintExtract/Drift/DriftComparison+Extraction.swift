import NavLintCore

extension DriftComparison {
    /// Compares a spec with what extract recovered from its Swift code, for the drift rules.
    public init(spec: Spec, code: Extraction) {
        let facts = Code(
            spec: code.spec, declaredViews: code.declaredViews.mapValues(\.description),
            partiallyResolved: code.partiallyResolved, groupedEdges: code.groupedEdges,
            unresolvedSites: code.unresolvedCount)
        self.init(spec: spec, code: facts, codeID: SpecNaming.id(of:))
    }
}
