import NavLintCore

extension DriftChecker {
    /// Drift between the groups the spec and the code both have (by id): edges the code's group has and the
    /// spec's lacks, edges of another kind, and spec edges the code's group does not register.
    func groupFindings() -> [Finding] {
        var findings: [Finding] = []
        let codeGroups = Dictionary(code.spec.groups.map { ($0.id.value, $0) }, uniquingKeysWith: { first, _ in first })
        var compared: Set<String> = []
        for group in spec.groups {
            guard let codeGroup = codeGroups[group.id.value], compared.insert(group.id.value).inserted else {
                continue
            }
            findings += groupEdgeFindings(group, codeGroup)
        }
        return findings
    }

    private func groupEdgeFindings(_ group: EdgeGroup, _ codeGroup: EdgeGroup) -> [Finding] {
        var findings: [Finding] = []
        let name = group.id.value
        let specEdges = forwardEdges(group.edges, inSpec: true)
        let wording = EdgeWording(subject: "group \(name)", missingAt: group.location, ids: [name]) {
            kind, key, source in
            "the code's group \(name) does \(kind) \(key) (\(source)) and the spec's group has no such edge"
        }
        let codeEdges = forwardEdges(codeGroup.edges, inSpec: false)
        findings += missingAndKindFindings(code: codeEdges, spec: specEdges, wording)
        let codeKeys = Set(codeEdges.map(\.key))
        let source = codeGroup.edges.first?.source?.value ?? ""
        findings += staleFindings(specEdges, codeKeys: codeKeys, ids: [name], source: source) { kind, key in
            "group \(name) does \(kind) \(key) in the spec,"
                + " and the code's group \(name) (\(source)) has no such destination"
        }
        return findings
    }
}
