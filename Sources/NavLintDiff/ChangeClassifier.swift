import NavLintModel
import NavLintRoutes
import NavLintSupport

extension SpecComparison {
    /// Routes the new version keeps as they were: the same pattern text and target (a renamed model by its
    /// new id) and presentation, written once in each version.
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

            /// The key of a route, its fields read in place.
            init(_ route: Int, of routes: [Route], renamed: [String: String]) {
                pattern = routes[route].pattern.value
                let target = routes[route].target.value
                self.target = renamed[target] ?? target
                presentation = routes[route].present?.value.rawValue
            }
        }

        /// - Parameter alike: both tables hold the same patterns in the same order
        ///   (``VersionComparison/resolveAlike(_:_:)``).
        init(old: SpecVersion, new: SpecVersion, renamed: [String: String], alike: Bool) {
            if alike && old.table.routesEndApart {
                self.init(atTheirPlaces: old, new, renamed: renamed)
            } else {
                self.init(byKey: old, new, renamed: renamed)
            }
        }

        /// The twins found by matching every route's key with the other version's.
        private init(byKey old: SpecVersion, _ new: SpecVersion, renamed: [String: String]) {
            /// Each key's entry, or nil for a key that more than one entry has.
            @Sendable func keys(_ version: SpecVersion, renamed: [String: String]) -> [Key: Int?] {
                let (routes, tableRoutes) = (version.spec.routes, version.tableRoutes)
                var found: [Key: Int?] = [:]
                found.reserveCapacity(tableRoutes.count)
                for entry in tableRoutes.indices {
                    let key = Key(tableRoutes[entry], of: routes, renamed: renamed)
                    found[key] = found[key] == nil ? entry : .some(nil)
                }
                return found
            }
            let (before, after) = Parallel.both({ keys(old, renamed: renamed) }, { keys(new, renamed: [:]) })
            newTwin = [Int?](repeating: nil, count: old.table.count)
            newHasOldTwin = [Bool](repeating: false, count: new.table.count)
            for (key, entry) in before {
                guard let entry, let twin = after[key], let twin else { continue }
                newTwin[entry] = twin
                newHasOldTwin[twin] = true
            }
        }

        /// The twins where both tables hold the same patterns in the same order and no two routes of a table
        /// have the same pattern: a route's twin, if it has one, is the route at its own place, and no other route
        /// of either version has its key (the same text compiles to the same pattern, which both tables hold at
        /// that place alone). The keys are compared place by place, none hashed.
        private init(atTheirPlaces old: SpecVersion, _ new: SpecVersion, renamed: [String: String]) {
            let (oldRoutes, newRoutes) = (old.spec.routes, new.spec.routes)
            let twins = Parallel.mapChunked(count: old.table.count) { entry in
                Key(old.tableRoutes[entry], of: oldRoutes, renamed: renamed)
                    == Key(new.tableRoutes[entry], of: newRoutes, renamed: [:])
            }
            newTwin = twins.indices.map { twins[$0] ? $0 : nil }
            newHasOldTwin = twins
        }
    }
}

/// Sorts each old route's observations into breaks (with the most specific cause found) and continuations: a
/// link that opens its old target (a renamed model under its new id) continues, any other outcome breaks.
struct ChangeClassifier {
    let old: SpecVersion
    let new: SpecVersion
    /// The new id of each renamed model, by its old id.
    let renamed: [String: String]
    private(set) var breaks: [SpecComparison.LinkBreak] = []
    private(set) var continuations: [SpecComparison.Continuation] = []
    /// For each new entry, whether some old link opens it.
    private(set) var reached: [Bool]
    /// For each old route id, the new entries whose route declares `replaces` for it.
    private let replacers: [String: [Int]]

    init(old: SpecVersion, new: SpecVersion, renamed: [String: String]) {
        self.old = old
        self.new = new
        self.renamed = renamed
        reached = [Bool](repeating: false, count: new.table.count)
        var replacers: [String: [Int]] = [:]
        for (entry, index) in new.tableRoutes.enumerated() {
            for replaced in new.spec.routes[index].replaces { replacers[replaced.value, default: []].append(entry) }
        }
        self.replacers = replacers
    }

    /// What one old entry's observations give: its breaks and continuations, and the new entries they reach.
    private struct GroupOutcome: Sendable {
        var breaks: [SpecComparison.LinkBreak] = []
        var continuations: [SpecComparison.Continuation] = []
        var reached: [Int] = []
    }

    /// Classifies the observations of every old entry (one group each, in entry order), the groups spread over
    /// the cores: a group's outcome reads nothing of another's.
    mutating func classify(_ groups: [[SpecComparison.Observation]]) {
        let classifier = self
        let outcomes = Parallel.mapChunked(count: groups.count, chunkSize: 256) { index in
            groups[index].isEmpty ? nil : classifier.outcome(of: groups[index])
        }
        for case let outcome? in outcomes {
            for entry in outcome.reached { reached[entry] = true }
            breaks += outcome.breaks
            continuations += outcome.continuations
        }
    }

    private func outcome(of observations: [SpecComparison.Observation]) -> GroupOutcome {
        let oldEntry = observations[0].oldEntry
        let oldTarget = old.target(ofEntry: oldEntry)
        let target = renamed[oldTarget] ?? oldTarget
        var outcome = GroupOutcome()
        var kept: [Int] = []
        var broken: [(SpecComparison.Observation, Int?)] = []
        for observation in observations {
            switch observation.outcome {
            case .matched(let entry):
                outcome.reached.append(entry)
                if new.target(ofEntry: entry) == target {
                    if !kept.contains(entry) {
                        kept.append(entry)
                        outcome.continuations.append(.init(oldEntry: oldEntry, newEntry: entry, url: observation.url))
                    }
                } else {
                    broken.append((observation, entry))
                }
            case .tie(let entries):
                outcome.reached += entries
                let tie = SpecComparison.LinkBreak(
                    oldEntry: oldEntry, url: observation.url, now: observation.outcome, cause: .ambiguous(entries))
                Self.add(tie, to: &outcome.breaks)
            case .noMatch:
                broken.append((observation, nil))
            }
        }
        guard !broken.isEmpty else { return outcome }
        let counterparts = counterparts(of: oldEntry, continuing: kept)
        for (observation, opener) in broken {
            // The entry that opens the link matches it: it cannot explain why the link broke.
            let explaining = counterparts.filter { $0 != opener }
            // Without another counterpart nothing explains the break: the link need not be parsed.
            let parsed = explaining.isEmpty ? nil : observation.parsed ?? (try? RouteURL(observation.url))
            let cause =
                parsed.flatMap { explanation($0, oldEntry: oldEntry, counterparts: explaining) }
                ?? opener.map { .retargeted(newEntry: $0) } ?? .removed
            Self.add(
                .init(oldEntry: oldEntry, url: observation.url, now: observation.outcome, cause: cause),
                to: &outcome.breaks)
        }
        return outcome
    }

    /// Whether no new entry but the one at the same position stands for the old route. Then, where both
    /// tables hold the same patterns in the same order, every link of the route that opens that entry
    /// gives the same outcome: a continuation, or a break that no counterpart explains (the entry matches
    /// the link, so it rejects nothing of it), retargeted.
    func standsForItselfAlone(_ oldEntry: Int) -> Bool {
        // The counterparts without a continuing one, looked up without building their list (once per old route).
        let id = old.routeID(ofEntry: oldEntry)
        if let index = new.graph.routeMap.routeIndex[id], let entry = new.entryOfRoute[index], entry != oldEntry {
            return false
        }
        return replacers.isEmpty || (replacers[id] ?? []).allSatisfy { $0 == oldEntry }
    }

    /// New entries that stand for the old route: the route of the same id, routes that declare they
    /// replace it, and routes that open some of its links at the same target.
    private func counterparts(of oldEntry: Int, continuing kept: [Int]) -> [Int] {
        let id = old.routeID(ofEntry: oldEntry)
        var entries: [Int] = []
        if let index = new.graph.routeMap.routeIndex[id], let entry = new.entryOfRoute[index] { entries.append(entry) }
        entries += replacers[id] ?? []
        entries += kept
        // A route has few counterparts: they are kept once each without hashing.
        var distinct: [Int] = []
        for entry in entries where !distinct.contains(entry) { distinct.append(entry) }
        return distinct
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

    /// Records a break of one old route unless it already broke the same way.
    private static func add(_ change: SpecComparison.LinkBreak, to breaks: inout [SpecComparison.LinkBreak]) {
        if !breaks.contains(where: { sameKind($0.cause, change.cause) }) { breaks.append(change) }
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
