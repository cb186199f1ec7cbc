import NavLintGraph
import NavLintModel
import NavLintRoutes
import NavLintSupport

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
    /// What changed in the navigation structure: models, edges and tabs; worked out when asked.
    public var changes: NavigationChanges { NavigationChanges(old: old.graph, new: new.graph, matching: models) }
    /// What the structural rules read of the changes: the edges of models added or removed are left out (the
    /// rules report the models).
    let structure: NavigationChanges
    /// The models of both versions matched: by id, then by Swift type (renames).
    let models: ModelMatching
    /// Witness URLs left uncompared because more than ``VersionComparison/matchLimit`` routes of one
    /// version match each: the comparison is incomplete.
    public let unresolvedURLs: Int
    /// Old entries none of whose witness URLs were resolved: under both versions, they open the entry.
    package let entriesOpeningThemselves: Int

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
        /// The URL as resolving parsed it (nil where it was not resolved), so that explaining a break does not
        /// parse it again.
        var parsed: RouteURL? = nil
    }

    /// Compares the version `old` with the version `new`, each beside its resolved graph; `tables` are their
    /// route tables when they were built already (see ``RouteTables``).
    public init(old: Spec, oldGraph: NavGraph, new: Spec, newGraph: NavGraph, tables: RouteTables? = nil) {
        // The new version's navigation paths matter only when a model gained a required param.
        let paths = Self.modelsGainingRequiredParams(old: old, new: new) > 0
        // The models are matched while the route tables are built (or the paths resolved): matching reads the
        // graphs alone.
        let (versions, models) = Parallel.beside(
            {
                let (before, after) = SpecVersion.pair(
                    old: old, oldGraph: oldGraph, new: new, newGraph: newGraph,
                    tables: tables ?? RouteTables(old: old, new: new), paths: paths)
                return (before, after, ComparedTables(old: before.table, new: after.table))
            },
            background: { ModelMatching(old: oldGraph, new: newGraph) })
        let (before, after, compared) = versions
        self.init(old: before, new: after, tables: compared, models: models, resolvingEveryWitness: false)
    }

    /// How many models of the new version have a required param that their old model did not require: the
    /// old model of the same id or, for a model whose id is new, of the same Swift type (it may be renamed).
    /// An upper bound of what `model-param-added` reads, worked out before either graph is built.
    static func modelsGainingRequiredParams(old: Spec, new: Spec) -> Int {
        // Models are large values: they are read in place, by index, never copied.
        let requiring = new.models.indices.filter { new.models[$0].params.contains { !$0.optional } }
        guard !requiring.isEmpty else { return 0 }
        var oldModel: [String: Int] = [:]
        var oldType: [String: Int] = [:]
        oldModel.reserveCapacity(old.models.count)
        for index in old.models.indices {
            let id = old.models[index].id.value
            if oldModel[id] == nil { oldModel[id] = index }
            let type = old.models[index].swift?.value ?? id
            if oldType[type] == nil { oldType[type] = index }
        }
        // Models and their params are few per id: the old params are scanned rather than hashed.
        return requiring.count { index in
            let id = new.models[index].id.value
            guard let oldIndex = oldModel[id] ?? oldType[new.models[index].swift?.value ?? id] else { return false }
            return new.models[index].params.contains { param in
                !param.optional
                    && !old.models[oldIndex].params.contains { !$0.optional && $0.name.value == param.name.value }
            }
        }
    }

    public init(old: SpecVersion, new: SpecVersion) {
        self.init(old: old, new: new, resolvingEveryWitness: false)
    }

    /// The comparison; with `resolvingEveryWitness`, no old route's witness URLs are skipped for opening the
    /// route itself under both versions (the same comparison, more slowly).
    /// - Parameter models: the models of both versions' graphs matched, when that is done already.
    /// - Parameter tables: what the comparison reads of both route tables, when worked out already.
    init(
        old: SpecVersion, new: SpecVersion, tables: ComparedTables? = nil, models: ModelMatching? = nil,
        resolvingEveryWitness: Bool
    ) {
        self.old = old
        self.new = new
        // Routes into a renamed model are compared with its new id: the models are matched first. The edges and
        // tabs read only the graphs: they are compared while the links are resolved.
        let models = models ?? ModelMatching(old: old.graph, new: new.graph)
        let classifying = ChangeClassifier(old: old, new: new, renamed: models.newIDs)
        // The links are resolved in the foreground, where their parallel maps spread over every core.
        let (observations, structure) = Parallel.beside(
            {
                WitnessObservations(
                    old: old, new: new, tables: tables ?? ComparedTables(old: old.table, new: new.table),
                    renamed: models.newIDs, classifier: classifying, skipping: !resolvingEveryWitness)
            },
            background: {
                NavigationChanges(old: old.graph, new: new.graph, matching: models, keptOriginsOnly: true)
            })
        self.models = models
        self.structure = structure
        unresolvedURLs = observations.unresolved
        entriesOpeningThemselves = observations.openingThemselves
        var classifier = classifying
        classifier.classify(observations.groups)
        breaks = classifier.breaks
        continuations = classifier.continuations
        replacements = classifier.replacements(observations: observations.groups)
        additions = Self.additions(old: old, new: new, reached: classifier.reached)
        // Every old route's observations: thousands of small arrays when every route changed.
        Parallel.releaseInBackground(consume observations)
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
}
