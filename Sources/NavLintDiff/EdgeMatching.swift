import NavLintGraph
import NavLintModel
import NavLintSupport

/// Matches the models of two versions: by id, then the rest by Swift type. The renames are found at once (the
/// route comparison reads them); the list of changes is worked out when asked (the structural notes read it).
struct ModelMatching: Sendable {
    /// The new id of each renamed model, by its old id.
    let newIDs: [String: String]
    /// The old id of each renamed model, by its new id.
    let oldIDs: [String: String]
    /// The old models gone and the new models added (neither renamed), by index.
    private let removed: [Int]
    private let added: [Int]
    /// Each renamed model: its old and new index, and the Swift type they share.
    private let renames: [(old: Int, new: Int, type: String)]

    init(old: NavGraph, new: NavGraph) {
        // Models are large values: they are handled by index, and a type is mapped to its one model's index
        // rather than grouped.
        // Each version's side on a core of its own: the look-ups of thousands of ids take milliseconds.
        let ((gone, goneByType), (fresh, freshByType)) = Parallel.both(
            { Self.unmatched(old, in: new) }, { Self.unmatched(new, in: old) })
        var renames: [(old: Int, new: Int, type: String)] = []
        var newIDs: [String: String] = [:]
        var oldIDs: [String: String] = [:]
        for (type, index) in goneByType where index != Self.several {
            guard let match = freshByType[type], match != Self.several else { continue }
            renames.append((index, match, type))
            let (oldID, newID) = (old.spec.models[index].id.value, new.spec.models[match].id.value)
            newIDs[oldID] = newID
            oldIDs[newID] = oldID
        }
        self.newIDs = newIDs
        self.oldIDs = oldIDs
        self.renames = renames
        let renamedOld = Set(renames.map(\.old))
        let renamedNew = Set(renames.map(\.new))
        removed = gone.filter { !renamedOld.contains($0) }
        added = fresh.filter { !renamedNew.contains($0) }
    }

    /// Models added, removed and renamed, sorted by id; `old` and `new` are the graphs matched.
    func changes(old: NavGraph, new: NavGraph) -> [ModelChange] {
        var changes: [ModelChange] = []
        changes.reserveCapacity(removed.count + added.count + renames.count)
        for (index, match, type) in renames {
            changes.append(
                ModelChange(
                    kind: .renamed, oldID: old.spec.models[index].id.value, newID: new.spec.models[match].id.value,
                    oldLocation: old.spec.models[index].location, newLocation: new.spec.models[match].location,
                    modelKind: new.spec.models[match].kind, swiftType: type))
        }
        for index in removed {
            changes.append(
                ModelChange(
                    kind: .removed, oldID: old.spec.models[index].id.value, newID: nil,
                    oldLocation: old.spec.models[index].location, newLocation: nil,
                    modelKind: old.spec.models[index].kind, swiftType: nil))
        }
        for index in added {
            changes.append(
                ModelChange(
                    kind: .added, oldID: nil, newID: new.spec.models[index].id.value, oldLocation: nil,
                    newLocation: new.spec.models[index].location, modelKind: new.spec.models[index].kind,
                    swiftType: nil))
        }
        // Ids are unique among the changes: a gone id is not in the new version, a new or renamed one not in the old.
        return changes.sorted(byKey: \.id)
    }

    /// The models of `graph` whose ids `other` does not have, by index, and the same by Swift type (see
    /// ``soleModels(_:of:)``).
    private static func unmatched(_ graph: NavGraph, in other: NavGraph) -> ([Int], [String: Int]) {
        let unmatched = graph.firstModels.filter { other.modelIndex[graph.spec.models[$0].id.value] == nil }
        return (unmatched, soleModels(unmatched, of: graph.spec))
    }

    /// A Swift type that several models have.
    private static let several = -1

    /// For each Swift type (`swift`, or the id) of the models of `spec` at `indices`, the index of its model,
    /// or ``several`` when several have it.
    private static func soleModels(_ indices: [Int], of spec: Spec) -> [String: Int] {
        var found: [String: Int] = [:]
        found.reserveCapacity(indices.count)
        // One look-up per model: the entry is read and written in place.
        func record(_ index: Int, in entry: inout Int) { entry = entry == Int.min ? index : several }
        for index in indices {
            record(index, in: &found[spec.models[index].swift?.value ?? spec.models[index].id.value, default: .min])
        }
        return found
    }
}

/// Matches the edges of two versions, origin and target by origin and target.
enum EdgeMatching {
    /// An edge's origin and target: the edges of both versions that share them are paired.
    struct Endpoints: Hashable {
        let origin: EdgeKey.Origin
        let target: String
    }

    /// What makes two edges of the same endpoints the same edge; any difference is an ``EdgeChange/Aspect``.
    struct Signature: Hashable {
        let kind: EdgeKind
        let label: String?
        let condition: String?
        let platforms: Set<Platform>?
        let fallback: PushFallback?

        init(_ edge: Edge) {
            kind = edge.kind
            label = edge.label?.value
            condition = edge.condition?.value
            platforms = edge.platforms.map { Set($0.platforms.map(\.value)) }
            fallback = edge.fallback?.value
        }

        /// The aspects in which another edge's signature differs from this one.
        func aspects(comparedWith other: Signature) -> [EdgeChange.Aspect] {
            EdgeChange.Aspect.allCases.filter { aspect in
                switch aspect {
                case .kind: kind != other.kind
                case .label: label != other.label
                case .when: condition != other.condition
                case .platforms: platforms != other.platforms
                case .fallback: fallback != other.fallback
                }
            }
        }
    }

    /// The edge changes; with `keptOriginsOnly`, only those of origins both versions have.
    static func changes(
        old: NavGraph, new: NavGraph, matching: ModelMatching, keptOriginsOnly: Bool = false
    ) -> [EdgeChange] {
        let (before, after): ([Endpoints: [Edge]], [Endpoints: [Edge]])
        if keptOriginsOnly {
            (before, after) = changedEdgesOfKeptOrigins(old: old, new: new, matching: matching)
        } else {
            let skipped = unchangedOrigins(old: old, new: new, matching: matching)
            before = declaredEdges(in: old, renamed: matching.newIDs, skipping: skipped)
            after = declaredEdges(in: new, renamed: [:], skipping: skipped)
        }
        var changes: [EdgeChange] = []
        changes.reserveCapacity(before.values.reduce(0) { $0 + $1.count } + after.values.reduce(0) { $0 + $1.count })
        // Each endpoints once: those of the old version, then those only the new one has (the list is sorted).
        for (endpoints, olds) in before {
            changes += pair(olds, after[endpoints] ?? [], endpoints: endpoints)
        }
        for (endpoints, news) in after where before[endpoints] == nil {
            changes += pair([], news, endpoints: endpoints)
        }
        return sorted(changes)
    }

    /// The edges of every model and group (the first of a repeated id) but the origins `skipped`, by endpoints,
    /// in declaration order; model ids read through `renamed`.
    static func declaredEdges(
        in graph: NavGraph, renamed: [String: String], skipping skipped: Set<EdgeKey.Origin> = []
    ) -> [Endpoints: [Edge]] {
        var edges: [Endpoints: [Edge]] = [:]
        func add(_ list: [Edge], from origin: EdgeKey.Origin) {
            guard !skipped.contains(origin) else { return }
            for edge in list {
                edges[Endpoints(origin: origin, target: target(of: edge, renamed: renamed)), default: []].append(edge)
            }
        }
        for index in graph.firstModels {
            let id = graph.spec.models[index].id.value
            add(graph.spec.models[index].edges, from: .model(renamed[id] ?? id))
        }
        var seenGroups = Set<String>()
        for group in graph.spec.groups where seenGroups.insert(group.id.value).inserted {
            add(group.edges, from: .group(group.id.value))
        }
        return edges
    }

    /// The edges, old and new, by endpoints in declaration order, of the origins both versions' edges are compared
    /// at (see ``comparedOrigins(old:new:matching:)``), leaving out those whose edges are the same in both. No set
    /// of origins to skip is built: when every model is renamed without its Swift type, it would hold every id of
    /// both versions.
    private static func changedEdgesOfKeptOrigins(
        old: NavGraph, new: NavGraph, matching: ModelMatching
    ) -> (before: [Endpoints: [Edge]], after: [Endpoints: [Edge]]) {
        let renamed = matching.newIDs
        var before: [Endpoints: [Edge]] = [:]
        var after: [Endpoints: [Edge]] = [:]
        for (origin, olds, news) in comparedOrigins(old: old, new: new, matching: matching)
        where !sameEdges(olds, news, renamed: renamed) {
            for edge in olds {
                before[Endpoints(origin: origin, target: target(of: edge, renamed: renamed)), default: []].append(edge)
            }
            for edge in news {
                after[Endpoints(origin: origin, target: target(of: edge, renamed: [:])), default: []].append(edge)
            }
        }
        return (before, after)
    }

    /// The origins (by their keys in the new version) whose edges are the same in both versions, in the same
    /// order: none of their edges can change, so pairing leaves them out. Most origins of a change are such.
    static func unchangedOrigins(old: NavGraph, new: NavGraph, matching: ModelMatching) -> Set<EdgeKey.Origin> {
        Set(
            comparedOrigins(old: old, new: new, matching: matching)
                .filter { sameEdges($0.olds, $0.news, renamed: matching.newIDs) }.map(\.origin))
    }

    /// Each origin whose edges the two versions declare both, with its old and new edges (by its key in the new
    /// version): every model both versions have (a renamed one by its new id) and every group (the first of a
    /// repeated id), a group only one version has with no edges in the other.
    private static func comparedOrigins(
        old: NavGraph, new: NavGraph, matching: ModelMatching
    ) -> [(origin: EdgeKey.Origin, olds: [Edge], news: [Edge])] {
        var origins: [(origin: EdgeKey.Origin, olds: [Edge], news: [Edge])] = []
        for index in new.firstModels {
            let id = new.spec.models[index].id.value
            let formerID = matching.oldIDs[id] ?? id
            guard let oldIndex = old.modelIndex[formerID], (matching.newIDs[formerID] ?? formerID) == id else {
                continue
            }
            origins.append((.model(id), old.spec.models[oldIndex].edges, new.spec.models[index].edges))
        }
        var oldGroups: [String: Int] = [:]
        for (index, group) in old.spec.groups.enumerated() where oldGroups[group.id.value] == nil {
            oldGroups[group.id.value] = index
        }
        var newGroups = Set<String>()
        for group in new.spec.groups where newGroups.insert(group.id.value).inserted {
            let olds = oldGroups[group.id.value].map { old.spec.groups[$0].edges } ?? []
            origins.append((.group(group.id.value), olds, group.edges))
        }
        for (id, index) in oldGroups where !newGroups.contains(id) {
            origins.append((.group(id), old.spec.groups[index].edges, []))
        }
        return origins
    }

    /// Whether two lists of edges are the same edges in the same order, old targets read through `renamed`.
    private static func sameEdges(_ olds: [Edge], _ news: [Edge], renamed: [String: String]) -> Bool {
        olds.count == news.count
            && zip(olds, news).allSatisfy { old, new in
                Signature(old) == Signature(new) && target(of: old, renamed: renamed) == target(of: new, renamed: [:])
            }
    }

    /// What the edge's target key names, with a renamed model (or the container of a tab or case) by its new id.
    static func target(of edge: Edge, renamed: [String: String]) -> String {
        switch edge.target {
        case .model(let id):
            return renamed[id.value] ?? id.value
        case .tab(let reference), .switchCase(let reference):
            guard let (owner, member) = DottedReference.split(reference.value) else { return reference.value }
            return (renamed[owner] ?? owner) + "." + member
        case .window(let id), .url(let id):
            return id.value
        case .none:
            return ""
        }
    }

    /// Pairs the old and new edges of one origin and target: identical edges first (no change), then edges
    /// of the same kind, then the rest in order (changed); what is left is added or removed.
    static func pair(_ olds: [Edge], _ news: [Edge], endpoints: Endpoints) -> [EdgeChange] {
        // The endpoints of a model that is gone or new (every edge of a renamed spec without Swift types):
        // nothing to pair.
        if olds.isEmpty || news.isEmpty { return unpaired(olds, news, endpoints: endpoints) }
        var unchanged: [Signature: [Int]] = [:]
        for (index, edge) in olds.enumerated().reversed() { unchanged[Signature(edge), default: []].append(index) }
        var newLeft: [Int] = []
        var matchedOld = Set<Int>()
        for (index, edge) in news.enumerated() {
            if let match = unchanged[Signature(edge)]?.popLast() {
                matchedOld.insert(match)
            } else {
                newLeft.append(index)
            }
        }
        var oldLeft = olds.indices.filter { !matchedOld.contains($0) }
        var changes: [EdgeChange] = []
        for sameKindOnly in [true, false] {
            var stillLeft: [Int] = []
            for index in newLeft {
                guard
                    let position = oldLeft.firstIndex(where: { !sameKindOnly || olds[$0].kind == news[index].kind })
                else {
                    stillLeft.append(index)
                    continue
                }
                changes.append(changed(from: olds[oldLeft.remove(at: position)], to: news[index], endpoints: endpoints))
            }
            newLeft = stillLeft
        }
        return changes + unpaired(oldLeft.map { olds[$0] }, newLeft.map { news[$0] }, endpoints: endpoints)
    }

    /// Edges left without a partner: the new ones added, then the old ones removed, each in order.
    private static func unpaired(_ olds: [Edge], _ news: [Edge], endpoints: Endpoints) -> [EdgeChange] {
        var changes: [EdgeChange] = []
        changes.reserveCapacity(olds.count + news.count)
        for edge in news {
            let key = EdgeKey(origin: endpoints.origin, kind: edge.kind, target: endpoints.target)
            changes.append(EdgeChange(kind: .added, key: key, oldKey: nil, oldEdge: nil, newEdge: edge, aspects: []))
        }
        for edge in olds {
            let key = EdgeKey(origin: endpoints.origin, kind: edge.kind, target: endpoints.target)
            changes.append(EdgeChange(kind: .removed, key: key, oldKey: nil, oldEdge: edge, newEdge: nil, aspects: []))
        }
        return changes
    }

    private static func changed(from old: Edge, to new: Edge, endpoints: Endpoints) -> EdgeChange {
        EdgeChange(
            kind: .changed, key: EdgeKey(origin: endpoints.origin, kind: new.kind, target: endpoints.target),
            oldKey: EdgeKey(origin: endpoints.origin, kind: old.kind, target: endpoints.target), oldEdge: old,
            newEdge: new, aspects: Signature(old).aspects(comparedWith: Signature(new)))
    }
}

extension TabsChange {
    /// The tabs models of both versions (renamed ones matched) whose tabs changed, sorted by id.
    static func changes(old: NavGraph, new: NavGraph, matching: ModelMatching) -> [TabsChange] {
        new.firstModels.compactMap { newIndex -> TabsChange? in
            let model = new.spec.models[newIndex]
            let oldID = matching.oldIDs[model.id.value] ?? model.id.value
            guard case .tabs(let after) = model.content, let oldIndex = old.modelIndex[oldID],
                case .tabs(let before) = old.spec.models[oldIndex].content
            else { return nil }
            let (oldTabs, newTabs) = (before.tabs.map(\.id.value), after.tabs.map(\.id.value))
            let (oldSet, newSet) = (Set(oldTabs), Set(newTabs))
            let initial = (
                old: old.initialMember(of: oldIndex).map { oldTabs[$0] },
                new: new.initialMember(of: newIndex).map { newTabs[$0] }
            )
            let change = TabsChange(
                id: model.id.value, oldID: oldID, oldLocation: old.spec.models[oldIndex].location,
                newLocation: model.location, gained: newTabs.filter { !oldSet.contains($0) },
                lost: oldTabs.filter { !newSet.contains($0) },
                reordered: oldTabs.filter(newSet.contains) != newTabs.filter(oldSet.contains),
                initial: initial.old == initial.new ? nil : InitialChange(old: initial.old, new: initial.new))
            let unchanged = change.gained.isEmpty && change.lost.isEmpty && !change.reordered && change.initial == nil
            return unchanged ? nil : change
        }.sorted { $0.id < $1.id }
    }
}

extension Array {
    /// The elements sorted by a key worked out once for each (then by position, so that equal keys keep their
    /// order): a change is a large value, and sorting the values themselves copies them at every comparison.
    func sorted<Key: Comparable>(byKey key: (Element) -> Key) -> [Element] {
        let keys = map(key)
        return indices.sorted { keys[$0] < keys[$1] || (!(keys[$1] < keys[$0]) && $0 < $1) }.map { self[$0] }
    }
}

extension EdgeMatching {
    /// Where an edge change comes in the list: by key (origin, target, kind, group or model), kind of change
    /// and location, its texts ranked once so that the sort compares integers.
    private struct Order: Comparable {
        let origin: Int
        let target: Int
        let kind: Int
        let change: Int
        let location: SourceLocation

        static func < (lhs: Order, rhs: Order) -> Bool {
            (lhs.origin, lhs.target, lhs.kind, lhs.change, lhs.location)
                < (rhs.origin, rhs.target, rhs.kind, rhs.change, rhs.location)
        }
    }

    /// The changes in ``EdgeKey`` order, then kind of change, then location.
    static func sorted(_ changes: [EdgeChange]) -> [EdgeChange] {
        // Ids and targets are many: they are ranked among themselves. Kinds are few: their names are compared.
        var texts = Set<String>()
        texts.reserveCapacity(changes.count)
        for change in changes {
            texts.insert(change.key.origin.id)
            texts.insert(change.key.target)
        }
        var rank: [String: Int] = [:]
        rank.reserveCapacity(texts.count)
        for (position, text) in texts.sorted().enumerated() { rank[text] = position }
        let kinds = EdgeKind.allCases.map(\.rawValue).sorted()
        let changeKinds = [EdgeChange.Kind.added, .changed, .removed].map(\.rawValue).sorted()
        return changes.sorted(byKey: { change in
            let key = change.key
            return Order(
                origin: rank[key.origin.id, default: 0], target: rank[key.target, default: 0],
                kind: (kinds.firstIndex(of: key.kind.rawValue) ?? 0) * 2 + (key.origin.isGroup ? 1 : 0),
                change: changeKinds.firstIndex(of: change.kind.rawValue) ?? 0, location: change.location)
        })
    }
}
