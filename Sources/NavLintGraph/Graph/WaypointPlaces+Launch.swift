import NavLintModel

extension WaypointPlaces {
    /// How far each model is from the app's state after launch: the number of choices the user makes to
    /// show it. What the first window shows at launch costs nothing (its root and, through containers, a
    /// stack's root and initial path, the initial tab, the initial case, every split column); selecting
    /// another tab or case, following an edge or opening another window costs one each. ``unreached`` for
    /// a model no window reaches.
    public static func launchDepartures(in graph: NavGraph) -> [Int] {
        var departures = [Int](repeating: Self.unreached, count: graph.spec.models.count)
        var levels: [[Int]] = [[]]
        func relax(_ model: Int, at cost: Int) {
            guard cost < departures[model] else { return }
            departures[model] = cost
            while levels.count <= cost { levels.append([]) }
            levels[cost].append(model)
        }
        for (offset, window) in graph.windows.enumerated() {
            if let root = window.root { relax(root, at: offset == 0 ? 0 : 1) }
        }
        var level = 0
        while level < levels.count {
            var next = 0
            while next < levels[level].count {
                let model = levels[level][next]
                next += 1
                guard departures[model] == level else { continue }
                for hop in graph.hops[model] { relax(hop.to, at: level + (graph.isShownAtStart(hop) ? 0 : 1)) }
            }
            level += 1
        }
        return departures
    }

    /// The departures of a model that no window reaches: more than any path of choices takes.
    public static let unreached = Int(Int32.max)
}

extension NavGraph {
    /// Whether a hop shows its model as soon as its container is shown: a stack's root or initial path, a
    /// split column, the initial tab or the initial case.
    func isShownAtStart(_ hop: Hop) -> Bool {
        switch hop.kind {
        case .stackRoot, .stackPath, .splitColumn: true
        case .tab, .switchCase: isInitial(hop)
        case .edge, .groupEdge: false
        }
    }

    /// The position of a tabs model's initial tab in its tabs, or of a switch model's initial case in its
    /// cases; nil for other models and when the initial names none.
    public func initialMember(of model: Int) -> Int? { initialMembers[model] }

    /// Whether a hop enters its container's initial tab or case.
    public func isInitial(_ hop: Hop) -> Bool {
        switch hop.kind {
        case .tab(_, let position), .switchCase(_, let position): initialMembers[hop.from] == position
        default: false
        }
    }

    /// The hops into each model, from the hops out of each.
    static func incoming(to hops: [[Hop]]) -> [[Hop]] {
        var incoming = [[Hop]](repeating: [], count: hops.count)
        for out in hops {
            for hop in out { incoming[hop.to].append(hop) }
        }
        return incoming
    }
}

extension Model {
    /// The position of the initial tab among the tabs, or of the initial case among the cases: where the
    /// graph resolves `initial` once.
    var initialMemberPosition: Int? {
        switch self.content {
        case .tabs(let tabs): tabs.initial.flatMap { initial in tabs.tabs.firstIndex { $0.id.value == initial.value } }
        case .switch(let content):
            content.initial.flatMap { initial in content.cases.firstIndex { $0.id.value == initial.value } }
        default: nil
        }
    }
}
