/// The routes of a domain grouped by what they ask of a URL after its path: their required query items and
/// their fragment. A table of thousands of routes has few kinds.
struct RouteKinds {
    private struct Key: Hashable {
        struct Item: Hashable {
            let key: String
            let set: ValueSet
        }

        let required: [Item]
        let fragment: ValueSet?
    }

    /// The entries of each kind, in the order given.
    private(set) var entries: [[Int]] = []
    /// One route of each kind.
    private(set) var examples: [CompiledRoute] = []

    init(_ routes: [Int], in table: RouteTable) {
        var kinds: [Key: Int] = [:]
        for entry in routes {
            let route = table.compiled[entry]
            let key = Key(
                required: route.required.map { Key.Item(key: $0.key, set: $0.set) }, fragment: route.fragment?.set)
            if let kind = kinds[key] {
                entries[kind].append(entry)
            } else {
                kinds[key] = examples.count
                entries.append([entry])
                examples.append(route)
            }
        }
    }

    /// Whether some route asks something of the query or fragment.
    var asksAfterThePath: Bool { examples.contains { !$0.required.isEmpty || $0.fragment != nil } }
}

/// What a URL's query and fragment can make the earlier components and the kinds of routes say, for the URLs
/// whose query and fragment a component takes: each case names the earlier components and the kinds of
/// routes that take the query and fragment of some such URL, and spells them.
enum AfterThePath {
    struct Case {
        /// The earlier components that take the URL's query and fragment.
        let earlier: [Int]
        /// The kinds of routes that take them.
        let kinds: [Int]
        /// `?query#fragment` as a URL carries them (empty where the URL has neither).
        let suffix: String
    }

    /// Every case a URL that `target` takes can be in, shortest query first; nil past the budget.
    static func cases(of target: LinkComponent, earlier: [LinkComponent], kinds: RouteKinds, steps: Int) -> [Case]? {
        var query = TextConditions()
        let queryMust = query.indices(asked: target)
        var queryGroups = kinds.examples.map { route in
            route.required.map { item in
                query.index(of: .firstItem(key: Array(item.key.unicodeScalars), value: .language(item.set.automata[0])))
            }
        }
        queryGroups += earlier.map { query.indices(asked: $0) }
        var fragment = TextConditions()
        let fragmentMust = fragment.indices(asked: target.fragment)
        var fragmentGroups = kinds.examples.map { route in
            route.fragment.map { [fragment.index(of: .whole(.language($0.set.automata[0])), nonEmpty: true)] } ?? []
        }
        fragmentGroups += earlier.map { fragment.indices(asked: $0.fragment) }
        guard let queries = answers(query, must: queryMust, groups: queryGroups, isQuery: true, steps: steps),
            let fragments = answers(fragment, must: fragmentMust, groups: fragmentGroups, isQuery: false, steps: steps)
        else { return nil }
        let count = kinds.examples.count
        var result: [Case] = []
        var seen = Set<[[Int]]>()
        for query in queries {
            for fragment in fragments {
                let takes = { (group: Int) in query.matches[group] && fragment.matches[group] }
                let kinds = (0..<count).filter(takes)
                let earlier = earlier.indices.filter { takes(count + $0) }
                guard seen.insert([kinds, earlier]).inserted else { continue }
                let suffix =
                    (query.witness.isEmpty ? "" : "?" + query.witness)
                    + (fragment.witness.isEmpty ? "" : "#" + fragment.witness)
                result.append(Case(earlier: earlier, kinds: kinds, suffix: suffix))
            }
        }
        return result
    }

    /// The case of the URLs without a query or fragment, read without a walk; nil when `target` does not take
    /// them. Tried first: its witness is the plainest, and it needs no walk over many earlier components.
    static func plainCase(of target: LinkComponent, earlier: [LinkComponent], kinds: RouteKinds) -> Case? {
        func takesNothing(_ component: LinkComponent) -> Bool {
            (component.query?.matches("") ?? true) && component.queryItems.isEmpty
                && (component.fragment?.matches("") ?? true)
        }
        guard takesNothing(target) else { return nil }
        let routed = kinds.examples.indices.filter {
            kinds.examples[$0].required.isEmpty && kinds.examples[$0].fragment == nil
        }
        return Case(earlier: earlier.indices.filter { takesNothing(earlier[$0]) }, kinds: routed, suffix: "")
    }

    /// The walk's answers, or the one answer of a part nobody asks anything of.
    private static func answers(
        _ conditions: TextConditions, must: [Int], groups: [[Int]], isQuery: Bool, steps: Int
    ) -> [GlobMatchSet]? {
        guard !conditions.list.isEmpty else { return [GlobMatchSet(matches: groups.map { _ in true }, witness: "")] }
        return ConditionWalk(conditions: conditions.list, must: must, groups: groups, isQuery: isQuery, steps: steps)
            .matchSets()
    }
}

extension TextConditions {
    /// The place of a fragment glob, unless it takes every text.
    mutating func indices(asked glob: URLGlob?) -> [Int] {
        guard let glob, !glob.matchesEverything else { return [] }
        return [index(of: .whole(.glob(glob)))]
    }
}
