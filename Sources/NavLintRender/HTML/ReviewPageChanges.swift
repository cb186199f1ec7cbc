import NavLintCore

/// The changes since an older version as the review page lists them in `#navlint-changes`: models, then
/// edges, then the findings of `diff` about links, each in the order the comparison gave.
///
/// Each change is listed once. `model-removed` reports a structural change the list has already (a model
/// gone, or renamed with its Swift type kept), so its finding is not listed apart: its rule, severity and
/// message go with that model's change. Every other finding names what selecting it selects (`select`):
/// the models of the newer version it is about, routes by the model they open (in the newer version, else
/// in the older one, followed through a rename), removed models by their ghosts.
struct ReviewPageChanges {
    let changes: DiagramChanges
    /// The newer version, whose models and routes the page shows.
    let graph: NavGraph
    /// The older version, whose routes name what a finding about a route that is gone is about.
    let older: NavGraph?

    /// The rule whose findings are the model changes themselves.
    static let modelRule = "model-removed"

    func json() -> JSONOutput {
        var reports: [Int: DiagramFinding] = [:]
        var findings: [DiagramFinding] = []
        for finding in changes.findings {
            if let index = reported(by: finding), reports[index] == nil {
                reports[index] = finding
            } else {
                findings.append(finding)
            }
        }
        let models = changes.models.indices.map { modelJSON(changes.models[$0], report: reports[$0]) }
        return .array(models + changes.edges.map(Self.edgeJSON) + findings.map(findingJSON))
    }

    /// The model change a `model-removed` finding reports: the removed model it names, or the model renamed
    /// to the last id it names.
    private func reported(by finding: DiagramFinding) -> Int? {
        guard finding.rule == Self.modelRule, let id = finding.ids.last else { return nil }
        return changes.models.firstIndex { $0.id == id && $0.change != .added }
    }

    private func modelJSON(_ model: DiagramChanges.ModelChange, report: DiagramFinding?) -> JSONOutput {
        var members = [
            JSONOutput.Member("what", .string("model")), JSONOutput.Member("change", .string(model.change.rawValue)),
            JSONOutput.Member("id", .string(model.id)), JSONOutput.Member("kind", .string(model.kind.rawValue)),
            JSONOutput.Member("summary", .string(model.summary)),
        ]
        if let report {
            members += [
                JSONOutput.Member("rule", .string(report.rule)),
                JSONOutput.Member("severity", .string(report.severity.rawValue)),
                JSONOutput.Member("message", .string(report.message)),
            ]
        }
        return .object(members)
    }

    private static func edgeJSON(_ edge: DiagramChanges.EdgeChange) -> JSONOutput {
        var members = [
            JSONOutput.Member("what", .string("edge")), JSONOutput.Member("change", .string(edge.change.rawValue)),
            JSONOutput.Member("key", .string(edge.key)), JSONOutput.Member("from", .string(edge.from)),
            JSONOutput.Member("kind", .string(edge.kind.rawValue)), JSONOutput.Member("to", .string(edge.to)),
        ]
        if let label = edge.label { members.append(JSONOutput.Member("label", .string(label))) }
        members.append(JSONOutput.Member("summary", .string(edge.summary)))
        return .object(members)
    }

    private func findingJSON(_ finding: DiagramFinding) -> JSONOutput {
        .object([
            "what": .string("finding"), "rule": .string(finding.rule),
            "severity": .string(finding.severity.rawValue), "summary": .string(finding.message),
            "ids": .strings(finding.ids), "select": .strings(selection(of: finding)),
        ])
    }

    /// The models a finding is about, in the order it names them, each once.
    private func selection(of finding: DiagramFinding) -> [String] {
        var result: [String] = []
        for id in finding.ids {
            if let model = model(named: id) ?? model(named: target(ofRoute: id)), !result.contains(model) {
                result.append(model)
            }
        }
        return result
    }

    /// The model an id names in the newer version (a tab or case by its model), a removed model, or the
    /// newer id of a renamed one.
    private func model(named id: String?) -> String? {
        guard let id else { return nil }
        if graph.modelIndex[id] != nil { return id }
        if let member = graph.tab(id)?.tab.model?.value ?? graph.switchCase(id)?.case.model.value {
            return member
        }
        if changes.models.contains(where: { $0.id == id && $0.change == .removed }) { return id }
        let rename = changes.findings.first { $0.rule == Self.modelRule && $0.ids.count == 2 && $0.ids[0] == id }
        return rename?.ids.last
    }

    /// The model a route opens: the newer version's route of that id, else the older version's.
    private func target(ofRoute id: String) -> String? {
        for version in [graph, older].compactMap({ $0 }) {
            if let index = version.routeMap.routeIndex[id] { return version.spec.routes[index].target.value }
        }
        return nil
    }
}
