/// How a URL was resolved, with a verdict and a reason for every route of the table.
public struct RouteExplanation: Sendable, Hashable {
    public enum Verdict: Sendable, Hashable {
        /// The route matches and outranks every other match.
        case won
        /// The route matches and is among the best routes, none of which outranks the others.
        case tied
        /// The route matches but a better match outranks it.
        case outranked(by: Int)
        /// The route does not match the URL.
        case noMatch
    }

    /// One route's part in the resolution.
    public struct Candidate: Sendable, Hashable {
        public let route: Int
        public let verdict: Verdict
        /// A sentence such as "segment 2 'abc' is not an int" or
        /// "outranked by product-new at segment 1 (literal beats string)".
        public let reason: String
    }

    public let url: RouteURL
    public let resolution: RouteResolution
    /// Every route of the table, in table order.
    public let candidates: [Candidate]
}

extension RouteTable {
    /// Resolves the URL and says, for every route, why it won, tied, lost or did not match.
    public func explain(_ url: RouteURL) -> RouteExplanation {
        let (bucket, positions) = url.matchKey
        let query = url.queryDictionary
        let matches = matchingRoutes(bucket: bucket, positions: positions, url: url)
        let best = bestRoutes(matches)
        let matchSet = Set(matches)
        let resolution = resolve(url)
        var candidates: [RouteExplanation.Candidate] = []
        for index in entries.indices {
            if !matchSet.contains(index) {
                let reason = mismatchReason(index, url: url, positions: positions, query: query)
                candidates.append(.init(route: index, verdict: .noMatch, reason: reason))
            } else if best.contains(index) {
                if best.count == 1 {
                    let reason =
                        matches.count == 1
                        ? "the only matching route" : "matches and outranks every other match"
                    candidates.append(.init(route: index, verdict: .won, reason: reason))
                } else {
                    let others = best.filter { $0 != index }.map { entries[$0].id }.joined(separator: ", ")
                    candidates.append(
                        .init(
                            route: index, verdict: .tied, reason: "ties with \(others): neither outranks the other"
                        ))
                }
            } else {
                let winner =
                    best.first { other in
                        PrecedenceComparison(compiled[other], compiled[index]).winner == .first
                    } ?? best[0]
                candidates.append(
                    .init(
                        route: index, verdict: .outranked(by: winner),
                        reason: outrankReason(winner: winner, loser: index)
                    ))
            }
        }
        return RouteExplanation(url: url, resolution: resolution, candidates: candidates)
    }

    /// "the host" for the first position of a scheme with hosts, otherwise "segment N" counting path
    /// segments from 1.
    func positionName(_ route: CompiledRoute, _ index: Int) -> String {
        if route.kind != .pseudo { return index == 0 ? "the host" : "segment \(index)" }
        return "segment \(index + 1)"
    }

    private func expectation(_ position: CompiledPosition) -> String {
        switch (position.label, position.set) {
        case ("literal", .literal(let literal)): return "'\(literal)'"
        case ("enum", .finite(let values)): return "one of " + values.joined(separator: ", ")
        case ("int", _): return "an int"
        case ("uuid", _): return "a uuid"
        case (_, .pattern(let language)): return "of the form '\(Self.form(language))'"
        case ("string", .text): return "a string"
        default: return "a \(position.label)"
        }
    }

    /// A mixed segment as written, names included.
    private static func form(_ language: SegmentLanguage) -> String {
        var text = ""
        var literal = Substring(language.key.dropFirst(2))
        for placeholder in language.placeholders {
            if let placeholder {
                text += "{\(placeholder.name)" + (placeholder.type == .string ? "" : ":\(placeholder.type)") + "}"
                literal = literal.drop { $0 != "}" }.dropFirst()
            } else if literal.first == "*" {
                text += "*"
                literal = literal.dropFirst()
            } else {
                let run = literal.prefix { $0 != "{" && $0 != "*" }
                text += run
                literal = literal.dropFirst(run.count)
            }
        }
        return text
    }

    private func mismatchReason(
        _ index: Int, url: RouteURL, positions: [String], query: [String: String]
    ) -> String {
        let route = compiled[index]
        let pattern = entries[index].pattern
        guard url.scheme == pattern.scheme else { return "scheme '\(url.scheme)' is not '\(pattern.scheme)'" }
        if route.kind == .custom && positions.count == url.pathSegments.count {
            return "the URL has no host"
        }
        for (position, value) in zip(route.positions, positions).enumerated() where !value.0.set.contains(value.1) {
            let name = positionName(route, position)
            return "\(name) '\(value.1)' is not \(expectation(value.0))"
        }
        let offset = route.kind == .pseudo ? 0 : 1
        let urlCount = positions.count - offset
        let patternCount = route.count - offset
        if route.hasTail ? urlCount < patternCount : urlCount != patternCount {
            let needed = route.hasTail ? "at least \(patternCount)" : "\(patternCount)"
            return "the URL has \(urlCount) path segment\(urlCount == 1 ? "" : "s"); the pattern needs \(needed)"
        }
        for item in route.required {
            guard let value = query[item.key] else { return "missing required query item '\(item.key)'" }
            if value.isEmpty && !item.set.contains(value) { return "query item '\(item.key)' is empty" }
            if !item.set.contains(value) {
                return "query item '\(item.key)' value '\(value)' is not \(expectation(item.position))"
            }
        }
        if let fragment = route.fragment {
            guard let value = url.fragment else { return "the URL has no fragment" }
            if !fragment.set.contains(value) { return "the fragment '\(value)' is not \(expectation(fragment))" }
        }
        return "does not match"
    }

    private func outrankReason(winner: Int, loser: Int) -> String {
        let won = compiled[winner]
        let lost = compiled[loser]
        let prefix = "outranked by \(entries[winner].id)"
        func label(_ route: CompiledRoute, _ index: Int) -> String {
            index < route.count ? route.positions[index].label : "{\(route.tail?.name ?? "rest")*} tail"
        }
        switch PrecedenceComparison(won, lost).reason {
        case .position(let index):
            return "\(prefix) at \(positionName(won, index)) (\(label(won, index)) beats \(label(lost, index)))"
        case .exactBeatsTail(let index):
            return "\(prefix) (an exact match beats the \(label(lost, index)) at \(positionName(won, index)))"
        case .moreQueryItems:
            let extra = won.requiredKeys.filter { !lost.requiredKeys.contains($0) }.map { "'\($0)'" }
            let items = "query item\(extra.count == 1 ? "" : "s") \(extra.joined(separator: ", "))"
            return "\(prefix) (it also requires \(items))"
        case .queryValue(let key):
            let a = won.requirement(key)?.label ?? "?"
            let b = lost.requirement(key)?.label ?? "?"
            return "\(prefix) at query item '\(key)' (\(a) beats \(b))"
        case .fragment:
            return "\(prefix) (equal otherwise, its fragment is more specific)"
        case .tie:
            return prefix
        }
    }
}
