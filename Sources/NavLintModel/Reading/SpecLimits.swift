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
        // By index, reading each value where it is stored: a model or route copied whole costs a dozen
        // reference counts.
        spec.models.withUnsafeBufferPointer { models in
            for index in models.indices { check.model(at: index, in: models) }
        }
        for index in spec.routes.indices {
            let id = spec.routes[index].id
            check.id(id, "the route id")
            check.text(spec.routes[index].pattern, "the pattern of \(id.value.prefix(64))")
            check.text(spec.routes[index].doc, "the doc of \(id.value.prefix(64))")
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

    mutating func model(at index: Int, in models: UnsafeBufferPointer<Model>) {
        let modelID = models[index].id
        let name = modelID.value.prefix(64)
        let maximum = limits.maximumEntriesPerModel
        id(modelID, "the model id")
        text(models[index].title, "the title of \(name)")
        text(models[index].doc, "the doc of \(name)")
        count(models[index].edges.count, maximum, "too many edges in \(name)", at: modelID.location)
        count(models[index].params.count, maximum, "too many params in \(name)", at: modelID.location)
        for param in models[index].params.indices { id(models[index].params[param].name, "the param name") }
        models[index].edges.forEachInPlace { edge in
            text(edge.label, "an edge label")
            text(edge.condition, "an edge condition")
            if case .url(let url) = edge.target { text(url, "the URL") }
        }
        switch models[index].content {
        case .tabs(let tabs):
            count(tabs.tabs.count, maximum, "too many tabs in \(name)", at: modelID.location)
            for tab in tabs.tabs.indices {
                id(tabs.tabs[tab].id, "the tab id")
                text(tabs.tabs[tab].title, "a tab title")
            }
        case .switch(let content):
            count(content.cases.count, maximum, "too many cases in \(name)", at: modelID.location)
            for entry in content.cases.indices { id(content.cases[entry].id, "the case id") }
        default:
            break
        }
    }
}
