import NavLintRoutes

/// What the links of an old version of a spec do under a new one: the witness URLs of every old route
/// (see ``VersionComparison/witnessURLs(ofEntry:in:against:)``) resolved under both versions, and what
/// changed for each old route. The diff rules read it; it does no I/O.
public struct SpecComparison: Sendable {
    public let old: SpecVersion
    public let new: SpecVersion
    /// Links of old routes that no longer open what they opened, one per old route and cause.
    public let breaks: [LinkBreak]
    /// Old routes whose links a new route opens at the same target, with the first such link.
    public let continuations: [Continuation]
    /// New routes that declare `replaces` for an old route whose every link they open as before.
    public let replacements: [Continuation]
    /// New routes that open none of the old links and whose own example opened nothing before.
    public let additions: [(entry: Int, url: String)]
    /// What changed in the navigation structure: models, edges and tabs (the structural rules read it).
    public let changes: NavigationChanges
    /// Witness URLs left uncompared because more than ``VersionComparison/matchLimit`` routes of one
    /// version match each: the comparison is incomplete.
    public let unresolvedURLs: Int

    /// An old link that breaks, and why.
    public struct LinkBreak: Sendable {
        public enum Cause: Sendable, Hashable {
            /// It opens nothing, and no new route explains why.
            case removed
            /// It opens the target of this new entry instead.
            case retargeted(newEntry: Int)
            /// The new entry's placeholder no longer accepts the link's value.
            case narrowed(newEntry: Int, value: String, placeholder: RoutePlaceholder)
            /// The new entry requires a query item (`key`) or a placeholder the link lacks.
            case required(newEntry: Int, key: String?, placeholder: RoutePlaceholder?)
            /// The link now ties between these new entries.
            case ambiguous([Int])
        }

        /// The old route's table entry.
        public let oldEntry: Int
        public let url: String
        /// What the link does now.
        public let now: Outcome
        public let cause: Cause
    }

    /// An old route whose link `url` the new route opens at the same target.
    public struct Continuation: Sendable, Hashable {
        public let oldEntry: Int
        public let newEntry: Int
        public let url: String
    }

    /// What a link does under the new version: new table entries.
    public enum Outcome: Sendable, Hashable {
        case matched(Int)
        case tie([Int])
        case noMatch
    }

    /// One witness URL: the old entry that opens it, and what the new version does with it.
    struct Observation: Sendable {
        let url: String
        let oldEntry: Int
        let outcome: Outcome
    }

    public init(old: Spec, new: Spec) {
        // The new version's navigation paths matter only when a model gained a required param.
        let paths = Self.modelsGainingRequiredParams(old: old, new: new) > 0
        let (before, after) = Parallel.both({ SpecVersion(old, paths: false) }, { SpecVersion(new, paths: paths) })
        self.init(old: before, new: after)
    }

    /// How many models of both versions have a required param in the new one that the old one did not require.
    static func modelsGainingRequiredParams(old: Spec, new: Spec) -> Int {
        var oldModel: [String: Int] = [:]
        oldModel.reserveCapacity(old.models.count)
        for (index, model) in old.models.enumerated() where oldModel[model.id.value] == nil {
            oldModel[model.id.value] = index
        }
        // Models and their params are few per id: the old params are scanned rather than hashed.
        return new.models.filter { model in
            guard model.params.contains(where: { !$0.optional }), let index = oldModel[model.id.value] else {
                return false
            }
            let before = old.models[index].params
            return model.params.contains { param in
                !param.optional && !before.contains { !$0.optional && $0.name.value == param.name.value }
            }
        }.count
    }

    public init(old: SpecVersion, new: SpecVersion) {
        self.old = old
        self.new = new
        // The structural changes read only the graphs: they are worked out while the links are resolved.
        let ((byOldEntry, unresolved), changes) = Parallel.both(
            { Self.observe(old: old, new: new) }, { NavigationChanges(old: old.graph, new: new.graph) })
        self.changes = changes
        unresolvedURLs = unresolved
        var classifier = ChangeClassifier(old: old, new: new)
        for observations in byOldEntry where !observations.isEmpty { classifier.classify(observations) }
        breaks = classifier.breaks
        continuations = classifier.continuations
        replacements = classifier.replacements(observations: byOldEntry)
        additions = Self.additions(old: old, new: new, reached: classifier.reached)
    }

    /// The witness URLs of every old route resolved under both versions, grouped by the old entry that
    /// opens each (which may be another than the one whose pattern gave it), each URL resolved once;
    /// and how many URLs were left unresolved for matching too many routes.
    ///
    /// An old route whose pattern and target the new version keeps, and which overlaps only new routes
    /// that the old version had as they are, resolves every URL as before (precedence depends on the
    /// patterns alone): it is recorded as continuing through its twin without resolving its witnesses.
    /// Whether it overlaps a new route without a twin is asked of a table of those routes alone, which is
    /// small when little changed, so that most old routes are never looked up in the whole new table.
    private static func observe(old: SpecVersion, new: SpecVersion) -> (groups: [[Observation]], unresolved: Int) {
        let twins = Twins(old: old, new: new)
        let freshEntries = (0..<new.table.count).filter { !twins.newHasOldTwin[$0] }
        let fresh = new.table.restricted(to: freshEntries)
        let witnesses = Parallel.mapChunked(count: old.table.count) { entry -> Witnesses in
            let overlappingFresh = VersionComparison.overlappingEntries(ofEntry: entry, in: old.table, against: fresh)
            if let twin = twins.newTwin[entry], overlappingFresh.isEmpty {
                let example = VersionComparison.example(ofEntry: entry, in: old.table)
                return .continuing(Observation(url: example, oldEntry: entry, outcome: .matched(twin)))
            }
            // The changed routes it overlaps always count: the whole table's lookup stops at a limit that
            // unchanged routes may fill.
            let overlapping = Array(
                Set(overlappingFresh.map { freshEntries[$0] })
                    .union(VersionComparison.overlappingEntries(ofEntry: entry, in: old.table, against: new.table))
            ).sorted()
            return .urls(
                VersionComparison.witnessURLs(
                    ofEntry: entry, in: old.table, against: new.table, overlapping: overlapping))
        }
        var seen = Set<String>()
        var continuing: [Observation] = []
        var urls: [String] = []
        for found in witnesses {
            switch found {
            case .continuing(let observation): continuing.append(observation)
            case .urls(let list): urls += list.filter { seen.insert($0).inserted }
            }
        }
        let unique = urls
        let resolved = Parallel.mapChunked(count: unique.count) { index in resolve(unique[index], old: old, new: new) }
        var grouped = [[Observation]](repeating: [], count: old.table.count)
        var unresolved = 0
        for observation in continuing where seen.insert(observation.url).inserted {
            grouped[observation.oldEntry].append(observation)
        }
        for outcome in resolved {
            switch outcome {
            case .observed(let observation): grouped[observation.oldEntry].append(observation)
            case .tooManyMatches: unresolved += 1
            case .notOpenedBefore: break
            }
        }
        return (grouped, unresolved)
    }

    /// An old route's witnesses: its URLs, or its continuation when they need no resolving.
    private enum Witnesses: Sendable {
        case urls([String])
        case continuing(Observation)
    }

    /// What resolving one witness URL under both versions gave.
    private enum Resolved: Sendable {
        case observed(Observation)
        /// No single old route opened it (nothing, or a tie): not an old link to keep.
        case notOpenedBefore
        /// More routes match it than ``VersionComparison/matchLimit``.
        case tooManyMatches
    }

    private static func resolve(_ text: String, old: SpecVersion, new: SpecVersion) -> Resolved {
        guard let url = try? RouteURL(text) else { return .notOpenedBefore }
        guard let before = VersionComparison.resolution(of: url, in: old.table),
            let after = VersionComparison.resolution(of: url, in: new.table)
        else { return .tooManyMatches }
        guard case .matched(let opener) = old.choosingAmongAlternatives(before) else { return .notOpenedBefore }
        return .observed(Observation(url: text, oldEntry: opener, outcome: new.choosingAmongAlternatives(after)))
    }

    /// New routes no old link reaches whose example URL opened nothing in the old version.
    private static func additions(old: SpecVersion, new: SpecVersion, reached: [Bool]) -> [(entry: Int, url: String)] {
        (0..<new.table.count).compactMap { entry in
            guard !reached[entry] else { return nil }
            let example = VersionComparison.example(ofEntry: entry, in: new.table)
            guard let url = try? RouteURL(example),
                case .noMatch = VersionComparison.resolution(of: url, in: old.table),
                case .matched(entry, _) = VersionComparison.resolution(of: url, in: new.table)
            else { return nil }
            return (entry, example)
        }
    }

    /// Routes the new version keeps as they were: the same pattern text and target (and presentation),
    /// written once in each version.
    struct Twins {
        /// For each old entry, the new entry that is its twin.
        var newTwin: [Int?]
        /// For each new entry, whether the old version had it as it is.
        var newHasOldTwin: [Bool]

        /// What a route must keep to be its own twin.
        private struct Key: Hashable {
            let pattern: String
            let target: String
            let presentation: String?

            init(_ route: Route) {
                pattern = route.pattern.value
                target = route.target.value
                presentation = route.present?.value.rawValue
            }
        }

        init(old: SpecVersion, new: SpecVersion) {
            /// Each key's entry, or nil for a key that more than one entry has.
            @Sendable func keys(_ version: SpecVersion) -> [Key: Int?] {
                var found: [Key: Int?] = [:]
                found.reserveCapacity(version.table.count)
                for entry in 0..<version.table.count {
                    let key = Key(version.route(ofEntry: entry))
                    found[key] = found[key] == nil ? entry : .some(nil)
                }
                return found
            }
            let (before, after) = Parallel.both({ keys(old) }, { keys(new) })
            newTwin = [Int?](repeating: nil, count: old.table.count)
            newHasOldTwin = [Bool](repeating: false, count: new.table.count)
            for (key, entry) in before {
                guard let entry, let twin = after[key], let twin else { continue }
                newTwin[entry] = twin
                newHasOldTwin[twin] = true
            }
        }
    }

    /// The target id of an old or new entry.
    func oldTarget(_ entry: Int) -> String { old.route(ofEntry: entry).target.value }
    func newTarget(_ entry: Int) -> String { new.route(ofEntry: entry).target.value }
}

/// Sorts each old route's observations into breaks (with the most specific cause found) and continuations.
struct ChangeClassifier {
    let old: SpecVersion
    let new: SpecVersion
    private(set) var breaks: [SpecComparison.LinkBreak] = []
    private(set) var continuations: [SpecComparison.Continuation] = []
    /// For each new entry, whether some old link opens it.
    private(set) var reached: [Bool]
    /// For each old route id, the new entries whose route declares `replaces` for it.
    private let replacers: [String: [Int]]

    init(old: SpecVersion, new: SpecVersion) {
        self.old = old
        self.new = new
        reached = [Bool](repeating: false, count: new.table.count)
        var replacers: [String: [Int]] = [:]
        for (entry, index) in new.tableRoutes.enumerated() {
            for replaced in new.spec.routes[index].replaces { replacers[replaced.value, default: []].append(entry) }
        }
        self.replacers = replacers
    }

    mutating func classify(_ observations: [SpecComparison.Observation]) {
        let oldEntry = observations[0].oldEntry
        let target = old.route(ofEntry: oldEntry).target.value
        var kept: [Int] = []
        var broken: [(SpecComparison.Observation, Int?)] = []
        for observation in observations {
            switch observation.outcome {
            case .matched(let entry):
                reached[entry] = true
                if new.route(ofEntry: entry).target.value == target {
                    if !kept.contains(entry) {
                        kept.append(entry)
                        continuations.append(.init(oldEntry: oldEntry, newEntry: entry, url: observation.url))
                    }
                } else {
                    broken.append((observation, entry))
                }
            case .tie(let entries):
                for entry in entries { reached[entry] = true }
                add(
                    .init(
                        oldEntry: oldEntry, url: observation.url, now: observation.outcome, cause: .ambiguous(entries)))
            case .noMatch:
                broken.append((observation, nil))
            }
        }
        guard !broken.isEmpty else { return }
        let counterparts = counterparts(of: oldEntry, continuing: kept)
        for (observation, opener) in broken {
            let parsed = try? RouteURL(observation.url)
            let cause =
                parsed.flatMap { explanation($0, oldEntry: oldEntry, counterparts: counterparts) }
                ?? opener.map { .retargeted(newEntry: $0) } ?? .removed
            add(.init(oldEntry: oldEntry, url: observation.url, now: observation.outcome, cause: cause))
        }
    }

    /// New entries that stand for the old route: the route of the same id, routes that declare they
    /// replace it, and routes that open some of its links at the same target.
    private func counterparts(of oldEntry: Int, continuing kept: [Int]) -> [Int] {
        let id = old.route(ofEntry: oldEntry).id.value
        var entries: [Int] = []
        if let index = new.graph.routeMap.routeIndex[id], let entry = new.entryOfRoute[index] { entries.append(entry) }
        entries += replacers[id] ?? []
        entries += kept
        var seen = Set<Int>()
        return entries.filter { seen.insert($0).inserted }
    }

    /// The specific cause a counterpart gives for a link it no longer opens: a narrowed placeholder
    /// (where the old route had a placeholder too) or a requirement the link lacks.
    private func explanation(_ url: RouteURL, oldEntry: Int, counterparts: [Int]) -> SpecComparison.LinkBreak.Cause? {
        for entry in counterparts {
            switch VersionComparison.mismatch(ofEntry: entry, in: new.table, for: url) {
            case .rejectedValue(let value, let placeholder, let place)
            where VersionComparison.placeholder(at: place, ofEntry: oldEntry, in: old.table) != nil:
                return .narrowed(newEntry: entry, value: value, placeholder: placeholder)
            case .missingQueryItem(let key, let placeholder):
                return .required(newEntry: entry, key: key, placeholder: placeholder)
            case .missingPlaceholder(let placeholder):
                return .required(newEntry: entry, key: nil, placeholder: placeholder)
            default:
                continue
            }
        }
        return nil
    }

    /// Records a break unless the same old route already broke the same way.
    private mutating func add(_ change: SpecComparison.LinkBreak) {
        let duplicate = breaks.reversed().prefix { $0.oldEntry == change.oldEntry }.contains {
            Self.sameKind($0.cause, change.cause)
        }
        if !duplicate { breaks.append(change) }
    }

    private static func sameKind(
        _ first: SpecComparison.LinkBreak.Cause, _ second: SpecComparison.LinkBreak.Cause
    )
        -> Bool
    {
        switch (first, second) {
        case (.removed, .removed): true
        case (.retargeted(let a), .retargeted(let b)): a == b
        case (.narrowed(let a, _, let p), .narrowed(let b, _, let q)): a == b && p == q
        case (.required(let a, let k, let p), .required(let b, let l, let q)): a == b && k == l && p == q
        case (.ambiguous(let a), .ambiguous(let b)): a == b
        default: false
        }
    }

    /// For each new route that declares it replaces an old one: the replacement, when every link of
    /// the old route opens the same target through it.
    func replacements(observations: [[SpecComparison.Observation]]) -> [SpecComparison.Continuation] {
        var found: [SpecComparison.Continuation] = []
        for (entry, index) in new.tableRoutes.enumerated() {
            for replaced in new.spec.routes[index].replaces {
                guard let oldIndex = old.graph.routeMap.routeIndex[replaced.value],
                    let oldEntry = old.entryOfRoute[oldIndex],
                    let first = observations[oldEntry].first,
                    !breaks.contains(where: { $0.oldEntry == oldEntry }),
                    observations[oldEntry].allSatisfy({ if case .matched(entry) = $0.outcome { true } else { false } })
                else { continue }
                found.append(.init(oldEntry: oldEntry, newEntry: entry, url: first.url))
            }
        }
        return found
    }
}
