extension NavGraph {
    /// How far each model is from the app's state after launch: the number of choices the user makes to
    /// show it. What the first window shows at launch costs nothing (its root and, through containers, a
    /// stack's root and initial path, the initial tab, the initial case, every split column); selecting
    /// another tab or case, following an edge or opening another window costs one each. ``unreached`` for
    /// a model no window reaches.
    public func launchDepartures() -> [Int] {
        var departures = [Int](repeating: Self.unreached, count: spec.models.count)
        var levels: [[Int]] = [[]]
        func relax(_ model: Int, at cost: Int) {
            guard cost < departures[model] else { return }
            departures[model] = cost
            while levels.count <= cost { levels.append([]) }
            levels[cost].append(model)
        }
        for (offset, window) in windows.enumerated() {
            if let root = window.root { relax(root, at: offset == 0 ? 0 : 1) }
        }
        var level = 0
        while level < levels.count {
            var next = 0
            while next < levels[level].count {
                let model = levels[level][next]
                next += 1
                guard departures[model] == level else { continue }
                for hop in hops[model] { relax(hop.to, at: level + (isPartOfLaunch(hop) ? 0 : 1)) }
            }
            level += 1
        }
        return departures
    }

    /// The departures of a model that no window reaches: more than any path of choices takes.
    public static let unreached = Int(Int32.max)

    /// Whether a hop shows its model as soon as its container is shown: a stack's root or initial path, a
    /// split column, the initial tab or the initial case.
    private func isPartOfLaunch(_ hop: Hop) -> Bool {
        switch (hop.kind, spec.models[hop.from].content) {
        case (.stackRoot, _), (.stackPath, _), (.splitColumn, _): true
        case (.tab(let tab), .tabs(let content)): tab == content.initial?.value
        case (.switchCase(let entry), .switch(let content)): entry == content.initial?.value
        default: false
        }
    }
}
