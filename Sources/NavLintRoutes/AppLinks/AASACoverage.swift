/// What an `apple-app-site-association` entry takes beside the routes of its domain: components that
/// take paths no route matches (`aasa-unrouted`) and components earlier ones leave nothing to
/// (`aasa-shadowed`). A URL is its path, query and fragment: a component hands the app only the URLs whose
/// query and fragment it takes, and a route routes only those its query items and fragment take.
package enum AASACoverage {
    /// A shortest URL (its path, then any query and fragment) the component at `index` decides (no earlier
    /// component takes it) that no route of `entries` in `table` matches; `.some(nil)` when there is none,
    /// nil past the budget.
    package static func unroutedPath(
        ofComponent index: Int, in components: [LinkComponent], routes entries: [Int], in table: RouteTable
    ) -> String?? {
        unroutedPath(
            ofComponent: index, in: components, routes: RoutePaths(entries, in: table), in: table,
            steps: GlobProduct.stepBudget)
    }

    /// The glob steps each walk over one component of an entry of `count` may take, so that the walks over
    /// every component of a file of many stay within one budget together.
    package static func steps(forComponents count: Int) -> Int { max(20_000, 20_000_000 / max(count, 1)) }

    /// ``unroutedPath(ofComponent:in:routes:in:)`` with the routes' literal path starts worked out once for
    /// every component of an entry. The path comes with the query and fragment of the URL, where the
    /// components or routes ask something of them.
    package static func unroutedPath(
        ofComponent index: Int, in components: [LinkComponent], routes: RoutePaths, in table: RouteTable, steps: Int
    ) -> String?? {
        let target = components[index]
        let meeting = routes.meeting(target.path)
        // An earlier component whose literal start disagrees with the target's takes none of its URLs.
        let start = target.path?.literalStart ?? []
        let earlier = components[..<index].filter { component in
            target.path?.caseSensitive == false || component.path.map { $0.canMeet(pathStart: start) } ?? true
        }
        let kinds = RouteKinds(meeting, in: table)
        guard kinds.asksAfterThePath || !target.isPathOnly || !earlier.allSatisfy(\.isPathOnly) else {
            return unroutedPath(of: target, earlier: earlier, routes: meeting, in: table, steps: steps)
        }
        let plain = AfterThePath.plainCase(of: target, earlier: earlier, kinds: kinds)
        if let plain {
            let routes = plain.kinds.flatMap { kinds.entries[$0] }
            let found = unroutedPath(
                of: target, earlier: plain.earlier.map { earlier[$0] }, routes: routes, in: table, steps: steps / 4)
            if case .some(.some(let path)) = found { return .some(path) }
        }
        guard let cases = AfterThePath.cases(of: target, earlier: earlier, kinds: kinds, steps: steps / 4) else {
            return nil
        }
        var pastBudget = false
        for found in cases {
            let routes = found.kinds.flatMap { kinds.entries[$0] }
            let share = steps / 4 / max(cases.count, 1)
            switch unroutedPath(
                of: target, earlier: found.earlier.map { earlier[$0] }, routes: routes, in: table, steps: share)
            {
            case .some(.some(let path)): return .some(path + found.suffix)
            case .some(.none): continue
            case .none: pastBudget = true
            }
        }
        return pastBudget ? nil : .some(nil)
    }

    /// A shortest path `target` takes that none of `earlier` (read by their paths) and none of `routes` takes.
    private static func unroutedPath(
        of target: LinkComponent, earlier: [LinkComponent], routes meeting: [Int], in table: RouteTable, steps: Int
    ) -> String?? {
        let everything = URLGlob("*", caseSensitive: true)
        let glob = target.path ?? everything
        // A route that takes every path under a literal start the glob's own start lies under routes them all.
        let start = glob.literalStart
        if meeting.contains(where: { RouteDelivery.takesEveryPath(under: start, table.compiled[$0]) }) {
            return .some(nil)
        }
        let routes = Automaton.union(meeting.map { RouteDelivery.pathLanguage(of: table.compiled[$0]) })
        let globs = [glob] + earlier.map { $0.path ?? everything }
        return GlobProduct(language: routes, globs: globs, pathMode: true, steps: steps).firstUncovered()
    }

    /// The earlier components that take every URL the component at `index` takes, so that it never decides:
    /// one that alone does when there is one, else every earlier one whose paths meet it; nil when the
    /// component decides some URL or the comparison is past its budget. Only earlier components that ask
    /// the same of the query and fragment (or nothing) count.
    package static func shadowingComponents(
        of index: Int, in components: [LinkComponent], steps: Int = GlobProduct.stepBudget
    ) -> [Int]? {
        let component = components[index]
        let everything = URLGlob("*", caseSensitive: true)
        let target = component.path ?? everything
        // An earlier component whose literal start disagrees with this one's shares no path with it.
        let counted = components.indices.prefix(index).filter { earlier in
            (components[earlier].isPathOnly || components[earlier].asksTheSameBesidesThePath(as: component))
                && (components[earlier].path ?? everything).canMeet(pathStart: target.literalStart)
        }
        func uncovered(by others: [Int]) -> String?? {
            let globs = [target] + others.map { components[$0].path ?? everything }
            return GlobProduct(language: Automaton.union([]), globs: globs, pathMode: false, steps: steps)
                .firstUncovered()
        }
        guard !counted.isEmpty, case .some(.none) = uncovered(by: counted) else { return nil }
        if let single = counted.first(where: { if case .some(.none) = uncovered(by: [$0]) { true } else { false } }) {
            return [single]
        }
        return counted
    }
}

/// Routes of a domain with the literal start of each one's paths, for the components of its AASA entry.
package struct RoutePaths {
    let entries: [Int]
    let starts: [[Unicode.Scalar]]

    package init(_ entries: [Int], in table: RouteTable) {
        self.entries = entries
        starts = entries.map { RouteDelivery.literalPathStart(of: table.compiled[$0]) }
    }

    /// The entries whose paths can share a text with `glob`: those whose literal path start and the glob's
    /// literal start agree as far as both go. A cheap and exact filter before the walk.
    func meeting(_ glob: URLGlob?) -> [Int] {
        guard let glob else { return entries }
        return zip(entries, starts).filter { glob.canMeet(pathStart: $0.1) }.map(\.0)
    }
}

extension RouteDelivery {
    /// The path's text up to its first segment that is not literal (`/p/` for `/p/{id}`).
    static func literalPathStart(of route: CompiledRoute) -> [Unicode.Scalar] {
        var start: [Unicode.Scalar] = []
        for position in route.positions.dropFirst() {
            start.append("/")
            guard case .literal(let text) = position.set else { return start }
            start += text.unicodeScalars
        }
        if route.hasTail { start.append("/") }
        return route.positions.count > 1 || route.hasTail ? start : ["/"]
    }
}

extension RouteDelivery {
    /// Whether the route, literal segments and then a tail, takes every path that starts with `start`.
    static func takesEveryPath(under start: [Unicode.Scalar], _ route: CompiledRoute) -> Bool {
        guard route.hasTail,
            route.positions.dropFirst().allSatisfy({ if case .literal = $0.set { true } else { false } })
        else { return false }
        let prefix = literalPathStart(of: route)
        return prefix == ["/"] || (start.count >= prefix.count && start.starts(with: prefix))
    }
}

extension URLGlob {
    /// Whether some text that starts with `pathStart` can start as the glob's literal start does.
    func canMeet(pathStart: [Unicode.Scalar]) -> Bool {
        let start = literalStart
        let shorter = min(start.count, pathStart.count)
        if caseSensitive { return start.prefix(shorter).elementsEqual(pathStart.prefix(shorter)) }
        return start.prefix(shorter).elementsEqual(pathStart.prefix(shorter).map(URLGlob.folded))
    }

    /// The literal characters before its first `*` or `?`.
    var literalStart: [Unicode.Scalar] {
        var start: [Unicode.Scalar] = []
        for token in tokens {
            guard case .literal(let scalar) = token else { break }
            start.append(scalar)
        }
        return start
    }
}

extension AASACoverage {
    /// A path the component at `index` takes, for `coverage --aasa`: a shortest one that a route of `entries`
    /// matches where there is one, else a shortest one it takes; nil past the budget or when it takes none.
    package static func examplePath(
        ofComponent index: Int, in components: [LinkComponent], routes entries: [Int], in table: RouteTable
    ) -> String? {
        let target = components[index].path ?? URLGlob("*", caseSensitive: true)
        var best: String?
        for entry in RoutePaths(entries, in: table).meeting(components[index].path) {
            let language = RouteDelivery.pathLanguage(of: table.compiled[entry])
            guard let sets = GlobProduct(language: language, globs: [target], pathMode: true).matchSets(),
                let found = sets.first(where: { $0.matches[0] })?.witness
            else { continue }
            if best.map({ (found.unicodeScalars.count, found) < ($0.unicodeScalars.count, $0) }) ?? true {
                best = found
            }
        }
        if let best { return best }
        let anyPath = GlobProduct(language: Automaton.union([]), globs: [target], pathMode: true)
        guard case .some(.some(let path)) = anyPath.firstUncovered() else { return nil }
        return path
    }
}

extension URLGlob {
    /// A shortest text the glob matches: its literals, one character for each `?`, nothing for a `*`.
    package var shortestMatch: String {
        var text = String.UnicodeScalarView()
        for token in tokens {
            switch token {
            case .literal(let scalar): text.append(scalar)
            case .one: text.append("a")
            case .run: break
            }
        }
        return String(text)
    }
}
