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
        for (key, edge) in forwardEdges(codeGroup.edges, inSpec: false)
        where isSpecScreen(key) || codeModels[key]?.kind != .screen {
            let source = edge.source?.value ?? ""
            let same = specEdges.filter { $0.key == key }
            if same.contains(where: { $0.edge.kind == edge.kind }) { continue }
            if let other = same.first {
                findings.append(
                    finding(
                        DriftRules.edgeKind,
                        "group \(name) → \(key) is \(other.edge.kind.rawValue) in the spec"
                            + " and \(edge.kind.rawValue) in the code (\(source))",
                        at: other.edge.location, ids: [name], related: [source]))
            } else {
                findings.append(
                    finding(
                        DriftRules.edgeMissing,
                        "the code's group \(name) does \(edge.kind.rawValue) \(key) (\(source))"
                            + " and the spec's group has no such edge",
                        at: group.location, ids: [name], related: [source]))
            }
        }
        let codeKeys = Set(forwardEdges(codeGroup.edges, inSpec: false).map(\.key))
        let source = codeGroup.edges.first?.source?.value ?? ""
        for (key, edge) in specEdges where !codeKeys.contains(key) && !isStaleScreen(key) {
            findings.append(
                finding(
                    DriftRules.edgeStale,
                    "group \(name) does \(edge.kind.rawValue) \(key) in the spec,"
                        + " and the code's group \(name) (\(source)) has no such destination",
                    at: edge.location, ids: [name], related: [source]))
        }
        return findings
    }
}
