import NavLintGraph
import NavLintModel
import NavLintRoutes
import NavLintSupport

/// How the diff rules name routes, links and what they open.
extension SpecComparison {
    /// `Product (route product)`: what an old entry opens.
    func opened(byOldEntry entry: Int) -> String {
        let route = old.route(ofEntry: entry)
        return "\(route.target.value) (route \(route.id.value))"
    }

    /// `shop://users/me opened Profile (route user) and now opens Me (route me)`: what happened to a link.
    func story(of change: LinkBreak) -> String {
        "\(change.url) opened \(opened(byOldEntry: change.oldEntry)) and now \(now(change.now))"
    }

    /// `opens nothing`, `opens Me (route me)`, `ties between routes a and b`: what a link does now.
    func now(_ outcome: Outcome) -> String {
        switch outcome {
        case .noMatch:
            return "opens nothing"
        case .matched(let entry):
            let route = new.route(ofEntry: entry)
            return "opens \(route.target.value) (route \(route.id.value))"
        case .tie(let entries):
            return "ties between routes " + Self.list(entries.map { new.route(ofEntry: $0).id.value })
        }
    }

    /// The new entry of the route that keeps an old entry's id under another pattern, if there is one.
    func repatterned(oldEntry: Int) -> Int? {
        let route = old.route(ofEntry: oldEntry)
        guard let index = new.graph.routeMap.routeIndex[route.id.value], let entry = new.entryOfRoute[index],
            new.route(ofEntry: entry).pattern.value != route.pattern.value
        else { return nil }
        return entry
    }

    /// `route product changed its pattern from shop://products/{id:int} to shop://items/{id:int}`.
    func patternChange(oldEntry: Int, newEntry: Int) -> String {
        func written(_ route: Route) -> String { QuotedString.excerpt(route.pattern.value, limit: Self.patternLimit) }
        let (before, after) = (old.route(ofEntry: oldEntry), new.route(ofEntry: newEntry))
        return "route \(before.id.value) changed its pattern from \(written(before)) to \(written(after))"
    }

    /// The most characters of a pattern a message repeats: patterns are long, and their difference may be
    /// at the end.
    static let patternLimit = 200

    /// `a`, `a and b`, `a, b and c`.
    static func list(_ names: [String]) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    }

    /// `route a` when the new entry keeps the old route's id, `route a (now b)` otherwise.
    func routeNames(oldEntry: Int, newEntry: Int) -> String {
        let before = old.route(ofEntry: oldEntry).id.value
        let after = new.route(ofEntry: newEntry).id.value
        return before == after ? "route \(before)" : "route \(before) (now \(after))"
    }

    /// The old route's id, then the new route's where it differs: a finding's ids.
    func ids(oldEntry: Int, newEntries: [Int]) -> [String] {
        var ids = [old.route(ofEntry: oldEntry).id.value]
        for entry in newEntries where !ids.contains(new.route(ofEntry: entry).id.value) {
            ids.append(new.route(ofEntry: entry).id.value)
        }
        return ids
    }

    /// Where a placeholder of a new route is written, or its pattern without one.
    func location(ofNewEntry entry: Int, placeholder: RoutePlaceholder?) -> SourceLocation {
        let route = new.route(ofEntry: entry)
        guard let placeholder else { return route.pattern.location }
        return RouteFacts.location(in: route, offset: placeholder.offset)
    }

    /// The breaks of one cause, picked out by `select`.
    func breaks<Detail>(_ select: (LinkBreak.Cause) -> Detail?) -> [(LinkBreak, Detail)] {
        breaks.compactMap { change in select(change.cause).map { (change, $0) } }
    }
}
