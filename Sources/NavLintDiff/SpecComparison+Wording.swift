import NavLintGraph
import NavLintModel
import NavLintRoutes
import NavLintSupport

/// How the diff rules name routes, links and what they open.
extension SpecComparison {
    /// `Product (route product)`: what an old entry opens.
    func opened(byOldEntry entry: Int) -> String {
        "\(old.target(ofEntry: entry)) (route \(old.routeID(ofEntry: entry)))"
    }

    /// `shop://users/me opened Profile (route user) and now opens Me (route me)`: what happened to a link.
    func story(of change: LinkBreak) -> String {
        let (opened, now) = (opened(byOldEntry: change.oldEntry), now(change.now))
        // Thousands of these are written at once: the text is allocated once, at its size.
        var story = ""
        story.reserveCapacity(change.url.utf8.count + opened.utf8.count + now.utf8.count + 18)
        story += change.url
        story += " opened "
        story += opened
        story += " and now "
        story += now
        return story
    }

    /// `opens nothing`, `opens Me (route me)`, `ties between routes a and b`: what a link does now.
    func now(_ outcome: Outcome) -> String {
        switch outcome {
        case .noMatch:
            return "opens nothing"
        case .matched(let entry):
            return "opens \(new.target(ofEntry: entry)) (route \(new.routeID(ofEntry: entry)))"
        case .tie(let entries):
            return "ties between routes " + Self.list(entries.map(new.routeID(ofEntry:)))
        }
    }

    /// The new entry of the route that keeps an old entry's id under another pattern, if there is one.
    func repatterned(oldEntry: Int) -> Int? {
        guard let index = new.graph.routeMap.routeIndex[old.routeID(ofEntry: oldEntry)],
            let entry = new.entryOfRoute[index],
            new.pattern(ofEntry: entry).value != old.pattern(ofEntry: oldEntry).value
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
        let before = old.routeID(ofEntry: oldEntry)
        let after = new.routeID(ofEntry: newEntry)
        return before == after ? "route \(before)" : "route \(before) (now \(after))"
    }

    /// The old route's id, then the new route's where it differs: a finding's ids.
    func ids(oldEntry: Int, newEntries: [Int]) -> [String] {
        var ids = [old.routeID(ofEntry: oldEntry)]
        for entry in newEntries {
            let id = new.routeID(ofEntry: entry)
            if !ids.contains(id) { ids.append(id) }
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
