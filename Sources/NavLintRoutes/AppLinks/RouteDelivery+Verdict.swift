extension RouteDelivery {
    /// The verdict over every combination of the parts' answers: the first combination that does not open
    /// the app gives the witness, as the parts list their shortest texts first.
    static func verdict(_ route: CompiledRoute, parts: [[PartAnswer]], components: [LinkComponent]) -> LinkDelivery {
        let total = parts.reduce(1) { $0 * max($1.count, 1) }
        guard total <= combinationBudget else { return .unknown }
        guard !parts.contains(where: \.isEmpty) else { return .delivered }
        var anyDelivered = false
        var refused: (combination: [PartAnswer], decidedBy: Int?)?
        var choice = [Int](repeating: 0, count: parts.count)
        for _ in 0..<total {
            let combination = zip(parts, choice).map { $0[$1] }
            let decider = components.indices.first { index in combination.allSatisfy { $0.matches[index] } }
            if let decider, !components[decider].excludes {
                anyDelivered = true
            } else if refused == nil {
                refused = (combination, decider)
            }
            if anyDelivered && refused != nil { break }
            advance(&choice, limits: parts.map(\.count))
        }
        guard let refused else { return .delivered }
        let witness = witnessURL(route, refused.combination)
        return anyDelivered
            ? .partlyDelivered(witness: witness, decidedBy: refused.decidedBy)
            : .notDelivered(witness: witness, decidedBy: refused.decidedBy)
    }

    private static func advance(_ choice: inout [Int], limits: [Int]) {
        for index in choice.indices.reversed() {
            choice[index] += 1
            if choice[index] < limits[index] { return }
            choice[index] = 0
        }
    }

    /// The URL of the route whose parts are those of `combination`; a required query item or a fragment
    /// that no part spells takes a value of its type. A query part is percent-encoded already.
    static func witnessURL(_ route: CompiledRoute, _ combination: [PartAnswer]) -> String {
        var path = "/"
        var query: String?
        var fragment: String?
        for part in combination {
            switch part.place {
            case .path(let text): path = text
            case .query(let text): query = text
            case .fragment(let text): fragment = text
            }
        }
        let host = route.positions.first.map { WitnessSearch.anyMember(of: $0.set) } ?? ""
        var url = route.scheme + "://" + host
        url += path.split(separator: "/", omittingEmptySubsequences: false)
            .map { PercentCoding.encodeURLComponent(String($0)) }.joined(separator: "/")
        let written =
            query
            ?? route.required.map { item in
                PercentCoding.encodeURLComponent(item.key) + "="
                    + PercentCoding.encodeURLComponent(WitnessSearch.anyMember(of: item.set))
            }.joined(separator: "&")
        if !written.isEmpty { url += "?" + written }
        if fragment == nil || fragment == "", let set = route.fragment?.set {
            fragment = WitnessSearch.anyMember(of: set)
        }
        if let fragment, !fragment.isEmpty { url += "#" + PercentCoding.encodeURLComponent(fragment) }
        return url
    }
}
