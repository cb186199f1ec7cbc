import NavLintRoutes
import NavLintSupport

/// The witness URLs of every old route (``VersionComparison/witnessURLs(ofEntry:in:against:overlapping:)``,
/// gathered entry by entry) resolved under both versions, grouped by the old entry that opens each (which may
/// be another than the one whose pattern gave it), each URL resolved once; and how many URLs were left
/// unresolved for matching too many routes.
///
/// Two kinds of old route need none of their URLs resolved, and their group is their example URL alone:
/// - A route whose pattern and target (a renamed model by its new id) the new version keeps, and which
///   overlaps only new routes that the old version had as they are, resolves every URL as before
///   (precedence depends on the patterns alone): it continues through its twin.
/// - Where both tables hold the same patterns in the same order, so that every URL opens the same entry in
///   both, a route that outranks every route it shares a URL with opens each of its witness URLs (which
///   are URLs of its own) under both versions. Each of its links then has the same outcome, and the
///   classification keeps one break per cause and one continuation per new entry, each with its first URL:
///   its example, the first of its witnesses, unless a URL gathered before it opens it too. That is ruled
///   out on the URLs that are resolved (the route's URLs are then resolved as well) and cannot happen with
///   the URLs of another such route, which open that route.
struct WitnessObservations {
    /// For each old entry, the links it opens, in the order they were gathered.
    let groups: [[SpecComparison.Observation]]
    /// Witness URLs left unresolved because more than ``VersionComparison/matchLimit`` routes match each.
    let unresolved: Int
    /// How many old entries open every URL of their own under both versions, so that none was resolved.
    let openingThemselves: Int

    /// - Parameter skipping: leave out the witness URLs of routes that open them all (without, every route's
    ///   URLs are resolved but the continuing twins').
    init(
        old: SpecVersion, new: SpecVersion, tables: ComparedTables, renamed: [String: String],
        classifier: ChangeClassifier, skipping: Bool
    ) {
        let gathering = Gathering(old: old, new: new, tables: tables, renamed: renamed, skipping: skipping)
        // Small chunks: a plan costs a few microseconds, and the cores should finish together.
        var plans = Parallel.mapChunked(count: old.table.count, chunkSize: 128) { entry in
            gathering.plan(ofEntry: entry, classifier: classifier)
        }
        // A continuing route's example is recorded only when no gathered URL is the same: a route whose URLs are
        // not gathered must share none with it. (Plans are read in place: each holds an observation.)
        let continuing = plans.indices.map { if case .continuing = plans[$0] { true } else { false } }
        for entry in plans.indices {
            if case .opensItself(_, let overlaps) = plans[entry], overlaps.contains(where: { continuing[$0] }) {
                plans[entry] = .listed
            }
        }
        var lists = [[String]?](repeating: nil, count: plans.count)
        while true {
            let missing = plans.indices.filter { plans[$0].isListed && lists[$0] == nil }
            // A list walks tables and searches cells: each is a chunk of its own.
            let made = Parallel.mapChunked(count: missing.count, chunkSize: 1) {
                gathering.witnessURLs(ofEntry: missing[$0])
            }
            for (index, entry) in missing.enumerated() { lists[entry] = made[index] }
            let gathered = Gathered(lists)
            // A URL is resolved in both tables, tens of microseconds: a few hundred of them are spread too.
            let resolved = Parallel.mapChunked(count: gathered.urls.count, chunkSize: 16) { index in
                Self.resolve(gathered.urls[index], old: old, new: new)
            }
            let openedEarlier = Set(
                resolved.indices.compactMap { index -> Int? in
                    guard case .observed(let observation) = resolved[index],
                        plans[observation.oldEntry].opensItself, gathered.sources[index] < observation.oldEntry
                    else { return nil }
                    return observation.oldEntry
                })
            guard openedEarlier.isEmpty else {
                for entry in openedEarlier { plans[entry] = .listed }
                continue
            }
            (groups, unresolved) = Self.grouped(plans: plans, gathered: gathered, resolved: resolved)
            openingThemselves = plans.count(where: \.opensItself)
            // Both tables' gathering and a plan per old route: freed where nobody waits for them.
            Parallel.releaseInBackground((consume plans, consume gathering, consume resolved))
            return
        }
    }

    /// The observations by old entry: a continuing route's example first (unless a gathered URL is the same),
    /// a route's example alone where it opens every URL of its own, then the resolved URLs in order.
    private static func grouped(
        plans: [Plan], gathered: Gathered, resolved: [Resolved]
    ) -> (groups: [[SpecComparison.Observation]], unresolved: Int) {
        var seen = Set(gathered.urls)
        var groups = [[SpecComparison.Observation]](repeating: [], count: plans.count)
        for entry in plans.indices {
            switch plans[entry] {
            case .continuing(let observation) where seen.insert(observation.url).inserted: groups[entry] = [observation]
            case .opensItself(let observation, _): groups[entry] = [observation]
            default: break
            }
        }
        var unresolved = 0
        for outcome in resolved {
            switch outcome {
            case .observed(let observation) where !plans[observation.oldEntry].opensItself:
                groups[observation.oldEntry].append(observation)
            case .tooManyMatches: unresolved += 1
            default: break
            }
        }
        return (groups, unresolved)
    }

    /// What is done with an old entry's witness URLs.
    enum Plan: Sendable {
        /// They all continue through its twin: it is recorded with its example, which is not resolved.
        case continuing(SpecComparison.Observation)
        /// They all open it, under both versions: it is recorded with its example; `overlaps` are the other
        /// entries it shares URLs with.
        case opensItself(SpecComparison.Observation, overlaps: [Int])
        /// They are gathered and resolved.
        case listed

        var isListed: Bool { if case .listed = self { true } else { false } }
        var opensItself: Bool { if case .opensItself = self { true } else { false } }
    }

    /// The URLs of the entries whose lists were made, in entry order, each once, with the entry whose list
    /// gave it first.
    private struct Gathered {
        var urls: [String] = []
        var sources: [Int] = []

        init(_ lists: [[String]?]) {
            var seen = Set<String>()
            for (entry, list) in lists.enumerated() {
                for url in list ?? [] where seen.insert(url).inserted {
                    urls.append(url)
                    sources.append(entry)
                }
            }
        }
    }

    /// What resolving one witness URL under both versions gave.
    enum Resolved: Sendable {
        case observed(SpecComparison.Observation)
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
        return .observed(
            .init(url: text, oldEntry: opener, outcome: new.choosingAmongAlternatives(after), parsed: url))
    }
}

extension WitnessObservations {
    /// What deciding each old entry's plan and listing its witness URLs read: the twins, and the new routes
    /// without one.
    struct Gathering: Sendable {
        let old: SpecVersion
        let new: SpecVersion
        let twins: SpecComparison.Twins
        /// For each new entry, whether it has no twin (a fresh route).
        let isFresh: [Bool]
        /// Whether no new route has a twin (every target renamed without a Swift type): the fresh routes are
        /// the whole table, looked up once.
        let allFresh: Bool
        /// Whether routes that open every URL of their own are skipped: both tables hold the same patterns in the
        /// same order, and skipping was asked for.
        let skipsSelfOpening: Bool
        /// The members of the old table's segments that mix text and placeholders, for the routes' examples.
        let members: ExampleMembers

        init(
            old: SpecVersion, new: SpecVersion, tables: ComparedTables, renamed: [String: String], skipping: Bool
        ) {
            self.old = old
            self.new = new
            twins = SpecComparison.Twins(old: old, new: new, renamed: renamed, alike: tables.alike)
            isFresh = twins.newHasOldTwin.map { !$0 }
            allFresh = !isFresh.contains(false)
            skipsSelfOpening = skipping && tables.alike
            members = tables.members
        }

        /// The fresh entries the old entry shares URLs with, ascending (the first ``VersionComparison/overlapLimit``
        /// the new table's walk finds, when they are more).
        private func overlappingFresh(_ entry: Int) -> [Int] {
            VersionComparison.overlappingEntries(ofEntry: entry, in: old.table, against: new.table, among: isFresh)
        }

        func plan(ofEntry entry: Int, classifier: ChangeClassifier) -> Plan {
            if let twin = twins.newTwin[entry], overlappingFresh(entry).isEmpty {
                let example = VersionComparison.example(ofEntry: entry, in: old.table, members: members)
                return .continuing(.init(url: example, oldEntry: entry, outcome: .matched(twin)))
            }
            guard skipsSelfOpening, classifier.standsForItselfAlone(entry),
                let overlaps = VersionComparison.overlapsOutranked(byEntry: entry, in: old.table)
            else { return .listed }
            // Its example must be a URL it matches, as a check: every other route that matches it is among the
            // overlaps it outranks, so the old version resolves it to this route.
            let example = VersionComparison.example(ofEntry: entry, in: old.table, members: members)
            guard let url = try? RouteURL(example),
                VersionComparison.mismatch(ofEntry: entry, in: old.table, for: url) == nil
            else { return .listed }
            return .opensItself(
                .init(url: example, oldEntry: entry, outcome: .matched(entry), parsed: url), overlaps: overlaps)
        }

        /// The old entry's witness URLs. The changed routes it overlaps always count: the whole table's lookup
        /// stops at a limit that unchanged routes may fill.
        func witnessURLs(ofEntry entry: Int) -> [String] {
            let overlappingFresh = overlappingFresh(entry)
            let overlapping =
                allFresh
                ? overlappingFresh
                : Array(
                    Set(overlappingFresh)
                        .union(VersionComparison.overlappingEntries(ofEntry: entry, in: old.table, against: new.table))
                ).sorted()
            return VersionComparison.witnessURLs(
                ofEntry: entry, in: old.table, against: new.table, overlapping: overlapping)
        }
    }
}

/// What the comparison reads of the two versions' route tables alone, worked out while the models are matched:
/// whether every URL resolves to the same entry in both, and the example members of the old table's segments
/// that mix text and placeholders.
struct ComparedTables: Sendable {
    let alike: Bool
    let members: ExampleMembers

    init(old: RouteTable, new: RouteTable) {
        alike = VersionComparison.resolveAlike(old, new)
        members = ExampleMembers(old)
    }
}
