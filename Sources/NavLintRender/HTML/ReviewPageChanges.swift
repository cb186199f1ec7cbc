import NavLintCore

/// The changes since an older version as the review page lists them in `#navlint-changes`: models, then
/// edges, then the findings of `diff` about links, each in the order the comparison gave.
enum ReviewPageChanges {
    static func json(_ changes: DiagramChanges) -> JSONOutput {
        let models = changes.models.map { model -> JSONOutput in
            .object([
                "what": .string("model"), "change": .string(model.change.rawValue), "id": .string(model.id),
                "kind": .string(model.kind.rawValue), "summary": .string(model.summary),
            ])
        }
        let edges = changes.edges.map { edge -> JSONOutput in
            var members = [
                JSONOutput.Member("what", .string("edge")), JSONOutput.Member("change", .string(edge.change.rawValue)),
                JSONOutput.Member("key", .string(edge.key)), JSONOutput.Member("from", .string(edge.from)),
                JSONOutput.Member("kind", .string(edge.kind.rawValue)), JSONOutput.Member("to", .string(edge.to)),
            ]
            if let label = edge.label { members.append(JSONOutput.Member("label", .string(label))) }
            members.append(JSONOutput.Member("summary", .string(edge.summary)))
            return .object(members)
        }
        let findings = changes.findings.map { finding -> JSONOutput in
            .object([
                "what": .string("finding"), "rule": .string(finding.rule),
                "severity": .string(finding.severity.rawValue), "summary": .string(finding.message),
                "ids": .strings(finding.ids),
            ])
        }
        return .array(models + edges + findings)
    }
}
