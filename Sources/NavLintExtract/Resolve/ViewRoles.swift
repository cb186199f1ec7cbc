/// Which views the spec shows and as what: a view that is shown (by navigation, as a tab, stack root,
/// split column or window content) is a screen, or, when its body is a container, that container.
struct ViewRoles {
    let tables: TypeTables
    /// Views that something shows.
    private(set) var shown: Set<String> = []
    /// The ids of each view's containers, in the order they are written.
    private(set) var containerIDs: [String: [String]] = [:]
    /// Views with content written in place inside their own container: screens as well as containers.
    private(set) var inlineScreens: Set<String> = []
    /// Without an `App` in the sources: the views with containers that nothing else shows, as window roots.
    private(set) var topLevel: [String] = []

    /// - Parameter navigating: views with navigation of their own; without an `App`, those nothing shows or
    ///   embeds are roots too.
    init(tables: TypeTables, scenes: [SceneFacts], targets: Set<String>, navigating: Set<String>) {
        self.tables = tables
        for view in tables.views.values where !view.containers.isEmpty {
            containerIDs[view.name] = Self.containerIDs(view)
        }
        var work = scenes.compactMap { scene in
            scene.content.flatMap { tables.resolveViewName($0, from: scene.location.file) }
        }
        work += targets.sorted()
        let embedded = Set(
            tables.views.values.flatMap { view in
                view.embedded.compactMap { tables.resolveViewName($0, from: view.location.file) }
            })
        let candidates = Set(containerIDs.keys).union(navigating).subtracting(embedded).subtracting(targets)
        if scenes.isEmpty { work += candidates.sorted() }
        var contained: Set<String> = []
        while let name = work.popLast() {
            guard shown.insert(name).inserted, let view = tables.views[name] else { continue }
            for slot in view.containers.flatMap({ $0.slots + $0.tabs.map(\.content) }) {
                switch resolve(slot, in: name) {
                case .view(let shownView):
                    work.append(shownView)
                    contained.insert(shownView)
                case .inline: inlineScreens.insert(name)
                case .container: break
                }
            }
        }
        if scenes.isEmpty {
            topLevel = candidates.filter { !contained.contains($0) }.sorted()
        }
    }

    enum SlotTarget {
        case view(String)
        case inline
        case container(Int)
    }

    /// What a container slot of the view named `view` shows.
    func resolve(_ slot: ContentSlot, in view: String) -> SlotTarget {
        switch slot {
        case .view(let name, _):
            tables.resolveViewName(name, from: tables.views[view]?.location.file).map(SlotTarget.view) ?? .inline
        case .container(let index): .container(index)
        case .inline: .inline
        }
    }

    /// `VStack`, `VStack2`, `VTabs`, `VSplit`: numbered per kind in the order written.
    private static func containerIDs(_ view: ViewFacts) -> [String] {
        var counts: [ContainerFacts.Kind: Int] = [:]
        let base = SpecNaming.id(of: view.name)
        return view.containers.map { container in
            counts[container.kind, default: 0] += 1
            let count = counts[container.kind]!
            let suffix =
                switch container.kind {
                case .stack: "Stack"
                case .tabs: "Tabs"
                case .split: "Split"
                }
            return base + suffix + (count == 1 ? "" : String(count))
        }
    }

    /// Whether the view is a screen of the spec.
    func isScreen(_ name: String) -> Bool {
        shown.contains(name) && (containerIDs[name] == nil || inlineScreens.contains(name))
    }

    /// The model that stands for a view wherever it is shown: its outermost container, else itself.
    func representative(_ name: String) -> String {
        containerIDs[name]?.first ?? SpecNaming.id(of: name)
    }

    /// The model id a container slot of `view` shows.
    func modelID(of slot: ContentSlot, in view: String) -> String {
        switch resolve(slot, in: view) {
        case .view(let shownView): representative(shownView)
        case .inline: SpecNaming.id(of: view)
        case .container(let index): containerIDs[view]?[index] ?? SpecNaming.id(of: view)
        }
    }

    /// For a view that is only a container: the screen at the root of its outermost stack, if any. Views whose
    /// stacks show each other in a cycle have none.
    func rootScreen(of name: String) -> String? {
        var current = name
        var seen: Set<String> = []
        while seen.insert(current).inserted {
            guard let view = tables.views[current], let first = view.containers.first, first.kind == .stack,
                let slot = first.slots.first
            else { return nil }
            switch resolve(slot, in: current) {
            case .view(let root):
                if isScreen(root) { return root }
                current = root
            case .inline: return current
            case .container: return nil
            }
        }
        return nil
    }
}
