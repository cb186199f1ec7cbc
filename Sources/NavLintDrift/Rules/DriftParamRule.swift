import NavLintModel
import NavLintRules

/// `drift-param`: a screen's params by name and type, spec against code.
public struct DriftParamRule: Rule {
    public static let description = RuleDescription(
        id: "drift-param", category: .drift, defaultSeverity: .error,
        summary: "A screen's parameter name or type differs between the spec and the code's initialiser.",
        rationale:
            "Routes feed screens their parameters by name and type; a parameter renamed or retyped in the code breaks the deep links the spec checks.",
        triggeringExamples: [
            DriftExamples.shop(
                """
                screen Home { push Product }
                screen Product(↓id: String)
                """),
            DriftExamples.shop(
                """
                screen Home { push Product }
                ↓screen Product
                """),
        ],
        nonTriggeringExamples: [DriftExample(spec: DriftExamples.agreeingSpec, swift: DriftExamples.views)])

    public init() {}

    public func check(_ comparison: DriftComparison) -> [Finding] {
        comparison.screens.flatMap { screen -> [Finding] in
            guard let declaration = screen.declaration, let code = screen.codeScreen else { return [] }
            return findings(spec: screen.model, code: code, declaration: declaration)
        }
    }

    private func findings(spec: Model, code: Model, declaration source: String) -> [Finding] {
        var findings: [Finding] = []
        let codeParams = Dictionary(code.params.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        let specNames = Set(spec.params.map(\.name.value))
        let name = spec.id.value
        for param in spec.params {
            guard let other = codeParams[param.name.value] else {
                findings.append(
                    finding(
                        "\(name) has the param \(param.name.value) in the spec and not in the code (\(source))",
                        at: param.location, ids: [name], related: source))
                continue
            }
            if other.type.value != param.type.value {
                findings.append(
                    finding(
                        "\(name).\(param.name.value) is \(param.type.value) in the spec"
                            + " and \(other.type.value) in the code (\(source))",
                        at: param.location, ids: [name], related: source))
            }
        }
        for param in code.params where !specNames.contains(param.name.value) {
            findings.append(
                finding(
                    "\(name) has the param \(param.name.value) (\(param.type.value))"
                        + " in the code (\(source)) and not in the spec",
                    at: spec.location, ids: [name], related: source))
        }
        return findings
    }
}
