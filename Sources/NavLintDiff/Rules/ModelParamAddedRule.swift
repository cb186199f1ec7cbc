import NavLintGraph
import NavLintModel
import NavLintRules

/// `model-param-added`: a screen a link shows gained a required param.
public struct ModelParamAddedRule: Rule {
    public static let description = RuleDescription(
        id: "model-param-added", category: .diff, defaultSeverity: .warning,
        summary: "A route's target, or a screen on its navigation path, gained a required param.",
        rationale:
            "Old links do not carry a value for the new param: the app must supply one when it opens them (a default, or a lookup), and code generated from the spec changes.",
        triggeringExamples: [
            DiffExample.shop(
                old: ["screen Home", #"route home "shop://home" -> Home"#],
                new: ["screen Home(ref: String)", #"route home "shop://home" -> Home"#])
        ],
        nonTriggeringExamples: [
            DiffExample.shop(
                old: ["screen Home", #"route home "shop://home" -> Home"#],
                new: ["screen Home(ref: String?)", #"route home "shop://home" -> Home"#])
        ])

    public init() {}

    /// How many of the routes that show such a model a finding names.
    static let namedRoutes = 5

    public func check(_ comparison: SpecComparison) -> [DiffFinding] {
        var found: [String: (param: Param, model: Model, routes: [String], more: Set<String>, url: String)] = [:]
        var order: [String] = []
        for pair in comparison.continuations {
            let route = comparison.new.route(ofEntry: pair.newEntry)
            let routeID = route.id.value
            let lists = Set(
                comparison.new.table.entries[pair.newEntry].pattern.placeholders.filter(\.isList).map(\.name))
            for model in comparison.new.modelsShown(byEntry: pair.newEntry) {
                guard let before = comparison.old.model(named: comparison.formerID(of: model.id.value)) else {
                    continue
                }
                // A list placeholder gives its param a value on every link: the empty list when its key is absent.
                for param in model.params where !param.optional {
                    let placeholder = ParameterFeed.placeholderName(of: param, in: model.id.value, bind: route.bind)
                    guard !lists.contains(placeholder) else { continue }
                    guard !before.params.contains(where: { $0.name.value == param.name.value && !$0.optional }) else {
                        continue
                    }
                    let key = model.id.value + "." + param.name.value
                    if found[key] == nil {
                        found[key] = (param, model, [], [], pair.url)
                        order.append(key)
                    }
                    guard found[key]?.more.insert(routeID).inserted == true, found[key]!.routes.count < Self.namedRoutes
                    else { continue }
                    found[key]?.routes.append(routeID)
                }
            }
        }
        return order.compactMap { found[$0] }.map { found in
            let others = found.more.count - found.routes.count
            let routes = SpecComparison.list(found.routes + (others > 0 ? ["\(others) more"] : []))
            return inNew(
                "\(found.model.displayName) gained the required param \(found.param.name.value), which links such as "
                    + "\(found.url) do not carry (\(found.more.count == 1 ? "route" : "routes") \(routes))",
                at: found.param.location, ids: [found.model.id.value] + found.routes)
        }
    }
}
