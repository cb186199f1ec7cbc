/// Whether the components of a domain's `apple-app-site-association` entry hand a route's URLs to the app
/// (`check --aasa`): the route's typed language is read beside every component's globs, so the answer is
/// exact and comes with a shortest witness. The path, the query (its items and its whole text together) and
/// the fragment are compared apart and their answers combined; the first component whose every part
/// matches decides.
package enum RouteDelivery {
    /// The most combinations of the parts' answers one route is judged on.
    static let combinationBudget = 4096

    /// How `components` treat the URLs of the web route at `entry` of `table`.
    package static func delivery(
        ofEntry entry: Int, in table: RouteTable, components: [LinkComponent]
    )
        -> LinkDelivery
    {
        let route = table.compiled[entry]
        guard route.kind == .web, !components.isEmpty else { return .delivered }
        let path = pathAnswers(of: route, components)
        let asked = path.map { relevant($0, components) }
        return delivery(of: route, components, path: path, otherParts: asked.flatMap { otherParts(of: route, $0) })
    }

    /// How `components` treat the URLs of a web route whose path answered `path` and whose parts other than
    /// the path answered `otherParts` (nil: past the budget).
    static func delivery(
        of route: CompiledRoute, _ components: [LinkComponent], path: [GlobMatchSet]?, otherParts: [[PartAnswer]]?
    )
        -> LinkDelivery
    {
        guard let path, let otherParts else { return .unknown }
        let parts = [path.map { PartAnswer(matches: $0.matches, place: .path($0.witness)) }] + otherParts
        return verdict(route, parts: parts, components: components)
    }

    /// The components as the parts after the path need them: one that takes none of the route's paths never
    /// decides, so what it asks of the query and fragment is left out (it asks nothing there). The walks after
    /// the path then read only the components the route's paths can meet.
    static func relevant(_ path: [GlobMatchSet], _ components: [LinkComponent]) -> [LinkComponent] {
        components.indices.map { index in
            path.contains { $0.matches[index] } ? components[index] : LinkComponent(path: nil)
        }
    }

    /// The answers of a web route's path (nil: past the budget). A path of literals alone, the common case, is
    /// matched with each component's glob directly.
    static func pathAnswers(of route: CompiledRoute, _ components: [LinkComponent]) -> [GlobMatchSet]? {
        if let text = literalPath(of: route) {
            let scalars = Array(text.unicodeScalars)
            let matches = components.map { component in
                component.path.map { $0.matchesEverything || $0.matches(scalars: scalars) } ?? true
            }
            return [GlobMatchSet(matches: matches, witness: text)]
        }
        let start = literalPathStart(of: route)
        return answers(
            language: pathLanguage(of: route), pathMode: true, components, \.path,
            never: { !$0.canMeet(pathStart: start) })
    }

    /// The answers of a web route's parts after its path: its query and its fragment, in that order (nil: past
    /// the budget). They read the route's query items and fragment alone, so routes alike in those share them.
    static func otherParts(of route: CompiledRoute, _ components: [LinkComponent]) -> [[PartAnswer]]? {
        var parts: [[PartAnswer]] = []
        if components.contains(where: { $0.query != nil || !$0.queryItems.isEmpty }) {
            guard let query = queryAnswers(of: route, components) else { return nil }
            parts.append(query)
        }
        if components.contains(where: { $0.fragment != nil }) {
            let language = route.fragment.map { $0.set.automata[0] } ?? AutomatonBuilder.single(.text(""))
            let text: String? = route.fragment == nil ? "" : nil
            guard let fragment = answers(language: language, pathMode: false, components, \.fragment, text: text)
            else { return nil }
            parts.append(fragment.map { PartAnswer(matches: $0.matches, place: .fragment($0.witness)) })
        }
        return parts
    }

    /// The answers of a web route's query: for every query the route takes (its required items first in
    /// any order among any other items, as a route reads a URL), whether each component's `"?"` string and
    /// dictionary take it, with a shortest query that answers so, percent-encoded.
    static func queryAnswers(of route: CompiledRoute, _ components: [LinkComponent]) -> [PartAnswer]? {
        var conditions = TextConditions()
        let must = route.required.map { item in
            conditions.index(
                of: .firstItem(key: Array(item.key.unicodeScalars), value: .language(item.set.automata[0])))
        }
        let groups = components.map { conditions.indices(asked: $0) }
        let walk = ConditionWalk(
            conditions: conditions.list, must: must, groups: groups, isQuery: true, steps: GlobProduct.stepBudget)
        return walk.matchSets()?.map { PartAnswer(matches: $0.matches, place: .query($0.witness)) }
    }

    /// What one part of a URL (its path, its query, its fragment) can make the
    /// components say: for each component whether that part matches, and the part's text.
    struct PartAnswer: Sendable {
        enum Place: Sendable {
            case path(String)
            case query(String)
            case fragment(String)
        }

        var matches: [Bool]
        var place: Place
    }

    /// The part's answers for the components that constrain it (`glob`); the others match any text.
    /// `never` names globs that can match no text of the language (told apart cheaply): they match nothing.
    /// `text` is the language's one text, when it has only one: the globs are matched with it directly.
    static func answers(
        language: @autoclosure () -> Automaton, pathMode: Bool, _ components: [LinkComponent],
        _ glob: KeyPath<LinkComponent, URLGlob?>,
        never: (URLGlob) -> Bool = { _ in false }, text: String? = nil
    ) -> [GlobMatchSet]? {
        let unmatched = Set(components.indices.filter { components[$0][keyPath: glob].map(never) ?? false })
        let asking = components.indices.filter { index in
            !unmatched.contains(index) && (components[index][keyPath: glob].map { !$0.matchesEverything } ?? false)
        }
        // Components that ask the same glob share one place in the walk.
        var globs: [URLGlob] = []
        var place: [Int: Int] = [:]
        for index in asking {
            let asked = components[index][keyPath: glob]!
            if let shared = globs.firstIndex(of: asked) {
                place[index] = shared
            } else {
                place[index] = globs.count
                globs.append(asked)
            }
        }
        let one = text.map { text in
            let scalars = Array(text.unicodeScalars)
            return [GlobMatchSet(matches: globs.map { $0.matches(scalars: scalars) }, witness: text)]
        }
        guard let sets = one ?? GlobProduct(language: language(), globs: globs, pathMode: pathMode).matchSets() else {
            return nil
        }
        return sets.map { set in
            var matches = [Bool](repeating: true, count: components.count)
            for index in unmatched { matches[index] = false }
            for index in asking { matches[index] = set.matches[place[index]!] }
            return GlobMatchSet(matches: matches, witness: set.witness)
        }
    }

    /// The paths of a web route: `/` and each segment after the host, then its tail.
    static func pathLanguage(of route: CompiledRoute) -> Automaton {
        let slash = AutomatonBuilder.single(.text("/"))
        var pieces: [Automaton] = []
        for position in route.positions.dropFirst() { pieces += [slash, position.set.automata[0]] }
        if route.hasTail { pieces.append(Automaton.tail(root: pieces.isEmpty)) }
        return pieces.isEmpty ? slash : Automaton.concatenation(pieces)
    }

    /// The one path of a route whose path segments are all literal and that has no tail.
    static func literalPath(of route: CompiledRoute) -> String? {
        guard !route.hasTail else { return nil }
        var path = ""
        for position in route.positions.dropFirst() {
            guard case .literal(let text) = position.set else { return nil }
            path += "/" + text
        }
        return path.isEmpty ? "/" : path
    }
}
