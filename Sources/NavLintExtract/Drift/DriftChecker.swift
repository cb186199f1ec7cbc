import NavLintCore

/// Compares a spec with the graph extracted from the code and reports where they disagree (the drift rules).
/// Screens are matched by id, or by a spec model's `swift` key; edges by the screens at both ends, where a
/// stack counts as the screen at its root. Findings point at the spec and name the Swift location.
public struct DriftChecker {
    let spec: Spec
    let code: Extraction
    let specModels: [String: Model]
    let codeModels: [String: Model]
    /// The spec's graph, for the edges its groups give each screen; nil for a spec without groups.
    private let specGraph: NavGraph?
    /// The ids of the groups both the spec and the code have: their edges are compared group to group.
    let sharedGroups: Set<String>
    /// The spec's screens in the code's terms (see ``codeID(of:)``).
    let specScreens: Set<String>

    public init(spec: Spec, code: Extraction) {
        self.spec = spec
        self.code = code
        specModels = Dictionary(spec.models.map { ($0.id.value, $0) }, uniquingKeysWith: { first, _ in first })
        codeModels = Dictionary(code.spec.models.map { ($0.id.value, $0) }, uniquingKeysWith: { first, _ in first })
        specGraph = spec.groups.isEmpty ? nil : NavGraph(spec: spec)
        sharedGroups = Set(spec.groups.map(\.id.value)).intersection(code.spec.groups.map(\.id.value))
        specScreens = Set(
            spec.models.filter { $0.kind == .screen }.map { SpecNaming.id(of: $0.swift?.value ?? $0.id.value) })
    }

    /// Every drift finding, in spec order.
    public func findings() -> [Finding] {
        var findings: [Finding] = []
        var matched: Set<String> = []
        for model in spec.models where model.kind == .screen {
            let codeID = codeID(of: model)
            guard let codeView = code.declaredViews[codeID] else {
                findings.append(
                    finding(
                        DriftRules.screenStale,
                        "screen \(model.id.value) maps to no View type in the code"
                            + " (\(swiftName(of: model)) is not declared)"
                            + Suggestion.hint(for: codeID, among: code.declaredViews.keys.sorted()),
                        at: model.location, ids: [model.id.value]))
                continue
            }
            matched.insert(codeID)
            guard let codeScreen = codeModels[codeID], codeScreen.kind == .screen else { continue }
            findings += ParamDrift(spec: model, code: codeScreen, codeLocation: codeView).findings()
            findings += edgeFindings(model, codeScreen)
        }
        findings += groupFindings()
        let specIDs = Set(spec.models.map(\.id.value))
        for model in code.spec.models
        where model.kind == .screen && !matched.contains(model.id.value) && !specIDs.contains(model.id.value) {
            let source = model.source?.value ?? ""
            findings.append(
                finding(
                    DriftRules.screenMissing,
                    "the code shows screen \(model.id.value) (\(source)) and the spec does not have it",
                    at: spec.models.first?.location ?? .start, ids: [model.id.value], related: [source]))
        }
        return findings
    }

    private func swiftName(of model: Model) -> String { model.swift?.value ?? model.id.value }

    func codeID(of model: Model) -> String { SpecNaming.id(of: swiftName(of: model)) }

    /// The screen a target id stands for in the code's terms: a stack's root screen, a screen by its type.
    func screenKey(_ id: String, inSpec: Bool, depth: Int = 0) -> String {
        guard depth < 16, let model = (inSpec ? specModels : codeModels)[id] else { return id }
        switch model.content {
        case .stack(let stack): return screenKey(stack.root.value, inSpec: inSpec, depth: depth + 1)
        case .screen: return inSpec ? codeID(of: model) : id
        default: return id
        }
    }

    private static let screenKinds: Set<EdgeKind> = [.push, .sheet, .fullScreenCover, .popover]

    /// The edges to screens among `edges`, each with the screen it reaches in the code's terms.
    func forwardEdges(_ edges: [Edge], inSpec: Bool) -> [(key: String, edge: Edge)] {
        edges.compactMap { edge in
            guard Self.screenKinds.contains(edge.kind), let target = edge.target.modelID else { return nil }
            return (screenKey(target.value, inSpec: inSpec), edge)
        }
    }

    /// A spec screen's edges: its own, then those its groups give it wherever it is shown.
    private func edges(ofSpecScreen model: Model) -> [(key: String, edge: Edge)] {
        var edges = model.edges
        if let graph = specGraph, let index = graph.modelIndex[model.id.value] {
            graph.forEachGroupEdge(of: index) { edge, _ in edges.append(edge) }
        }
        return forwardEdges(edges, inSpec: true)
    }

    /// The navigations a code screen performs: its own edges, then those it leaves to a group, but for the
    /// groups the spec has too (compared group to group) unless `allGroups`.
    private func navigations(ofCodeScreen model: Model, allGroups: Bool) -> [(key: String, edge: Edge)] {
        let grouped = code.groupedEdges[model.id.value] ?? []
        let edges = grouped.filter { allGroups || !sharedGroups.contains($0.group) }.map(\.edge)
        return forwardEdges(model.edges + edges, inSpec: false)
    }

    private func edgeFindings(_ specScreen: Model, _ codeScreen: Model) -> [Finding] {
        var findings: [Finding] = []
        let specEdges = edges(ofSpecScreen: specScreen)
        let codeEdges = navigations(ofCodeScreen: codeScreen, allGroups: false)
        let name = specScreen.id.value
        let wording = EdgeWording(subject: name, missingAt: specScreen.location, ids: [name]) { kind, key, source in
            "the code does \(kind) \(key) from \(name) (\(source)) and the spec has no such edge"
        }
        findings += missingAndKindFindings(code: codeEdges, spec: specEdges, wording)
        guard !code.partiallyResolved.contains(codeScreen.id.value) else { return findings }
        let codeKeys = Set(navigations(ofCodeScreen: codeScreen, allGroups: true).map(\.key))
        let source = codeScreen.source?.value ?? ""
        findings += staleFindings(
            forwardEdges(specScreen.edges, inSpec: true), codeKeys: codeKeys, ids: [name], source: source
        ) {
            kind, key in
            "\(name) does \(kind) \(key) in the spec, and the code of \(name) (\(source)) never navigates there"
        }
        return findings
    }

    /// The spec's edges to screens the code never reaches this way (drift-edge-stale), each with `message`.
    func staleFindings(
        _ specEdges: [(key: String, edge: Edge)], codeKeys: Set<String>, ids: [String], source: String,
        message: (_ kind: String, _ key: String) -> String
    ) -> [Finding] {
        specEdges.filter { !codeKeys.contains($0.key) && !isStaleScreen($0.key) }.map { key, edge in
            finding(
                DriftRules.edgeStale, message(edge.kind.rawValue, key), at: edge.location, ids: ids, related: [source])
        }
    }

    /// A spec screen that no View type of the code declares: edges to it are part of its own finding.
    func isStaleScreen(_ key: String) -> Bool {
        code.declaredViews[key] == nil && specScreens.contains(key)
    }

    /// The code's edges that the spec lacks (drift-edge-missing) or has with another kind (drift-edge-kind).
    /// An edge to a screen the spec lacks, or from the spec to a screen the code lacks, is part of that
    /// screen's finding (drift-screen-missing or drift-screen-stale), not an edge finding of its own.
    func missingAndKindFindings(
        code codeEdges: [(key: String, edge: Edge)], spec specEdges: [(key: String, edge: Edge)],
        _ wording: EdgeWording
    ) -> [Finding] {
        var findings: [Finding] = []
        for (key, edge) in codeEdges where specScreens.contains(key) || codeModels[key]?.kind != .screen {
            let source = edge.source?.value ?? ""
            let same = specEdges.filter { $0.key == key }
            if same.contains(where: { $0.edge.kind == edge.kind }) { continue }
            if let other = same.first {
                findings.append(
                    finding(
                        DriftRules.edgeKind,
                        "\(wording.subject) → \(key) is \(other.edge.kind.rawValue) in the spec"
                            + " and \(edge.kind.rawValue) in the code (\(source))",
                        at: other.edge.location, ids: wording.ids, related: [source]))
            } else {
                findings.append(
                    finding(
                        DriftRules.edgeMissing, wording.missing(edge.kind.rawValue, key, source),
                        at: wording.missingAt, ids: wording.ids, related: [source]))
            }
        }
        return findings
    }

    func finding(
        _ rule: RuleDescription, _ message: String, at location: SourceLocation, ids: [String], related: [String] = []
    ) -> Finding {
        var finding = Finding(rule: rule.id, message: message, location: location, ids: ids)
        finding.related = related.filter { !$0.isEmpty }
        return finding
    }
}

/// How the edge findings of one screen or one group read.
struct EdgeWording {
    /// `A` in `A → B is sheet in the spec and push in the code`.
    var subject: String
    /// Where a missing-edge finding points, and the ids it names.
    var missingAt: SourceLocation
    var ids: [String]
    /// The missing-edge message for a code edge of a kind to a screen, with its Swift location.
    var missing: (_ kind: String, _ key: String, _ source: String) -> String
}

/// `drift-param`: a screen's parameters by name and type, spec against code.
private struct ParamDrift {
    let spec: Model
    let code: Model
    let codeLocation: SwiftLocation

    func findings() -> [Finding] {
        var findings: [Finding] = []
        let codeParams = Dictionary(code.params.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        let specNames = Set(spec.params.map(\.name.value))
        let name = spec.id.value
        let source = codeLocation.description
        for param in spec.params {
            guard let other = codeParams[param.name.value] else {
                findings.append(
                    make(
                        "\(name) has the param \(param.name.value) in the spec and not in the code (\(source))",
                        at: param.location))
                continue
            }
            if other.type.value != param.type.value {
                findings.append(
                    make(
                        "\(name).\(param.name.value) is \(param.type.value) in the spec"
                            + " and \(other.type.value) in the code (\(source))",
                        at: param.location))
            }
        }
        for param in code.params where !specNames.contains(param.name.value) {
            findings.append(
                make(
                    "\(name) has the param \(param.name.value) (\(param.type.value))"
                        + " in the code (\(source)) and not in the spec",
                    at: spec.location))
        }
        return findings
    }

    private func make(_ message: String, at location: SourceLocation) -> Finding {
        var finding = Finding(rule: DriftRules.param.id, message: message, location: location, ids: [spec.id.value])
        finding.related = [codeLocation.description]
        return finding
    }
}
