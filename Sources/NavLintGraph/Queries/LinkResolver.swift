import NavLintModel
import NavLintRoutes

/// Answers route questions about a spec: which route a URL opens, with what values, along which path.
public struct LinkResolver: Sendable {
    public let context: LintContext

    public init(spec: Spec) {
        context = LintContext(spec: spec, includeRouteOverlaps: false)
    }

    /// Answers from a context already resolved (without route overlaps, which resolution never reads).
    package init(context: LintContext) {
        self.context = context
    }

    /// One URL's answer.
    public struct Answer: Sendable {
        public enum Outcome: Sendable {
            /// `route` is an index into `spec.routes`.
            case matched(route: Int, arguments: [RouteArgument])
            /// The routes (indices into `spec.routes`) that tie for the URL.
            case ambiguous([Int])
            case noMatch
            /// The text is not a URL navlint can read.
            case invalid(String)
        }

        public var url: String
        public var outcome: Outcome
        /// The model ids from a window root to the target (just the target for `present` routes); empty
        /// when no route wins or its target cannot be reached.
        public var path: [String]
        /// The kind of each hop of `path` (`hops[i]` leads from `path[i]` to `path[i + 1]`): see
        /// ``Hop/kindName(in:)``.
        public var hops: [String] = []
        /// The path as a readable chain, or `nil` when there is none.
        public var pathDescription: String?
        /// Every route's part in the resolution, when asked for.
        public var candidates: [Candidate]
        /// When the URL matches alternatives (routes whose `when` conditions differ, tied on it): each of them in
        /// spec order, the first being the matched route. Empty otherwise.
        public var alternatives: [Alternative] = []
        /// The params the matched route binds to constants or to the URL itself (see ``boundParams(ofRoute:)``).
        public var bound: [BoundParam] = []
        /// With `explain`, for a route with a wildcard `via`: the other places it opens from.
        public var otherPlaces: [Place] = []
    }

    /// A param a route feeds from its `bind` rather than from the URL's placeholders: a constant
    /// (`"=literal"`) or the whole URL (`"$url"`).
    public struct BoundParam: Sendable, Equatable {
        /// `Model.param`, as the route's `bind` names it.
        public var param: String
        /// The constant, typed as the param is; nil for `$url`.
        public var constant: TypedValue?

        /// What the param gets when `url` opens the route.
        public func value(for url: String) -> TypedValue { constant ?? .string(url) }

        /// How the param is bound: `constant`, or `$url` for the whole URL.
        public var source: String { constant == nil ? Route.Binding.wholeURLValue : "constant" }
    }

    /// One place a route with a wildcard `via` opens from: the concrete `via` and the path through it.
    public struct Place: Sendable, Equatable {
        public var via: [String]
        /// The model ids from a window root to the target.
        public var path: [String]
        public var pathDescription: String
    }

    /// One of the alternatives the app chooses among at run time for a URL.
    public struct Alternative: Sendable {
        /// An index into `spec.routes`.
        public var route: Int
        public var arguments: [RouteArgument]
        /// The model ids from a window root to the target, as ``Answer/path``.
        public var path: [String]
        public var pathDescription: String?
        public var bound: [BoundParam] = []
    }

    /// Why one route won, tied, lost or did not match.
    public struct Candidate: Sendable {
        public var route: Int
        public var verdict: String
        public var reason: String
    }

    /// Resolves `url` exactly as the precedence rules say; `explain` adds every candidate.
    public func resolve(_ url: String, explain: Bool = false) -> Answer {
        let parsed: RouteURL
        do {
            parsed = try RouteURL(url)
        } catch {
            return Answer(
                url: url,
                outcome: .invalid("not a URL navlint can read: \(error.message) (at character \(error.offset + 1))"),
                path: [], pathDescription: nil, candidates: [])
        }
        let facts = context.routes
        var answer = Answer(url: url, outcome: .noMatch, path: [], pathDescription: nil, candidates: [])
        switch facts.table.resolve(parsed) {
        case .matched(let entry, let arguments):
            let route = facts.routeIndex(ofTableEntry: entry)
            answer.outcome = .matched(route: route, arguments: arguments)
            (answer.path, answer.pathDescription) = path(ofRoute: route)
            answer.hops = hopKinds(ofRoute: route)
        case .tie(let entries) where facts.areAlternatives(tied: entries, in: context.spec):
            answer.alternatives = entries.map { entry in
                let route = facts.routeIndex(ofTableEntry: entry)
                let (path, description) = path(ofRoute: route)
                return Alternative(
                    route: route, arguments: facts.table.arguments(of: entry, for: parsed), path: path,
                    pathDescription: description, bound: boundParams(ofRoute: route))
            }
            let first = answer.alternatives[0]
            answer.outcome = .matched(route: first.route, arguments: first.arguments)
            (answer.path, answer.pathDescription) = (first.path, first.pathDescription)
            answer.hops = hopKinds(ofRoute: first.route)
        case .tie(let entries):
            answer.outcome = .ambiguous(entries.map(facts.routeIndex(ofTableEntry:)))
        case .noMatch:
            break
        }
        if case .matched(let route, _) = answer.outcome {
            answer.bound = boundParams(ofRoute: route)
            if explain { answer.otherPlaces = otherPlaces(ofRoute: route) }
        }
        if explain {
            answer.candidates = facts.table.explain(parsed).candidates.map { candidate in
                let verdict =
                    switch candidate.verdict {
                    case .won: "won"
                    case .tied: "tied"
                    case .outranked: "outranked"
                    case .noMatch: "no match"
                    }
                return Candidate(
                    route: facts.routeIndex(ofTableEntry: candidate.route), verdict: verdict, reason: candidate.reason)
            }
        }
        return answer
    }

    /// The model ids and the readable chain of a route's navigation path.
    public func path(ofRoute index: Int) -> ([String], String?) {
        let route = context.spec.routes[index]
        if let style = route.present {
            return ([route.target.value], "presented as a \(style.value.rawValue) over the top: \(route.target.value)")
        }
        guard let path = context.routes.paths[index]?.path else { return ([], nil) }
        return (path.models.map { context.spec.models[$0].id.value }, context.graph.describe(path))
    }

    /// The params route `index` binds to constants or to the URL itself, in the order of its `bind`. A
    /// constant is typed as the param it feeds (a list param gets a list of the one value); one that does
    /// not fit the param (which `check` reports) stays text.
    public func boundParams(ofRoute index: Int) -> [BoundParam] {
        context.spec.routes[index].bind.compactMap { binding -> BoundParam? in
            switch binding.feed {
            case .placeholder: nil
            case .wholeURL: BoundParam(param: binding.parameter.value, constant: nil)
            case .literal(let literal):
                BoundParam(
                    param: binding.parameter.value, constant: constant(literal, feeding: binding.parameter.value))
            }
        }
    }

    /// A constant's value as the param `Model.param` takes it.
    private func constant(_ literal: String, feeding parameter: String) -> TypedValue {
        guard let (owner, name) = DottedReference.split(parameter),
            let type = context.graph.model(owner)?.params.first(where: { $0.name.value == name })?.type.value,
            ConstantBinding.literal(literal, fits: type)
        else { return .string(literal) }
        let value = RouteTable.typedValue(literal, type: type.valueType, spellings: [:])
        return type.isList ? .list([value]) : value
    }

    /// The places other than the reported one that a route with a wildcard `via` opens from (those a path
    /// reaches), in the order of ``RouteFacts/places(ofRoute:)``; empty for other routes.
    public func otherPlaces(ofRoute index: Int) -> [Place] {
        let reported = context.routes.paths[index]?.path
        return context.routes.places(ofRoute: index).compactMap { place in
            guard let path = place.search?.path, path != reported else { return nil }
            return Place(
                via: place.via, path: path.models.map { context.spec.models[$0].id.value },
                pathDescription: context.graph.describe(path))
        }
    }

    /// The kind of each hop of a route's navigation path (none for a `present` route or one without a path).
    public func hopKinds(ofRoute index: Int) -> [String] {
        guard context.spec.routes[index].present == nil, let path = context.routes.paths[index]?.path else {
            return []
        }
        return path.hops.map { $0.kindName(in: context.graph) }
    }

    /// A URL for each route that resolves back to it (`nil` for an invalid pattern or a route that can never win).
    public func examples() -> [String?] {
        var examples = [String?](repeating: nil, count: context.spec.routes.count)
        for (entry, example) in context.routes.analysis.examples().enumerated() {
            examples[context.routes.routeIndex(ofTableEntry: entry)] = example
        }
        if context.spec.routes.contains(where: \.mayHaveAlternatives) { addAlternativeExamples(to: &examples) }
        return examples
    }

    /// The example URLs of every route, in spec order, best first, each resolving back to its route: the
    /// route's own `examples`, then a URL built from its pattern's example values and plausible values
    /// (see ``RoutePattern/exampleURL``), or when another route takes that one, the URL the route analysis
    /// finds. Empty for a route whose pattern is invalid or that can never win. For `examples`, `gen` and
    /// the viewer.
    public func exampleURLs() -> [[String]] {
        let witnesses = examples()
        return context.spec.routes.indices.map { index in
            var urls = context.spec.routes[index].examples.map(\.value).filter { opens($0, route: index) }
            if case .success(let pattern) = context.routes.patterns[index] {
                let built = pattern.exampleURL
                if opens(built, route: index) {
                    urls.append(built)
                } else if let witness = witnesses[index] {
                    urls.append(witness)
                }
            }
            var seen: Set<String> = []
            return urls.filter { seen.insert($0).inserted }
        }
    }

    /// Whether `url` resolves to the route at `index`, or to a choice among alternatives that includes it.
    private func opens(_ url: String, route index: Int) -> Bool {
        guard let parsed = try? RouteURL(url) else { return false }
        let facts = context.routes
        switch facts.table.resolve(parsed) {
        case .matched(let entry, _):
            return facts.routeIndex(ofTableEntry: entry) == index
        case .tie(let entries) where facts.areAlternatives(tied: entries, in: context.spec):
            return entries.contains { facts.routeIndex(ofTableEntry: $0) == index }
        default:
            return false
        }
    }

    /// Alternatives tie on every URL they share, so the analysis finds no example for a route whose URLs an
    /// alternative also takes. Such a route gets the example it has in a table without its alternatives, when
    /// that URL resolves to a choice that includes it.
    private func addAlternativeExamples(to examples: inout [String?]) {
        let routes = context.spec.routes
        let facts = context.routes
        for (entry, index) in facts.tableRoutes.enumerated()
        where examples[index] == nil && routes[index].mayHaveAlternatives {
            let kept = facts.tableRoutes.indices.filter {
                !routes[facts.tableRoutes[$0]].isAlternative(to: routes[index])
            }
            guard kept.count < facts.table.count, let position = kept.firstIndex(of: entry) else { continue }
            let table = RouteTable(kept.map { (facts.table.entries[$0].id, facts.table.entries[$0].pattern) })
            guard let example = RouteAnalysis(table, includeOverlaps: false).examples()[position],
                resolve(example).alternatives.contains(where: { $0.route == index })
            else { continue }
            examples[index] = example
        }
    }
}

extension TypedValue {
    /// The value as JSON: numbers and booleans typed, strings and UUIDs as strings, lists as arrays.
    public var json: JSONOutput {
        switch self {
        case .string(let text): .string(text)
        case .int(let number): .integer(number)
        case .double(let number): .number(number)
        case .bool(let flag): .bool(flag)
        case .uuid: .string(description)
        case .list(let values): .array(values.map(\.json))
        }
    }
}
