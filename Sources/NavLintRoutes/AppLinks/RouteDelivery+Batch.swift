import NavLintSupport

extension RouteDelivery {
    /// How `components` treat the URLs of each web route at `entries` of `table`, in order, spread over the
    /// cores. The answers of the parts after the path (query, fragment) are worked out once for the routes
    /// alike in those parts whose paths meet the same components: a table of thousands of routes has few
    /// such kinds.
    package static func deliveries(
        ofEntries entries: [Int], in table: RouteTable, components: [LinkComponent]
    ) -> [LinkDelivery] {
        let paths = Parallel.mapChunked(count: entries.count, chunkSize: 64) { index -> PathAnswers in
            let route = table.compiled[entries[index]]
            guard route.kind == .web, !components.isEmpty else { return PathAnswers(judged: false, answers: nil) }
            return PathAnswers(judged: true, answers: pathAnswers(of: route, components))
        }
        var kinds: [Kind: Int] = [:]
        var examples: [(route: CompiledRoute, components: [LinkComponent])] = []
        let kindOfEntry = entries.indices.map { index -> Int? in
            guard paths[index].judged, let answers = paths[index].answers else { return nil }
            let route = table.compiled[entries[index]]
            let met = components.indices.map { index in answers.contains { $0.matches[index] } }
            let key = Kind(parts: QueryAndFragment(route), met: met)
            if let kind = kinds[key] { return kind }
            kinds[key] = examples.count
            examples.append((route, relevant(answers, components)))
            return examples.count - 1
        }
        let kindsMet = examples
        let shared = Parallel.mapChunked(count: kindsMet.count, chunkSize: 8) { kind in
            SharedParts(answers: otherParts(of: kindsMet[kind].route, kindsMet[kind].components))
        }
        return Parallel.mapChunked(count: entries.count, chunkSize: 64) { index in
            guard paths[index].judged else { return .delivered }
            let route = table.compiled[entries[index]]
            let other = kindOfEntry[index].flatMap { shared[$0].answers }
            return delivery(of: route, components, path: paths[index].answers, otherParts: other)
        }
    }

    /// The answers of one route's path (nil: past the budget); not judged: not a web route, or no components.
    private struct PathAnswers: Sendable {
        let judged: Bool
        let answers: [GlobMatchSet]?
    }

    /// The answers of the parts after the path, shared by the routes of one kind (nil: past the budget).
    private struct SharedParts: Sendable {
        let answers: [[PartAnswer]]?
    }

    /// Routes alike in their query items and fragment, whose paths meet the same components.
    private struct Kind: Hashable {
        let parts: QueryAndFragment
        /// For each component, whether some path of the route meets it.
        let met: [Bool]
    }

    /// What the answers of a route's parts after its path read: its query items and its fragment.
    private struct QueryAndFragment: Hashable {
        struct Item: Hashable {
            let key: String
            let set: ValueSet
            let isList: Bool
        }

        let required: [Item]
        let optional: [Item]
        let fragment: ValueSet?

        init(_ route: CompiledRoute) {
            required = route.required.map { Item(key: $0.key, set: $0.set, isList: $0.isList) }
            optional = route.optional.map { Item(key: $0.key, set: $0.set, isList: $0.isList) }
            fragment = route.fragment?.set
        }
    }
}
