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
        var check = LimitCheck(limits: self)
        check.count(spec.models.count, maximumModels, "too many models", at: spec.version.location)
        check.count(spec.routes.count, maximumRoutes, "too many routes", at: spec.version.location)
        check.text(spec.app, "the app name")
        check.text(spec.schema, "$schema")
        for model in spec.models { check.model(model) }
        for route in spec.routes {
            check.id(route.id, "the route id")
            check.text(route.pattern, "the pattern of \(route.id.value.prefix(64))")
            check.text(route.doc, "the doc of \(route.id.value.prefix(64))")
        }
        for window in spec.windows ?? [] { check.id(window.id, "the window id") }
        return check.errors
    }
}

/// The values over a bound found so far.
private struct LimitCheck {
    let limits: SpecLimits
    var errors: [InputError] = []

    mutating func id(_ value: Located<String>, _ what: @autoclosure () -> String) {
        let maximum = limits.maximumIDLength
        if value.value.utf8.count > maximum, value.value.count > maximum {
            let message = "\(what()) is \(value.value.count) characters long; ids may have at most \(maximum)"
            errors.append(InputError(.schema, message, at: value.location))
        }
    }

    mutating func text(_ value: Located<String>?, _ what: @autoclosure () -> String) {
        let maximum = limits.maximumStringLength
        guard let value, value.value.utf8.count > maximum, value.value.count > maximum else { return }
        let message = "\(what()) is \(value.value.count) characters long; strings may have at most \(maximum)"
        errors.append(InputError(.schema, message, at: value.location))
    }

    mutating func count(_ number: Int, _ limit: Int, _ what: @autoclosure () -> String, at location: SourceLocation) {
        if number > limit {
            let message = "\(what()): \(number), more than the \(limit) navlint accepts"
            errors.append(InputError(.schema, message, at: location))
        }
    }

    mutating func model(_ model: Model) {
        let name = model.id.value.prefix(64)
        let maximum = limits.maximumEntriesPerModel
        id(model.id, "the model id")
        text(model.title, "the title of \(name)")
        text(model.doc, "the doc of \(name)")
        count(model.edges.count, maximum, "too many edges in \(name)", at: model.id.location)
        count(model.params.count, maximum, "too many params in \(name)", at: model.id.location)
        for param in model.params { id(param.name, "the param name") }
        for edge in model.edges {
            text(edge.label, "an edge label")
            text(edge.condition, "an edge condition")
            if case .url(let url) = edge.target { text(url, "the URL") }
        }
        switch model.content {
        case .tabs(let tabs):
            count(tabs.tabs.count, maximum, "too many tabs in \(name)", at: model.id.location)
            for tab in tabs.tabs {
                id(tab.id, "the tab id")
                text(tab.title, "a tab title")
            }
        case .switch(let content):
            count(content.cases.count, maximum, "too many cases in \(name)", at: model.id.location)
            for entry in content.cases { id(entry.id, "the case id") }
        default:
            break
        }
    }
}
