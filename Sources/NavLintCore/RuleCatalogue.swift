import NavLintAppLinks
import NavLintDiff
import NavLintDrift
import NavLintGraph
import NavLintRules

/// Every rule navlint knows, of every family, in the order `navlint rules` and docs/RULES.md list them.
public enum RuleCatalogue {
    /// The rules that check a parsed spec.
    public static let rules: [any Rule<LintContext>.Type] = [
        UndefinedReferenceRule.self,
        DuplicateIDRule.self,
        UnreachableModelRule.self,
        DeepLinkOnlyRule.self,
        EmptyContainerRule.self,
        InvalidInitialRule.self,
        PushOutsideStackRule.self,
        TabsInStackRule.self,
        NestedStackRule.self,
        ModalTrapRule.self,
        PresentationStyleRule.self,
        BackEdgeContextRule.self,
        InvalidPatternRule.self,
        UndeclaredLinkRule.self,
        DuplicateRouteRule.self,
        AmbiguousRouteRule.self,
        ShadowedRouteRule.self,
        RouteOverlapRule.self,
        RouteTargetUnreachableRule.self,
        RouteTargetAmbiguousRule.self,
        RouteParamMissingRule.self,
        RouteParamTypeRule.self,
        RouteParamUnusedRule.self,
        RouteRequiresStateRule.self,
        InternalLinkUnmatchedRule.self,
        RouteExampleMismatchRule.self,
        UnroutedScreenRule.self,
    ]

    /// The rules of `check --sources`, which compare a spec with its Swift code.
    public static let driftRules: [any Rule<DriftComparison>.Type] = [
        DriftScreenMissingRule.self,
        DriftScreenStaleRule.self,
        DriftEdgeMissingRule.self,
        DriftEdgeStaleRule.self,
        DriftEdgeKindRule.self,
        DriftParamRule.self,
        DriftCoverageRule.self,
    ]

    /// The rules of `check --info-plist --entitlements --aasa`, which compare the routes with the app's own
    /// configuration files.
    public static let appLinkRules: [any Rule<AppLinkComparison>.Type] = [
        LinkSchemeUnregisteredRule.self,
        LinkDomainUnassociatedRule.self,
        LinkNotDeliveredRule.self,
        LinkPartlyDeliveredRule.self,
        AASAUnroutedRule.self,
        AASAShadowedRule.self,
        SchemeUnroutedRule.self,
        AASAAppMissingRule.self,
        AppConfigInvalidRule.self,
    ]

    /// The rules of `navlint diff`, which compare two versions of a spec (listed by ``SpecDiffer/rules``).
    public static let diffRules = SpecDiffer.rules

    /// `syntax` and `schema`: reported by the readers, not by a rule's check.
    public static let inputRules: [RuleDescription] = [
        RuleDescription(
            id: "syntax", category: .input, defaultSeverity: .error,
            summary: "The file is not valid JSON or navgraph DSL.",
            rationale:
                "navlint cannot read the file; the message names the line, column and what was expected there. The run exits with code 2."
        ),
        RuleDescription(
            id: "schema", category: .input, defaultSeverity: .error,
            summary:
                "A value has the wrong type, a required key is missing, a key is unknown, or a kind, via or type is not one the format knows.",
            rationale:
                "The format is strict so that a typo such as egdes is never silently ignored. The run exits with code 2."
        ),
    ]

    /// Descriptions of the rules `check` reports: input rules first, then the spec rules, the drift rules
    /// (`check --sources`) and the app-link rules (`check --aasa` and the other app files).
    public static let descriptions: [RuleDescription] =
        inputRules + rules.map { $0.description } + driftRules.map { $0.description }
        + appLinkRules.map { $0.description }

    /// Every rule id a configuration or an inline `lint.disable` may name: ``descriptions`` and the diff rules.
    public static let allDescriptions: [RuleDescription] = descriptions + diffRules.map { $0.description }

    /// The description of the rule with this id.
    public static func description(of id: String) -> RuleDescription? {
        descriptions.first { $0.id == id }
    }
}
