import NavLintModel

/// One spread of contexts from the starting places along containment and forward edges (``ContextBuilder``).
///
/// Places are compared as plain values (``ContextPlace``); the words of a context's origin and of its
/// presenter's are written only for a place that is new. Every place found is queued once, in the order found,
/// and kept by that number in flat arrays, each model's places chained in order: a spread of 10,000 models
/// allocates a few arrays, not a few for each model.
struct ContextSpreading {
    private let builder: ContextBuilder
    /// Each place found, by its number: the place, its model, and the number of the next place of that model
    /// (-1 for its last).
    private var found: [(place: ContextPlace, model: Int, next: Int32)] = []
    /// For each model, the number of its first place and how many it has (-1 and 0 for a model with none).
    private var firstFound: [Int32]
    private var foundCount: [Int32]
    /// By place number, the origin of the context (``NavContext/origin``) and of its presenter, if it has one.
    private var origins: [String] = []
    private var presenterOrigins: [String?] = []
    private var lists = GroupLists()
    /// The number of each model's own groups list (``EdgeGroups/included``).
    private let included: [Int32]
    /// What the models' own edges do, every model's in one array: those of model `m` from `firstEdge[m]` on.
    private let edges: [EdgeFacts]
    private let firstEdge: [Int]
    /// For each group, its edges that lead to a model.
    private let groupHops: [[GroupHop]]
    /// The groups whose edges have been followed from a place.
    private var spreadGroups: Set<GroupSpread> = []

    init(builder: ContextBuilder) {
        self.builder = builder
        let spec = builder.spec
        firstFound = [Int32](repeating: -1, count: spec.models.count)
        foundCount = [Int32](repeating: 0, count: spec.models.count)
        // Most models have a context or two.
        found.reserveCapacity(spec.models.count * 2)
        origins.reserveCapacity(spec.models.count * 2)
        presenterOrigins.reserveCapacity(spec.models.count * 2)
        var lists = GroupLists()
        included = spec.groups.isEmpty ? [] : builder.groups.included.map { lists.number(of: $0) }
        self.lists = lists
        var edges: [EdgeFacts] = []
        var firstEdge: [Int] = []
        firstEdge.reserveCapacity(spec.models.count)
        for model in spec.models.indices {
            firstEdge.append(edges.count)
            spec.models[model].edges.appendFacts(to: &edges)
        }
        (self.edges, self.firstEdge) = (edges, firstEdge)
        groupHops = spec.groups.indices.map { group in
            var facts: [EdgeFacts] = []
            spec.groups[group].edges.appendFacts(to: &facts)
            return zip(builder.groups.targets[group], facts).compactMap { target, edge in
                target.map { GroupHop(to: $0, edge: edge) }
            }
        }
    }

    /// Adds `place` to `model`'s places unless it has it, with the origins it was reached by.
    mutating func visit(_ model: Int, _ place: ContextPlace, origin: String, presenterOrigin: String?) {
        guard add(place, to: model) else { return }
        origins.append(origin)
        presenterOrigins.append(presenterOrigin)
    }

    /// Adds `place` to `model`'s places and queues it, unless it has it; when it is new, the caller appends its
    /// origins next.
    private mutating func add(_ place: ContextPlace, to model: Int) -> Bool {
        var last = -1
        var number = Int(firstFound[model])
        while number >= 0 {
            if found[number].place == place { return false }
            last = number
            number = Int(found[number].next)
        }
        let new = Int32(found.count)
        found.append((place, model, -1))
        if last < 0 { firstFound[model] = new } else { found[last].next = new }
        foundCount[model] += 1
        return true
    }

    /// Spreads from every place found, in the order found, until no new place turns up.
    mutating func spreadAll() {
        var head = 0
        while head < found.count {
            spread(from: head)
            head += 1
        }
    }

    /// The contexts of each model, in the order found.
    func contexts() -> [[NavContext]] {
        firstFound.indices.map { model in
            var contexts: [NavContext] = []
            contexts.reserveCapacity(Int(foundCount[model]))
            var number = Int(firstFound[model])
            while number >= 0 {
                contexts.append(context(number))
                number = Int(found[number].next)
            }
            return contexts
        }
    }

    /// The context of place `number`, its origins written.
    private func context(_ number: Int) -> NavContext {
        let place = found[number].place
        let presenter = place.presenter.map { presenter in
            NavContext.Presenter(
                inStack: presenter.inStack, presented: presenter.presented, pushed: presenter.pushed,
                origin: presenterOrigins[number] ?? "", groups: lists.lists[Int(presenter.groups)])
        }
        var context = NavContext(
            inStack: place.inStack, presented: place.presented, pushed: place.pushed, origin: origins[number],
            presenter: presenter)
        context.groups = lists.lists[Int(place.groups)]
        context.navigatesColumn = place.navigatesColumn
        return context
    }

    /// Follows every hop of the model of place `number` from that place: containment, its own edges, and the
    /// edges of the groups it has there.
    private mutating func spread(from number: Int) {
        let (place, model, _) = found[number]
        let name = builder.spec.models[model].id.value
        let kind = builder.spec.models[model].kind
        for hop in builder.hops[model] {
            if case .edge(_, let index) = hop.kind {
                follow(edges[firstEdge[model] + index], to: hop.to, from: number, ofKind: kind, name: name)
            } else if case (var next, let origin)? = builder.contained(in: place, hop: hop, of: model) {
                // A container adds its own groups to those around it.
                if !included.isEmpty { next.groups = lists.merged(place.groups, included[model]) }
                guard add(next, to: hop.to) else { continue }
                origins.append(origin.text(from: name))
                presenterOrigins.append(presenterOrigins[number])
            }
        }
        guard !builder.spec.groups.isEmpty else { return }
        let inherited = lists.lists[Int(place.groups)]
        for group in builder.groups.had(by: model, inherited: inherited, spec: builder.spec) {
            // A group's edges give the same places from every model in the same place: the first spreads them
            // (and names itself in their origins), the others would find each already there.
            let spread = GroupSpread(group: group, fromDialog: kind == .dialog, place: place)
            guard spreadGroups.insert(spread).inserted else { continue }
            for hop in groupHops[group] {
                follow(hop.edge, to: hop.to, from: number, ofKind: kind, name: name)
            }
        }
    }

    /// Follows a forward edge of the model of place `number` (of kind `kind`, named `name`) to `target`, from the
    /// place in which the edge acts there.
    private mutating func follow(
        _ edge: EdgeFacts, to target: Int, from number: Int, ofKind kind: ModelKind, name: String
    ) {
        guard
            let (acting, how) = found[number].place.acting(
                edge.kind, runsAfterDismiss: edge.runsAfterDismiss, ofKind: kind),
            case (var next, let origin, let presentedByActing)? = builder.successor(of: acting, edge: edge, to: target)
        else { return }
        // A push, a new root or a switch keeps the groups; a presentation starts a new hierarchy without them.
        next.groups = edge.kind(inStack: acting.inStack).isPresentation ? 0 : acting.groups
        guard add(next, to: target) else { return }
        let presenterOrigin =
            presentedByActing
            ? how.origin(origins[number], presenter: presenterOrigins[number] ?? "")
            : how == .same ? presenterOrigins[number] : nil
        origins.append(origin.text(from: name))
        presenterOrigins.append(presenterOrigin)
    }

    /// A group whose edges were followed from a place (of a dialog, whose buttons act elsewhere, or not).
    private struct GroupSpread: Hashable {
        let group: Int
        let fromDialog: Bool
        let place: ContextPlace
    }

    /// A group's edge that leads to a model: where it leads, and what it does.
    private struct GroupHop {
        let to: Int
        let edge: EdgeFacts
    }
}
