/// Bounds on what a spec may contain, so that a hostile or broken file cannot make navlint use
/// unbounded memory or time. Real specs stay far below them; a spec over a bound is a `schema` error.
public struct SpecLimits: Sendable {
    /// The longest id (model, route, tab, case, window, param), in characters.
    public var maximumIDLength = 256
    /// The longest string value (titles, docs, patterns, URLs), in characters.
    public var maximumStringLength = 16_384
    /// The most models in one spec.
    public var maximumModels = 250_000
    /// The most routes in one spec.
    public var maximumRoutes = 250_000
    /// The most edges of one model, and the most tabs, cases or params of one model.
    public var maximumEntriesPerModel = 10_000

    public static let `default` = SpecLimits()

    public init() {}

    /// Every value of `spec` over a bound, as schema errors at the offending value.
    public func violations(in spec: Spec) -> [InputError] {
        var errors: [InputError] = []
        func id(_ value: Located<String>, _ what: @autoclosure () -> String) {
            if value.value.utf8.count > maximumIDLength, value.value.count > maximumIDLength {
                errors.append(InputError(.schema, "\(what()) is \(value.value.count) characters long; ids may have at most \(maximumIDLength)", at: value.location))
            }
        }
        func text(_ value: Located<String>?, _ what: @autoclosure () -> String) {
            guard let value, value.value.utf8.count > maximumStringLength, value.value.count > maximumStringLength else { return }
            errors.append(InputError(.schema, "\(what()) is \(value.value.count) characters long; strings may have at most \(maximumStringLength)", at: value.location))
        }
        func count(_ number: Int, _ limit: Int, _ what: @autoclosure () -> String, at location: SourceLocation) {
            if number > limit { errors.append(InputError(.schema, "\(what()): \(number), more than the \(limit) navlint accepts", at: location)) }
        }
        count(spec.models.count, maximumModels, "too many models", at: spec.version.location)
        count(spec.routes.count, maximumRoutes, "too many routes", at: spec.version.location)
        text(spec.app, "the app name")
        text(spec.schema, "$schema")
        for model in spec.models {
            id(model.id, "the model id")
            text(model.title, "the title of \(model.id.value.prefix(64))")
            text(model.doc, "the doc of \(model.id.value.prefix(64))")
            count(model.edges.count, maximumEntriesPerModel, "too many edges in \(model.id.value.prefix(64))", at: model.id.location)
            count(model.params.count, maximumEntriesPerModel, "too many params in \(model.id.value.prefix(64))", at: model.id.location)
            for param in model.params { id(param.name, "the param name") }
            for edge in model.edges {
                text(edge.label, "an edge label")
                text(edge.condition, "an edge condition")
                if case .url(let url) = edge.target { text(url, "the URL") }
            }
            switch model.content {
            case .tabs(let tabs):
                count(tabs.tabs.count, maximumEntriesPerModel, "too many tabs in \(model.id.value.prefix(64))", at: model.id.location)
                for tab in tabs.tabs {
                    id(tab.id, "the tab id")
                    text(tab.title, "a tab title")
                }
            case .switch(let content):
                count(content.cases.count, maximumEntriesPerModel, "too many cases in \(model.id.value.prefix(64))", at: model.id.location)
                for entry in content.cases { id(entry.id, "the case id") }
            default:
                break
            }
        }
        for route in spec.routes {
            id(route.id, "the route id")
            text(route.pattern, "the pattern of \(route.id.value.prefix(64))")
            text(route.doc, "the doc of \(route.id.value.prefix(64))")
        }
        for window in spec.windows ?? [] { id(window.id, "the window id") }
        return errors
    }
}
