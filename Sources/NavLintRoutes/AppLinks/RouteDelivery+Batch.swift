import NavLintSupport

extension RouteDelivery {
    /// How `components` treat the URLs of each web route at `entries` of `table`, in order, spread over the
    /// cores. The answers of the parts after the path (query items, query, fragment) are worked out once for
    /// the routes alike in those parts: a table of thousands of routes has few kinds of query.
    package static func deliveries(
        ofEntries entries: [Int], in table: RouteTable, components: [LinkComponent]
    ) -> [LinkDelivery] {
        var kinds: [QueryAndFragment: Int] = [:]
        var examples: [CompiledRoute] = []
        let kindOfEntry = entries.map { entry -> Int? in
            let route = table.compiled[entry]
            guard route.kind == .web, !components.isEmpty else { return nil }
            let key = QueryAndFragment(route)
            if let kind = kinds[key] { return kind }
            kinds[key] = examples.count
            examples.append(route)
            return examples.count - 1
        }
        let kindsMet = examples
        let shared = Parallel.mapChunked(count: kindsMet.count, chunkSize: 8) { kind in
            SharedParts(answers: otherParts(of: kindsMet[kind], components))
        }
        return Parallel.mapChunked(count: entries.count, chunkSize: 64) { index in
            guard let kind = kindOfEntry[index] else { return .delivered }
            return delivery(of: table.compiled[entries[index]], components, otherParts: shared[kind].answers)
        }
    }

    /// The answers of the parts after the path, shared by the routes of one kind (nil: past the budget).
    private struct SharedParts: Sendable {
        let answers: [[PartAnswer]]?
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
