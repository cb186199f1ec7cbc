import NavLintCore

/// Compares a spec with the graph extracted from the code and reports where they disagree (the drift rules).
/// Screens are matched by id, or by a spec model's `swift` key; edges by the screens at both ends, where a
/// stack counts as the screen at its root. Findings point at the spec and name the Swift location.
public struct DriftChecker {
    private let spec: Spec
    private let code: Extraction
    private let specModels: [String: Model]
    private let codeModels: [String: Model]

    public init(spec: Spec, code: Extraction) {
        self.spec = spec
        self.code = code
        specModels = Dictionary(spec.models.map { ($0.id.value, $0) }, uniquingKeysWith: { first, _ in first })
        codeModels = Dictionary(code.spec.models.map { ($0.id.value, $0) }, uniquingKeysWith: { first, _ in first })
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

    private func codeID(of model: Model) -> String { SpecNaming.id(of: swiftName(of: model)) }

    /// The screen a target id stands for in the code's terms: a stack's root screen, a screen by its type.
    private func screenKey(_ id: String, inSpec: Bool, depth: Int = 0) -> String {
        guard depth < 16, let model = (inSpec ? specModels : codeModels)[id] else { return id }
        switch model.content {
        case .stack(let stack): return screenKey(stack.root.value, inSpec: inSpec, depth: depth + 1)
        case .screen: return inSpec ? codeID(of: model) : id
        default: return id
        }
    }

    private static let screenKinds: Set<EdgeKind> = [.push, .sheet, .fullScreenCover, .popover]

    private func forwardEdges(of model: Model, inSpec: Bool) -> [(key: String, edge: Edge)] {
        model.edges.compactMap { edge in
            guard Self.screenKinds.contains(edge.kind), let target = edge.target.modelID else { return nil }
            return (screenKey(target.value, inSpec: inSpec), edge)
        }
    }

    private func edgeFindings(_ specScreen: Model, _ codeScreen: Model) -> [Finding] {
        var findings: [Finding] = []
        let specEdges = forwardEdges(of: specScreen, inSpec: true)
        let codeEdges = forwardEdges(of: codeScreen, inSpec: false)
        let name = specScreen.id.value
        // An edge to a screen the spec lacks, or from the spec to a screen the code lacks, is part of that
        // screen's finding (drift-screen-missing or drift-screen-stale), not an edge finding of its own.
        let specScreens = Set(spec.models.filter { $0.kind == .screen }.map(codeID(of:)))
        for (key, edge) in codeEdges where specScreens.contains(key) || codeModels[key]?.kind != .screen {
            let source = edge.source?.value ?? ""
            let same = specEdges.filter { $0.key == key }
            if same.contains(where: { $0.edge.kind == edge.kind }) { continue }
            if let other = same.first {
                findings.append(
                    finding(
                        DriftRules.edgeKind,
                        "\(name) → \(key) is \(other.edge.kind.rawValue) in the spec"
                            + " and \(edge.kind.rawValue) in the code (\(source))",
                        at: other.edge.location, ids: [name], related: [source]))
            } else {
                findings.append(
                    finding(
                        DriftRules.edgeMissing,
                        "the code does \(edge.kind.rawValue) \(key) from \(name) (\(source))"
                            + " and the spec has no such edge",
                        at: specScreen.location, ids: [name], related: [source]))
            }
        }
        guard !code.partiallyResolved.contains(codeScreen.id.value) else { return findings }
        let codeKeys = Set(codeEdges.map(\.key))
        for (key, edge) in specEdges where !codeKeys.contains(key) && !isStaleScreen(key) {
            let source = codeScreen.source?.value ?? ""
            findings.append(
                finding(
                    DriftRules.edgeStale,
                    "\(name) does \(edge.kind.rawValue) \(key) in the spec,"
                        + " and the code of \(name) (\(source)) never navigates there",
                    at: edge.location, ids: [name], related: [source]))
        }
        return findings
    }

    private func isStaleScreen(_ key: String) -> Bool {
        code.declaredViews[key] == nil && specModels.values.contains { $0.kind == .screen && codeID(of: $0) == key }
    }

    private func finding(
        _ rule: RuleDescription, _ message: String, at location: SourceLocation, ids: [String], related: [String] = []
    ) -> Finding {
        var finding = Finding(rule: rule.id, message: message, location: location, ids: ids)
        finding.related = related.filter { !$0.isEmpty }
        return finding
    }
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
